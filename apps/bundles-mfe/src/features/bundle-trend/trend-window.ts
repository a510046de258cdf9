import type { MeasurementWindow } from '@canopy/bundles-data-access';

/** The trend spans, as the `trend` query parameter holds them (the reference's values, so its links work). */
export const trends = ['7 days', '30 days', '3 months', '6 months', '12 months', 'all time'] as const;
export type Trend = (typeof trends)[number];
export const DEFAULT_TREND: Trend = '3 months';

export function isTrend(value: string): value is Trend {
  return (trends as readonly string[]).includes(value);
}

/** Daily points for a month or less, weekly up to half a year, monthly beyond. */
const intervals: Record<Trend, MeasurementWindow['interval']> = {
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
 * The measurement window of a trend: whole UTC days (so the query key stays the same all day), ending after
 * today so today's uploads count, starting no earlier than the repository's oldest commit; 'all time' starts
 * at that commit (open when it is unknown).
 */
export function trendWindow(
  trend: Trend,
  oldestCommitAt: string | null | undefined,
  now: number = Date.now(),
): MeasurementWindow {
  const today = startOfUtcDay(now);
  const before = new Date(today);
  before.setUTCDate(before.getUTCDate() + 1);
  const oldest = oldestCommitAt ? Date.parse(oldestCommitAt) : Number.NaN;
  const oldestStart = Number.isNaN(oldest) ? null : startOfUtcDay(oldest);
  const interval = intervals[trend];
  if (trend === 'all time') {
    return { interval, after: oldestStart?.toISOString() ?? null, before: before.toISOString() };
  }
  const start = new Date(today);
  if (trend === '7 days') start.setUTCDate(start.getUTCDate() - 7);
  else if (trend === '30 days') start.setUTCDate(start.getUTCDate() - 30);
  else start.setUTCMonth(start.getUTCMonth() - Number.parseInt(trend, 10));
  const after = oldestStart && oldestStart > start ? oldestStart : start;
  return { interval, after: after.toISOString(), before: before.toISOString() };
}
