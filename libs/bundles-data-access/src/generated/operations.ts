/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AssetOrdering =
  | 'NAME'
  | 'SIZE'
  | 'TYPE';

/** The series a bundle's sizes are measured in: the whole bundle, each asset type, or one asset. */
export type BundleAnalysisMeasurementsAssetType =
  | 'ASSET_SIZE'
  | 'FONT_SIZE'
  | 'IMAGE_SIZE'
  | 'JAVASCRIPT_SIZE'
  | 'REPORT_SIZE'
  | 'STYLESHEET_SIZE'
  | 'UNKNOWN_SIZE';

export type BundleAnalysisMeasurementsSetFilters = {
  assetTypes?: Array<BundleAnalysisMeasurementsAssetType> | null | undefined;
};

export type BundleAnalysisReportFilters = {
  loadTypes?: Array<BundleLoadTypes> | null | undefined;
  reportGroups?: Array<BundleReportGroups> | null | undefined;
};

export type BundleCacheConfigInput = {
  bundleName: string;
  toggleCaching: boolean;
};

/** How an asset is loaded: an entry point, loaded with the entry (initial), or on demand (lazy). */
export type BundleLoadTypes =
  | 'ENTRY'
  | 'INITIAL'
  | 'LAZY';

/** What an asset is, as the bundle filters group them. */
export type BundleReportGroups =
  | 'FONT'
  | 'IMAGE'
  | 'JAVASCRIPT'
  | 'STYLESHEET'
  | 'UNKNOWN';

/** Where the uploads of one report type of a commit stand. */
export type CommitStatus =
  | 'COMPLETED'
  | 'ERROR'
  | 'PENDING';

export type MeasurementInterval =
  | 'INTERVAL_1_DAY'
  | 'INTERVAL_7_DAY'
  | 'INTERVAL_30_DAY';

export type OrderingDirection =
  | 'ASC'
  | 'DESC';

export type UpdateBundleCacheConfigInput = {
  bundles: Array<BundleCacheConfigInput>;
  owner: string;
  repoName: string;
};

export type BranchBundleSummaryDataQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
}>;


export type BranchBundleSummaryDataQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch: { name: string, head: { commitid: string, bundleStatus: CommitStatus | null, bundleAnalysis: { bundleAnalysisReport:
                | { __typename: 'BundleAnalysisReport', isCached: boolean, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundles: Array<{ name: string, isCached: boolean, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } } | null> }
                | { __typename: 'MissingHeadReport', message: string }
               | null, bundleAnalysisCompareWithParent:
                | { __typename: 'BundleAnalysisComparison', bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundleChange: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundles: Array<{ name: string, changeType: string, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundleChange: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } } | null> }
                | { __typename: 'FirstPullRequest', message: string }
                | { __typename: 'MissingBaseCommit', message: string }
                | { __typename: 'MissingBaseReport', message: string }
                | { __typename: 'MissingHeadCommit', message: string }
                | { __typename: 'MissingHeadReport', message: string }
               | null } | null } | null } | null }
     } | null };

export type BranchBundlesNamesQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
}>;


export type BranchBundlesNamesQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch: { name: string, head: { commitid: string, bundleAnalysis: { bundleAnalysisReport:
                | { __typename: 'BundleAnalysisReport', bundles: Array<{ name: string } | null> }
                | { __typename: 'MissingHeadReport', message: string }
               | null } | null } | null } | null }
     } | null };

export type BundleDataFieldsFragment = { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } };

type BundleRepositoryErrors_NotFoundError_Fragment = { message: string };

type BundleRepositoryErrors_OwnerNotActivatedError_Fragment = { message: string };

export type BundleRepositoryErrorsFragment =
  | BundleRepositoryErrors_NotFoundError_Fragment
  | BundleRepositoryErrors_OwnerNotActivatedError_Fragment
;

export type BundleAssetModulesQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
  bundle: string;
  asset: string;
}>;


export type BundleAssetModulesQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch: { name: string, head: { commitid: string, bundleAnalysis: { bundleAnalysisReport:
                | { __typename: 'BundleAnalysisReport', bundle: { name: string, asset: { name: string, modules: Array<{ name: string, extension: string, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } } | null> } | null } | null }
                | { __typename: 'MissingHeadReport', message: string }
               | null } | null } | null } | null }
     } | null };

