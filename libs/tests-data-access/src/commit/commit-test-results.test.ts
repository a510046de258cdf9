import { fetchGraphqlQuery, NotFoundError } from '@canopy/api-client';
import {
  createTestApiClients,
  graphqlHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { commitFailedTestFixture, commitTestResultsData, commitTestResultsFixture } from '../testing';
import { COMMIT_FAILED_TESTS_LIMIT, commitTestResultsQuery } from './commit-test-results';

const server = setupApiMocks();
const args = { provider: 'gh', owner: 'acme', repo: 'widgets', commitid: 'abc1234' };

function record(data: Record<string, unknown>) {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler('CommitTestResults', (request) => {
      requests.push(request.variables);
      return data;
    }),
  );
  return requests;
}

const fetch = () => fetchGraphqlQuery(createTestApiClients(), commitTestResultsQuery(args));

describe('CommitTestResults', () => {
  it('gives the counts, the failed tests and the branch of the commit', async () => {
    const requests = record(
      commitTestResultsData(
        commitTestResultsFixture({
          failedTests: [
            commitFailedTestFixture(),
            commitFailedTestFixture({
              testId: 'f1',
              name: 'retries the upload',
              isFlaky: true,
              flakeRate: 0.25,
              durationSeconds: null,
              failureMessage: null,
              buildUrl: null,
              flags: [],
            }),
          ],
          latestUploadError: {
            __typename: 'LatestUploadError',
            errorCode: 'UNSUPPORTED_FILE_FORMAT',
            errorMessage: 'Error parsing JUnit XML in junit.xml at 3:7',
          },
        }),
      ),
    );
    const results = await fetch();
    expect(requests).toEqual([
      { owner: 'acme', repo: 'widgets', commitid: 'abc1234', first: COMMIT_FAILED_TESTS_LIMIT },
    ]);
    expect(results).toEqual({
      branch: 'feat/parser',
      totalCount: 44,
      passedCount: 40,
      failedCount: 2,
      skippedCount: 2,
      flakyCount: 1,
      failedTests: [
        {
          testId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
          name: 'parser > reads nested suites',
          testSuite: 'src/parser.test.ts',
          flags: ['unit'],
          durationSeconds: 0.25,
          failureMessage: 'AssertionError: expected 2 to be 3\n    at src/parser.test.ts:12:5',
          isFlaky: false,
          flakeRate: null,
          buildUrl: 'https://github.com/acme/widgets/actions/runs/42',
        },
        {
          testId: 'f1',
          name: 'retries the upload',
          testSuite: 'src/parser.test.ts',
          flags: [],
          durationSeconds: null,
          failureMessage: null,
          isFlaky: true,
          flakeRate: 0.25,
          buildUrl: null,
        },
      ],
      latestUploadError: {
        errorCode: 'UNSUPPORTED_FILE_FORMAT',
        errorMessage: 'Error parsing JUnit XML in junit.xml at 3:7',
      },
    });
  });

  it('is null when the commit has no test results', async () => {
    record(commitTestResultsData(null));
    await expect(fetch()).resolves.toBeNull();
  });

  it('rejects with NotFoundError for a repository that does not exist', async () => {
    record({ owner: null });
    await expect(fetch()).rejects.toBeInstanceOf(NotFoundError);
  });
});
