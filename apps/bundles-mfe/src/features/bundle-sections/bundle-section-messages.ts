import type { BundleChangeSummary, BundleComparisonProblem } from '@canopy/bundles-data-access';
import { formatBytes } from '@canopy/ui-kit/data-views';

/** What a section compares: a commit with its parent, or a pull request's head with its base. */
export type BundleSubject = 'commit' | 'pull';

export const CACHED_BUNDLES = 'The reported bundle size includes cached data from previous commits';
export const NO_PULL_BUNDLES = 'No bundles were found in this pull';
export const NO_COMMIT_BUNDLES = 'No bundles were found in this commit';
export const FIRST_PULL_TITLE = 'Welcome to bundle analysis';
export const FIRST_PULL_TEXT =
  'Once merged to your default branch, Canopy will compare your bundle reports and display the results here.';
export const PROCESSING_TITLE = 'Bundle stats are still processing';
export const LOAD_ERROR_TITLE = 'The bundle report could not be loaded.';

const heads: Record<BundleSubject, string> = { commit: 'this commit', pull: 'the pull request' };
const bases: Record<BundleSubject, string> = { commit: 'its parent', pull: 'the pull request' };

/** Why two bundle reports could not be compared: a title, and one sentence for the reader. */
export function explainBundleProblem(
  typename: Exclude<BundleComparisonProblem['typename'], 'FirstPullRequest'>,
  subject: BundleSubject,
): { title: string; text: string } {
  switch (typename) {
    case 'MissingHeadReport':
      return {
        title: 'Missing Head Report',
        text: `Unable to compare bundles because the head of ${heads[subject]} did not upload a bundle stats file.`,
      };
    case 'MissingBaseReport':
      return {
        title: 'Missing Base Report',
        text:
          subject === 'pull'
            ? 'Unable to compare bundles because the base of the pull request did not upload a bundle stats file.'
            : `Unable to compare bundles because ${bases[subject]} did not upload a bundle stats file.`,
      };
    case 'MissingBaseCommit':
      return {
        title: 'Missing Base Commit',
        text: 'Unable to compare bundles because no base commit was found.',
      };
    case 'MissingHeadCommit':
      return {
        title: 'Missing Head Commit',
        text: `Unable to compare bundles because the head of ${heads[subject]} was not found.`,
      };
  }
}

const sentenceInLine = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1).replace(/\.$/, '')}`;

/**
 * The one line of the "bundle" panel's trigger: how much the total bundle size changes, or why it is not known
 * (reference §10: 'changes will increase/decrease total bundle size by X ℹ️' / 'no change ✅').
 */
export function bundleSummaryLine(summary: BundleChangeSummary, subject: BundleSubject): string {
  if (summary.kind === 'change') {
    if (summary.bytes > 0)
      return `changes will increase total bundle size by ${formatBytes(summary.bytes)} ℹ️`;
    if (summary.bytes < 0)
      return `changes will decrease total bundle size by ${formatBytes(-summary.bytes)} ℹ️`;
    return 'bundle size has no change ✅';
  }
  if (summary.bundleStatus === 'PENDING') return 'bundle stats are still processing ⏳';
  if (summary.bundleStatus === 'ERROR') return 'the bundle stats could not be processed ❌';
  if (summary.kind === 'none') return `no bundle stats were uploaded for ${heads[subject]}`;
  if (summary.typename === 'FirstPullRequest') {
    return 'once merged to your default branch, the next pull requests and commits will include bundle report details ℹ️';
  }
  return `${sentenceInLine(explainBundleProblem(summary.typename, subject).text)} ❌`;
}
