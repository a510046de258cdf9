import type { BundleStatsAsset } from '../stats/bundle-stats';
import type { BundleData, BundleLoadTime } from './types';

/**
 * Link speeds in bits per second, as Codecov takes them from Firefox's devtools throttling presets
 * ("Regular 3G" 750 kbps, "Wi-Fi" 30 Mbps). The only place these speeds live.
 */
export const LINK_SPEEDS = { threeG: 750_000, highSpeed: 30_000_000 } as const;

/** Milliseconds to move `bytes` over each link, truncated to whole milliseconds as Codecov does. */
export function loadTime(bytes: number): BundleLoadTime {
  const bits = bytes * 8;
  // `+ 0` turns the -0 of a small shrinking delta into 0.
  return {
    threeG: Math.trunc((bits / LINK_SPEEDS.threeG) * 1000) + 0,
    highSpeed: Math.trunc((bits / LINK_SPEEDS.highSpeed) * 1000) + 0,
  };
}

/**
 * Figures for known sizes (a module, a delta). The load time is that of the uncompressed size, as in
 * Codecov's API; without a gzip size the uncompressed size stands in, as it does for assets.
 */
export function sizeData(uncompress: number, gzip: number = uncompress): BundleData {
  return { size: { uncompress, gzip }, loadTime: loadTime(uncompress) };
}

/** Figures for a set of assets: Σ size, Σ coalesce(gzip size, size), load time of the uncompressed total. */
export function bundleData(assets: readonly Pick<BundleStatsAsset, 'size' | 'gzipSize'>[]): BundleData {
  let uncompress = 0;
  let gzip = 0;
  for (const asset of assets) {
    uncompress += asset.size;
    gzip += asset.gzipSize ?? asset.size;
  }
  return sizeData(uncompress, gzip);
}
