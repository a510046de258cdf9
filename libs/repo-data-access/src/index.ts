// Public surface of @canopy/repo-data-access: the repository pages' documents, schemas and hooks (no UI).

// Commits
export {
  GetCommitsDocument,
  GetCommitsSchema,
  COMMITS_PAGE_SIZE,
  commitCoverageStatuses,
  commitsQuery,
  useCommits,
  type CommitCoverageStatus,
  type CommitListItem,
  type CommitsArgs,
  type CommitsPage,
  type BundleSizeChange,
} from './commits/get-commits';
export {
  CommitPageDataDocument,
  CommitPageDataSchema,
  commitPageDataQuery,
  useCommitPageData,
  type CommitArgs,
  type CommitPageData,
  type CommitError,
  type CommitComparisonSummary,
  type CommitComparisonError,
  type CommitYamlSource,
} from './commits/commit-page-data';
export {
  CommitUploadsDocument,
  CommitUploadsSchema,
  commitUploadsQuery,
  useCommitUploads,
  uploadStates,
  uploadTypes,
  type Upload,
  type UploadError,
  type UploadState,
  type UploadType,
} from './commits/commit-uploads';
export {
  CommitYamlDocument,
  CommitYamlSchema,
  commitYamlQuery,
  useCommitYaml,
  type CommitYaml,
} from './commits/commit-yaml';
export {
  CommitNotificationsDocument,
  CommitNotificationsSchema,
  commitNotificationsQuery,
  useCommitNotifications,
  type CommitNotification,
} from './commits/commit-notifications';

// File coverage, impacted files and file diffs
export {
  CoverageForFileDocument,
  CoverageForFileSchema,
  coverageForFileQuery,
  useCoverageForFile,
  type CoverageForFileArgs,
  type CoverageForFileResult,
  type CoverageMark,
  type CoverageTotals,
  type FileCoverage,
  type FileLineCoverage,
} from './file-coverage/coverage-for-file';
export {
  CommitImpactedFilesDocument,
  CommitImpactedFilesSchema,
  commitImpactedFilesQuery,
  useCommitImpactedFiles,
  PullImpactedFilesDocument,
  PullImpactedFilesSchema,
  pullImpactedFilesQuery,
  usePullImpactedFiles,
  comparisonErrorTypenames,
  impactedFileOrderings,
  type ComparisonError,
  type ComparisonErrorTypename,
  type ImpactedFileOrdering,
  type ImpactedFileRow,
  type ImpactedFilesResult,
  type ImpactedFilesFilterArgs,
  type CommitImpactedFilesArgs,
  type PullImpactedFilesArgs,
} from './file-coverage/impacted-files';
export {
  ImpactedFileComparedWithParentDocument,
  ImpactedFileComparedWithParentSchema,
  impactedFileComparedWithParentQuery,
  useImpactedFileComparedWithParent,
  ImpactedFileComparisonDocument,
  ImpactedFileComparisonSchema,
  impactedFileComparisonQuery,
  useImpactedFileComparison,
  type DiffCoverageMark,
  type DiffLine,
  type DiffSegment,
  type ImpactedFileDiff,
  type ImpactedFileResult,
  type ImpactedFileComparedWithParentArgs,
  type ImpactedFileComparisonArgs,
} from './file-coverage/impacted-file';

