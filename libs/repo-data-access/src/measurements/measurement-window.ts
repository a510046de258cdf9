/** The windows of the flags and components tabs (QP `historicalTrend`). */
export const historicalTrends = [
  'ALL_TIME',
  'LAST_6_MONTHS',
  'LAST_3_MONTHS',
  'LAST_30_DAYS',
  'LAST_7_DAYS',
] as const;
export type HistoricalTrend = (typeof historicalTrends)[number];

export const DEFAULT_HISTORICAL_TREND: HistoricalTrend = 'LAST_3_MONTHS';

export const historicalTrendLabels: Record<HistoricalTrend, string> = {
  ALL_TIME: 'All time',
  LAST_6_MONTHS: 'Last 6 months',
  LAST_3_MONTHS: 'Last 3 months',
  LAST_30_DAYS: 'Last 30 days',
  LAST_7_DAYS: 'Last 7 days',
};

export const measurementIntervals = ['INTERVAL_1_DAY', 'INTERVAL_7_DAY', 'INTERVAL_30_DAY'] as const;
export type MeasurementInterval = (typeof measurementIntervals)[number];

export interface MeasurementWindow {
  interval: MeasurementInterval;
  /** ISO date-time, start of a UTC day. */
  after: string;
  /** ISO date-time, start of the UTC day after `now`, so the window holds today's uploads. */
  before: string;
}

const DAY = 24 * 60 * 60 * 1000;

function startOfUtcDay(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function monthsBefore(time: number, months: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, date.getUTCDate());
}

/**
 * The interval and bounds of a trend. Bounds are whole UTC days so that they (and the query keys built from
 * them) stay the same across renders. 'All time' starts at the repository's oldest commit when known.
 */
export function measurementWindow(
  trend: HistoricalTrend,
  { now = Date.now(), oldestCommitAt }: { now?: number; oldestCommitAt?: string | null } = {},
): MeasurementWindow {
  const before = startOfUtcDay(now) + DAY;
  const today = startOfUtcDay(now);
  let after: number;
  let interval: MeasurementInterval;
  switch (trend) {
    case 'LAST_7_DAYS':
      after = today - 7 * DAY;
      interval = 'INTERVAL_1_DAY';
      break;
    case 'LAST_30_DAYS':
      after = today - 30 * DAY;
      interval = 'INTERVAL_1_DAY';
      break;
    case 'LAST_3_MONTHS':
      after = monthsBefore(today, 3);
      interval = 'INTERVAL_7_DAY';
      break;
    case 'LAST_6_MONTHS':
      after = monthsBefore(today, 6);
      interval = 'INTERVAL_7_DAY';
      break;
    default: {
      const oldest = oldestCommitAt ? new Date(oldestCommitAt).getTime() : Number.NaN;
      after = Number.isNaN(oldest) ? monthsBefore(today, 12 * 5) : startOfUtcDay(oldest);
      interval = 'INTERVAL_30_DAY';
    }
  }
  return { interval, after: new Date(after).toISOString(), before: new Date(before).toISOString() };
}

/** Interval of an arbitrary span (analytics page): ≤ 31 days by day, ≤ 6 months by week, else by month. */
export function intervalForSpan(after: string | Date, before: string | Date): MeasurementInterval {
  const days = (new Date(before).getTime() - new Date(after).getTime()) / DAY;
  if (days <= 31) return 'INTERVAL_1_DAY';
  if (days <= 183) return 'INTERVAL_7_DAY';
  return 'INTERVAL_30_DAY';
}
