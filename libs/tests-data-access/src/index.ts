// Public surface of @canopy/tests-data-access: the documents of tests-mfe's pages and of the sections it exposes.

// The commit and pull pages' test results section
export {
  COMMIT_FAILED_TESTS_LIMIT,
  CommitTestResultsDocument,
  CommitTestResultsSchema,
  commitTestResultsQuery,
  uploadErrorCodes,
  useCommitTestResults,
  type CommitFailedTest,
  type CommitTestResults,
  type CommitTestResultsArgs,
  type TestUploadErrorCode,
} from './commit/commit-test-results';
