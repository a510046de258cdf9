/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type ActivateMeasurementsInput = {
  measurementType: MeasurementType;
  owner: string;
  repoName: string;
};

/** Lowercase, as Codecov-shaped clients expect. */
export type CommitErrorCode =
  | 'invalid_yaml'
  | 'repo_bot_invalid'
  | 'yaml_client_error'
  | 'yaml_unknown_error';

export type CommitState =
  | 'COMPLETE'
  | 'ERROR'
  | 'PENDING'
  | 'SKIPPED';

/** Where the uploads of one report type of a commit stand. */
export type CommitStatus =
  | 'COMPLETED'
  | 'ERROR'
  | 'PENDING';

export type CommitsSetFilters = {
  branchName?: string | null | undefined;
  coverageStatus?: Array<CommitStatus> | null | undefined;
  /** Leave out commits whose CI failed. */
  hideFailedCI?: boolean | null | undefined;
  pullId?: number | null | undefined;
  /** A full SHA, a SHA prefix of at least 7 characters, or a case-insensitive substring of the message. */
  search?: string | null | undefined;
  states?: Array<CommitState> | null | undefined;
};

export type ComponentMeasurementsSetFilters = {
  components?: Array<string | null | undefined> | null | undefined;
};

export type ComponentsFilters = {
  components?: Array<string> | null | undefined;
};

/** H hit, M miss, P partial. */
export type CoverageLine =
  | 'H'
  | 'M'
  | 'P';

export type DeleteComponentMeasurementsInput = {
  componentId: string;
  ownerUsername: string;
  repoName: string;
};

export type DeleteFlagInput = {
  flagName: string;
  ownerUsername: string;
  repoName: string;
};

/** Where the diff of a comparison came from. */
export type DiffSource =
  /** A local mirror of the repository. */
  | 'MIRROR'
  /** No diff: only project-level changes are shown. */
  | 'NONE'
  /** The git provider. */
  | 'PROVIDER'
  /** Attached to the head commit's upload (canopy-cli --diff-base). */
  | 'UPLOAD';

export type EncodeSecretStringInput = {
  owner?: string | null | undefined;
  repoName: string;
  value: string;
};

export type EraseRepositoryInput = {
  owner?: string | null | undefined;
  repoName: string;
};

export type FlagComparisonFilters = {
  term?: string | null | undefined;
};

export type FlagSetFilters = {
  flagsNames?: Array<string | null | undefined> | null | undefined;
  /** Case-insensitive substring of the flag name. */
  term?: string | null | undefined;
};

/** The flags and components a single impacted file is compared on, as in `impactedFiles(filters:)`. */
export type ImpactedFileFilters = {
  components?: Array<string> | null | undefined;
  flags?: Array<string> | null | undefined;
};

export type ImpactedFileParameter =
  | 'CHANGE_COVERAGE'
  | 'FILE_NAME'
  | 'HEAD_COVERAGE'
  | 'MISSES_COUNT'
  | 'PATCH_COVERAGE';

export type ImpactedFilesFilters = {
  components?: Array<string> | null | undefined;
  flags?: Array<string> | null | undefined;
  /** true: only files with changes outside the diff (indirect changes); false: only files in the diff. */
  hasUnintendedChanges?: boolean | null | undefined;
  ordering?: ImpactedFilesOrdering | null | undefined;
};

export type ImpactedFilesOrdering = {
  direction?: OrderingDirection | null | undefined;
  parameter?: ImpactedFileParameter | null | undefined;
};

export type MeasurementInterval =
  | 'INTERVAL_1_DAY'
  | 'INTERVAL_7_DAY'
  | 'INTERVAL_30_DAY';

export type MeasurementType =
  | 'BUNDLE_ANALYSIS_ASSET_SIZE'
  | 'BUNDLE_ANALYSIS_FONT_SIZE'
  | 'BUNDLE_ANALYSIS_IMAGE_SIZE'
  | 'BUNDLE_ANALYSIS_JAVASCRIPT_SIZE'
  | 'BUNDLE_ANALYSIS_REPORT_SIZE'
  | 'BUNDLE_ANALYSIS_STYLESHEET_SIZE'
  | 'COMPONENT_COVERAGE'
  | 'COVERAGE'
  | 'FLAG_COVERAGE';

export type NotificationKind =
  | 'CHECK_RUN'
  | 'COMMENT'
  | 'STATUS'
  | 'UPLOAD_ERROR_COMMENT';

export type NotificationOutcome =
  | 'FAILED'
  | 'POSTED'
  | 'SKIPPED';

export type OrderingDirection =
  | 'ASC'
  | 'DESC';

export type OrderingParameter =
  | 'COVERAGE'
  | 'HITS'
  | 'LINES'
  | 'MISSES'
  | 'NAME'
  | 'PARTIALS';

