import type { PullComparisonError } from '@canopy/repo-data-access';

export interface PullComparisonExplanation {
  /** What happened, in one sentence. */
  title: string;
  /** What to do about it. */
  action: string;
  /** The first pull request is information, not a failure. */
  variant: 'default' | 'warning';
}

/** Why a pull request has no comparison, in the reader's terms, with what to do next. */
export function explainPullComparisonError(
  typename: PullComparisonError['typename'],
  baseBranch: string | null,
): PullComparisonExplanation {
  const branch = baseBranch ?? 'the target branch';
  switch (typename) {
    case 'FirstPullRequest':
      return {
        title: 'Welcome to Canopy! This is the first pull request of the repository.',
        action:
          'Once merged to your default branch, Canopy will compare your coverage reports and display the results here.',
        variant: 'default',
      };
    case 'MissingBaseCommit':
      return {
        title: 'Unable to compare commits because no base commit was found.',
        action: `Canopy has no commit of ${branch} with coverage to compare this pull request with. Upload coverage for ${branch}, or compare with another commit.`,
        variant: 'warning',
      };
    case 'MissingBaseReport':
      return {
        title:
          'Unable to compare commits because the base of the pull request did not upload a coverage report.',
        action: `Make sure CI uploads coverage for the commits of ${branch}, or compare with another commit.`,
        variant: 'warning',
      };
    case 'MissingHeadCommit':
      return {
        title: 'Unable to compare commits because the head of the pull request was not found.',
        action: 'Check that the latest commit was pushed and that CI uploaded coverage for it.',
        variant: 'warning',
      };
    case 'MissingHeadReport':
      return {
        title:
          'Unable to compare commits because the head of the pull request did not upload a coverage report.',
        action:
          'Check the upload step in the CI logs of the head commit; its commit page lists the upload errors.',
        variant: 'warning',
      };
    case 'MissingComparison':
      return {
        title: 'There was an error computing the comparison for this pull request.',
        action:
          'The comparison is computed once both reports are processed. Reload the page in a few minutes; if it persists, upload again in a new commit.',
        variant: 'warning',
      };
  }
}

/** '1 commit', '3 commits'. */
export function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}
