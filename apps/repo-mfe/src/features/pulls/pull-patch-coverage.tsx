import { Text } from '@mantine/core';

export interface PatchCoverageCellProps {
  patchCoverage: number | null;
  /** Upload state of the head commit. */
  headCoverageStatus: 'COMPLETED' | 'PENDING' | 'ERROR' | null;
}

/** Patch coverage of a list row, or the state of the head's uploads when there is nothing to show yet. */
export function PatchCoverageCell({ patchCoverage, headCoverageStatus }: PatchCoverageCellProps) {
  if (headCoverageStatus === 'ERROR') {
    return (
      <Text size="sm" title="An upload of the head commit failed">
        Upload:{' '}
        <span role="img" aria-label="error">
          ❌
        </span>
      </Text>
    );
  }
  if (headCoverageStatus === 'PENDING' && patchCoverage == null) {
    return (
      <Text size="sm" title="Uploads of the head commit are still being processed">
        Upload:{' '}
        <span role="img" aria-label="pending">
          ⏳
        </span>
      </Text>
    );
  }
  if (patchCoverage == null) {
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600} ff="monospace">
      {patchCoverage.toFixed(2)}%
    </Text>
  );
}