export type PathContentDisplayType =
  | 'LIST'
  | 'TREE';

export type PathContentsFilters = {
  components?: Array<string> | null | undefined;
  /** TREE (the default): the direct children of the path, folders with the sums of their files. LIST: every file. */
  displayType?: PathContentDisplayType | null | undefined;
  flags?: Array<string> | null | undefined;
  /** Folders and files are sorted together; NAME ascending by default. */
  ordering?: PathContentsOrdering | null | undefined;
  /** Case-insensitive substring of the path: the answer is then a flat list of matching files. */
  searchValue?: string | null | undefined;
};

export type PathContentsOrdering = {
  /** ASC when not given. */
  direction?: OrderingDirection | null | undefined;
  /** NAME when not given. */
  parameter?: OrderingParameter | null | undefined;
};

export type PullRequestState =
  | 'CLOSED'
  | 'MERGED'
  | 'OPEN';

export type PullsSetFilters = {
  state?: Array<PullRequestState | null | undefined> | null | undefined;
};

export type RegenerateRepositoryGraphTokenInput = {
  owner: string;
  repoName: string;
};

export type RegenerateRepositoryUploadTokenInput = {
  owner: string;
  repoName: string;
};

export type SegmentsFilters = {
  hasUnintendedChanges?: boolean | null | undefined;
};

export type UpdateRepositoryInput = {
  activated?: boolean | null | undefined;
  branch?: string | null | undefined;
  owner?: string | null | undefined;
  repoName: string;
};

export type UploadErrorEnum =
  | 'FILE_NOT_IN_STORAGE'
  | 'PROCESSING_TIMEOUT'
  | 'REPORT_EMPTY'
  | 'REPORT_EXPIRED'
  | 'UNKNOWN_ERROR_CODE'
  | 'UNKNOWN_PROCESSING'
  | 'UNKNOWN_STORAGE'
  | 'UNSUPPORTED_FILE_FORMAT';

export type UploadState =
  | 'COMPLETE'
  | 'ERROR'
  | 'MERGED'
  | 'PROCESSED'
  | 'STARTED'
  | 'UPLOADED';

export type UploadType =
  | 'CARRIEDFORWARD'
  | 'UPLOADED';

/**
 * Where the codecov.yml in force for a commit came from: the repository's file at the commit (read from the git
 * host or mirror), a yaml sent with an upload, the repository's settings, the owner's, or the install default.
 */
export type YamlSourceKind =
  | 'DEFAULT'
  | 'OWNER'
  | 'REPOSITORY'
  | 'REPOSITORY_FILE'
  | 'UPLOAD';

export type YamlStates =
  | 'DEFAULT';

export type CommitNotificationsQueryVariables = Exact<{
  owner: string;
  repo: string;
  commitid: string;
}>;


export type CommitNotificationsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, notifications: Array<{ name: string, outcome: NotificationOutcome, kind: NotificationKind | null, state: string | null, description: string | null, url: string | null, error: string | null, postedAt: string | null }> } | null }
     } | null };

export type CommitPageDataQueryVariables = Exact<{
  owner: string;
  repo: string;
  commitid: string;
}>;


export type CommitPageDataQuery = { owner: { ownerid: number | null, username: string | null, isCurrentUserPartOfOrg: boolean, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, message: string | null, createdAt: string, branchName: string | null, pullId: number | null, ciPassed: boolean | null, state: string | null, yamlState: YamlStates | null, totalUploads: number, coverageStatus: CommitStatus | null, yamlSource: { kind: YamlSourceKind, path: string | null, warnings: Array<string> } | null, author: { ownerid: number | null, username: string | null, avatarUrl: string } | null, parent: { commitid: string } | null, latestUploadError: { errorCode: UploadErrorEnum | null, errorMessage: string | null } | null, yamlErrors: { edges: Array<{ node: { errorCode: CommitErrorCode, errorMessage: string | null } } | null> }, botErrors: { edges: Array<{ node: { errorCode: CommitErrorCode, errorMessage: string | null } } | null> }, coverageAnalytics: { totals: { percentCovered: number | null, fileCount: number | null, lineCount: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null } | null, unmatchedPaths: { count: number, paths: Array<string>, message: string | null } } | null, compareWithParent:
            | { __typename: 'Comparison', state: string, baseCommit: string | null, headCommit: string | null, changeCoverage: number | null, impactedFilesCount: number, directChangedFilesCount: number, indirectChangedFilesCount: number, diffSource: DiffSource, diffMessage: string | null, hasDifferentNumberOfHeadAndBaseReports: boolean, baseUploadCount: number, headUploadCount: number, patchTotals: { percentCovered: number | null, lineCount: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null } | null, headTotals: { percentCovered: number | null } | null, baseTotals: { percentCovered: number | null } | null }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingComparison', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type CommitUploadsQueryVariables = Exact<{
  owner: string;
  repo: string;
  commitid: string;
}>;


export type CommitUploadsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, uploads: { totalCount: number, edges: Array<{ node: { id: number | null, name: string | null, state: UploadState, uploadType: UploadType, provider: string | null, ciUrl: string | null, jobCode: string | null, buildCode: string | null, flags: Array<string | null> | null, createdAt: string, updatedAt: string, downloadUrl: string, unmatchedPaths: Array<string>, unmatchedCount: number, carriedForwardFrom: string | null, carriedForwardDepth: number | null, carriedForwardMessage: string | null, errors: { edges: Array<{ node: { errorCode: UploadErrorEnum | null, errorMessage: string | null } } | null> } | null } } | null> } | null } | null }
     } | null };

