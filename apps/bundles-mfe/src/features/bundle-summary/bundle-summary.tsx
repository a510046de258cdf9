import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { BundleFigures, BundleSizeLimit } from '@canopy/bundles-data-access';
import { formatBytes, formatBytesChange, formatLoadTime } from '@canopy/ui-kit/data-views';

export interface BundleSummaryFigures {
  /** Null: nothing to show yet ('-'). */
  figures: BundleFigures | null;
  /** Null until one bundle is chosen. */
  moduleCount: number | null;
  /** The size-limit-style estimate of the chosen bundle; null until one is chosen. */
  sizeLimit?: BundleSizeLimit | null;
  /** Size change against the branch head's parent commit; null when not compared. */
  change: number | null;
  /** What the figures cover: 'All bundles' or the bundle's name. */
  scope: string | null;
}

function Figure({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Stack gap={2} data-figure={label}>
      <Text size="sm" fw={600}>
        {label}
        {hint && (
          <Text span size="xs" c="dimmed" fw={400}>
            {' '}
            {hint}
          </Text>
        )}
      </Text>
      <Text size="xl" fw={500} data-testid={`figure-${label}`}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The summary cards: total size, estimated gzip size, estimated download time (3G | high speed), the chosen
 * bundle's download plus parse time (size-limit's slow 3G and mid-range phone) and module count, and the size
 * change against the branch head's parent commit.
 */
export function BundleSummary({
  summary,
  isLoading = false,
}: {
  summary: BundleSummaryFigures;
  isLoading?: boolean;
}) {
  const { figures, moduleCount, change, scope, sizeLimit } = summary;
  return (
    <Paper withBorder p="md" data-testid="bundle-summary" aria-busy={isLoading || undefined}>
      {scope && (
        <Text size="xs" c="dimmed" mb="xs" data-testid="bundle-summary-scope">
          {scope}
        </Text>
      )}
      {isLoading ? (
        <Skeleton height={52} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg">
          <Figure label="Total size">{formatBytes(figures?.size)}</Figure>
          <Figure label="gzip size (est.)">{formatBytes(figures?.gzip)}</Figure>
          <Figure label="Download time (est.)" hint="(3G | high speed)">
            {figures ? `${formatLoadTime(figures.threeG)} | ${formatLoadTime(figures.highSpeed)}` : '-'}
          </Figure>
          <Figure label="Download + parse (est.)" hint="(slow 3G, mid-range phone)">
            {sizeLimit ? formatLoadTime(sizeLimit.totalTime) : '-'}
          </Figure>
          <Figure label="Modules">{moduleCount == null ? '-' : moduleCount.toLocaleString('en-US')}</Figure>
          <Figure label="Change" hint="(from previous commit)">
            {formatBytesChange(change)}
          </Figure>
        </SimpleGrid>
      )}
    </Paper>
  );
}
