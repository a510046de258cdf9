import type { CoverageMeasurement } from '@canopy/repo-data-access';
import type { CoverageChartPoint } from '@canopy/ui-kit/data-views';

// The `trend` query parameter's spans and their measurement windows are shared with the bundle trend.
export { DEFAULT_TREND, isTrend, trends, trendWindow, type Trend } from '@canopy/routes';

/** A bucket's figure: the highest coverage of its commits, as the chart shows it. */
const valueOf = (point: CoverageMeasurement) => point.max ?? point.avg;

/**
 * Change between the first and the last measured bucket of the window; null with fewer than two measured
 * buckets, where there is nothing to compare (the page says no reports were found in the timespan).
 */
export function trendChange(measurements: readonly CoverageMeasurement[]): number | null {
  const values = measurements.map(valueOf).filter((value): value is number => value != null);
  if (values.length < 2) return null;
  return values[values.length - 1]! - values[0]!;
}

/** Chart points: empty buckets after the first measurement carry the last value forward. */
export function chartPoints(measurements: readonly CoverageMeasurement[]): CoverageChartPoint[] {
  let last: number | null = null;
  return measurements.map((point) => {
    const value = valueOf(point);
    if (value != null) last = value;
    return { date: point.timestamp, coverage: value ?? last };
  });
}