export type BundleAssetsQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
  bundle: string;
  filters?: BundleAnalysisReportFilters | null | undefined;
  ordering?: AssetOrdering | null | undefined;
  orderingDirection?: OrderingDirection | null | undefined;
  interval: MeasurementInterval;
  dateBefore: string;
  dateAfter?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BundleAssetsQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch: { name: string, head: { commitid: string, bundleAnalysis: { bundleAnalysisReport:
                | { __typename: 'BundleAnalysisReport', bundle: { name: string, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, assetsPaginated: { totalCount: number, edges: Array<{ node: { name: string, extension: string, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, measurements: { assetType: BundleAnalysisMeasurementsAssetType, change: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } | null, measurements: Array<{ timestamp: string, avg: number | null }> | null } | null } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null }
                | { __typename: 'MissingHeadReport', message: string }
               | null } | null } | null } | null }
     } | null };

export type BundleSummaryQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
  bundle: string;
  filters?: BundleAnalysisReportFilters | null | undefined;
}>;


export type BundleSummaryQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch: { name: string, head: { commitid: string, bundleAnalysis: { bundleAnalysisReport:
                | { __typename: 'BundleAnalysisReport', bundle: { name: string, moduleCount: number, isCached: boolean, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, sizeLimit: { transferSize: number, downloadTime: number, runTime: number, totalTime: number }, duplicatePackages: Array<{ name: string, versions: Array<string>, wastedBytes: number, copies: Array<{ path: string, version: string | null, size: number }> }>, info: { pluginName: string, pluginVersion: string, bundlerName: string, bundlerVersion: string, builtAt: string, duration: number } } | null }
                | { __typename: 'MissingHeadReport', message: string }
               | null } | null } | null } | null }
     } | null };

export type GetBundleTrendQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
  bundle: string;
  interval: MeasurementInterval;
  before: string;
  after?: string | null | undefined;
  filters?: BundleAnalysisMeasurementsSetFilters | null | undefined;
}>;


export type GetBundleTrendQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch: { name: string, head: { commitid: string, bundleAnalysis: { bundleAnalysisReport:
                | { __typename: 'BundleAnalysisReport', bundle: { name: string, measurements: Array<{ assetType: BundleAnalysisMeasurementsAssetType, change: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } | null, measurements: Array<{ timestamp: string, avg: number | null }> | null }> | null } | null }
                | { __typename: 'MissingHeadReport', message: string }
               | null } | null } | null } | null }
     } | null };

export type CachedBundleListQueryVariables = Exact<{
  owner: string;
  repo: string;
  branch: string;
}>;


export type CachedBundleListQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branch: { name: string, head: { commitid: string, bundleAnalysis: { bundleAnalysisReport:
                | { __typename: 'BundleAnalysisReport', bundles: Array<{ name: string, cacheConfig: boolean } | null> }
                | { __typename: 'MissingHeadReport', message: string }
               | null } | null } | null } | null }
     } | null };

export type UpdateBundleCacheConfigMutationVariables = Exact<{
  input: UpdateBundleCacheConfigInput;
}>;


export type UpdateBundleCacheConfigMutation = { updateBundleCacheConfig: { results: Array<{ bundleName: string | null, isCached: boolean, cacheConfig: boolean }> | null, error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

type BundleComparisonFields_BundleAnalysisComparison_Fragment = { __typename: 'BundleAnalysisComparison', bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundleChange: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundles: Array<{ name: string, changeType: string, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundleChange: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } } | null> };

type BundleComparisonFields_FirstPullRequest_Fragment = { __typename: 'FirstPullRequest', message: string };

type BundleComparisonFields_MissingBaseCommit_Fragment = { __typename: 'MissingBaseCommit', message: string };

type BundleComparisonFields_MissingBaseReport_Fragment = { __typename: 'MissingBaseReport', message: string };

type BundleComparisonFields_MissingHeadCommit_Fragment = { __typename: 'MissingHeadCommit', message: string };

type BundleComparisonFields_MissingHeadReport_Fragment = { __typename: 'MissingHeadReport', message: string };

export type BundleComparisonFieldsFragment =
  | BundleComparisonFields_BundleAnalysisComparison_Fragment
  | BundleComparisonFields_FirstPullRequest_Fragment
  | BundleComparisonFields_MissingBaseCommit_Fragment
  | BundleComparisonFields_MissingBaseReport_Fragment
  | BundleComparisonFields_MissingHeadCommit_Fragment
  | BundleComparisonFields_MissingHeadReport_Fragment
;

type BundleComparisonTotal_BundleAnalysisComparison_Fragment = { __typename: 'BundleAnalysisComparison', bundleChange: { size: { uncompress: number } } };

type BundleComparisonTotal_FirstPullRequest_Fragment = { __typename: 'FirstPullRequest', message: string };

type BundleComparisonTotal_MissingBaseCommit_Fragment = { __typename: 'MissingBaseCommit', message: string };

type BundleComparisonTotal_MissingBaseReport_Fragment = { __typename: 'MissingBaseReport', message: string };

type BundleComparisonTotal_MissingHeadCommit_Fragment = { __typename: 'MissingHeadCommit', message: string };

type BundleComparisonTotal_MissingHeadReport_Fragment = { __typename: 'MissingHeadReport', message: string };

export type BundleComparisonTotalFragment =
  | BundleComparisonTotal_BundleAnalysisComparison_Fragment
  | BundleComparisonTotal_FirstPullRequest_Fragment
  | BundleComparisonTotal_MissingBaseCommit_Fragment
  | BundleComparisonTotal_MissingBaseReport_Fragment
  | BundleComparisonTotal_MissingHeadCommit_Fragment
  | BundleComparisonTotal_MissingHeadReport_Fragment
;

type BundleHeadReportFields_BundleAnalysisReport_Fragment = { __typename: 'BundleAnalysisReport', isCached: boolean, bundles: Array<{ name: string, isCached: boolean, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } } | null> };

