import type { CommitComparisonError } from '@canopy/repo-data-access';

export interface ComparisonExplanation {
  /** What happened, in one sentence. */
  title: string;
  /** What to do about it. */
  action: string;
  /** FirstPullRequest is information, not a failure. */
  variant: 'default' | 'warning';
}

const explanations: Record<CommitComparisonError['typename'], ComparisonExplanation> = {
  MissingBaseCommit: {
    title: 'Unable to compare commits because no base commit was found.',
    action:
      'Canopy has no coverage for the parent of this commit. Upload coverage from CI for the parent commit (or its branch) so that the next commits can be compared.',
    variant: 'warning',
  },
  MissingBaseReport: {
    title: 'Unable to compare commits because the base of the comparison did not upload a coverage report.',
    action:
      'Make sure CI uploads coverage for every commit of the base branch; once the base has a report, this comparison appears.',
    variant: 'warning',
  },
  MissingHeadCommit: {
    title: 'Unable to compare commits because the head of the comparison was not found.',
    action: 'Check that the commit was pushed and that CI uploaded coverage for it.',
    variant: 'warning',
  },
  MissingHeadReport: {
    title: 'Unable to compare commits because the head of the comparison did not upload a coverage report.',
    action:
      'Check the CI logs of this commit for the upload step, and look at the upload errors in Coverage reports history.',
    variant: 'warning',
  },
  MissingComparison: {
    title: 'There was an error computing the comparison between these commits.',
    action:
      'The comparison is computed once both reports are processed. Reload the page in a few minutes; if it persists, upload again in a new commit.',
    variant: 'warning',
  },
  FirstPullRequest: {
    title: 'Welcome to Canopy! This is the first pull request of the repository.',
    action:
      'Once merged to your default branch, Canopy will compare your coverage reports and display the results here.',
    variant: 'default',
  },
};

export function explainComparisonError(error: CommitComparisonError): ComparisonExplanation {
  return explanations[error.typename];
}
