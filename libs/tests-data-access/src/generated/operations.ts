/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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
