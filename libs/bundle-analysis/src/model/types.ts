import type { BundleStats } from '../stats/bundle-stats';

/** The asset groups of the API (`BundleReportGroups`). */
export type BundleReportGroup = 'JAVASCRIPT' | 'STYLESHEET' | 'FONT' | 'IMAGE' | 'UNKNOWN';

/** How an asset is loaded (`BundleLoadTypes`): from an entry chunk, another initial chunk, or on demand. */
export type BundleLoadType = 'ENTRY' | 'INITIAL' | 'LAZY';

/** What one bundle holds: the parts of the stats every derived value is computed from. */
export type BundleContent = Pick<BundleStats, 'assets' | 'chunks' | 'modules'>;

export interface BundleSize {
  /** Bytes as written to disk. */
  uncompress: number;
  /** Bytes after gzip; assets without a gzip size count uncompressed. */
  gzip: number;
}

/** Milliseconds to download. */
export interface BundleLoadTime {
  threeG: number;
  highSpeed: number;
}

/** The size and load time figures of the API (`BundleData`). */
export interface BundleData {
  size: BundleSize;
  loadTime: BundleLoadTime;
}

/** Narrowing of a bundle's assets; an empty or missing list means no narrowing. */
export interface AssetFilters {
  groups?: readonly BundleReportGroup[] | null;
  loadTypes?: readonly BundleLoadType[] | null;
}
