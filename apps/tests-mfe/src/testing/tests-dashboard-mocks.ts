// Test helpers of the tests dashboard: every document of the page answered from fixtures. Never imported by app
// code.
import type { SetupServer } from 'msw/node';
import {
  graphqlHandler,
  planDataFixture,
  repositoryFixture,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import type { Plan } from '@canopy/api-client';
import {
  flakeAggregatesFixture,
  testAnalyticsFixture,
  testFailureFixture,
  testResultFixture,
  testResultsAggregatesFixture,
  testResultsConnectionFixture,
} from '@canopy/tests-data-access/testing';

type Variables = GraphqlMockRequest['variables'];

export interface TestsDashboardMocks {
  defaultBranch?: string | null;
  testAnalyticsEnabled?: boolean;
  isCurrentUserPartOfOrg?: boolean;
  branches?: string[];
  /** The `testResults` connection for the variables asked. */
  testResults?: (variables: Variables) => Record<string, unknown>;
  testSuites?: string[];
  flags?: string[];
  latestUploadError?: { errorCode: string; errorMessage: string | null } | null;
  lastFailure?: (variables: Variables) => Record<string, unknown> | null;
  isPrivate?: boolean;
  /** The owner's plan (GetPlanData), asked for private repositories. */
  plan?: Plan;
}

export const defaultTests = [
  testResultFixture('login works', { testSuite: 'web', passed: 6, failed: 4, flaky: 2, commitsFailed: 3 }),
  testResultFixture('checkout totals', {
    testSuite: 'api',
    passed: 9,
    failed: 1,
    commitsFailed: 1,
    avgDuration: 125,
  }),
];

/** Answers every document of the tests pages; returns the variables each was asked with, by document. */
export function mockTestsDashboard(
  server: SetupServer,
  {
    defaultBranch = 'main',
    testAnalyticsEnabled = true,
    isCurrentUserPartOfOrg = true,
    branches = ['feature/x', 'main', 'release'],
    testResults = () => testResultsConnectionFixture(defaultTests),
    testSuites = ['api', 'web'],
    flags = ['unit', 'integration'],
    latestUploadError = null,
    lastFailure = () => testFailureFixture(),
    isPrivate = false,
    plan,
  }: TestsDashboardMocks = {},
) {
  const requests: Record<string, Variables[]> = {};
  const answer = (name: string, data: (variables: Variables) => Record<string, unknown> | null) =>
    graphqlHandler(name, ({ variables }) => {
      (requests[name] ??= []).push(variables);
      return data(variables);
    });
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        isAdmin: false,
        isCurrentUserPartOfOrg,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ testAnalyticsEnabled, defaultBranch, private: isPrivate }),
      },
    }),
    answer('GetPlanData', () => planDataFixture({ plan })),
    answer('GetBranches', () => ({
      owner: {
        ownerid: 1,
        username: 'acme',
        repository: {
          __typename: 'Repository',
          repoid: 10,
          branches: {
            totalCount: branches.length,
            edges: branches.map((name) => ({ cursor: name, node: { name, headSha: 'c0ffee', head: null } })),
            pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
          },
        },
      },
    })),
    answer('GetTestResults', (variables) => testAnalyticsFixture({ testResults: testResults(variables) })),
    answer('GetTestResultsAggregates', () =>
      testAnalyticsFixture({ testResultsAggregates: testResultsAggregatesFixture() }),
    ),
    answer('GetFlakeAggregates', () => testAnalyticsFixture({ flakeAggregates: flakeAggregatesFixture() })),
    answer('GetTestResultsTestSuites', () => testAnalyticsFixture({ testSuites, latestUploadError })),
    answer('GetTestResultsFlags', () => testAnalyticsFixture({ flags })),
    answer('GetTestLastFailure', (variables) =>
      testAnalyticsFixture({ lastFailure: lastFailure(variables) }),
    ),
  );
  return requests;
}
