// Public surface of @canopy/bundles-data-access: the documents of bundles-mfe's bundle dashboard and of the
// bundle sections it exposes to the commit and pull pages.

// What every bundle document shares: figures, filters, problems
export {
  BundleDataFieldsFragment,
  BundleDataSchema,
  bundleFigures,
  bundleReportGroups,
  bundleLoadTypes,
  reportFilters,
  type BundleFigures,
  type BundleReportGroup,
  type BundleLoadType,
  type BundleFilters,
  type BundleReportProblem,
  type BranchArgs,
  type BundleArgs,
  bundleComparisonErrorTypenames,
  type BundleComparisonErrorTypename,
  type BundleUploadStatus,
} from './bundle-data';
export {
  measurementIntervals,
  type MeasurementInterval,
  type MeasurementWindow,
  type SizePoint,
} from './bundle/size-series';

// The branch head: its bundles and their change against the parent commit
export {
  BranchBundlesNamesDocument,
  BranchBundlesNamesSchema,
  branchBundlesNamesQuery,
  useBranchBundlesNames,
  type BranchBundlesNames,
} from './branch/branch-bundles-names';
export {
  BranchBundleSummaryDataDocument,
  BranchBundleSummaryDataSchema,
  branchBundleSummaryQuery,
  useBranchBundleSummary,
  type BranchBundle,
  type BranchBundleSummary,
} from './branch/branch-bundle-summary';

// One bundle: summary, assets and their modules, size trend
export {
  BundleSummaryDocument,
  BundleSummarySchema,
  bundleSummaryQuery,
  useBundleSummary,
  type BundleSummary,
  type BundleSummaryArgs,
  type BundleBuildInfo,
  type BundleSizeLimit,
  type DuplicatedPackage,
} from './bundle/bundle-summary';
export {
  BundleAssetsDocument,
  BundleAssetsSchema,
  BUNDLE_ASSETS_PAGE_SIZE,
  DEFAULT_ASSET_SORT,
  assetOrderings,
  bundleAssetsQuery,
  useBundleAssets,
  type AssetOrdering,
  type AssetSort,
  type BundleAsset,
  type BundleAssetsArgs,
  type BundleAssetsPage,
} from './bundle/bundle-assets';
export {
  BundleAssetModulesDocument,
  BundleAssetModulesSchema,
  bundleAssetModulesQuery,
  useBundleAssetModules,
  type BundleModule,
  type BundleAssetModulesArgs,
} from './bundle/bundle-asset-modules';
export {
  GetBundleTrendDocument,
  GetBundleTrendSchema,
  trendAssetTypes,
  bundleTrendQuery,
  useBundleTrend,
  type BundleTrendArgs,
  type BundleTrendSeries,
} from './bundle/bundle-trend';

// The commit and pull pages' bundle sections: comparisons, head bundles and one-line summaries
export {
  BundleComparisonFieldsFragment,
  BundleComparisonTotalFragment,
  BundleHeadReportFieldsFragment,
  type BundleChangeSummary,
  type BundleComparison,
  type BundleComparisonProblem,
  type ComparedBundle,
  type HeadBundle,
  type HeadBundles,
} from './sections/bundle-comparison';
export {
  CommitBundleListDocument,
  CommitBundleListSchema,
  commitBundleListQuery,
  useCommitBundleList,
  type CommitBundleList,
  type CommitBundleArgs,
} from './sections/commit-bundle-list';
export {
  CommitBADropdownSummaryDocument,
  CommitBADropdownSummarySchema,
  commitBADropdownSummaryQuery,
  useCommitBADropdownSummary,
} from './sections/commit-ba-dropdown-summary';
export {
  PullBundleComparisonListDocument,
  PullBundleComparisonListSchema,
  pullBundleComparisonListQuery,
  usePullBundleComparisonList,
  type PullBundleComparisonList,
  type PullBundleArgs,
} from './sections/pull-bundle-comparison-list';
export {
  PullBundleHeadListDocument,
  PullBundleHeadListSchema,
  pullBundleHeadListQuery,
  usePullBundleHeadList,
} from './sections/pull-bundle-head-list';
export {
  PullBADropdownSummaryDocument,
  PullBADropdownSummarySchema,
  pullBADropdownSummaryQuery,
  usePullBADropdownSummary,
} from './sections/pull-ba-dropdown-summary';

// Bundle caching: the branch head's bundles with their caching, and switching it
export {
  CachedBundleListDocument,
  CachedBundleListSchema,
  cachedBundleListQuery,
  useCachedBundleList,
  type CachedBundle,
  type CachedBundleList,
} from './caching/cached-bundle-list';
export {
  UpdateBundleCacheConfigDocument,
  UpdateBundleCacheConfigSchema,
  updateBundleCacheConfigMutation,
  useUpdateBundleCacheConfig,
  type UpdateBundleCacheConfigResult,
  type UpdateBundleCacheConfigVariables,
} from './caching/update-bundle-cache-config';
