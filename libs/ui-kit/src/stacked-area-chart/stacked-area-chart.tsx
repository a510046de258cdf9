import { lazy, Suspense, type Ref } from 'react';
import { Box, Center, Skeleton, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useChartCursor } from '../chart-kit/chart-cursor';
import { useOnScreen } from '../chart-kit/use-on-screen';
import {
  stackedSeries,
  stackedSummary,
  stackTotal,
  type StackedAreaPoint,
  type StackedAreaSeries,
} from './stacked-area-chart-data';

// The drawing (shared with CoverageChart) comes in only when a chart is shown and near the viewport.
const StackedAreaChartImpl = lazy(() =>
  import('../coverage-chart/coverage-chart-impl').then((module) => ({
    default: module.StackedAreaChartImpl,
  })),
);

export interface StackedAreaChartProps {
  ref?: Ref<HTMLDivElement>;
  /** One point per interval: `date` and a value per series name (null where nothing was measured). */
  data: readonly StackedAreaPoint[];
  /** The stacked areas, bottom first. */
  series: readonly StackedAreaSeries[];
  /** What the chart shows; its accessible name starts with it. */
  label: string;
  /** Formats the Y axis, the tooltip and the summary (e.g. bytes). */
  valueFormatter: (value: number) => string;
  /** Height in px. @default 250 */
  height?: number;
  /** Show a skeleton instead of the chart. @default false */
  isLoading?: boolean;
  /** Shown with fewer than two measured points. @default NOT_ENOUGH_STACKED_DATA */
  emptyMessage?: string;
}

export const NOT_ENOUGH_STACKED_DATA = 'Not enough data to display chart.';

/**
 * Several series over time stacked on one another (e.g. a bundle's size per asset type), with a legend, a
 * tooltip per interval (hover, or the arrow keys once focused) and a one-sentence summary for screen readers.
 */
export function StackedAreaChart({
  ref,
  data,
  series,
  label,
  valueFormatter,
  height = 250,
  isLoading = false,
  emptyMessage = NOT_ENOUGH_STACKED_DATA,
}: StackedAreaChartProps) {
  const points = stackedSeries(data, series);
  const cursor = useChartCursor(points.length);
  const onScreen = useOnScreen<HTMLDivElement>();
  const readyRef = useMergedRef(ref, onScreen.ref);
  if (isLoading) {
    return (
      <Box ref={ref} data-state="loading" aria-busy="true" aria-label={`${label}: loading`} role="status">
        <Skeleton height={height} />
      </Box>
    );
  }
  if (points.filter((point) => stackTotal(point, series) != null).length < 2) {
    return (
      <Center ref={ref} h={height} data-state="empty">
        <Text c="dimmed" size="sm">
          {emptyMessage}
        </Text>
      </Center>
    );
  }
  return (
    <Box
      ref={readyRef}
      role="img"
      aria-label={stackedSummary(label, data, series, valueFormatter)}
      data-state="ready"
      className="mantine-focus-auto"
      {...cursor.keyboardProps}
    >
      {onScreen.seen ? (
        <Suspense fallback={<Skeleton height={height} data-state="loading-chart" />}>
          <StackedAreaChartImpl
            data={points}
            series={series}
            height={height}
            valueFormatter={valueFormatter}
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
