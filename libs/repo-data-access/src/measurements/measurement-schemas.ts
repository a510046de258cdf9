import * as v from 'valibot';

export const MeasurementSchema = v.object({
  timestamp: v.string(),
  avg: v.nullish(v.number()),
});

/** One interval of a series; `avg` is null when nothing was measured in it. */
export interface MeasurementPoint {
  timestamp: string;
  avg: number | null;
}

export function toPoints(
  measurements: ReadonlyArray<v.InferOutput<typeof MeasurementSchema>>,
): MeasurementPoint[] {
  return measurements.map((point) => ({ timestamp: point.timestamp, avg: point.avg ?? null }));
}

/** Average of the measured intervals, or null when none was measured. */
export function averageOf(points: readonly MeasurementPoint[]): number | null {
  const values = points.flatMap((point) => (point.avg == null ? [] : [point.avg]));
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
