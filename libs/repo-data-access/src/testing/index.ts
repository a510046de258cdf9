// Test helpers of @canopy/repo-data-access: fixtures of the repository pages' answers. Never imported by app code.
export {
  comparisonFixture,
  comparisonErrorFixture,
  commitListItemFixture,
  commitPageFixture,
  bundleChangeFixture,
  uploadFixture,
  repositoryOf,
} from '../commits/fixtures';
export {
  PULL_HEAD_SHA,
  PULL_BASE_SHA,
  pullComparisonFixture,
  pullComparisonErrorFixture,
  pullFixture,
  pullRepositoryData,
} from '../pulls/fixtures';
// Coverage documents
export {
  pathContentFixture,
  pathContentsConnectionFixture,
  coverageCommitFixture,
  coverageBranchFixture,
  coverageRepositoryFixture,
  type CoverageCommitFixture,
} from '../coverage/fixtures';
export { coverageFileFixture, impactedFileFixture, segmentsFixture } from './file-coverage-fixtures';
