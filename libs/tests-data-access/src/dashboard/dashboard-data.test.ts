import { act, renderHook, waitFor } from '@testing-library/react';
import { fetchGraphqlQuery, NotFoundError, OwnerNotActivatedError } from '@canopy/api-client';
import {
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import {
  flakeAggregatesFixture,
  testAnalyticsFixture,
  testFailureFixture,
  testResultFixture,
  testResultsAggregatesFixture,
  testResultsConnectionFixture,
} from '../testing';
import {
  flakeAggregatesQuery,
  lastFailureQuery,
  testResultsAggregatesQuery,
  testResultsFlagsQuery,
  testSuitesQuery,
  useTestResults,
} from '../index';

const server = setupApiMocks();
const repoArgs = { provider: 'gh', owner: 'acme', repo: 'widgets' };

function record(operation: string, data: (request: GraphqlMockRequest) => Record<string, unknown> | null) {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler(operation, (request) => {
      requests.push(request.variables);
      return data(request);
    }),
  );
  return requests;
}

describe('GetTestResults', () => {
  it('sends the filters and ordering, and loads the next page after the cursor', async () => {
    const requests = record('GetTestResults', ({ variables }) =>
      testAnalyticsFixture({
        testResults:
          variables['after'] == null
            ? testResultsConnectionFixture([testResultFixture('a'), testResultFixture('b')], {
                totalCount: 3,
                hasNextPage: true,
              })
            : testResultsConnectionFixture([testResultFixture('c')], { totalCount: 3 }),
      }),
    );
    const { result } = renderHook(
      () =>
        useTestResults({
          ...repoArgs,
          branch: 'main',
          interval: 'INTERVAL_7_DAY',
          parameter: 'FLAKY_TESTS',
          testSuites: ['web', 'api'],
          flags: [],
          term: ' login ',
          sort: { parameter: 'FAILURE_RATE', direction: 'ASC' },
        }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await waitFor(() => expect(result.current.data?.pages[0]?.tests).toHaveLength(2));
    expect(requests[0]).toEqual({
      owner: 'acme',
      repo: 'widgets',
      filters: {
        branch: 'main',
        interval: 'INTERVAL_7_DAY',
        parameter: 'FLAKY_TESTS',
        test_suites: ['api', 'web'],
        term: 'login',
      },
      ordering: { parameter: 'FAILURE_RATE', direction: 'ASC' },
      first: 20,
      after: null,
    });
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() =>
      expect(result.current.data?.pages[0]?.tests.map((test) => test.name)).toEqual(['a', 'b', 'c']),
    );
    expect(requests[1]).toMatchObject({ after: 'b' });
    expect(result.current.data?.pages[0]?.totalCount).toBe(3);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('keeps the figures of each branch apart though a test has one id', async () => {
    record('GetTestResults', ({ variables }) =>
      testAnalyticsFixture({
        testResults: testResultsConnectionFixture([
          testResultFixture('a', {
            id: 'same',
            failed: (variables['filters'] as { branch: string }).branch === 'main' ? 1 : 3,
            passed: 1,
          }),
        ]),
      }),
    );
    const wrapper = createApiWrapper(createTestApiClients());
    const args = { ...repoArgs, interval: 'INTERVAL_30_DAY' as const };
    const main = renderHook(() => useTestResults({ ...args, branch: 'main' }), { wrapper });
    await waitFor(() => expect(main.result.current.data?.pages[0]?.tests[0]?.failureRate).toBe(0.5));
    const feature = renderHook(() => useTestResults({ ...args, branch: 'feature' }), { wrapper });
    await waitFor(() => expect(feature.result.current.data?.pages[0]?.tests[0]?.failureRate).toBe(0.75));
    expect(main.result.current.data?.pages[0]?.tests[0]?.failureRate).toBe(0.5);
  });

  it.each([
    [notFoundErrorFixture(), NotFoundError],
    [ownerNotActivatedErrorFixture(), OwnerNotActivatedError],
  ])('rejects a %o repository', async (repository, ErrorClass) => {
    server.use(
      graphqlHandler('GetTestResultsFlags', { owner: { ownerid: 1, username: 'acme', repository } }),
    );
    await expect(
      fetchGraphqlQuery(createTestApiClients(), testResultsFlagsQuery(repoArgs)),
    ).rejects.toBeInstanceOf(ErrorClass);
  });

  it('rejects with NotFoundError when the viewer may not see the test analytics', async () => {
    server.use(graphqlHandler('GetTestResultsFlags', testAnalyticsFixture(null)));
    await expect(
      fetchGraphqlQuery(createTestApiClients(), testResultsFlagsQuery(repoArgs)),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('the metric cards, the filters and the last failure', () => {
  it('reads the aggregates of the branch and window', async () => {
    const requests = record('GetTestResultsAggregates', () =>
      testAnalyticsFixture({ testResultsAggregates: testResultsAggregatesFixture() }),
    );
    const args = { ...repoArgs, branch: 'main', interval: 'INTERVAL_1_DAY' as const };
    await expect(
      fetchGraphqlQuery(createTestApiClients(), testResultsAggregatesQuery(args)),
    ).resolves.toEqual(testResultsAggregatesFixture());
    expect(requests[0]).toEqual({
      owner: 'acme',
      repo: 'widgets',
      branch: 'main',
      interval: 'INTERVAL_1_DAY',
    });

    server.use(
      graphqlHandler(
        'GetFlakeAggregates',
        testAnalyticsFixture({ flakeAggregates: flakeAggregatesFixture() }),
      ),
    );
    await expect(
      fetchGraphqlQuery(createTestApiClients(), flakeAggregatesQuery(args)),
    ).resolves.toMatchObject({
      flakeCount: 4,
      flakeRate: 0.0312,
    });
  });

  it('lists the test suites, flags and the latest upload error', async () => {
    const requests = record('GetTestResultsTestSuites', () =>
      testAnalyticsFixture({
        testSuites: ['api', 'web'],
        latestUploadError: { errorCode: 'UNSUPPORTED_FILE_FORMAT', errorMessage: 'Error parsing JUnit XML' },
      }),
    );
    await expect(
      fetchGraphqlQuery(createTestApiClients(), testSuitesQuery({ ...repoArgs, branch: 'feature' })),
    ).resolves.toEqual({
      testSuites: ['api', 'web'],
      uploadError: { code: 'UNSUPPORTED_FILE_FORMAT', message: 'Error parsing JUnit XML' },
    });
    expect(requests[0]).toEqual({ owner: 'acme', repo: 'widgets', branch: 'feature' });
    server.use(graphqlHandler('GetTestResultsFlags', testAnalyticsFixture({ flags: ['unit'] })));
    await expect(fetchGraphqlQuery(createTestApiClients(), testResultsFlagsQuery(repoArgs))).resolves.toEqual(
      ['unit'],
    );
  });

  it('reads the last failure of a test, or null', async () => {
    const requests = record('GetTestLastFailure', ({ variables }) =>
      testAnalyticsFixture({ lastFailure: variables['testId'] === 'never' ? null : testFailureFixture() }),
    );
    const args = { ...repoArgs, branch: 'main', testId: 'abc' };
    await expect(fetchGraphqlQuery(createTestApiClients(), lastFailureQuery(args))).resolves.toEqual(
      testFailureFixture(),
    );
    expect(requests[0]).toEqual({ owner: 'acme', repo: 'widgets', branch: 'main', testId: 'abc' });
    await expect(
      fetchGraphqlQuery(createTestApiClients(), lastFailureQuery({ ...args, testId: 'never' })),
    ).resolves.toBeNull();
  });
});
