import type { ComparisonErrorTypename } from '@canopy/repo-data-access';

/** Why a comparison could not be made, in the words of the changed-files tables. */
export const comparisonErrorMessages: Record<ComparisonErrorTypename, string> = {
  FirstPullRequest: "No comparison made since it's your first commit with Canopy.",
  MissingBaseCommit: 'Unable to compare commits because no base commit was found.',
  MissingBaseReport:
    'Unable to compare commits because the base of the comparison did not upload a coverage report.',
  MissingHeadCommit: 'Unable to compare commits because the head of the comparison was not found.',
  MissingHeadReport:
    'Unable to compare commits because the head of the comparison did not upload a coverage report.',
  MissingComparison:
    'Cannot display changed files because there was an error computing the comparison. It is computed once both reports are processed: reload the page in a few minutes.',
};
