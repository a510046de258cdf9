import {
  type AssetChange,
  type BundlesComparison,
  type BundleStatsAsset,
  compareAssets,
  type DuplicatePackage,
  duplicatePackages,
  snapshotAssets,
} from '@canopy/bundle-analysis';
import type { Kysely } from 'kysely';
import type { CommitRecord, Database, PullRecord } from '../../db/schema';
import { createLoaders } from '../../loaders';
import type { ReportReader } from '../reports';
import { compareBundlesWithBase, compareBundlesWithParent, type BundleReads } from './bundle-comparison';
import { bundleLoaders } from './bundle-loaders';
import type { StoredBundleReport } from './bundle-read-store';

/** What the bundle status and the bundle section of the pull request comment are made of. */

export interface NoticeBundle {
  name: string;
  assets: BundleStatsAsset[];
}

export type BundleNotice =
  | {
      kind: 'compared';
      /** The head's bundles against the pull's base (or the parent), as the pull page compares them. */
      comparison: BundlesComparison;
      /** The head's bundles with their assets (size budgets weigh them). */
      headBundles: NoticeBundle[];
      /** How the assets of the bundles both sides have changed, by bundle name (read when first asked). */
      assetChanges(): Promise<Map<string, AssetChange[]>>;
      /** The packages the head's bundles hold more than once, bundle after bundle (read when first asked). */
      duplicatePackages(): Promise<DuplicatePackage[]>;
    }
  | { kind: 'uncompared'; reason: string; headBundles: NoticeBundle[] };

/** Runs `load` on first call only; later calls share its answer. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

async function withAssets(reports: readonly StoredBundleReport[], reads: BundleReads) {
  const lists = await bundleLoaders(reads).assets.loadMany(reports.map((report) => report.id));
  return reports.map((report, index) => {
    const list = lists[index];
    return { name: report.name, assets: list instanceof Error || !list ? [] : list };
  });
}

async function assetChangesOf(
  baseReports: readonly StoredBundleReport[],
  headReports: readonly StoredBundleReport[],
  reads: BundleReads,
): Promise<Map<string, AssetChange[]>> {
  const content = bundleLoaders(reads).content;
  const bases = new Map(baseReports.map((report) => [report.name, report]));
  const changes = new Map<string, AssetChange[]>();
  for (const head of headReports) {
    const base = bases.get(head.name);
    if (!base) continue;
    const [before, after] = await Promise.all([content.load(base.id), content.load(head.id)]);
    changes.set(head.name, compareAssets(snapshotAssets(before), snapshotAssets(after)));
  }
  return changes;
}

async function duplicatesOf(
  headReports: readonly StoredBundleReport[],
  reads: BundleReads,
): Promise<DuplicatePackage[]> {
  const contents = await Promise.all(headReports.map((head) => bundleLoaders(reads).content.load(head.id)));
  return contents.flatMap((content) => duplicatePackages(content));
}

/**
 * A commit's bundles as its notifications judge them: against the base of the pull it heads (the same choice as
 * the pull page's bundle comparison) or, heading none, against its parent. Null when the commit has no bundle
 * stats of its own.
 */
export async function bundleNotice(
  deps: { db: Kysely<Database>; reports: ReportReader },
  commit: CommitRecord,
  pull: PullRecord | null,
): Promise<BundleNotice | null> {
  const reads: BundleReads = { db: deps.db, loaders: createLoaders(deps.db, null, deps.reports) };
  const own = await bundleLoaders(reads).reportsByCommit.load(commit.id);
  if (own.length === 0) return null;
  const result = pull
    ? await compareBundlesWithBase(pull, reads)
    : await compareBundlesWithParent(commit, reads);
  if (result.__typename !== 'BundleAnalysisComparison')
    return { kind: 'uncompared', reason: result.message, headBundles: await withAssets(own, reads) };
  return {
    kind: 'compared',
    comparison: result.comparison,
    headBundles: await withAssets(result.headReports, reads),
    assetChanges: once(() => assetChangesOf(result.baseReports, result.headReports, reads)),
    duplicatePackages: once(() => duplicatesOf(result.headReports, reads)),
  };
}
