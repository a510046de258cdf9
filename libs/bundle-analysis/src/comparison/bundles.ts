import { percentOf } from './percent';

export type ChangeType = 'added' | 'removed' | 'changed';

/** One bundle of a commit as the comparison needs it: its name and uncompressed (and gzip) total. */
export interface BundleSummary {
  name: string;
  /** Σ asset size, bytes. */
  size: number;
  /** Σ coalesce(gzip size, size), bytes; optional. */
  gzipSize?: number | null;
  /** Carried over from an earlier commit rather than uploaded for this one. */
  isCached?: boolean;
}

export interface BundleChange {
  name: string;
  changeType: ChangeType;
  /** head − base in bytes (the head size when added, minus the base size when removed). */
  sizeDelta: number;
  /** Of the base size, 2 decimals: 100 when added, −100 when removed. */
  percentageDelta: number;
  baseSize: number;
  headSize: number;
  /** head − base of the gzip totals, when both sides carry them. */
  gzipDelta: number | null;
  /** The head bundle is carried over from an earlier commit. */
  isCached: boolean;
}

export interface BundlesComparison {
  /** Head bundles in their order, then the removed ones. */
  bundles: BundleChange[];
  /** Σ of the bundle deltas. */
  totalSizeDelta: number;
  /** totalSizeDelta of the base total, 2 decimals; 100.0 when the base total is 0. */
  percentageDelta: number;
  baseSize: number;
  headSize: number;
  /** False when there was no base report: every bundle then counts as added. */
  hasBase: boolean;
}

const gzipOf = (bundle: BundleSummary | undefined) => bundle?.gzipSize ?? null;

/** Compares the bundles of two commits by name, as Codecov's bundle changes and totals. */
export function compareBundles(
  base: readonly BundleSummary[] | null,
  head: readonly BundleSummary[],
): BundlesComparison {
  const remaining = new Map((base ?? []).map((bundle) => [bundle.name, bundle]));
  const bundles: BundleChange[] = [];
  for (const current of head) {
    const before = remaining.get(current.name);
    remaining.delete(current.name);
    const sizeDelta = current.size - (before?.size ?? 0);
    const headGzip = gzipOf(current);
    const baseGzip = before ? gzipOf(before) : 0;
    bundles.push({
      name: current.name,
      changeType: before ? 'changed' : 'added',
      sizeDelta,
      percentageDelta: before ? percentOf(sizeDelta, before.size) : 100,
      baseSize: before?.size ?? 0,
      headSize: current.size,
      gzipDelta: headGzip !== null && baseGzip !== null ? headGzip - baseGzip : null,
      isCached: current.isCached === true,
    });
  }
  for (const gone of remaining.values()) {
    const baseGzip = gzipOf(gone);
    bundles.push({
      name: gone.name,
      changeType: 'removed',
      sizeDelta: -gone.size,
      percentageDelta: -100,
      baseSize: gone.size,
      headSize: 0,
      gzipDelta: baseGzip === null ? null : -baseGzip,
      isCached: false,
    });
  }
  const baseSize = (base ?? []).reduce((sum, bundle) => sum + bundle.size, 0);
  const totalSizeDelta = bundles.reduce((sum, change) => sum + change.sizeDelta, 0);
  return {
    bundles,
    totalSizeDelta,
    percentageDelta: baseSize === 0 ? 100 : percentOf(totalSizeDelta, baseSize),
    baseSize,
    headSize: head.reduce((sum, bundle) => sum + bundle.size, 0),
    hasBase: base !== null,
  };
}
