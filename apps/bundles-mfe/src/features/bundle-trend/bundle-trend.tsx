import { Button, Group, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChartArea } from '@tabler/icons-react';
import { useBundleTrend, type BundleReportGroup, type BundleTrendSeries } from '@canopy/bundles-data-access';
import { useRepoStanding } from '@canopy/auth';
import { Select } from '@canopy/ui-kit';
import {
  formatBytes,
  StackedAreaChart,
  type StackedAreaPoint,
  type StackedAreaSeries,
} from '@canopy/ui-kit/data-views';
import { useBundleFilterParams } from '../bundle-params/use-bundle-params';
import { reportGroupLabels } from '../bundle-selectors/bundle-selectors';
import { trends, trendWindow } from './trend-window';

/** Where the chart's Hide/Show choice is remembered. */
export const CHART_HIDDEN_KEY = 'is-bundle-chart-hidden';

const groupColors: Record<BundleReportGroup, string> = {
  JAVASCRIPT: 'yellow.6',
  STYLESHEET: 'blue.6',
  FONT: 'grape.6',
  IMAGE: 'teal.6',
  UNKNOWN: 'gray.6',
};

/**
 * One point per interval with each group's size; a group's interval without an upload keeps its last size
 * (the bundle did not change), and before its first upload it has none.
 */
export function trendPoints(series: readonly BundleTrendSeries[]): StackedAreaPoint[] {
  const timestamps = [
    ...new Set(series.flatMap((entry) => entry.points.map((point) => point.timestamp))),
  ].sort((a, b) => Date.parse(a) - Date.parse(b));
  const last = new Map<BundleReportGroup, number>();
  return timestamps.map((timestamp) => {
    const point: StackedAreaPoint = { date: timestamp };
    for (const entry of series) {
      const size = entry.points.find((candidate) => candidate.timestamp === timestamp)?.size;
      if (size != null) last.set(entry.group, size);
      point[entry.group] = last.get(entry.group) ?? null;
    }
    return point;
  });
}

export interface BundleTrendProps {
  branch: string;
  bundle: string;
}

/**
 * The bundle's size over the chosen window, stacked by asset type (the type filter's types, else all), with a
 * Hide/Show toggle remembered in the browser and the window in the URL (`trend`).
 */
export function BundleTrend({ branch, bundle }: BundleTrendProps) {
  const { provider, owner, repo, query: repoQuery } = useRepoStanding();
  const { types, trend, setTrend } = useBundleFilterParams();
  const [hidden, setHidden] = useLocalStorage<boolean>({
    key: CHART_HIDDEN_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const window = trendWindow(trend, repoQuery.data?.repository?.oldestCommitAt);
  const query = useBundleTrend(
    { provider, owner, repo, branch, bundle, window, reportGroups: types },
    { enabled: !hidden },
  );
  const series: StackedAreaSeries[] = (query.data ?? []).map((entry) => ({
    name: entry.group,
    label: reportGroupLabels[entry.group],
    color: groupColors[entry.group],
  }));

  return (
    <Stack gap="xs" data-testid="bundle-trend">
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChartArea size={16} aria-hidden />}
          onClick={() => setHidden(!hidden)}
          aria-expanded={!hidden}
        >
          {hidden ? 'Show chart' : 'Hide chart'}
        </Button>
        {!hidden && (
          <Select aria-label="Trend" variant="text" items={trends} value={trend} onChange={setTrend} />
        )}
      </Group>
      {!hidden &&
        (query.isError ? (
          <Text size="sm" c="dimmed">
            The bundle size trend failed to load.
          </Text>
        ) : (
          <StackedAreaChart
            label={`Size of ${bundle} by asset type`}
            data={trendPoints(query.data ?? [])}
            series={series}
            valueFormatter={formatBytes}
            isLoading={query.isPending}
            emptyMessage="Not enough bundle data to display chart."
          />
        ))}
    </Stack>
  );
}