export type CommitYamlQueryVariables = Exact<{
  owner: string;
  repo: string;
  commitid: string;
}>;


export type CommitYamlQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, yaml: string | null, yamlState: YamlStates | null } | null }
     } | null };

export type GetCommitsQueryVariables = Exact<{
  owner: string;
  repo: string;
  filters?: CommitsSetFilters | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  withBundles?: boolean | null | undefined;
}>;


export type GetCommitsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commits: { totalCount: number, edges: Array<{ node: { commitid: string, message: string | null, createdAt: string, branchName: string | null, pullId: number | null, ciPassed: boolean | null, coverageStatus: CommitStatus | null, bundleStatus?: CommitStatus | null, bundleAnalysis?: { bundleAnalysisCompareWithParent:
                  | { __typename: 'BundleAnalysisComparison', bundleChange: { size: { uncompress: number } } }
                  | { __typename: 'FirstPullRequest' }
                  | { __typename: 'MissingBaseCommit' }
                  | { __typename: 'MissingBaseReport' }
                  | { __typename: 'MissingHeadCommit' }
                  | { __typename: 'MissingHeadReport' }
                 | null } | null, author: { ownerid: number | null, username: string | null, avatarUrl: string } | null, coverageAnalytics: { totals: { percentCovered: number | null } | null } | null, compareWithParent:
                | { __typename: 'Comparison', state: string, changeCoverage: number | null, patchTotals: { percentCovered: number | null } | null }
                | { __typename: 'FirstPullRequest', message: string }
                | { __typename: 'MissingBaseCommit', message: string }
                | { __typename: 'MissingBaseReport', message: string }
                | { __typename: 'MissingComparison', message: string }
                | { __typename: 'MissingHeadCommit', message: string }
                | { __typename: 'MissingHeadReport', message: string }
               | null } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null }
     } | null };

export type BadgeBundlesQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
}>;


export type BadgeBundlesQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch: { name: string, head: { commitid: string, bundleAnalysis: { bundleAnalysisReport:
                | { __typename: 'BundleAnalysisReport', bundles: Array<{ name: string } | null> }
                | { __typename: 'MissingHeadReport', message: string }
               | null } | null } | null } | null }
     } | null };

export type EncodeSecretStringMutationVariables = Exact<{
  input: EncodeSecretStringInput;
}>;


