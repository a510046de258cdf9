import { Text } from '@mantine/core';
import { formatPercent } from '../common/format';

/** "Patch Coverage 82.50%" in a commit or pull request header (the Team plan's cut-down view). */
export function PatchCoverage({ value }: { value: number | null | undefined }) {
  return (
    <Text size="sm" data-testid="header-patch-coverage">
      <Text span c="dimmed" inherit>
        Patch Coverage{' '}
      </Text>
      <Text span fw={600} ff="monospace" inherit>
        {formatPercent(value)}
      </Text>
    </Text>
  );
}
