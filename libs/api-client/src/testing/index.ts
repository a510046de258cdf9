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
  restPageFixture,
  type OwnerFixture,
  type RepositoryFixture,
} from './fixtures';
export { describeDocuments } from './documents-check';
export {
  daysFromNow,
  planFixture,
  freePlan,
  teamPlan,
  enterprisePlan,
  ongoingTrial,
  planDataFixture,
  isTeamPlanFixture,
} from './plan-fixtures';
export { orgUserFixture, orgUsersHandler } from './org-users-fixtures';
