import * as v from 'valibot';
import { BundleDataSchema } from '../bundle-data';

export const measurementIntervals = ['INTERVAL_1_DAY', 'INTERVAL_7_DAY', 'INTERVAL_30_DAY'] as const;
export type MeasurementInterval = (typeof measurementIntervals)[number];

/** The span of a size trend: one point per interval from `after` (open when null) to `before`. */
export interface MeasurementWindow {
  interval: MeasurementInterval;
  /** ISO date-time; null for everything before `before`. */
  after: string | null;
  /** ISO date-time. */
  before: string;
}

/** `BundleAnalysisMeasurements` as the asset table and the trend chart read it. */
export const SizeSeriesSchema = v.object({
  assetType: v.string(),
  change: v.nullish(BundleDataSchema),
  measurements: v.nullish(v.array(v.object({ timestamp: v.string(), avg: v.nullish(v.number()) }))),
});

/** Bytes at the end of one interval; null when nothing was uploaded in it. */
export interface SizePoint {
  timestamp: string;
  size: number | null;
}

export function sizeSeries(
  measurements: ReadonlyArray<{ timestamp: string; avg?: number | null }> | null | undefined,
): SizePoint[] {
  return (measurements ?? []).map((point) => ({ timestamp: point.timestamp, size: point.avg ?? null }));
}
