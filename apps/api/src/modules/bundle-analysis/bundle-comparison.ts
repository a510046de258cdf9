import {
  bundleData,
  type BundlesComparison,
  type BundleSummary,
  compareBundles,
  sizeData,
} from '@canopy/bundle-analysis';
import type { CommitRecord, PullRecord } from '../../db/schema';
import { baseChoice, type BaseChoiceReads, isOnlyPull } from '../comparisons';
import { shortSha } from '../reports';
import { bundleLoaders } from './bundle-loaders';
import { compareShaOf, type StoredBundleReport } from './bundle-read-store';

/** Bundles of two commits compared by the model, answered in the schema's shape, or why they cannot be. */

/** What comparisons read: a GraphQL context, or the database and loaders a job made. */
export type BundleReads = BaseChoiceReads;

type Problem =
  'FirstPullRequest' | 'MissingBaseCommit' | 'MissingHeadCommit' | 'MissingHeadReport' | 'MissingBaseReport';

export type BundleComparisonResult =
  | { __typename: Problem; message: string }
  | {
      __typename: 'BundleAnalysisComparison';
      bundles: Array<{
        name: string;
        changeType: string;
        bundleData: ReturnType<typeof sizeData>;
        bundleChange: ReturnType<typeof sizeData>;
      }>;
      bundleData: ReturnType<typeof sizeData>;
      bundleChange: ReturnType<typeof sizeData>;
      /** The model's comparison, for notifications. */
      comparison: BundlesComparison;
      /** The bundles compared on each side (the head's may be its parent's, when it has none). */
      baseReports: StoredBundleReport[];
      headReports: StoredBundleReport[];
    };

const problem = (typename: Problem, message: string): BundleComparisonResult => ({
  __typename: typename,
  message,
});

/** Each bundle's name and totals, as the comparison takes them. */
async function summaries(
  reports: readonly StoredBundleReport[],
  context: BundleReads,
): Promise<BundleSummary[]> {
  const lists = await bundleLoaders(context).assets.loadMany(reports.map((report) => report.id));
  return reports.map((report, index) => {
    const list = lists[index];
    const data = bundleData(list instanceof Error || !list ? [] : list);
    return {
      name: report.name,
      size: data.size.uncompress,
      gzipSize: data.size.gzip,
      isCached: report.isCached,
    };
  });
}

/** The figures of a comparison the model made: per bundle and in total, head sizes and head − base changes. */
export function comparisonAnswer(comparison: BundlesComparison, head: readonly BundleSummary[]) {
  const gzipOf = new Map(head.map((bundle) => [bundle.name, bundle.gzipSize ?? bundle.size]));
  const bundles = comparison.bundles.map((change) => ({
    name: change.name,
    changeType: change.changeType,
    bundleData: sizeData(change.headSize, change.changeType === 'removed' ? 0 : gzipOf.get(change.name)),
    bundleChange: sizeData(change.sizeDelta, change.gzipDelta ?? change.sizeDelta),
  }));
  const headGzip = head.reduce((sum, bundle) => sum + (bundle.gzipSize ?? bundle.size), 0);
  const gzipChange = comparison.bundles.reduce(
    (sum, change) => sum + (change.gzipDelta ?? change.sizeDelta),
    0,
  );
  return {
    bundles,
    bundleData: sizeData(comparison.headSize, headGzip),
    bundleChange: sizeData(comparison.totalSizeDelta, gzipChange),
  };
}

/** Two known commits' bundles. The head falls back to its parent's bundles when it has none (all cached). */
export async function compareCommitBundles(
  base: CommitRecord,
  head: CommitRecord,
  context: BundleReads,
): Promise<BundleComparisonResult> {
  const loaders = bundleLoaders(context);
  let headReports = await loaders.reportsByCommit.load(head.id);
  if (headReports.length === 0 && head.parentCommitid && head.parentCommitid !== base.commitid) {
    const parent = await context.loaders.commitByRef.load({ repoid: head.repoid, ref: head.parentCommitid });
    if (parent) headReports = await loaders.reportsByCommit.load(parent.id);
  }
  if (headReports.length === 0)
    return problem('MissingHeadReport', `The head commit ${shortSha(head.commitid)} has no bundle stats.`);
  const baseReports = await loaders.reportsByCommit.load(base.id);
  if (baseReports.length === 0)
    return problem('MissingBaseReport', `The base commit ${shortSha(base.commitid)} has no bundle stats.`);
  const [headBundles, baseBundles] = await Promise.all([
    summaries(headReports, context),
    summaries(baseReports, context),
  ]);
  const comparison = compareBundles(baseBundles, headBundles);
  return {
    __typename: 'BundleAnalysisComparison',
    ...comparisonAnswer(comparison, headBundles),
    comparison,
    baseReports,
    headReports,
  };
}

/** A commit's bundles against its parent's. */
export async function compareBundlesWithParent(
  commit: CommitRecord,
  context: BundleReads,
): Promise<BundleComparisonResult> {
  if (!commit.parentCommitid)
    return problem('MissingBaseCommit', `The parent of ${shortSha(commit.commitid)} is not known.`);
  const parent = await context.loaders.commitByRef.load({
    repoid: commit.repoid,
    ref: commit.parentCommitid,
  });
  if (!parent)
    return problem(
      'MissingBaseCommit',
      `The parent ${shortSha(commit.parentCommitid)} of ${shortSha(commit.commitid)} was never uploaded to Canopy.`,
    );
  return compareCommitBundles(parent, commit, context);
}

/**
 * A pull request's head bundles against its base: the commit the upload asked to be compared with
 * (`compareSha`) when Canopy knows it, else the pull request's true base when it has bundle stats, else the base
 * the coverage comparison of the pull request uses.
 */
export async function compareBundlesWithBase(
  pull: PullRecord,
  context: BundleReads,
): Promise<BundleComparisonResult> {
  const head = pull.head
    ? await context.loaders.commitByRef.load({ repoid: pull.repoid, ref: pull.head })
    : null;
  const asked = head ? await compareShaOf(context.db, head.id) : null;
  const askedBase = asked
    ? await context.loaders.commitByRef.load({ repoid: pull.repoid, ref: asked })
    : null;
  let base = askedBase;
  if (!base) {
    const choice = await baseChoice(pull, context);
    const trueBase = choice.trueBaseSha
      ? await context.loaders.commitByRef.load({ repoid: pull.repoid, ref: choice.trueBaseSha })
      : null;
    // As coverage does: the true base when it has a report (here bundle stats), else the base coverage uses.
    const trueBaseBuilt =
      trueBase && (await bundleLoaders(context).reportsByCommit.load(trueBase.id)).length > 0;
    base = (trueBaseBuilt ? trueBase : null) ?? choice.comparedTo ?? trueBase;
    if (!base) {
      if (!choice.trueBaseSha && (await isOnlyPull(context.db, pull.repoid)))
        return problem(
          'FirstPullRequest',
          'This is the first pull request of the repository: there is no base to compare to yet.',
        );
      return problem('MissingBaseCommit', choice.explanation);
    }
  }
  if (!head) return problem('MissingHeadCommit', `The head of pull request #${pull.pullid} is not known.`);
  return compareCommitBundles(base, head, context);
}
