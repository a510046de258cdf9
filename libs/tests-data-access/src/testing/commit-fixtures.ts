// Fixtures of the commit test results document's answer, in the GraphQL shape.

export interface CommitFailedTestFixture {
  __typename: 'CommitFailedTest';
  testId: string;
  name: string;
  testSuite: string;
  flags: string[];
  durationSeconds: number | null;
  failureMessage: string | null;
  isFlaky: boolean;
  flakeRate: number | null;
  buildUrl: string | null;
}

/** A failed test of a commit: not flaky, from the `unit` upload of a GitHub Actions build. */
export function commitFailedTestFixture(
  overrides: Partial<CommitFailedTestFixture> = {},
): CommitFailedTestFixture {
  return {
    __typename: 'CommitFailedTest',
    testId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    name: 'parser > reads nested suites',
    testSuite: 'src/parser.test.ts',
    flags: ['unit'],
    durationSeconds: 0.25,
    failureMessage: 'AssertionError: expected 2 to be 3\n    at src/parser.test.ts:12:5',
    isFlaky: false,
    flakeRate: null,
    buildUrl: 'https://github.com/acme/widgets/actions/runs/42',
    ...overrides,
  };
}

export interface CommitTestResultsFixture {
  __typename: 'CommitTestResults';
  totalCount: number;
  passedCount: number;
  failedCount: number;
  skippedCount: number;
  flakyCount: number;
  failedTests: CommitFailedTestFixture[];
  latestUploadError: {
    __typename: 'LatestUploadError';
    errorCode: string | null;
    errorMessage: string | null;
  } | null;
}

/** `Commit.testResults`: the counts follow from the failed tests unless given. */
export function commitTestResultsFixture(
  overrides: Partial<CommitTestResultsFixture> = {},
): CommitTestResultsFixture {
  const failedTests = overrides.failedTests ?? [commitFailedTestFixture()];
  const failedCount = overrides.failedCount ?? failedTests.length;
  const passedCount = overrides.passedCount ?? 40;
  const skippedCount = overrides.skippedCount ?? 2;
  return {
    __typename: 'CommitTestResults',
    totalCount: overrides.totalCount ?? passedCount + failedCount + skippedCount,
    passedCount,
    failedCount,
    skippedCount,
    flakyCount: overrides.flakyCount ?? failedTests.filter((test) => test.isFlaky).length,
    failedTests,
    latestUploadError: overrides.latestUploadError ?? null,
  };
}

/** The `CommitTestResults` answer for a repository's commit; `testResults` null means no test upload. */
export function commitTestResultsData(
  testResults: CommitTestResultsFixture | null,
  { commitid = 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', branchName = 'feat/parser' as string | null } = {},
) {
  return {
    owner: {
      __typename: 'Owner',
      ownerid: 2,
      username: 'acme',
      repository: {
        __typename: 'Repository',
        repoid: 7,
        commit: { __typename: 'Commit', commitid, branchName, testResults },
      },
    },
  };
}