// Coverage: branch coverage, path contents, filters (the branch list is the core's: @canopy/api-client)
export type { CoverageSourceArgs } from './coverage/coverage-source';
export {
  GetRepoOverviewDocument,
  GetRepoOverviewSchema,
  repoOverviewQuery,
  useRepoOverview,
  type RepoOverview,
  type RepoOverviewArgs,
} from './coverage/repo-overview';
export {
  GetRepoCoverageDocument,
  GetRepoCoverageSchema,
  repoCoverageQuery,
  useRepoCoverage,
  type RepoCoverage,
  type RepoCoverageArgs,
  type RepoCoverageHead,
  type RepoCoverageTotals,
  type RepoIndicationRange,
  type RepoUnmatchedPaths,
} from './coverage/repo-coverage';
export {
  GetBranchCoverageMeasurementsDocument,
  GetBranchCoverageMeasurementsSchema,
  MEASUREMENTS_STALE_TIME,
  branchMeasurementIntervals,
  branchCoverageMeasurementsQuery,
  useBranchCoverageMeasurements,
  type BranchMeasurementInterval,
  type BranchCoverageMeasurementsArgs,
  type CoverageMeasurement,
} from './coverage/branch-coverage-measurements';
export {
  BranchContentsDocument,
  BranchContentsSchema,
  CommitPathContentsDocument,
  CommitPathContentsSchema,
  PullPathContentsDocument,
  PullPathContentsSchema,
  PATH_CONTENTS_PAGE_SIZE,
  pathContentsOrderings,
  pathContentsFilters,
  pathContentsQuery,
  usePathContents,
  type PathContentsOrderingParameter,
  type PathContentsDisplayType,
  type PathContentEntry,
  type PathContentsMissingKind,
  type PathContentsPage,
  type PathContentsArgs,
} from './coverage/path-contents';
export {
  FlagsSelectDocument,
  FlagsSelectSchema,
  FLAGS_SELECT_PAGE_SIZE,
  flagsSelectQuery,
  useFlagsSelect,
  type FlagsSelectArgs,
  type FlagsSelectPage,
} from './coverage/flags-select';
export {
  GetBranchComponentsDocument,
  GetBranchComponentsSchema,
  GetCommitComponentsDocument,
  GetCommitComponentsSchema,
  PullComponentsSelectorDocument,
  PullComponentsSelectorSchema,
  sourceFilterOptionsQuery,
  useSourceFilterOptions,
  type SourceComponent,
  type SourceFilterOptions,
  type SourceFilterOptionsArgs,
} from './coverage/source-components';

// Pull requests
export { pullStates, totalsChange, type PullState, type Totals as PullTotals } from './pulls/pull-schemas';
export {
  GetPullsDocument,
  GetPullsSchema,
  PULLS_PAGE_SIZE,
  pullsQuery,
  usePulls,
  type PullListItem,
  type PullsArgs,
  type PullsPage,
} from './pulls/get-pulls';
export {
  PullHeadDataDocument,
  PullHeadDataSchema,
  pullHeadQuery,
  usePullHead,
  type PullArgs,
  type PullHead,
} from './pulls/pull-head-data';
export {
  PullPageDataDocument,
  PullPageDataSchema,
  diffSources,
  pullComparisonQuery,
  usePullComparison,
  type DiffSource,
  type PullComparison,
  type PullComparisonArgs,
  type PullComparisonError,
  type PullComparisonResult,
} from './pulls/pull-page-data';
export {
  PullFlagsSelectDocument,
  PullFlagsSelectSchema,
  pullFlagsSelectQuery,
  usePullFlagsSelect,
  PullFlagComparisonsDocument,
  PullFlagComparisonsSchema,
  pullFlagComparisonsQuery,
  usePullFlagComparisons,
  PullComponentComparisonDocument,
  PullComponentComparisonSchema,
  pullComponentComparisonQuery,
  usePullComponentComparison,
  type PullFlagsArgs,
  type PullComponentsArgs,
  type PullCoverageComparisonRow,
  type PullRowsResult,
} from './pulls/pull-flag-comparisons';