export type EncodeSecretStringMutation = { encodeSecretString: { value: string | null, error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type UpdateRepositoryMutationVariables = Exact<{
  input: UpdateRepositoryInput;
}>;


export type UpdateRepositoryMutation = { updateRepository: { repository: { repoid: number, defaultBranch: string | null, activated: boolean } | null, error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type RegenerateRepositoryUploadTokenMutationVariables = Exact<{
  input: RegenerateRepositoryUploadTokenInput;
}>;


export type RegenerateRepositoryUploadTokenMutation = { regenerateRepositoryUploadToken: { token: string | null, error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type RegenerateRepositoryGraphTokenMutationVariables = Exact<{
  input: RegenerateRepositoryGraphTokenInput;
}>;


export type RegenerateRepositoryGraphTokenMutation = { regenerateRepositoryGraphToken: { token: string | null, error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type EraseRepositoryMutationVariables = Exact<{
  input: EraseRepositoryInput;
}>;


export type EraseRepositoryMutation = { eraseRepository: { error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type GetRepoSettingsTeamQueryVariables = Exact<{
  name: string;
  repo: string;
}>;


export type GetRepoSettingsTeamQuery = { owner: { ownerid: number | null, username: string | null, uploadTokenRequired: boolean | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, private: boolean, activated: boolean, defaultBranch: string | null, uploadToken: string | null, graphToken: string | null }
     } | null };

export type GetRepoSettingsQueryVariables = Exact<{
  owner: string;
  repo: string;
}>;


export type GetRepoSettingsQuery = { owner: { ownerid: number | null, username: string | null, isAdmin: boolean | null, uploadTokenRequired: boolean | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, name: string, private: boolean, active: boolean, activated: boolean, defaultBranch: string | null, uploadToken: string | null, graphToken: string | null, coverageEnabled: boolean | null, bundleAnalysisEnabled: boolean | null, testAnalyticsEnabled: boolean | null, languages: Array<string> | null }
     } | null };

export type RepoYamlQueryVariables = Exact<{
  owner: string;
  repo: string;
}>;


export type RepoYamlQuery = { owner: { ownerid: number | null, username: string | null, isAdmin: boolean | null, yaml: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, defaultBranch: string | null, bot: { ownerid: number | null, username: string | null } | null, yamlInForce: { yaml: string, commitid: string | null, layers: Array<{ kind: YamlSourceKind, yaml: string | null, path: string | null, commitid: string | null, inForce: boolean, errors: Array<string> }> } | null }
     } | null };

export type GetBranchCoverageMeasurementsQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch?: string | null | undefined;
  interval: MeasurementInterval;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type GetBranchCoverageMeasurementsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, coverageAnalytics: { measurements: Array<{ timestamp: string, avg: number | null, min: number | null, max: number | null }> } | null }
     } | null };

export type FlagsSelectQueryVariables = Exact<{
  owner: string;
  repo: string;
  filters?: FlagSetFilters | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FlagsSelectQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, coverageAnalytics: { flags: { totalCount: number, edges: Array<{ node: { name: string } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null }
     } | null };

export type PathContentsExplorerFragment = { commitid: string, coverageAnalytics: { totals: { fileCount: number | null } | null } | null, deprecatedPathContents:
    | { __typename: 'MissingCoverage', message: string }
    | { __typename: 'MissingHeadReport', message: string }
    | { __typename: 'PathContentConnection', totalCount: number, edges: Array<{ node:
          | { __typename: 'PathContentDir', name: string, path: string, hits: number, misses: number, partials: number, lines: number, percentCovered: number }
          | { __typename: 'PathContentFile', name: string, path: string, hits: number, misses: number, partials: number, lines: number, percentCovered: number }
         } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }
    | { __typename: 'UnknownFlags', message: string }
    | { __typename: 'UnknownPath', message: string }
   | null };

export type BranchContentsQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
  path?: string | null | undefined;
  filters?: PathContentsFilters | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BranchContentsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch: { name: string, head: { commitid: string, coverageAnalytics: { totals: { fileCount: number | null } | null } | null, deprecatedPathContents:
              | { __typename: 'MissingCoverage', message: string }
              | { __typename: 'MissingHeadReport', message: string }
              | { __typename: 'PathContentConnection', totalCount: number, edges: Array<{ node:
                    | { __typename: 'PathContentDir', name: string, path: string, hits: number, misses: number, partials: number, lines: number, percentCovered: number }
                    | { __typename: 'PathContentFile', name: string, path: string, hits: number, misses: number, partials: number, lines: number, percentCovered: number }
                   } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }
              | { __typename: 'UnknownFlags', message: string }
              | { __typename: 'UnknownPath', message: string }
             | null } | null } | null }
     } | null };

export type CommitPathContentsQueryVariables = Exact<{
  owner: string;
  repo: string;
  commit: string;
  path?: string | null | undefined;
  filters?: PathContentsFilters | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CommitPathContentsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, coverageAnalytics: { totals: { fileCount: number | null } | null } | null, deprecatedPathContents:
            | { __typename: 'MissingCoverage', message: string }
            | { __typename: 'MissingHeadReport', message: string }
            | { __typename: 'PathContentConnection', totalCount: number, edges: Array<{ node:
                  | { __typename: 'PathContentDir', name: string, path: string, hits: number, misses: number, partials: number, lines: number, percentCovered: number }
                  | { __typename: 'PathContentFile', name: string, path: string, hits: number, misses: number, partials: number, lines: number, percentCovered: number }
                 } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }
            | { __typename: 'UnknownFlags', message: string }
            | { __typename: 'UnknownPath', message: string }
           | null } | null }
     } | null };

export type PullPathContentsQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
  path?: string | null | undefined;
  filters?: PathContentsFilters | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PullPathContentsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, head: { commitid: string, coverageAnalytics: { totals: { fileCount: number | null } | null } | null, deprecatedPathContents:
              | { __typename: 'MissingCoverage', message: string }
              | { __typename: 'MissingHeadReport', message: string }
              | { __typename: 'PathContentConnection', totalCount: number, edges: Array<{ node:
                    | { __typename: 'PathContentDir', name: string, path: string, hits: number, misses: number, partials: number, lines: number, percentCovered: number }
                    | { __typename: 'PathContentFile', name: string, path: string, hits: number, misses: number, partials: number, lines: number, percentCovered: number }
                   } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }
              | { __typename: 'UnknownFlags', message: string }
              | { __typename: 'UnknownPath', message: string }
             | null } | null } | null }
     } | null };

