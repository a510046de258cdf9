// Test helpers of @canopy/tests-data-access: fixtures of the test analytics documents' answers, in the GraphQL
// shape (`graphqlHandler` of @canopy/api-client/testing runs each document over them). Never imported by app code.

/** A `TestResult` (rates from 0 to 1, seconds); the counts follow from `runs` unless given. */
export function testResultFixture(
  name: string,
  {
    id = `test-${name}`,
    testSuite = 'suite',
    updatedAt = '2024-06-09T12:00:00Z',
    passed = 8,
    failed = 2,
    flaky = 0,
    skipped = 0,
    commitsFailed = failed,
    avgDuration = 1.5,
    isFlaky = flaky > 0,
  }: {
    id?: string;
    testSuite?: string;
    updatedAt?: string;
    passed?: number;
    /** Failures, flaky ones included. */
    failed?: number;
    flaky?: number;
    skipped?: number;
    commitsFailed?: number;
    avgDuration?: number;
    isFlaky?: boolean;
  } = {},
) {
  const runs = passed + failed;
  return {
    __typename: 'TestResult',
    id,
    name,
    testSuite,
    updatedAt,
    commitsFailed,
    failureRate: runs === 0 ? 0 : failed / runs,
    flakeRate: runs === 0 ? 0 : flaky / runs,
    avgDuration,
    p95Duration: runs === 0 ? null : avgDuration * 1.5,
    lastDuration: avgDuration,
    totalDuration: avgDuration * runs,
    totalFailCount: failed,
    totalFlakyFailCount: flaky,
    totalSkipCount: skipped,
    totalPassCount: passed,
    runsFailed: failed,
    isFlaky,
  };
}

export type TestResultFixture = ReturnType<typeof testResultFixture>;

/** `TestResultConnection` of one page; `endCursor` is the last test's name while `hasNextPage`. */
export function testResultsConnectionFixture(
  tests: readonly TestResultFixture[],
  { totalCount = tests.length, hasNextPage = false } = {},
) {
  return {
    totalCount,
    edges: tests.map((node) => ({ cursor: node.name, node })),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      startCursor: tests[0]?.name ?? null,
      endCursor: hasNextPage ? (tests[tests.length - 1]?.name ?? null) : null,
    },
  };
}

/** `TestResultsAggregates`: seconds, counts and changes in percent (null: nothing to compare with). */
export function testResultsAggregatesFixture(overrides: Partial<Record<string, number | null>> = {}) {
  return {
    totalDuration: 3_725,
    totalDurationPercentChange: 12.5,
    slowestTestsDuration: 95,
    slowestTestsDurationPercentChange: -4,
    totalFails: 14,
    totalFailsPercentChange: 40,
    totalSkips: 3,
    totalSkipsPercentChange: null,
    totalSlowTests: 2,
    totalSlowTestsPercentChange: 0,
    ...overrides,
  };
}

/** `FlakeAggregates`: the flake rate from 0 to 1. */
export function flakeAggregatesFixture(overrides: Partial<Record<string, number | null>> = {}) {
  return {
    flakeCount: 4,
    flakeCountPercentChange: -50,
    flakeRate: 0.0312,
    flakeRatePercentChange: 10,
    timeLostToFlakes: 42.5,
    timeLostToFlakesPercentChange: -20,
    ...overrides,
  };
}

/** `TestFailure`: a failure message of the commit given, a day before 2024-06-10. */
export function testFailureFixture({
  message = 'AssertionError: expected 2 to equal 3' as string | null,
  commitid = 'c0ffee1234567890c0ffee1234567890c0ffee12',
  branch = 'main' as string | null,
  failedAt = '2024-06-09T12:00:00Z',
  durationSeconds = 0.25 as number | null,
} = {}) {
  return { message, commitid, branch, failedAt, durationSeconds };
}

/** `{ owner { repository { testAnalytics } } }` with the fields of `testAnalytics` given (null: not visible). */
export function testAnalyticsFixture(testAnalytics: Record<string, unknown> | null) {
  return {
    owner: {
      ownerid: 1,
      username: 'acme',
      repository: { __typename: 'Repository', repoid: 10, testAnalytics },
    },
  };
}

export * from './commit-fixtures';
