import type { MeasurementWindow } from '@canopy/bundles-data-access';
import { startOfUtcDay, type Trend, trendWindow as trendStart } from '@canopy/routes';

export { DEFAULT_TREND, isTrend, trends, type Trend } from '@canopy/routes';

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
  const before = startOfUtcDay(now);
  before.setUTCDate(before.getUTCDate() + 1);
  return { ...trendStart(trend, oldestCommitAt, now), before: before.toISOString() };
}