export type GetRepoCoverageQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
  withCommit: boolean;
}>;


export type GetRepoCoverageQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, repositoryConfig: { indicationRange: { lowerRange: number, upperRange: number } | null }, branch: { name: string, head: { commitid: string, createdAt: string, yamlState: YamlStates | null, coverageAnalytics: { totals: { percentCovered: number | null, fileCount: number | null, lineCount: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null } | null, unmatchedPaths: { count: number, paths: Array<string>, message: string | null } } | null } | null } | null, commit?: { commitid: string, createdAt: string, yamlState: YamlStates | null, coverageAnalytics: { totals: { percentCovered: number | null, fileCount: number | null, lineCount: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null } | null, unmatchedPaths: { count: number, paths: Array<string>, message: string | null } } | null } | null }
     } | null };

export type RepoCoverageHeadFragment = { commitid: string, createdAt: string, yamlState: YamlStates | null, coverageAnalytics: { totals: { percentCovered: number | null, fileCount: number | null, lineCount: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null } | null, unmatchedPaths: { count: number, paths: Array<string>, message: string | null } } | null };

export type GetRepoOverviewQueryVariables = Exact<{
  owner: string;
  repo: string;
}>;


export type GetRepoOverviewQuery = { owner: { ownerid: number | null, username: string | null, isCurrentUserActivated: boolean | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, private: boolean, active: boolean, defaultBranch: string | null, oldestCommitAt: string | null, coverageEnabled: boolean | null, bundleAnalysisEnabled: boolean | null, testAnalyticsEnabled: boolean | null, languages: Array<string> | null }
     } | null };

export type SourceFiltersFragment = { commitid: string, coverageAnalytics: { flagNames: Array<string | null> | null, components: Array<{ id: string, name: string }> } | null };

export type GetBranchComponentsQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
}>;


export type GetBranchComponentsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch: { name: string, head: { commitid: string, coverageAnalytics: { flagNames: Array<string | null> | null, components: Array<{ id: string, name: string }> } | null } | null } | null }
     } | null };

export type GetCommitComponentsQueryVariables = Exact<{
  owner: string;
  repo: string;
  commit: string;
}>;


export type GetCommitComponentsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, coverageAnalytics: { flagNames: Array<string | null> | null, components: Array<{ id: string, name: string }> } | null } | null }
     } | null };

export type PullComponentsSelectorQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
}>;


export type PullComponentsSelectorQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, head: { commitid: string, coverageAnalytics: { flagNames: Array<string | null> | null, components: Array<{ id: string, name: string }> } | null } | null } | null }
     } | null };

export type CoverageForFileQueryVariables = Exact<{
  owner: string;
  repo: string;
  path: string;
  flags?: Array<string | null | undefined> | string | null | undefined;
  components?: Array<string | null | undefined> | string | null | undefined;
  branch: string;
  commit: string;
  pullId: number;
  withBranch: boolean;
  withCommit: boolean;
  withPull: boolean;
}>;


export type CoverageForFileQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch?: { name: string, head: { commitid: string, coverageAnalytics: { flagNames: Array<string | null> | null, components: Array<{ id: string, name: string }>, coverageFile: { content: string | null, hashedPath: string, coverage: Array<{ line: number, coverage: CoverageLine }>, hitCounts: Array<{ line: number, hitCount: number, hitUploadIds: Array<number>, branches: string | null }>, totals: { percentCovered: number | null, lineCount: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null } | null } | null } | null } | null } | null, commit?: { commitid: string, coverageAnalytics: { flagNames: Array<string | null> | null, components: Array<{ id: string, name: string }>, coverageFile: { content: string | null, hashedPath: string, coverage: Array<{ line: number, coverage: CoverageLine }>, hitCounts: Array<{ line: number, hitCount: number, hitUploadIds: Array<number>, branches: string | null }>, totals: { percentCovered: number | null, lineCount: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null } | null } | null } | null } | null, pull?: { pullId: number, head: { commitid: string, coverageAnalytics: { flagNames: Array<string | null> | null, components: Array<{ id: string, name: string }>, coverageFile: { content: string | null, hashedPath: string, coverage: Array<{ line: number, coverage: CoverageLine }>, hitCounts: Array<{ line: number, hitCount: number, hitUploadIds: Array<number>, branches: string | null }>, totals: { percentCovered: number | null, lineCount: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null } | null } | null } | null } | null } | null }
     } | null };

