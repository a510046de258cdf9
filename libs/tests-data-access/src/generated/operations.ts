/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type MeasurementInterval =
  | 'INTERVAL_1_DAY'
  | 'INTERVAL_7_DAY'
  | 'INTERVAL_30_DAY';

export type OrderingDirection =
  | 'ASC'
  | 'DESC';

export type TestResultsFilterParameter =
  | 'FAILED_TESTS'
  | 'FLAKY_TESTS'
  | 'SKIPPED_TESTS'
  | 'SLOWEST_TESTS';

export type TestResultsFilters = {
  branch?: string | null | undefined;
  flags?: Array<string> | null | undefined;
  interval?: MeasurementInterval | null | undefined;
  parameter?: TestResultsFilterParameter | null | undefined;
  /** Keeps the tests whose name contains this, ignoring case. */
  term?: string | null | undefined;
  test_suites?: Array<string> | null | undefined;
};

export type TestResultsOrdering = {
  direction?: OrderingDirection | null | undefined;
  parameter?: TestResultsOrderingParameter | null | undefined;
};

export type TestResultsOrderingParameter =
  | 'AVG_DURATION'
  | 'COMMITS_WHERE_FAIL'
  | 'FAILURE_RATE'
  | 'FLAKE_RATE'
  | 'LAST_DURATION'
  | 'RUNS_FAILED'
  | 'TOTAL_DURATION'
  | 'UPDATED_AT';

export type UploadErrorEnum =
  | 'FILE_NOT_IN_STORAGE'
  | 'PROCESSING_TIMEOUT'
  | 'REPORT_EMPTY'
  | 'REPORT_EXPIRED'
  | 'UNKNOWN_ERROR_CODE'
  | 'UNKNOWN_PROCESSING'
  | 'UNKNOWN_STORAGE'
  | 'UNSUPPORTED_FILE_FORMAT';

export type CommitTestResultsQueryVariables = Exact<{
  owner: string;
  repo: string;
  commitid: string;
  first?: number | null | undefined;
}>;


export type CommitTestResultsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, branchName: string | null, testResults: { totalCount: number, passedCount: number, failedCount: number, skippedCount: number, flakyCount: number, failedTests: Array<{ testId: string, name: string, testSuite: string, flags: Array<string>, durationSeconds: number | null, failureMessage: string | null, isFlaky: boolean, flakeRate: number | null, buildUrl: string | null }>, latestUploadError: { errorCode: UploadErrorEnum | null, errorMessage: string | null } | null } | null } | null }
     } | null };

export type GetFlakeAggregatesQueryVariables = Exact<{
  owner: string;
  repo: string;
  interval?: MeasurementInterval | null | undefined;
  branch?: string | null | undefined;
}>;


export type GetFlakeAggregatesQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, testAnalytics: { flakeAggregates: { flakeCount: number, flakeCountPercentChange: number | null, flakeRate: number, flakeRatePercentChange: number | null, timeLostToFlakes: number, timeLostToFlakesPercentChange: number | null } | null } | null }
     } | null };

export type GetTestLastFailureQueryVariables = Exact<{
  owner: string;
  repo: string;
  testId: string | number;
  branch?: string | null | undefined;
}>;


export type GetTestLastFailureQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, testAnalytics: { lastFailure: { message: string | null, commitid: string, branch: string | null, failedAt: string, durationSeconds: number | null } | null } | null }
     } | null };

export type GetTestResultsFlagsQueryVariables = Exact<{
  owner: string;
  repo: string;
}>;


export type GetTestResultsFlagsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, testAnalytics: { flags: Array<string> } | null }
     } | null };

export type GetTestResultsAggregatesQueryVariables = Exact<{
  owner: string;
  repo: string;
  interval?: MeasurementInterval | null | undefined;
  branch?: string | null | undefined;
}>;


export type GetTestResultsAggregatesQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, testAnalytics: { testResultsAggregates: { totalDuration: number, totalDurationPercentChange: number | null, slowestTestsDuration: number, slowestTestsDurationPercentChange: number | null, totalFails: number, totalFailsPercentChange: number | null, totalSkips: number, totalSkipsPercentChange: number | null, totalSlowTests: number, totalSlowTestsPercentChange: number | null } | null } | null }
     } | null };

export type GetTestResultsQueryVariables = Exact<{
  owner: string;
  repo: string;
  filters?: TestResultsFilters | null | undefined;
  ordering?: TestResultsOrdering | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetTestResultsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, testAnalytics: { testResults: { totalCount: number, edges: Array<{ node: { id: string, name: string, testSuite: string, updatedAt: string, commitsFailed: number, failureRate: number, flakeRate: number, avgDuration: number, p95Duration: number | null, lastDuration: number, totalDuration: number, totalFailCount: number, totalFlakyFailCount: number, totalSkipCount: number, totalPassCount: number, runsFailed: number, isFlaky: boolean } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null }
     } | null };

export type GetTestResultsTestSuitesQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch?: string | null | undefined;
}>;


export type GetTestResultsTestSuitesQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, testAnalytics: { testSuites: Array<string>, latestUploadError: { errorCode: UploadErrorEnum | null, errorMessage: string | null } | null } | null }
     } | null };