// Flag, component and owner coverage series
export {
  historicalTrends,
  historicalTrendLabels,
  DEFAULT_HISTORICAL_TREND,
  measurementIntervals,
  measurementWindow,
  intervalForSpan,
  type HistoricalTrend,
  type MeasurementInterval,
  type MeasurementWindow,
} from './measurements/measurement-window';
export { averageOf, type MeasurementPoint } from './measurements/measurement-schemas';
export {
  BackfillFlagMembershipsDocument,
  BackfillFlagMembershipsSchema,
  BackfillComponentMembershipsDocument,
  BackfillComponentMembershipsSchema,
  BACKFILL_POLL_INTERVAL,
  measurementStatusQuery,
  useMeasurementStatus,
  type MeasurementKind,
  type MeasurementStatus,
  type MeasurementStatusArgs,
} from './measurements/measurement-status';
export {
  ActivateMeasurementsDocument,
  ActivateMeasurementsSchema,
  activateMeasurementsMutation,
  useActivateMeasurements,
  type ActivatedMeasurementType,
  type ActivateMeasurementsVariables,
  type ActivateMeasurementsResult,
} from './measurements/activate-measurements';
export {
  DeleteFlagDocument,
  DeleteFlagSchema,
  deleteFlagMutation,
  useDeleteFlag,
  type DeleteFlagVariables,
  type DeleteFlagResult,
} from './measurements/delete-flag';
export {
  DeleteComponentMeasurementsDocument,
  DeleteComponentMeasurementsSchema,
  deleteComponentMeasurementsMutation,
  useDeleteComponentMeasurements,
  type DeleteComponentMeasurementsVariables,
  type DeleteComponentMeasurementsResult,
} from './measurements/delete-component-measurements';
export {
  FlagMeasurementsDocument,
  FlagMeasurementsSchema,
  FLAG_MEASUREMENTS_PAGE_SIZE,
  flagMeasurementsQuery,
  useFlagMeasurements,
  type FlagMeasurement,
  type FlagMeasurementsArgs,
  type FlagMeasurementsPage,
} from './measurements/flag-measurements';
export {
  ComponentMeasurementsDocument,
  ComponentMeasurementsSchema,
  componentMeasurementsQuery,
  useComponentMeasurements,
  RepoComponentsSelectorDocument,
  RepoComponentsSelectorSchema,
  repoComponentsSelectorQuery,
  useRepoComponentsSelector,
  type ComponentMeasurement,
  type ComponentMeasurementsArgs,
  type ConfiguredComponent,
  type RepoComponentsSelectorArgs,
} from './measurements/component-measurements';
export {
  GetReposCoverageMeasurementsDocument,
  GetReposCoverageMeasurementsSchema,
  reposCoverageMeasurementsQuery,
  useReposCoverageMeasurements,
  type ReposCoverageMeasurementsArgs,
} from './measurements/repos-coverage-measurements';
export {
  coverageTreeQueryOptions,
  useCoverageTree,
  coverageTreeRoot,
  coverageTreeLevelsQueryOptions,
  useCoverageTreeLevels,
  graftCoverageTree,
  folderChain,
  COVERAGE_TREE_LEVELS,
  type CoverageTreeLevelsArgs,
  CoverageTreeNodeSchema,
  CoverageTreeSchema,
  type CoverageTreeArgs,
  type CoverageTreeNode,
} from './coverage/coverage-tree';

// Configuration
export {
  GetRepoSettingsDocument,
  GetRepoSettingsSchema,
  repoSettingsQuery,
  useRepoSettings,
  type RepoSettings,
  type RepoSettingsArgs,
} from './config/repo-settings';
export {
  GetRepoSettingsTeamDocument,
  GetRepoSettingsTeamSchema,
  repoSettingsTeamQuery,
  useRepoSettingsTeam,
  type RepoGeneralSettings,
} from './config/repo-settings-team';
export {
  EraseRepositoryDocument,
  EraseRepositorySchema,
  RegenerateRepositoryGraphTokenDocument,
  RegenerateRepositoryGraphTokenSchema,
  RegenerateRepositoryUploadTokenDocument,
  RegenerateRepositoryUploadTokenSchema,
  UpdateRepositoryDocument,
  UpdateRepositorySchema,
  eraseRepositoryMutation,
  regenerateGraphTokenMutation,
  regenerateUploadTokenMutation,
  updateRepositoryMutation,
  useEraseRepository,
  useRegenerateGraphToken,
  useRegenerateUploadToken,
  useUpdateRepository,
  type RepositoryTarget,
  type SettingsResult,
} from './config/repo-settings-mutations';
export {
  RepoYamlDocument,
  RepoYamlSchema,
  repoYamlQuery,
  useRepoYaml,
  type RepoYaml,
  type YamlLayer,
  type YamlLayerKind,
} from './config/repo-yaml';
export {
  EncodeSecretStringDocument,
  EncodeSecretStringSchema,
  encodeSecretStringMutation,
  useEncodeSecretString,
  type EncodedSecret,
} from './config/encode-secret-string';
export {
  BadgeBundlesDocument,
  BadgeBundlesSchema,
  badgeBundlesQuery,
  useBadgeBundles,
  type BadgeBundlesArgs,
} from './config/badge-bundles';

// The git host's rate limit
export {
  GetOwnerRateLimitStatusDocument,
  GetOwnerRateLimitStatusSchema,
  ownerRateLimitStatusQuery,
  useOwnerRateLimitStatus,
} from './rate-limit/owner-rate-limit-status';
export {
  GetRepoRateLimitStatusDocument,
  GetRepoRateLimitStatusSchema,
  repoRateLimitStatusQuery,
  useRepoRateLimitStatus,
  type RepoRateLimitArgs,
} from './rate-limit/repo-rate-limit-status';
