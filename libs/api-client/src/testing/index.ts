// Test helpers of @canopy/api-client: MSW handlers, fixtures and fresh clients. Never imported by app code.
export { setupApiMocks } from './server';
export {
  graphqlHandler,
  graphqlMutationHandler,
  graphqlErrorHandler,
  restHandler,
  logoutHandler,
  type GraphqlMockRequest,
  type RestMockMethod,
} from './handlers';
export { createTestApiClients, TestApiProvider, createApiWrapper } from './create-test-api-clients';
export {
  internalUserFixture,
  currentUserFixture,
  ownerFixture,
  repositoryFixture,
  repositoryListItemFixture,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  configFixture,
  connectionFixture,
  type OwnerFixture,
  type RepositoryFixture,
} from './fixtures';
export {
  comparisonFixture,
  comparisonErrorFixture,
  commitListItemFixture,
  commitPageFixture,
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
