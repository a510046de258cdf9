// Public surface of @canopy/tests-data-access: the documents of tests-mfe's pages and of the sections it exposes.

// The dashboard (`tests[/:branch]`): the tests table, the metric cards, the filters and a test's last failure
export {
  testResultsIntervals,
  DEFAULT_TEST_RESULTS_INTERVAL,
  testResultsFilterParameters,
  testResultsOrderings,
  type TestAnalyticsArgs,
  type TestResultsInterval,
  type TestResultsFilterParameter,
  type TestResultsOrderingParameter,
} from './dashboard/test-analytics-data';
export {
  GetTestResultsDocument,
  GetTestResultsSchema,
  TEST_RESULTS_PAGE_SIZE,
  DEFAULT_TEST_RESULTS_SORT,
  testResultsFilters,
  testResultsQuery,
  useTestResults,
  type TestResult,
  type TestResultsArgs,
  type TestResultsPage,
  type TestResultsSort,
} from './dashboard/test-results';
export {
  GetTestResultsAggregatesDocument,
  GetTestResultsAggregatesSchema,
  testResultsAggregatesQuery,
  useTestResultsAggregates,
  type TestAggregatesArgs,
  type TestResultsAggregates,
} from './dashboard/test-results-aggregates';
export {
  GetFlakeAggregatesDocument,
  GetFlakeAggregatesSchema,
  flakeAggregatesQuery,
  useFlakeAggregates,
  type FlakeAggregates,
} from './dashboard/flake-aggregates';
export {
  GetTestResultsTestSuitesDocument,
  GetTestResultsTestSuitesSchema,
  uploadErrorCodes,
  testSuitesQuery,
  useTestSuites,
  type UploadErrorCode,
  type TestUploadError,
  type TestSuitesAndUploadError,
} from './dashboard/test-suites';
export {
  GetTestResultsFlagsDocument,
  GetTestResultsFlagsSchema,
  testResultsFlagsQuery,
  useTestResultsFlags,
} from './dashboard/test-flags';
export {
  GetTestLastFailureDocument,
  GetTestLastFailureSchema,
  lastFailureQuery,
  useLastFailure,
  type LastFailureArgs,
  type TestFailure,
} from './dashboard/last-failure';

// The commit and pull pages' test results section
export {
  COMMIT_FAILED_TESTS_LIMIT,
  CommitTestResultsDocument,
  CommitTestResultsSchema,
  commitTestResultsQuery,
  useCommitTestResults,
  type CommitFailedTest,
  type CommitTestResults,
  type CommitTestResultsArgs,
  type TestUploadErrorCode,
} from './commit/commit-test-results';
