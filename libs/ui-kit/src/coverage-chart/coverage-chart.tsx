import { lazy, Suspense, type Ref } from 'react';
import { Box, Center, Skeleton, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useChartCursor } from '../chart-kit/chart-cursor';
import { useOnScreen } from '../chart-kit/use-on-screen';
import { chartSeries, chartSummary, measuredPoints, type CoverageChartPoint } from './coverage-chart-data';

// The drawing comes in only when a chart is shown and near the viewport: pages without one never fetch it.
const CoverageChartImpl = lazy(() =>
  import('./coverage-chart-impl').then((module) => ({ default: module.CoverageChartImpl })),
);

export interface CoverageChartProps {
  ref?: Ref<HTMLDivElement>;
  /** Measurements, one per interval; `coverage` null where nothing was measured. */
  data: readonly CoverageChartPoint[];
  /** What the chart shows; its accessible name starts with it. */
  label: string;
  /** Height in px. @default 250 */
  height?: number;
  /** Show a skeleton instead of the chart. @default false */
  isLoading?: boolean;
}

export const NOT_ENOUGH_CHART_DATA = 'Not enough coverage data to display chart.';

/**
 * Coverage over time as an area chart (0–100 %), with a one-sentence summary for screen readers. Focused, the
 * arrow keys, Home and End walk the tooltip through the intervals.
 */
export function CoverageChart({ ref, data, label, height = 250, isLoading = false }: CoverageChartProps) {
  const series = chartSeries(data);
  const cursor = useChartCursor(series.length);
  const onScreen = useOnScreen<HTMLDivElement>();
  const readyRef = useMergedRef(ref, onScreen.ref);
  if (isLoading) {
    return (
      <Box ref={ref} data-state="loading" aria-busy="true" aria-label={`${label}: loading`} role="status">
        <Skeleton height={height} />
      </Box>
    );
  }
  if (measuredPoints(data).length < 2) {
    return (
      <Center ref={ref} h={height} data-state="empty">
        <Text c="dimmed" size="sm">
          {NOT_ENOUGH_CHART_DATA}
        </Text>
      </Center>
    );
  }
  return (
    <Box
      ref={readyRef}
      role="img"
      aria-label={chartSummary(label, data)}
      data-state="ready"
      className="mantine-focus-auto"
      {...cursor.keyboardProps}
    >
      {onScreen.seen ? (
        <Suspense fallback={<Skeleton height={height} data-state="loading-chart" />}>
          <CoverageChartImpl
            data={series}
            height={height}
            active={cursor.active}
            onActiveChange={cursor.setActive}
          />
        </Suspense>
      ) : (
        <Skeleton height={height} data-state="loading-chart" />
      )}
    </Box>
  );
}