export type CoverageForFileCommitFragment = { commitid: string, coverageAnalytics: { flagNames: Array<string | null> | null, components: Array<{ id: string, name: string }>, coverageFile: { content: string | null, hashedPath: string, coverage: Array<{ line: number, coverage: CoverageLine }>, hitCounts: Array<{ line: number, hitCount: number, hitUploadIds: Array<number>, branches: string | null }>, totals: { percentCovered: number | null, lineCount: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null } | null } | null } | null };

export type ImpactedFileDiffFragment = { fileName: string | null, headName: string | null, baseName: string | null, isNewFile: boolean, isRenamedFile: boolean, isDeletedFile: boolean, missesCount: number, changeCoverage: number | null, hashedPath: string, segments:
    | { __typename: 'ProviderError', message: string }
    | { __typename: 'SegmentComparisons', results: Array<{ header: string, hasUnintendedChanges: boolean, lines: Array<{ baseNumber: string | null, headNumber: string | null, baseCoverage: CoverageLine | null, headCoverage: CoverageLine | null, content: string | null, coverageInfo: { hitCount: number | null, hitUploadIds: Array<number> | null } }> }> }
    | { __typename: 'UnknownPath', message: string }
  , headCoverage: { percentCovered: number | null } | null, baseCoverage: { percentCovered: number | null } | null, patchCoverage: { percentCovered: number | null } | null };

export type ImpactedFileComparedWithParentQueryVariables = Exact<{
  owner: string;
  repo: string;
  commitid: string;
  path: string;
  fileFilters?: ImpactedFileFilters | null | undefined;
  filters?: SegmentsFilters | null | undefined;
  ignoredUploadIds?: Array<number> | number | null | undefined;
}>;


export type ImpactedFileComparedWithParentQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, compareWithParent:
            | { __typename: 'Comparison', impactedFile: { fileName: string | null, headName: string | null, baseName: string | null, isNewFile: boolean, isRenamedFile: boolean, isDeletedFile: boolean, missesCount: number, changeCoverage: number | null, hashedPath: string, segments:
                  | { __typename: 'ProviderError', message: string }
                  | { __typename: 'SegmentComparisons', results: Array<{ header: string, hasUnintendedChanges: boolean, lines: Array<{ baseNumber: string | null, headNumber: string | null, baseCoverage: CoverageLine | null, headCoverage: CoverageLine | null, content: string | null, coverageInfo: { hitCount: number | null, hitUploadIds: Array<number> | null } }> }> }
                  | { __typename: 'UnknownPath', message: string }
                , headCoverage: { percentCovered: number | null } | null, baseCoverage: { percentCovered: number | null } | null, patchCoverage: { percentCovered: number | null } | null } | null }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingComparison', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type ImpactedFileComparisonQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
  baseCommit?: string | null | undefined;
  path: string;
  fileFilters?: ImpactedFileFilters | null | undefined;
  filters?: SegmentsFilters | null | undefined;
  ignoredUploadIds?: Array<number> | number | null | undefined;
}>;


export type ImpactedFileComparisonQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, compareWithBase:
            | { __typename: 'Comparison', impactedFile: { fileName: string | null, headName: string | null, baseName: string | null, isNewFile: boolean, isRenamedFile: boolean, isDeletedFile: boolean, missesCount: number, changeCoverage: number | null, hashedPath: string, segments:
                  | { __typename: 'ProviderError', message: string }
                  | { __typename: 'SegmentComparisons', results: Array<{ header: string, hasUnintendedChanges: boolean, lines: Array<{ baseNumber: string | null, headNumber: string | null, baseCoverage: CoverageLine | null, headCoverage: CoverageLine | null, content: string | null, coverageInfo: { hitCount: number | null, hitUploadIds: Array<number> | null } }> }> }
                  | { __typename: 'UnknownPath', message: string }
                , headCoverage: { percentCovered: number | null } | null, baseCoverage: { percentCovered: number | null } | null, patchCoverage: { percentCovered: number | null } | null } | null }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingComparison', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type ImpactedFileFieldsFragment = { fileName: string | null, headName: string | null, baseName: string | null, isNewFile: boolean, isRenamedFile: boolean, isDeletedFile: boolean, missesCount: number, changeCoverage: number | null, hashedPath: string, headCoverage: { percentCovered: number | null } | null, baseCoverage: { percentCovered: number | null } | null, patchCoverage: { percentCovered: number | null } | null };

export type CommitImpactedFilesQueryVariables = Exact<{
  owner: string;
  repo: string;
  commitid: string;
  filters?: ImpactedFilesFilters | null | undefined;
}>;


