import type { BundleStatsAsset } from '../stats/bundle-stats';
import { assetGroup } from '../model/asset-group';

/** size-limit's "slow 3G" download speed: 50 kB/s (50 × 1024 bytes per second), without latency. */
export const SLOW_3G_BYTES_PER_SECOND = 50 * 1024;

/**
 * Bytes of uncompressed JavaScript a mid-range phone parses, compiles and runs per millisecond: the rule of
 * thumb of about 1 MB per second from Addy Osmani's "JavaScript Start-up Performance" (2017) and "The Cost of
 * JavaScript" (2018). size-limit measures this in a throttled browser; without one, this constant stands in.
 */
export const JS_BYTES_PER_MS_MID_RANGE_PHONE = 1000;

export interface SizeLimitEstimate {
  /** Bytes sent over the wire: Σ coalesce(gzip size, size). */
  gzip: number;
  /** Milliseconds to download them on slow 3G. */
  loadingMs: number;
  /** Milliseconds to parse, compile and run the JavaScript among them. */
  runningMs: number;
  totalMs: number;
}

/** A size-limit-style estimate of what the assets cost a visitor on a slow phone over slow 3G. */
export function sizeLimitEstimate(
  assets: readonly Pick<BundleStatsAsset, 'name' | 'size' | 'gzipSize'>[],
): SizeLimitEstimate {
  const gzip = assets.reduce((sum, asset) => sum + (asset.gzipSize ?? asset.size), 0);
  const script = assets
    .filter((asset) => assetGroup(asset.name) === 'JAVASCRIPT')
    .reduce((sum, asset) => sum + asset.size, 0);
  const loadingMs = Math.round((gzip / SLOW_3G_BYTES_PER_SECOND) * 1000);
  const runningMs = Math.round(script / JS_BYTES_PER_MS_MID_RANGE_PHONE);
  return { gzip, loadingMs, runningMs, totalMs: loadingMs + runningMs };
}
