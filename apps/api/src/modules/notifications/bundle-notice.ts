import type {
  AssetChange,
  BundlesComparison,
  BundleStatsAsset,
  DuplicatePackage,
} from '@canopy/bundle-analysis';
import type { CommitRecord, PullRecord } from '../../db/schema';

/**
 * What the bundle status and the bundle section of the comment are made of. The bundle analysis module reads it
 * (its comparisons choose the base) and the server hands the reader in, as processing hands in its hooks.
 */
export type BundleNotice =
  | {
      kind: 'compared';
      /** The head's bundles against the pull's base (or the parent), as the pull page compares them. */
      comparison: BundlesComparison;
      /** The head's bundles with their assets (size budgets weigh them). */
      headBundles: { name: string; assets: BundleStatsAsset[] }[];
      /** How the assets of the bundles both sides have changed, by bundle name (read when first asked). */
      assetChanges(): Promise<Map<string, AssetChange[]>>;
      /** The packages the head's bundles hold more than once (read when first asked). */
      duplicatePackages(): Promise<DuplicatePackage[]>;
    }
  | { kind: 'uncompared'; reason: string; headBundles: { name: string; assets: BundleStatsAsset[] }[] };

/** A commit's bundle notice: null when the commit has no bundle stats of its own. */
export type ReadBundleNotice = (
  commit: CommitRecord,
  pull: PullRecord | null,
) => Promise<BundleNotice | null>;