export type CommitImpactedFilesQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, compareWithParent:
            | { __typename: 'Comparison', state: string, impactedFiles:
                | { __typename: 'ImpactedFiles', results: Array<{ fileName: string | null, headName: string | null, baseName: string | null, isNewFile: boolean, isRenamedFile: boolean, isDeletedFile: boolean, missesCount: number, changeCoverage: number | null, hashedPath: string, headCoverage: { percentCovered: number | null } | null, baseCoverage: { percentCovered: number | null } | null, patchCoverage: { percentCovered: number | null } | null } | null> }
                | { __typename: 'UnknownFlags', message: string }
               }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingComparison', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type PullImpactedFilesQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
  baseCommit?: string | null | undefined;
  filters?: ImpactedFilesFilters | null | undefined;
}>;


export type PullImpactedFilesQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, compareWithBase:
            | { __typename: 'Comparison', state: string, impactedFiles:
                | { __typename: 'ImpactedFiles', results: Array<{ fileName: string | null, headName: string | null, baseName: string | null, isNewFile: boolean, isRenamedFile: boolean, isDeletedFile: boolean, missesCount: number, changeCoverage: number | null, hashedPath: string, headCoverage: { percentCovered: number | null } | null, baseCoverage: { percentCovered: number | null } | null, patchCoverage: { percentCovered: number | null } | null } | null> }
                | { __typename: 'UnknownFlags', message: string }
               }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingComparison', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type ActivateMeasurementsMutationVariables = Exact<{
  input: ActivateMeasurementsInput;
}>;


export type ActivateMeasurementsMutation = { activateMeasurements: { error:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type ComponentMeasurementsQueryVariables = Exact<{
  name: string;
  repo: string;
  interval: MeasurementInterval;
  before: string;
  after: string;
  branch?: string | null | undefined;
  filters?: ComponentMeasurementsSetFilters | null | undefined;
  orderingDirection?: OrderingDirection | null | undefined;
}>;


export type ComponentMeasurementsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, coverageAnalytics: { components: Array<{ componentId: string, name: string, percentCovered: number | null, percentChange: number | null, lastUploaded: string | null, measurements: Array<{ timestamp: string, avg: number | null }> }> } | null }
     } | null };

export type RepoComponentsSelectorQueryVariables = Exact<{
  name: string;
  repo: string;
  termId?: string | null | undefined;
}>;


export type RepoComponentsSelectorQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, coverageAnalytics: { componentsYaml: Array<{ id: string, name: string }> } | null }
     } | null };

export type DeleteComponentMeasurementsMutationVariables = Exact<{
  input: DeleteComponentMeasurementsInput;
}>;


export type DeleteComponentMeasurementsMutation = { deleteComponentMeasurements: { error:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type DeleteFlagMutationVariables = Exact<{
  input: DeleteFlagInput;
}>;


export type DeleteFlagMutation = { deleteFlag: { error:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type FlagMeasurementsQueryVariables = Exact<{
  name: string;
  repo: string;
  filters?: FlagSetFilters | null | undefined;
  orderingDirection?: OrderingDirection | null | undefined;
  interval: MeasurementInterval;
  afterDate: string;
  beforeDate: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  branch?: string | null | undefined;
}>;


export type FlagMeasurementsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, coverageAnalytics: { flags: { totalCount: number, edges: Array<{ node: { name: string, percentCovered: number | null, percentChange: number | null, measurements: Array<{ timestamp: string, avg: number | null }> } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null }
     } | null };

export type BackfillFlagMembershipsQueryVariables = Exact<{
  name: string;
  repo: string;
}>;


export type BackfillFlagMembershipsQuery = { config: { isTimescaleEnabled: boolean }, owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, coverageAnalytics: { flagsMeasurementsActive: boolean, flagsMeasurementsBackfilled: boolean, flagsCount: number } | null }
     } | null };

export type BackfillComponentMembershipsQueryVariables = Exact<{
  name: string;
  repo: string;
}>;


export type BackfillComponentMembershipsQuery = { config: { isTimescaleEnabled: boolean }, owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, coverageAnalytics: { componentsMeasurementsActive: boolean, componentsMeasurementsBackfilled: boolean, componentsCount: number } | null }
     } | null };

export type GetReposCoverageMeasurementsQueryVariables = Exact<{
  owner: string;
  interval: MeasurementInterval;
  after?: string | null | undefined;
  before?: string | null | undefined;
  repos?: Array<string> | string | null | undefined;
  isPublic?: boolean | null | undefined;
}>;


export type GetReposCoverageMeasurementsQuery = { owner: { ownerid: number | null, username: string | null, measurements: Array<{ timestamp: string, avg: number | null }> | null } | null };

