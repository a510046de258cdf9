/** The trend spans, as the `trend` query parameter holds them (the reference's values, so its links work). */
export const trends = ['7 days', '30 days', '3 months', '6 months', '12 months', 'all time'] as const;
export type Trend = (typeof trends)[number];
export const DEFAULT_TREND: Trend = '3 months';

export function isTrend(value: string): value is Trend {
  return (trends as readonly string[]).includes(value);
}

/** The measurement intervals a trend asks for (the `MeasurementInterval` values of the API). */
export type TrendInterval = 'INTERVAL_1_DAY' | 'INTERVAL_7_DAY' | 'INTERVAL_30_DAY';

/** Daily points for a month or less, weekly up to half a year, monthly beyond. */
const intervals: Record<Trend, TrendInterval> = {
  '7 days': 'INTERVAL_1_DAY',
  '30 days': 'INTERVAL_1_DAY',
  '3 months': 'INTERVAL_7_DAY',
  '6 months': 'INTERVAL_7_DAY',
  '12 months': 'INTERVAL_30_DAY',
  'all time': 'INTERVAL_30_DAY',
};

/** Midnight UTC of the day `time` falls on. */
export function startOfUtcDay(time: number): Date {
  const date = new Date(time);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The measurement window of a trend: its interval and its start (midnight UTC, so the query key stays the
 * same all day), never before the repository's oldest commit; 'all time' starts at that commit (open when it
 * is unknown).
 */
export function trendWindow(
  trend: Trend,
  oldestCommitAt: string | null | undefined,
  now: number = Date.now(),
): { interval: TrendInterval; after: string | null } {
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