type BundleHeadReportFields_MissingHeadReport_Fragment = { __typename: 'MissingHeadReport', message: string };

export type BundleHeadReportFieldsFragment =
  | BundleHeadReportFields_BundleAnalysisReport_Fragment
  | BundleHeadReportFields_MissingHeadReport_Fragment
;

export type CommitBaDropdownSummaryQueryVariables = Exact<{
  owner: string;
  repo: string;
  commitid: string;
}>;


export type CommitBaDropdownSummaryQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, bundleStatus: CommitStatus | null, bundleAnalysis: { bundleAnalysisCompareWithParent:
              | { __typename: 'BundleAnalysisComparison', bundleChange: { size: { uncompress: number } } }
              | { __typename: 'FirstPullRequest', message: string }
              | { __typename: 'MissingBaseCommit', message: string }
              | { __typename: 'MissingBaseReport', message: string }
              | { __typename: 'MissingHeadCommit', message: string }
              | { __typename: 'MissingHeadReport', message: string }
             | null } | null } | null }
     } | null };

export type CommitBundleListQueryVariables = Exact<{
  owner: string;
  repo: string;
  commitid: string;
}>;


export type CommitBundleListQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, commit: { commitid: string, bundleStatus: CommitStatus | null, bundleAnalysis: { bundleAnalysisCompareWithParent:
              | { __typename: 'BundleAnalysisComparison', bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundleChange: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundles: Array<{ name: string, changeType: string, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundleChange: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } } | null> }
              | { __typename: 'FirstPullRequest', message: string }
              | { __typename: 'MissingBaseCommit', message: string }
              | { __typename: 'MissingBaseReport', message: string }
              | { __typename: 'MissingHeadCommit', message: string }
              | { __typename: 'MissingHeadReport', message: string }
             | null, bundleAnalysisReport:
              | { __typename: 'BundleAnalysisReport', isCached: boolean, bundles: Array<{ name: string, isCached: boolean, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } } | null> }
              | { __typename: 'MissingHeadReport', message: string }
             | null, latestUploadError: { errorMessage: string | null } | null } | null } | null }
     } | null };

export type PullBaDropdownSummaryQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
}>;


export type PullBaDropdownSummaryQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, head: { commitid: string, bundleStatus: CommitStatus | null } | null, bundleAnalysisCompareWithBase:
            | { __typename: 'BundleAnalysisComparison', bundleChange: { size: { uncompress: number } } }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type PullBundleComparisonListQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
}>;


export type PullBundleComparisonListQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, head: { commitid: string, bundleStatus: CommitStatus | null, bundleAnalysis: { bundleAnalysisReport:
                | { __typename: 'BundleAnalysisReport', isCached: boolean }
                | { __typename: 'MissingHeadReport', message: string }
               | null, latestUploadError: { errorMessage: string | null } | null } | null } | null, bundleAnalysisCompareWithBase:
            | { __typename: 'BundleAnalysisComparison', bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundleChange: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundles: Array<{ name: string, changeType: string, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } }, bundleChange: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } } | null> }
            | { __typename: 'FirstPullRequest', message: string }
            | { __typename: 'MissingBaseCommit', message: string }
            | { __typename: 'MissingBaseReport', message: string }
            | { __typename: 'MissingHeadCommit', message: string }
            | { __typename: 'MissingHeadReport', message: string }
           | null } | null }
     } | null };

export type PullBundleHeadListQueryVariables = Exact<{
  owner: string;
  repo: string;
  pullId: number;
}>;


export type PullBundleHeadListQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, pull: { pullId: number, head: { commitid: string, bundleAnalysis: { bundleAnalysisReport:
                | { __typename: 'BundleAnalysisReport', isCached: boolean, bundles: Array<{ name: string, isCached: boolean, bundleData: { size: { gzip: number, uncompress: number }, loadTime: { threeG: number, highSpeed: number } } } | null> }
                | { __typename: 'MissingHeadReport', message: string }
               | null } | null } | null } | null }
     } | null };
