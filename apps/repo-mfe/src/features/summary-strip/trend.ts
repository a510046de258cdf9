import type { BranchMeasurementInterval, CoverageMeasurement } from '@canopy/repo-data-access';
import type { CoverageChartPoint } from '@canopy/ui-kit/data-views';

/** The trend spans, as the `trend` query parameter holds them (the reference's values, so old links work). */
export const trends = ['7 days', '30 days', '3 months', '6 months', '12 months', 'all time'] as const;
export type Trend = (typeof trends)[number];
export const DEFAULT_TREND: Trend = '3 months';

export function isTrend(value: string): value is Trend {
  return (trends as readonly string[]).includes(value);
}

/** Daily points for a month or less, weekly up to half a year, monthly beyond. */
const intervals: Record<Trend, BranchMeasurementInterval> = {
  '7 days': 'INTERVAL_1_DAY',
  '30 days': 'INTERVAL_1_DAY',
  '3 months': 'INTERVAL_7_DAY',
  '6 months': 'INTERVAL_7_DAY',
  '12 months': 'INTERVAL_30_DAY',
  'all time': 'INTERVAL_30_DAY',
};

function startOfUtcDay(time: number): Date {
  const date = new Date(time);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The measurement window of a trend: its interval and its start (midnight UTC, so the query key stays the
 * same all day), never before the repository's oldest commit; 'all time' starts at that commit.
 */
export function trendWindow(
  trend: Trend,
  oldestCommitAt: string | null | undefined,
  now: number = Date.now(),
): { interval: BranchMeasurementInterval; after: string | null } {
  const interval = intervals[trend];
  const oldest = oldestCommitAt ? Date.parse(oldestCommitAt) : Number.NaN;
  const oldestStart = Number.isNaN(oldest) ? null : startOfUtcDay(oldest);
  if (trend === 'all time') return { interval, after: oldestStart?.toISOString() ?? null };
  const start = startOfUtcDay(now);
  if (trend === '7 days') start.setUTCDate(start.getUTCDate() - 7);
  else if (trend === '30 days') start.setUTCDate(start.getUTCDate() - 30);
  else start.setUTCMonth(start.getUTCMonth() - Number.parseInt(trend, 10));
  const after = oldestStart && oldestStart > start ? oldestStart : start;
  return { interval, after: after.toISOString() };
}

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
