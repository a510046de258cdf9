/** The time grid every chart shares: buckets of 1, 7 or 30 days from the window's start. */

export type MeasurementInterval = 'INTERVAL_1_DAY' | 'INTERVAL_7_DAY' | 'INTERVAL_30_DAY';

/** One point of a chart: the commits' values that fall in [timestamp, timestamp + interval). */
export interface MeasurementBucket {
  timestamp: Date;
  avg: number | null;
  min: number | null;
  max: number | null;
}

const DAY_MS = 86_400_000;
const MAX_BUCKETS = 1000;

const INTERVAL_DAYS: Record<MeasurementInterval, number> = {
  INTERVAL_1_DAY: 1,
  INTERVAL_7_DAY: 7,
  INTERVAL_30_DAY: 30,
};

export interface BucketGrid {
  start: Date;
  widthDays: number;
  count: number;
}

/** Buckets from `start` to `before`; a window too long for MAX_BUCKETS gets wider buckets instead. */
export function bucketGrid(start: Date, before: Date, interval: MeasurementInterval): BucketGrid | null {
  const span = before.getTime() - start.getTime();
  if (span < 0) return null;
  const days = INTERVAL_DAYS[interval];
  const count = Math.floor(span / (days * DAY_MS)) + 1;
  const widthDays = days * Math.ceil(count / MAX_BUCKETS);
  return { start, widthDays, count: Math.floor(span / (widthDays * DAY_MS)) + 1 };
}

export function emptyBuckets(grid: BucketGrid): MeasurementBucket[] {
  return Array.from({ length: grid.count }, (_, i) => ({
    timestamp: new Date(grid.start.getTime() + i * grid.widthDays * DAY_MS),
    avg: null,
    min: null,
    max: null,
  }));
}

export function bucketIndex(grid: BucketGrid, bucket: Date): number {
  return Math.round((bucket.getTime() - grid.start.getTime()) / (grid.widthDays * DAY_MS));
}

/** A value measured at a time (one commit's). */
export interface TimedValue {
  timestamp: Date;
  value: number;
}

/**
 * Values already read (not from the measurements table) on the same grid as the stored series: avg, min and max
 * of the values in each bucket, empty buckets kept with nulls. Without `after` the grid starts at the first
 * value; null when there is nothing to chart.
 */
export function bucketValues(
  values: readonly TimedValue[],
  window: { interval: MeasurementInterval; after: Date | null; before: Date },
): MeasurementBucket[] | null {
  const first = values.reduce<Date | null>(
    (earliest, point) => (earliest === null || point.timestamp < earliest ? point.timestamp : earliest),
    null,
  );
  const start = window.after ?? first;
  const grid = start && bucketGrid(start, window.before, window.interval);
  if (!grid) return null;
  const buckets = emptyBuckets(grid);
  const sums = new Map<number, { sum: number; count: number }>();
  for (const point of values) {
    if (point.timestamp < grid.start || point.timestamp > window.before) continue;
    const index = Math.floor((point.timestamp.getTime() - grid.start.getTime()) / (grid.widthDays * DAY_MS));
    const bucket = buckets[index];
    if (!bucket) continue;
    const total = sums.get(index) ?? { sum: 0, count: 0 };
    total.sum += point.value;
    total.count += 1;
    sums.set(index, total);
    bucket.min = bucket.min === null ? point.value : Math.min(bucket.min, point.value);
    bucket.max = bucket.max === null ? point.value : Math.max(bucket.max, point.value);
  }
  for (const [index, { sum, count }] of sums) buckets[index]!.avg = sum / count;
  return buckets;
}
