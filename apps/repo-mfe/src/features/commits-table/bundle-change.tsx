import { Group, Text } from '@mantine/core';
import type { BundleSizeChange } from '@canopy/repo-data-access';
import { formatBytesChange, type TableColumn } from '@canopy/ui-kit/data-views';

// Kept apart and small: below the split-chunk floor, the commit list, a pull's commits and the pull list each
// carry a copy of it.

/**
 * The Bundle column (repositories with bundle analysis): the total bundle size change against the parent (or the
 * base), e.g. '+1.2kB', or where the bundle stats uploads stand.
 */
export function BundleChange({ bundle }: { bundle: BundleSizeChange | undefined }) {
  const change = bundle?.change ?? null;
  const error = bundle?.status === 'ERROR';
  if (error || (bundle?.status === 'PENDING' && change == null)) {
    return (
      <Text size="sm" data-upload-status={error ? 'error' : 'pending'}>
        Upload:{' '}
        <span role="img" aria-label={error ? 'error' : 'pending'}>
          {error ? '❌' : '⏳'}
        </span>
      </Text>
    );
  }
  return (
    <Text size="sm" ff="monospace" c={change == null ? 'dimmed' : undefined}>
      {formatBytesChange(change)}
    </Text>
  );
}

/** A right-aligned column of the Bundle figure, for the commit and pull lists. */
export function bundleColumn<T extends { bundle?: BundleSizeChange }>(): TableColumn<T> {
  return {
    id: 'bundle',
    header: 'Bundle',
    width: 120,
    align: 'right',
    cell: (row) => (
      <Group justify="flex-end">
        <BundleChange bundle={row.bundle} />
      </Group>
    ),
  };
}