export type GetPullsQueryVariables = Exact<{
  owner: string;
  repo: string;
  filters?: PullsSetFilters | null | undefined;
  orderingDirection?: OrderingDirection | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  withBundles?: boolean | null | undefined;
}>;


export type GetPullsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pulls: { edges: Array<{ node: { pullId: number, title: string | null, state: PullRequestState, updatestamp: string | null, authorUsername: string | null, author: { ownerid: number | null, username: string | null, avatarUrl: string } | null, head: { commitid: string, coverageStatus: CommitStatus | null, bundleStatus?: CommitStatus | null, coverageAnalytics: { totals: { percentCovered: number | null } | null } | null } | null, bundleAnalysisCompareWithBase?:
                | { __typename: 'BundleAnalysisComparison', bundleChange: { size: { uncompress: number } } }
                | { __typename: 'FirstPullRequest' }
                | { __typename: 'MissingBaseCommit' }
                | { __typename: 'MissingBaseReport' }
                | { __typename: 'MissingHeadCommit' }
                | { __typename: 'MissingHeadReport' }
               | null, compareWithBase:
                | { __typename: 'Comparison', state: string, changeCoverage: number | null, patchTotals: { percentCovered: number | null } | null }
                | { __typename: 'FirstPullRequest', message: string }
                | { __typename: 'MissingBaseCommit', message: string }
                | { __typename: 'MissingBaseReport', message: string }
                | { __typename: 'MissingComparison', message: string }
                | { __typename: 'MissingHeadCommit', message: string }
                | { __typename: 'MissingHeadReport', message: string }
               | null } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null }
     } | null };

export type PullFlagsSelectQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
  filters?: FlagComparisonFilters | null | undefined;
  baseCommit?: string | null | undefined;
}>;


export type PullFlagsSelectQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, compareWithBase:
            | { __typename: 'Comparison', flagComparisons: Array<{ name: string } | null> | null }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingComparison', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type PullFlagComparisonsQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
  baseCommit?: string | null | undefined;
}>;


export type PullFlagComparisonsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, compareWithBase:
            | { __typename: 'Comparison', flagComparisons: Array<{ name: string, headTotals: { percentCovered: number | null } | null, baseTotals: { percentCovered: number | null } | null, patchTotals: { percentCovered: number | null } | null } | null> | null }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingComparison', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type PullComponentComparisonQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
  filters?: ComponentsFilters | null | undefined;
  baseCommit?: string | null | undefined;
}>;


export type PullComponentComparisonQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, compareWithBase:
            | { __typename: 'Comparison', componentComparisons: Array<{ id: string, name: string, headTotals: { percentCovered: number | null } | null, baseTotals: { percentCovered: number | null } | null, patchTotals: { percentCovered: number | null } | null }> | null }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingComparison', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type PullHeadDataQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
}>;


export type PullHeadDataQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, defaultBranch: string | null, pull: { pullId: number, title: string | null, state: PullRequestState, updatestamp: string | null, authorUsername: string | null, baseBranch: string | null, headBranch: string | null, behindBy: number | null, behindByCommit: string | null, firstPull: boolean, author: { ownerid: number | null, username: string | null, avatarUrl: string } | null, head: { commitid: string, ciPassed: boolean | null, branchName: string | null, coverageStatus: CommitStatus | null } | null, comparedTo: { commitid: string } | null, trueBase: { commitid: string } | null, commits: { totalCount: number } | null } | null }
     } | null };

export type PullPageDataQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
  baseCommit?: string | null | undefined;
}>;


export type PullPageDataQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, compareWithBase:
            | { __typename: 'Comparison', state: string, changeCoverage: number | null, baseCommit: string | null, headCommit: string | null, trueBaseCommit: string | null, isPseudoBase: boolean, baseDistance: number | null, baseExplanation: string | null, diffSource: DiffSource, diffMessage: string | null, baseUploadCount: number, headUploadCount: number, hasDifferentNumberOfHeadAndBaseReports: boolean, directChangedFilesCount: number, indirectChangedFilesCount: number, flagComparisonsCount: number, componentComparisonsCount: number, headTotals: { percentCovered: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null, lineCount: number | null } | null, baseTotals: { percentCovered: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null, lineCount: number | null } | null, patchTotals: { percentCovered: number | null, hitsCount: number | null, missesCount: number | null, partialsCount: number | null, lineCount: number | null } | null }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingComparison', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type GetOwnerRateLimitStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOwnerRateLimitStatusQuery = { me: { owner: { ownerid: number | null, username: string | null, isGithubRateLimited: boolean | null } } | null };

export type GetRepoRateLimitStatusQueryVariables = Exact<{
  owner: string;
  repo: string;
}>;


export type GetRepoRateLimitStatusQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, isGithubRateLimited: boolean | null }
     } | null };
