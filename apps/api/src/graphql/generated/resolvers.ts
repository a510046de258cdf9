import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MeValue } from '../../modules/me';
import type { OwnerRecord, RepositoryRecord, BranchRecord, CommitRecord, CommitNotificationRecord, UploadRecord, PullRecord } from '../../db/schema';
import type { ConfigValue } from '../../modules/config';
import type { PathContentsValue, FileValue } from '../../modules/coverage';
import type { CoverageComparison, ImpactedFileValue } from '../../modules/comparisons';
import type { SegmentComparison as SegmentComparisonValue, LineComparison as LineComparisonValue } from '@canopy/coverage';
import type { FlagValue } from '../../modules/measurements';
import type { BundleReportSetValue, BundleReportValue, BundleAssetValue, StoredBundleReport } from '../../modules/bundle-analysis';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time, always with a time zone. */
  DateTime: { input: string; output: Date | string; }
};

export type Account = {
  __typename?: 'Account';
  name: Scalars['String']['output'];
  /** The organisation's Okta application, admins of the organisation only; null for others and when none is saved. */
  oktaConfig?: Maybe<OktaConfig>;
  /** Whether members are asked (enabled) or required (enforced) to sign in with Okta; null when none is saved. */
  oktaSignIn?: Maybe<OktaSignIn>;
};

export type ActivateMeasurementsError = NotFoundError | UnauthenticatedError | UnauthorizedError | ValidationError;

export type ActivateMeasurementsInput = {
  measurementType: MeasurementType;
  owner: Scalars['String']['input'];
  repoName: Scalars['String']['input'];
};

export type ActivateMeasurementsPayload = {
  __typename?: 'ActivateMeasurementsPayload';
  error?: Maybe<ActivateMeasurementsError>;
};

export type Address = {
  __typename?: 'Address';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  line1?: Maybe<Scalars['String']['output']>;
  line2?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

export type AiApp = {
  __typename?: 'AiApp';
  appName: Scalars['String']['output'];
  /** What a pull request comment mentioning the AI reviewer can ask, e.g. 'test'. */
  commands: Array<AiCommand>;
  installUrl?: Maybe<Scalars['String']['output']>;
  modelConfigured: Scalars['Boolean']['output'];
};

export type AiCommand = {
  __typename?: 'AiCommand';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type AiSuggestion = {
  __typename?: 'AiSuggestion';
  body?: Maybe<Scalars['String']['output']>;
  commentPosted: Scalars['Boolean']['output'];
  commitid?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** pending, done, failed or skipped. */
  status: Scalars['String']['output'];
};

export type AssetConnection = {
  __typename?: 'AssetConnection';
  edges: Array<Maybe<AssetEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AssetEdge = {
  __typename?: 'AssetEdge';
  cursor: Scalars['String']['output'];
  node: BundleAsset;
};

export type AssetOrdering =
  | 'NAME'
  | 'SIZE'
  | 'TYPE';

export type Billing = {
  __typename?: 'Billing';
  /**
   * The payment provider plan changes go through ('stripe'), or null when none is configured: changes apply at once
   * and nothing is charged.
   */
  paymentProvider?: Maybe<Scalars['String']['output']>;
  unverifiedPaymentMethods: Array<UnverifiedPaymentMethod>;
};

export type BillingDetails = {
  __typename?: 'BillingDetails';
  address?: Maybe<Address>;
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type Branch = {
  __typename?: 'Branch';
  /** Null when the head commit is not known (or deleted). */
  head?: Maybe<Commit>;
  headSha: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type BranchConnection = {
  __typename?: 'BranchConnection';
  edges: Array<Maybe<BranchEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type BranchEdge = {
  __typename?: 'BranchEdge';
  cursor: Scalars['String']['output'];
  node: Branch;
};

export type BranchesSetFilters = {
  /** Include merged branches. */
  mergedBranches?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive substring of the branch name. */
  searchValue?: InputMaybe<Scalars['String']['input']>;
};

export type BundleAnalysisComparison = {
  __typename?: 'BundleAnalysisComparison';
  /** Head minus base. */
  bundleChange: BundleData;
  /** The head's bundles together. */
  bundleData: BundleData;
  bundles: Array<Maybe<BundleComparison>>;
};

export type BundleAnalysisComparisonResult = BundleAnalysisComparison | FirstPullRequest | MissingBaseCommit | MissingBaseReport | MissingHeadCommit | MissingHeadReport;

/**
 * One series of sizes: `measurements` are bytes per interval (empty intervals have null values); `size` is the
 * latest and `change` the difference between the first and the last measured interval.
 */
export type BundleAnalysisMeasurements = {
  __typename?: 'BundleAnalysisMeasurements';
  assetType: BundleAnalysisMeasurementsAssetType;
  change?: Maybe<BundleData>;
  measurements?: Maybe<Array<Measurement>>;
  name?: Maybe<Scalars['String']['output']>;
  size?: Maybe<BundleData>;
};

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
  assetTypes?: InputMaybe<Array<BundleAnalysisMeasurementsAssetType>>;
};

/**
 * The bundle stats of one commit: every bundle uploaded for it (or carried over from an earlier commit when
 * caching is on).
 */
export type BundleAnalysisReport = {
  __typename?: 'BundleAnalysisReport';
  /**
   * One bundle by name; with filters, its figures and assets cover only those asset types and load types.
   * Null when the commit has no bundle of that name.
   */
  bundle?: Maybe<BundleReport>;
  /** All bundles together. */
  bundleData: BundleData;
  bundles: Array<Maybe<BundleReport>>;
  /** Some bundle comes from an earlier commit's upload. */
  isCached: Scalars['Boolean']['output'];
};


/**
 * The bundle stats of one commit: every bundle uploaded for it (or carried over from an earlier commit when
 * caching is on).
 */
export type BundleAnalysisReportBundleArgs = {
  filters?: InputMaybe<BundleAnalysisReportFilters>;
  name: Scalars['String']['input'];
};

export type BundleAnalysisReportFilters = {
  loadTypes?: InputMaybe<Array<BundleLoadTypes>>;
  reportGroups?: InputMaybe<Array<BundleReportGroups>>;
};

export type BundleAnalysisReportResult = BundleAnalysisReport | MissingHeadReport;

export type BundleAsset = {
  __typename?: 'BundleAsset';
  bundleData: BundleData;
  /** The file extension, e.g. "js" or "css". */
  extension: Scalars['String']['output'];
  /** The asset's size per interval between `after` and `before` on `branch` (the commit's branch when not given). */
  measurements?: Maybe<BundleAnalysisMeasurements>;
  modules: Array<Maybe<BundleModule>>;
  name: Scalars['String']['output'];
  /** The name without its content hash, the same across builds. */
  normalizedName: Scalars['String']['output'];
  routes?: Maybe<Array<Scalars['String']['output']>>;
};


export type BundleAssetMeasurementsArgs = {
  after?: InputMaybe<Scalars['DateTime']['input']>;
  before: Scalars['DateTime']['input'];
  branch?: InputMaybe<Scalars['String']['input']>;
  interval: MeasurementInterval;
};

/** A bundle's caching after the change. */
export type BundleCacheConfig = {
  __typename?: 'BundleCacheConfig';
  bundleName?: Maybe<Scalars['String']['output']>;
  /** Caching is on for the bundle. */
  cacheConfig: Scalars['Boolean']['output'];
  /** The bundle of the default branch's newest commit comes from an earlier commit's upload. */
  isCached: Scalars['Boolean']['output'];
};

export type BundleCacheConfigInput = {
  bundleName: Scalars['String']['input'];
  toggleCaching: Scalars['Boolean']['input'];
};

export type BundleComparison = {
  __typename?: 'BundleComparison';
  bundleChange: BundleData;
  bundleData: BundleData;
  /** "added", "removed" or "changed". */
  changeType: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type BundleData = {
  __typename?: 'BundleData';
  loadTime: BundleLoadTime;
  size: BundleSize;
};

/** Estimated download times in milliseconds. */
export type BundleLoadTime = {
  __typename?: 'BundleLoadTime';
  highSpeed: Scalars['Int']['output'];
  threeG: Scalars['Int']['output'];
};

/** How an asset is loaded: an entry point, loaded with the entry (initial), or on demand (lazy). */
export type BundleLoadTypes =
  | 'ENTRY'
  | 'INITIAL'
  | 'LAZY';

export type BundleModule = {
  __typename?: 'BundleModule';
  bundleData: BundleData;
  extension: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type BundleReport = {
  __typename?: 'BundleReport';
  /** One asset by name; null when the bundle has none of that name. */
  asset?: Maybe<BundleAsset>;
  assets: Array<Maybe<BundleAsset>>;
  /** The assets page by page, by `ordering` (SIZE when not given) in `orderingDirection` (DESC when not given). */
  assetsPaginated?: Maybe<AssetConnection>;
  bundleData: BundleData;
  bundleDataFiltered: BundleData;
  /** Caching is on for this bundle: a commit without its upload carries the previous one forward. */
  cacheConfig: Scalars['Boolean']['output'];
  /**
   * Packages the bundle holds more than once (several copies under distinct `node_modules` folders, or several
   * versions), read from its modules whatever the filters; the most wasted bytes first. Empty when none.
   */
  duplicatePackages: Array<DuplicatePackage>;
  info: BundleReportInfo;
  /** The bundle comes from an earlier commit's upload. */
  isCached: Scalars['Boolean']['output'];
  /**
   * The bundle's sizes per interval between `after` and `before` on `branch` (the commit's branch when not
   * given), one series per asset type asked for (every type when no filter is given).
   */
  measurements?: Maybe<Array<BundleAnalysisMeasurements>>;
  moduleCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /**
   * A size-limit-style estimate of what the bundle's assets (those the filters keep) cost a visitor on a
   * mid-range phone over slow 3G.
   */
  sizeLimit: BundleSizeLimit;
};


export type BundleReportAssetArgs = {
  name: Scalars['String']['input'];
};


export type BundleReportAssetsPaginatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  ordering?: InputMaybe<AssetOrdering>;
  orderingDirection?: InputMaybe<OrderingDirection>;
};


export type BundleReportBundleDataFilteredArgs = {
  filters?: InputMaybe<BundleReportFilters>;
};


export type BundleReportMeasurementsArgs = {
  after?: InputMaybe<Scalars['DateTime']['input']>;
  before: Scalars['DateTime']['input'];
  branch?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<BundleAnalysisMeasurementsSetFilters>;
  interval: MeasurementInterval;
  orderingDirection?: InputMaybe<OrderingDirection>;
};

export type BundleReportFilters = {
  reportGroup?: InputMaybe<BundleReportGroups>;
};

/** What an asset is, as the bundle filters group them. */
export type BundleReportGroups =
  | 'FONT'
  | 'IMAGE'
  | 'JAVASCRIPT'
  | 'STYLESHEET'
  | 'UNKNOWN';

/** How the bundle was built, as its stats file says. */
export type BundleReportInfo = {
  __typename?: 'BundleReportInfo';
  builtAt: Scalars['String']['output'];
  bundlerName: Scalars['String']['output'];
  bundlerVersion: Scalars['String']['output'];
  duration: Scalars['Int']['output'];
  pluginName: Scalars['String']['output'];
  pluginVersion: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

/** Sizes in bytes. */
export type BundleSize = {
  __typename?: 'BundleSize';
  gzip: Scalars['Int']['output'];
  uncompress: Scalars['Int']['output'];
};

/**
 * What the assets cost a visitor, in the manner of size-limit: download over slow 3G (50 kB/s) plus the time a
 * mid-range phone takes to parse, compile and run the JavaScript (about 1 MB per second). Estimates, not measured.
 */
export type BundleSizeLimit = {
  __typename?: 'BundleSizeLimit';
  /** Milliseconds to download them on slow 3G. */
  downloadTime: Scalars['Int']['output'];
  /** Milliseconds to parse, compile and run the JavaScript among them. */
  runTime: Scalars['Int']['output'];
  /** Download plus run time, in milliseconds. */
  totalTime: Scalars['Int']['output'];
  /** Bytes sent over the wire: the gzip size of each asset, or its size when unknown. */
  transferSize: Scalars['Int']['output'];
};

export type CancelTrialError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type CancelTrialInput = {
  orgUsername: Scalars['String']['input'];
};

export type CancelTrialPayload = {
  __typename?: 'CancelTrialPayload';
  error?: Maybe<CancelTrialError>;
};

export type Card = {
  __typename?: 'Card';
  brand?: Maybe<Scalars['String']['output']>;
  expMonth?: Maybe<Scalars['Int']['output']>;
  expYear?: Maybe<Scalars['Int']['output']>;
  last4?: Maybe<Scalars['String']['output']>;
};

export type Commit = {
  __typename?: 'Commit';
  author?: Maybe<Owner>;
  branchName?: Maybe<Scalars['String']['output']>;
  bundleAnalysis?: Maybe<CommitBundleAnalysis>;
  /**
   * Where the commit's bundle stats uploads stand: any failed, ERROR; else any not yet processed, PENDING; else
   * COMPLETED. Null without bundle stats uploads.
   */
  bundleStatus?: Maybe<CommitStatus>;
  ciPassed?: Maybe<Scalars['Boolean']['output']>;
  commitid: Scalars['String']['output'];
  /** This commit against its parent. */
  compareWithParent?: Maybe<ComparisonResult>;
  coverageAnalytics?: Maybe<CommitCoverageAnalytics>;
  /** Any upload failed: ERROR; else any upload not yet processed: PENDING; else COMPLETED. Null without uploads. */
  coverageStatus?: Maybe<CommitStatus>;
  /** The commit's timestamp. */
  createdAt: Scalars['DateTime']['output'];
  /** pathContents page by page (the same entries in the same order). */
  deprecatedPathContents?: Maybe<DeprecatedPathContentsResult>;
  errors: CommitErrorsConnection;
  /** The error of the most recently failed upload; null when none failed. */
  latestUploadError?: Maybe<LatestUploadError>;
  message?: Maybe<Scalars['String']['output']>;
  /** The statuses and the comment posted (or not) to the git host for this commit, by name. */
  notifications: Array<CommitNotification>;
  parent?: Maybe<Commit>;
  /** The files and folders under `path` (the root when null or empty) with their totals. */
  pathContents?: Maybe<PathContentsResult>;
  pullId?: Maybe<Scalars['Int']['output']>;
  /** "complete", "pending", "error" or "skipped". */
  state?: Maybe<Scalars['String']['output']>;
  /**
   * The commit's test results: counts by each test's latest outcome on the commit, and the tests that failed. Null
   * when no test results were uploaded for the commit.
   */
  testResults?: Maybe<CommitTestResults>;
  totalUploads: Scalars['Int']['output'];
  /** Coverage uploads by id; all of them when no pagination argument is given. */
  uploads?: Maybe<UploadConnection>;
  /** The commit's codecov.yml: the repository's file at the commit, or the one sent with an upload. */
  yaml?: Maybe<Scalars['String']['output']>;
  /** Which codecov.yml applied when the commit was processed and where it came from; null before processing. */
  yamlSource?: Maybe<CommitYamlSource>;
  /** DEFAULT when the commit has no codecov.yml of its own. */
  yamlState?: Maybe<YamlStates>;
};


export type CommitDeprecatedPathContentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<PathContentsFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
};


export type CommitErrorsArgs = {
  errorType: CommitErrorType;
};


export type CommitPathContentsArgs = {
  filters?: InputMaybe<PathContentsFilters>;
  path?: InputMaybe<Scalars['String']['input']>;
};


export type CommitUploadsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type CommitBundleAnalysis = {
  __typename?: 'CommitBundleAnalysis';
  bundleAnalysisCompareWithParent?: Maybe<BundleAnalysisComparisonResult>;
  bundleAnalysisReport?: Maybe<BundleAnalysisReportResult>;
  /** Why the commit's most recently failed bundle stats upload failed (the upload is kept); null when none failed. */
  latestUploadError?: Maybe<LatestUploadError>;
};

export type CommitConnection = {
  __typename?: 'CommitConnection';
  edges: Array<Maybe<CommitEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CommitCoverageAnalytics = {
  __typename?: 'CommitCoverageAnalytics';
  /** Components of the commit's codecov.yml with their totals (those named in the filter when given). */
  components: Array<Component>;
  /**
   * One file's line coverage, optionally only of the given flags' and components' sessions; null when the report
   * has no such file.
   */
  coverageFile?: Maybe<File>;
  /** Distinct flags of the commit's processed uploads, in name order. */
  flagNames?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** Totals of the commit's merged report; null until a report has been processed. */
  totals?: Maybe<CoverageTotals>;
  /** Paths of the processed uploads' reports that matched no file of the repository. */
  unmatchedPaths: UnmatchedPaths;
};


export type CommitCoverageAnalyticsComponentsArgs = {
  filters?: InputMaybe<ComponentsFilters>;
};


export type CommitCoverageAnalyticsCoverageFileArgs = {
  components?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  flags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  path: Scalars['String']['input'];
};

export type CommitEdge = {
  __typename?: 'CommitEdge';
  cursor: Scalars['String']['output'];
  node: Commit;
};

export type CommitError = {
  __typename?: 'CommitError';
  errorCode: CommitErrorCode;
  /** Where and what, e.g. "coverage.range: must be two numbers". */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** Lowercase, as Codecov-shaped clients expect. */
export type CommitErrorCode =
  | 'invalid_yaml'
  | 'repo_bot_invalid'
  | 'yaml_client_error'
  | 'yaml_unknown_error';

export type CommitErrorEdge = {
  __typename?: 'CommitErrorEdge';
  cursor: Scalars['String']['output'];
  node: CommitError;
};

export type CommitErrorType =
  | 'BOT_ERROR'
  | 'YAML_ERROR';

export type CommitErrorsConnection = {
  __typename?: 'CommitErrorsConnection';
  edges: Array<Maybe<CommitErrorEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CommitFailedTest = {
  __typename?: 'CommitFailedTest';
  /** The CI build of the upload the failure came from. */
  buildUrl?: Maybe<Scalars['String']['output']>;
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  failureMessage?: Maybe<Scalars['String']['output']>;
  flags: Array<Scalars['String']['output']>;
  /**
   * Failures over runs on the default branch during the test's current flaky spell, from 0 to 1; null when not
   * flaky.
   */
  flakeRate?: Maybe<Scalars['Float']['output']>;
  isFlaky: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  testId: Scalars['ID']['output'];
  testSuite: Scalars['String']['output'];
};

/**
 * What was posted back to the git host for a commit: a commit status (`codecov/project`, `codecov/patch/<name>`, …)
 * or the pull request comment (`comment`).
 */
export type CommitNotification = {
  __typename?: 'CommitNotification';
  description?: Maybe<Scalars['String']['output']>;
  /** Why it failed or was skipped. */
  error?: Maybe<Scalars['String']['output']>;
  /**
   * How it went to the git host: a commit status, a GitHub check run, the pull request comment, or the comment
   * saying uploads could not be processed; null for the line that says why nothing was posted.
   */
  kind?: Maybe<NotificationKind>;
  /** The status context (`codecov/project`), or `comment`. */
  name: Scalars['String']['output'];
  /** POSTED, FAILED (the host refused or could not be reached; retried) or SKIPPED (not due, see `error`). */
  outcome: NotificationOutcome;
  postedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The status state: success, failure or error; null for the comment and for skipped statuses. */
  state?: Maybe<Scalars['String']['output']>;
  /** The coverage the status was judged against (`60.00%`), when it had one. */
  target?: Maybe<Scalars['String']['output']>;
  /** The page the status links to. */
  url?: Maybe<Scalars['String']['output']>;
};

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

export type CommitTestResults = {
  __typename?: 'CommitTestResults';
  /** Failures, flaky ones included. */
  failedCount: Scalars['Int']['output'];
  /** The tests whose latest run on the commit failed, non-flaky first, then by name. */
  failedTests: Array<CommitFailedTest>;
  flakyCount: Scalars['Int']['output'];
  /** Why the commit's most recently failed test results upload failed (the upload is kept); null when none failed. */
  latestUploadError?: Maybe<LatestUploadError>;
  passedCount: Scalars['Int']['output'];
  skippedCount: Scalars['Int']['output'];
  /** Tests run on the commit, counted once each by their latest outcome. */
  totalCount: Scalars['Int']['output'];
};


export type CommitTestResultsFailedTestsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type CommitYamlSource = {
  __typename?: 'CommitYamlSource';
  kind: YamlSourceKind;
  /** The file's path in the repository, for REPOSITORY_FILE. */
  path?: Maybe<Scalars['String']['output']>;
  /** Unknown keys in the file: ignored, reported as "path: unknown key". */
  warnings: Array<Scalars['String']['output']>;
};

export type CommitsSetFilters = {
  branchName?: InputMaybe<Scalars['String']['input']>;
  coverageStatus?: InputMaybe<Array<CommitStatus>>;
  /** Leave out commits whose CI failed. */
  hideFailedCI?: InputMaybe<Scalars['Boolean']['input']>;
  pullId?: InputMaybe<Scalars['Int']['input']>;
  /** A full SHA, a SHA prefix of at least 7 characters, or a case-insensitive substring of the message. */
  search?: InputMaybe<Scalars['String']['input']>;
  states?: InputMaybe<Array<CommitState>>;
};

export type Comparison = {
  __typename?: 'Comparison';
  baseCommit?: Maybe<Scalars['String']['output']>;
  /** How many commits apart the base compared to and the true base are, when both are known. */
  baseDistance?: Maybe<Scalars['Int']['output']>;
  /** A sentence saying which base was used and why. */
  baseExplanation?: Maybe<Scalars['String']['output']>;
  baseTotals?: Maybe<CoverageTotals>;
  baseUploadCount: Scalars['Int']['output'];
  /** Head coverage minus base coverage, in percentage points. */
  changeCoverage?: Maybe<Scalars['Float']['output']>;
  componentComparisons?: Maybe<Array<ComponentComparison>>;
  componentComparisonsCount: Scalars['Int']['output'];
  /** Why there is no diff, when there is none. */
  diffMessage?: Maybe<Scalars['String']['output']>;
  diffSource: DiffSource;
  directChangedFilesCount: Scalars['Int']['output'];
  flagComparisons?: Maybe<Array<Maybe<FlagComparison>>>;
  flagComparisonsCount: Scalars['Int']['output'];
  /** Base and head were built from different numbers of uploads, which can explain a change. */
  hasDifferentNumberOfHeadAndBaseReports: Scalars['Boolean']['output'];
  headCommit?: Maybe<Scalars['String']['output']>;
  headTotals?: Maybe<CoverageTotals>;
  headUploadCount: Scalars['Int']['output'];
  /**
   * One file of the comparison; with filters, its figures and diff lines cover only those flags and components
   * (null when they have no coverage of it).
   */
  impactedFile?: Maybe<ImpactedFile>;
  impactedFiles: ImpactedFilesResult;
  impactedFilesCount: Scalars['Int']['output'];
  indirectChangedFilesCount: Scalars['Int']['output'];
  /** The base compared to is not the true base (the true base has no report). */
  isPseudoBase: Scalars['Boolean']['output'];
  /** Totals over the lines the diff adds; null without a diff or when it adds no line with coverage. */
  patchTotals?: Maybe<CoverageTotals>;
  /** "processed", or "pending" while either commit still has uploads being processed. */
  state: Scalars['String']['output'];
  /** The true base of the pull request (merge base with the target branch), when known. */
  trueBaseCommit?: Maybe<Scalars['String']['output']>;
};


export type ComparisonComponentComparisonsArgs = {
  filters?: InputMaybe<ComponentsFilters>;
};


export type ComparisonFlagComparisonsArgs = {
  filters?: InputMaybe<FlagComparisonFilters>;
};


export type ComparisonImpactedFileArgs = {
  filters?: InputMaybe<ImpactedFileFilters>;
  path: Scalars['String']['input'];
};


export type ComparisonImpactedFilesArgs = {
  filters?: InputMaybe<ImpactedFilesFilters>;
};

export type ComparisonResult = Comparison | FirstPullRequest | MissingBaseCommit | MissingBaseReport | MissingComparison | MissingHeadCommit | MissingHeadReport;

export type Component = {
  __typename?: 'Component';
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  totals?: Maybe<CoverageTotals>;
};

export type ComponentComparison = {
  __typename?: 'ComponentComparison';
  baseTotals?: Maybe<CoverageTotals>;
  headTotals?: Maybe<CoverageTotals>;
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  patchTotals?: Maybe<CoverageTotals>;
};

export type ComponentMeasurements = {
  __typename?: 'ComponentMeasurements';
  componentId: Scalars['String']['output'];
  lastUploaded?: Maybe<Scalars['DateTime']['output']>;
  measurements: Array<Measurement>;
  name: Scalars['String']['output'];
  percentChange?: Maybe<Scalars['Float']['output']>;
  percentCovered?: Maybe<Scalars['Float']['output']>;
};

export type ComponentMeasurementsSetFilters = {
  components?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type ComponentsFilters = {
  components?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ComponentsYaml = {
  __typename?: 'ComponentsYaml';
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Config = {
  __typename?: 'Config';
  /**
   * The AI app: its GitHub app name (`GH_APP_AI`), the link that installs it, and whether a model endpoint is
   * configured (`CANOPY_AI_API_URL`); without one nothing is sent anywhere.
   */
  aiApp: AiApp;
  bitbucketServerURL?: Maybe<Scalars['String']['output']>;
  githubEnterpriseURL?: Maybe<Scalars['String']['output']>;
  gitlabEnterpriseURL?: Maybe<Scalars['String']['output']>;
  /** Self-hosted only: whether the installation has designated admins. */
  hasAdmins?: Maybe<Scalars['Boolean']['output']>;
  /** Coverage series (charts, flag and component analytics) are available. */
  isTimescaleEnabled: Scalars['Boolean']['output'];
  /** Providers a user can sign in with (those with an OAuth client configured). */
  loginProviders: Array<LoginProvider>;
  /** Self-hosted only (null on the hosted edition). */
  planAutoActivate?: Maybe<Scalars['Boolean']['output']>;
  /** Self-hosted only: seats allowed by the licence; null when unlimited. */
  seatsLimit?: Maybe<Scalars['Int']['output']>;
  /** Self-hosted only: owners activated in any organisation. */
  seatsUsed?: Maybe<Scalars['Int']['output']>;
  /** Self-hosted only; null when no licence is installed. */
  selfHostedLicense?: Maybe<SelfHostedLicense>;
  syncProviders: Array<SyncProvider>;
};

export type CoverageAnalytics = {
  __typename?: 'CoverageAnalytics';
  commitSha?: Maybe<Scalars['String']['output']>;
  /** Coverage series of the components of the default branch's codecov.yml. */
  components: Array<ComponentMeasurements>;
  componentsCount: Scalars['Int']['output'];
  componentsMeasurementsActive: Scalars['Boolean']['output'];
  componentsMeasurementsBackfilled: Scalars['Boolean']['output'];
  /** Components declared in the default branch's codecov.yml, optionally those whose id or name contains `termId`. */
  componentsYaml: Array<ComponentsYaml>;
  /**
   * Flags ever uploaded to the repository, by name. Their coverage and series are of `branch`, the default branch
   * when it is not given.
   */
  flags: FlagConnection;
  flagsCount: Scalars['Int']['output'];
  flagsMeasurementsActive: Scalars['Boolean']['output'];
  flagsMeasurementsBackfilled: Scalars['Boolean']['output'];
  hits?: Maybe<Scalars['Int']['output']>;
  lines?: Maybe<Scalars['Int']['output']>;
  /**
   * Coverage of the branch (the default branch when not given) per interval between `after` and `before`;
   * intervals without a commit have null values.
   */
  measurements: Array<Measurement>;
  misses?: Maybe<Scalars['Int']['output']>;
  percentCovered?: Maybe<Scalars['Float']['output']>;
};


export type CoverageAnalyticsComponentsArgs = {
  after: Scalars['DateTime']['input'];
  before: Scalars['DateTime']['input'];
  branch?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<ComponentMeasurementsSetFilters>;
  interval: MeasurementInterval;
  orderingDirection?: InputMaybe<OrderingDirection>;
};


export type CoverageAnalyticsComponentsYamlArgs = {
  termId?: InputMaybe<Scalars['String']['input']>;
};


export type CoverageAnalyticsFlagsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  branch?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<FlagSetFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderingDirection?: InputMaybe<OrderingDirection>;
};


export type CoverageAnalyticsMeasurementsArgs = {
  after?: InputMaybe<Scalars['DateTime']['input']>;
  before?: InputMaybe<Scalars['DateTime']['input']>;
  branch?: InputMaybe<Scalars['String']['input']>;
  interval: MeasurementInterval;
};

export type CoverageAnnotation = {
  __typename?: 'CoverageAnnotation';
  coverage: CoverageLine;
  line: Scalars['Int']['output'];
};

export type CoverageInfo = {
  __typename?: 'CoverageInfo';
  hitCount?: Maybe<Scalars['Int']['output']>;
  hitUploadIds?: Maybe<Array<Scalars['Int']['output']>>;
};

/** H hit, M miss, P partial. */
export type CoverageLine =
  | 'H'
  | 'M'
  | 'P';

export type CoverageTotals = {
  __typename?: 'CoverageTotals';
  /** @deprecated Use percentCovered */
  coverage?: Maybe<Scalars['Float']['output']>;
  fileCount?: Maybe<Scalars['Int']['output']>;
  hitsCount?: Maybe<Scalars['Int']['output']>;
  lineCount?: Maybe<Scalars['Int']['output']>;
  missesCount?: Maybe<Scalars['Int']['output']>;
  partialsCount?: Maybe<Scalars['Int']['output']>;
  /** Percentage of covered lines (hits over lines), unrounded; null when there are no lines. */
  percentCovered?: Maybe<Scalars['Float']['output']>;
};

export type CreateApiTokenError = UnauthenticatedError | ValidationError;

export type CreateApiTokenInput = {
  name: Scalars['String']['input'];
};

export type CreateApiTokenPayload = {
  __typename?: 'CreateApiTokenPayload';
  error?: Maybe<CreateApiTokenError>;
  fullToken?: Maybe<Scalars['String']['output']>;
  session?: Maybe<Session>;
};

export type CreateUserTokenError = UnauthenticatedError | ValidationError;

export type CreateUserTokenInput = {
  name: Scalars['String']['input'];
  /** "api", the only kind there is (the default). */
  tokenType?: InputMaybe<Scalars['String']['input']>;
};

export type CreateUserTokenPayload = {
  __typename?: 'CreateUserTokenPayload';
  error?: Maybe<CreateUserTokenError>;
  fullToken?: Maybe<Scalars['String']['output']>;
  token?: Maybe<UserToken>;
};

export type DeleteComponentMeasurementsError = NotFoundError | UnauthenticatedError | UnauthorizedError | ValidationError;

export type DeleteComponentMeasurementsInput = {
  componentId: Scalars['String']['input'];
  ownerUsername: Scalars['String']['input'];
  repoName: Scalars['String']['input'];
};

export type DeleteComponentMeasurementsPayload = {
  __typename?: 'DeleteComponentMeasurementsPayload';
  error?: Maybe<DeleteComponentMeasurementsError>;
};

export type DeleteFlagError = NotFoundError | UnauthenticatedError | UnauthorizedError | ValidationError;

export type DeleteFlagInput = {
  flagName: Scalars['String']['input'];
  ownerUsername: Scalars['String']['input'];
  repoName: Scalars['String']['input'];
};

export type DeleteFlagPayload = {
  __typename?: 'DeleteFlagPayload';
  error?: Maybe<DeleteFlagError>;
};

export type DeleteSessionError = NotFoundError | UnauthenticatedError;

export type DeleteSessionInput = {
  sessionid: Scalars['Int']['input'];
};

export type DeleteSessionPayload = {
  __typename?: 'DeleteSessionPayload';
  error?: Maybe<DeleteSessionError>;
};

export type DeprecatedPathContentsResult = MissingCoverage | MissingHeadReport | PathContentConnection | UnknownFlags | UnknownPath;

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

/** A package found more than once in a bundle. */
export type DuplicatePackage = {
  __typename?: 'DuplicatePackage';
  /** Each copy, the largest first. */
  copies: Array<PackageCopy>;
  /** The package name, e.g. "lodash" or "@scope/name". */
  name: Scalars['String']['output'];
  /** The distinct versions the module paths tell (pnpm store paths do); empty when they tell none. */
  versions: Array<Scalars['String']['output']>;
  /** Bytes all copies but the largest add to the bundle. */
  wastedBytes: Scalars['Int']['output'];
};

export type EncodeSecretStringError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type EncodeSecretStringInput = {
  owner?: InputMaybe<Scalars['String']['input']>;
  repoName: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type EncodeSecretStringPayload = {
  __typename?: 'EncodeSecretStringPayload';
  error?: Maybe<EncodeSecretStringError>;
  /** `secret:` followed by the encrypted value. */
  value?: Maybe<Scalars['String']['output']>;
};

export type EraseRepositoryError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type EraseRepositoryInput = {
  owner?: InputMaybe<Scalars['String']['input']>;
  repoName: Scalars['String']['input'];
};

export type EraseRepositoryPayload = {
  __typename?: 'EraseRepositoryPayload';
  error?: Maybe<EraseRepositoryError>;
};

/** One file of a report. */
export type File = {
  __typename?: 'File';
  /** The source at this commit, from the git provider or a local mirror; null when neither has it. */
  content?: Maybe<Scalars['String']['output']>;
  coverage: Array<CoverageAnnotation>;
  /** MD5 (hex) of the path. */
  hashedPath: Scalars['String']['output'];
  /** Per covered line, how many sessions hit it and which (their upload ids). */
  hitCounts: Array<LineHits>;
  totals?: Maybe<CoverageTotals>;
};

export type FirstPullRequest = ResolverError & {
  __typename?: 'FirstPullRequest';
  message: Scalars['String']['output'];
};

export type Flag = {
  __typename?: 'Flag';
  measurements: Array<Measurement>;
  name: Scalars['String']['output'];
  /**
   * Change of the flag's coverage over a window of the branch: the last measured interval's average
   * minus the first one's. Each argument not given is taken from the `measurements` field selected beside it;
   * without either, the last 30 days by day. Null when nothing was measured in the window.
   */
  percentChange?: Maybe<Scalars['Float']['output']>;
  /**
   * Coverage of the flag's sessions in the branch's newest report: the default branch's, or the head of the branch
   * the flags were asked for.
   */
  percentCovered?: Maybe<Scalars['Float']['output']>;
};


export type FlagMeasurementsArgs = {
  after: Scalars['DateTime']['input'];
  before: Scalars['DateTime']['input'];
  interval: MeasurementInterval;
};


export type FlagPercentChangeArgs = {
  after?: InputMaybe<Scalars['DateTime']['input']>;
  before?: InputMaybe<Scalars['DateTime']['input']>;
  interval?: InputMaybe<MeasurementInterval>;
};

export type FlagComparison = {
  __typename?: 'FlagComparison';
  baseTotals?: Maybe<CoverageTotals>;
  headTotals?: Maybe<CoverageTotals>;
  name: Scalars['String']['output'];
  patchTotals?: Maybe<CoverageTotals>;
};

export type FlagComparisonFilters = {
  term?: InputMaybe<Scalars['String']['input']>;
};

export type FlagConnection = {
  __typename?: 'FlagConnection';
  edges: Array<Maybe<FlagEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type FlagEdge = {
  __typename?: 'FlagEdge';
  cursor: Scalars['String']['output'];
  node: Flag;
};

export type FlagSetFilters = {
  flagsNames?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Case-insensitive substring of the flag name. */
  term?: InputMaybe<Scalars['String']['input']>;
};

export type FlakeAggregates = {
  __typename?: 'FlakeAggregates';
  flakeCount: Scalars['Int']['output'];
  flakeCountPercentChange?: Maybe<Scalars['Float']['output']>;
  /** From 0 to 1. */
  flakeRate: Scalars['Float']['output'];
  flakeRatePercentChange?: Maybe<Scalars['Float']['output']>;
  /**
   * Seconds of CI time spent on runs that failed flakily: each flaky failure at its test's average run time over the
   * interval.
   */
  timeLostToFlakes: Scalars['Float']['output'];
  timeLostToFlakesPercentChange?: Maybe<Scalars['Float']['output']>;
};

export type GoalOnboarding =
  | 'IMPROVE_COVERAGE'
  | 'MAINTAIN_COVERAGE'
  | 'OTHER'
  | 'STARTING_WITH_TESTS'
  | 'TEAM_REQUIREMENTS';

export type ImpactedFile = {
  __typename?: 'ImpactedFile';
  baseCoverage?: Maybe<CoverageTotals>;
  baseName?: Maybe<Scalars['String']['output']>;
  changeCoverage?: Maybe<Scalars['Float']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  hashedPath: Scalars['String']['output'];
  headCoverage?: Maybe<CoverageTotals>;
  headName?: Maybe<Scalars['String']['output']>;
  isDeletedFile: Scalars['Boolean']['output'];
  /** The file has lines in the diff. */
  isInDiff: Scalars['Boolean']['output'];
  isNewFile: Scalars['Boolean']['output'];
  isRenamedFile: Scalars['Boolean']['output'];
  missedLines: Array<Scalars['Int']['output']>;
  /** Added lines that are not covered (misses and partials). */
  missesCount: Scalars['Int']['output'];
  patchCoverage?: Maybe<CoverageTotals>;
  segments: SegmentsResult;
  /** Lines outside the diff whose coverage changed. */
  unexpectedLines: Array<LineChange>;
};


export type ImpactedFileSegmentsArgs = {
  filters?: InputMaybe<SegmentsFilters>;
};

/** The flags and components a single impacted file is compared on, as in `impactedFiles(filters:)`. */
export type ImpactedFileFilters = {
  components?: InputMaybe<Array<Scalars['String']['input']>>;
  flags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ImpactedFileParameter =
  | 'CHANGE_COVERAGE'
  | 'FILE_NAME'
  | 'HEAD_COVERAGE'
  | 'MISSES_COUNT'
  | 'PATCH_COVERAGE';

export type ImpactedFiles = {
  __typename?: 'ImpactedFiles';
  results: Array<Maybe<ImpactedFile>>;
};

export type ImpactedFilesFilters = {
  components?: InputMaybe<Array<Scalars['String']['input']>>;
  flags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** true: only files with changes outside the diff (indirect changes); false: only files in the diff. */
  hasUnintendedChanges?: InputMaybe<Scalars['Boolean']['input']>;
  ordering?: InputMaybe<ImpactedFilesOrdering>;
};

export type ImpactedFilesOrdering = {
  direction?: InputMaybe<OrderingDirection>;
  parameter?: InputMaybe<ImpactedFileParameter>;
};

export type ImpactedFilesResult = ImpactedFiles | UnknownFlags;

export type IndicationRange = {
  __typename?: 'IndicationRange';
  lowerRange: Scalars['Float']['output'];
  upperRange: Scalars['Float']['output'];
};

/** An invoice of the payment provider. Amounts are in cents of `currency`; times are Unix seconds. */
export type Invoice = {
  __typename?: 'Invoice';
  amountDue: Scalars['Float']['output'];
  amountPaid: Scalars['Float']['output'];
  created: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** The billed-to address on one line, as the invoice prints it: "1 Main St, Suite 2, Springfield, IL 62701, US". */
  customerAddress?: Maybe<Scalars['String']['output']>;
  customerEmail?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  defaultPaymentMethod?: Maybe<PaymentMethod>;
  dueDate?: Maybe<Scalars['Int']['output']>;
  footer?: Maybe<Scalars['String']['output']>;
  hostedInvoiceUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  invoicePdf?: Maybe<Scalars['String']['output']>;
  lineItems: Array<LineItem>;
  number?: Maybe<Scalars['String']['output']>;
  periodEnd: Scalars['Int']['output'];
  periodStart: Scalars['Int']['output'];
  status?: Maybe<Scalars['String']['output']>;
  subtotal: Scalars['Float']['output'];
  taxIds: Array<TaxInfo>;
  total: Scalars['Float']['output'];
};

export type LatestUploadError = {
  __typename?: 'LatestUploadError';
  errorCode?: Maybe<UploadErrorEnum>;
  errorMessage?: Maybe<Scalars['String']['output']>;
};

export type LineChange = {
  __typename?: 'LineChange';
  baseCoverage?: Maybe<CoverageLine>;
  baseNumber?: Maybe<Scalars['Int']['output']>;
  headCoverage?: Maybe<CoverageLine>;
  headNumber?: Maybe<Scalars['Int']['output']>;
};

export type LineComparison = {
  __typename?: 'LineComparison';
  baseCoverage?: Maybe<CoverageLine>;
  baseNumber?: Maybe<Scalars['String']['output']>;
  /** The line's text from the diff; null outside the diff. */
  content?: Maybe<Scalars['String']['output']>;
  coverageInfo: CoverageInfo;
  headCoverage?: Maybe<CoverageLine>;
  headNumber?: Maybe<Scalars['String']['output']>;
};


export type LineComparisonCoverageInfoArgs = {
  ignoredUploadIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type LineHits = {
  __typename?: 'LineHits';
  /** Branches covered / total on a branch line, e.g. "1/2"; null for plain lines. */
  branches?: Maybe<Scalars['String']['output']>;
  hitCount: Scalars['Int']['output'];
  hitUploadIds: Array<Scalars['Int']['output']>;
  line: Scalars['Int']['output'];
};

export type LineItem = {
  __typename?: 'LineItem';
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  periodEnd?: Maybe<Scalars['Int']['output']>;
  periodStart?: Maybe<Scalars['Int']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
};

export type LoginProvider =
  | 'BITBUCKET'
  | 'BITBUCKET_SERVER'
  | 'GITHUB'
  | 'GITHUB_ENTERPRISE'
  | 'GITLAB'
  | 'GITLAB_ENTERPRISE'
  | 'OKTA';

export type Me = {
  __typename?: 'Me';
  businessEmail?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  /** A sync of the person's organisations and repositories with their git host waits or runs. */
  isSyncingWithGitProvider: Scalars['Boolean']['output'];
  /** Organisations the current owner belongs to, newest (highest ownerid) first. */
  myOrganizations: MyOrganizationConnection;
  onboardingCompleted: Scalars['Boolean']['output'];
  /** The current owner. */
  owner: Owner;
  privateAccess?: Maybe<Scalars['Boolean']['output']>;
  /** Sign-in sessions of the current user, newest first. */
  sessions: SessionConnection;
  /** Null when the owner has no linked user account. */
  termsAgreement?: Maybe<Scalars['Boolean']['output']>;
  /** The current user's API tokens, newest first. A token's secret is shown once, when it is created, never here. */
  tokens: UserTokenConnection;
  trackingMetadata: TrackingMetadata;
  /** The current owner seen as a person. */
  user: User;
  /** Repositories owned by the current owner or one of its organisations that the viewer may see. */
  viewableRepositories: ViewableRepositoryConnection;
};


export type MeMyOrganizationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<OrganizationSetFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type MeSessionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type MeTokensArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type MeViewableRepositoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<RepositorySetFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  ordering?: InputMaybe<RepositoryOrdering>;
  orderingDirection?: InputMaybe<OrderingDirection>;
};

/** One interval of a coverage series: the average, lowest and highest coverage of the commits in it. */
export type Measurement = {
  __typename?: 'Measurement';
  avg?: Maybe<Scalars['Float']['output']>;
  max?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  timestamp: Scalars['DateTime']['output'];
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

export type MissingBaseCommit = ResolverError & {
  __typename?: 'MissingBaseCommit';
  message: Scalars['String']['output'];
};

export type MissingBaseReport = ResolverError & {
  __typename?: 'MissingBaseReport';
  message: Scalars['String']['output'];
};

export type MissingComparison = ResolverError & {
  __typename?: 'MissingComparison';
  message: Scalars['String']['output'];
};

export type MissingCoverage = ResolverError & {
  __typename?: 'MissingCoverage';
  message: Scalars['String']['output'];
};

export type MissingHeadCommit = ResolverError & {
  __typename?: 'MissingHeadCommit';
  message: Scalars['String']['output'];
};

export type MissingHeadReport = ResolverError & {
  __typename?: 'MissingHeadReport';
  message: Scalars['String']['output'];
};

export type MissingService = ResolverError & {
  __typename?: 'MissingService';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Switches on a repository's flag or component coverage series and fills them from past commits. */
  activateMeasurements?: Maybe<ActivateMeasurementsPayload>;
  /**
   * Ends an ongoing trial at once, by a member of the organisation (hosted only): it returns to the free plan with its
   * user count from before the trial, and reads EXPIRED.
   */
  cancelTrial?: Maybe<CancelTrialPayload>;
  /** Creates a personal API token; `fullToken` is its secret, answered this once only. */
  createApiToken?: Maybe<CreateApiTokenPayload>;
  /** Creates a personal API token, answered as a `UserToken`; `fullToken` is its secret, answered this once only. */
  createUserToken?: Maybe<CreateUserTokenPayload>;
  /**
   * Drops the stored series of a component (admins of the owner only); the component itself stays while the
   * codecov.yml names it.
   */
  deleteComponentMeasurements?: Maybe<DeleteComponentMeasurementsPayload>;
  /**
   * Removes a flag from the repository's flag list and drops its series (admins of the owner only). Stored
   * reports keep their sessions; a later upload with the flag brings it back.
   */
  deleteFlag?: Maybe<DeleteFlagPayload>;
  /**
   * Ends one of the signed-in person's sign-in sessions (one of `me.sessions`); ending the current one signs this
   * browser out. Another person's session, an API token's or an unknown id answers `NotFoundError`.
   */
  deleteSession?: Maybe<DeleteSessionPayload>;
  /**
   * Encrypts a value for the repository's codecov.yml (notifier URLs and the like): the answer, `secret:…`, can be
   * made public; only this repository's yaml opens it. Members of its owner; `owner` defaults to the viewer's own,
   * as Codecov's does.
   */
  encodeSecretString?: Maybe<EncodeSecretStringPayload>;
  /**
   * Deletes the repository's commits, reports, uploads, pull requests, branches, measurements and stored files. The
   * repository itself, its settings and tokens stay. Admins of its owner only.
   */
  eraseRepository?: Maybe<EraseRepositoryPayload>;
  /** Gives the organisation a new upload token; the old one stops working at once. Admins of the organisation only. */
  regenerateOrgUploadToken?: Maybe<RegenerateOrgUploadTokenPayload>;
  /**
   * Gives the repository a new graph token (badges and graphs of private repositories); the old one stops working.
   * Admins of its owner only.
   */
  regenerateRepositoryGraphToken?: Maybe<RegenerateRepositoryGraphTokenPayload>;
  /** Gives the repository a new upload token; the old one stops working at once. Admins of its owner only. */
  regenerateRepositoryUploadToken?: Maybe<RegenerateRepositoryUploadTokenPayload>;
  /**
   * Asks for AI test suggestions on a pull: the uncovered lines of its patch, with the diff and the file sources, go to
   * the configured model; the answer is stored and posted as a pull request comment. Members of the org only.
   */
  requestAiTestSuggestions?: Maybe<RequestAiTestSuggestionsPayload>;
  /** Revokes one of the current user's API tokens: it stops working at once. */
  revokeUserToken?: Maybe<RevokeUserTokenPayload>;
  /** Saves the organisation's Okta application. Admins of an organisation on an enterprise plan only. */
  saveOktaConfig?: Maybe<SaveOktaConfigPayload>;
  saveTermsAgreement?: Maybe<SaveTermsAgreementPayload>;
  /** Whether uploads to the organisation's public repositories need a token. Admins of the organisation only. */
  setUploadTokenRequired?: Maybe<SetUploadTokenRequiredPayload>;
  /** Sets the owner-level codecov.yml (validated; empty removes it). Admins of the owner only. */
  setYamlOnOwner?: Maybe<SetYamlOnOwnerPayload>;
  /** Starts the organisation's 14-day Pro trial: once, for a free organisation, by a member of it (hosted only). */
  startTrial?: Maybe<StartTrialPayload>;
  /** Reads the signed-in person's organisations and repositories from their git host again (in the background). */
  syncWithGitProvider?: Maybe<SyncWithGitProviderPayload>;
  /**
   * Switches caching on or off for bundles of a repository: a commit whose first bundle data lacks a cached bundle
   * carries its parent's copy forward. Members of the repository's owner; every bundle named must be one the
   * repository has stored.
   */
  updateBundleCacheConfig?: Maybe<UpdateBundleCacheConfigPayload>;
  updateDefaultOrganization?: Maybe<UpdateDefaultOrganizationPayload>;
  updateProfile?: Maybe<UpdateProfilePayload>;
  /**
   * Changes the repository's default branch (one it has) or activates and deactivates it (a deactivated repository
   * refuses uploads). Admins of its owner only; `owner` defaults to the viewer's own, as Codecov's does.
   */
  updateRepository?: Maybe<UpdateRepositoryPayload>;
  /**
   * Self-hosted only: whether people who open a private repository without a seat take a free one
   * (`config.planAutoActivate`). Install admins only; on the hosted edition it answers `ValidationError`.
   */
  updateSelfHostedSettings?: Maybe<UpdateSelfHostedSettingsPayload>;
};


export type MutationActivateMeasurementsArgs = {
  input: ActivateMeasurementsInput;
};


export type MutationCancelTrialArgs = {
  input: CancelTrialInput;
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateUserTokenArgs = {
  input: CreateUserTokenInput;
};


export type MutationDeleteComponentMeasurementsArgs = {
  input: DeleteComponentMeasurementsInput;
};


export type MutationDeleteFlagArgs = {
  input: DeleteFlagInput;
};


export type MutationDeleteSessionArgs = {
  input: DeleteSessionInput;
};


export type MutationEncodeSecretStringArgs = {
  input: EncodeSecretStringInput;
};


export type MutationEraseRepositoryArgs = {
  input: EraseRepositoryInput;
};


export type MutationRegenerateOrgUploadTokenArgs = {
  input: RegenerateOrgUploadTokenInput;
};


export type MutationRegenerateRepositoryGraphTokenArgs = {
  input: RegenerateRepositoryGraphTokenInput;
};


export type MutationRegenerateRepositoryUploadTokenArgs = {
  input: RegenerateRepositoryUploadTokenInput;
};


export type MutationRequestAiTestSuggestionsArgs = {
  input: RequestAiTestSuggestionsInput;
};


export type MutationRevokeUserTokenArgs = {
  input: RevokeUserTokenInput;
};


export type MutationSaveOktaConfigArgs = {
  input: SaveOktaConfigInput;
};


export type MutationSaveTermsAgreementArgs = {
  input: SaveTermsAgreementInput;
};


export type MutationSetUploadTokenRequiredArgs = {
  input: SetUploadTokenRequiredInput;
};


export type MutationSetYamlOnOwnerArgs = {
  input: SetYamlOnOwnerInput;
};


export type MutationStartTrialArgs = {
  input: StartTrialInput;
};


export type MutationUpdateBundleCacheConfigArgs = {
  input: UpdateBundleCacheConfigInput;
};


export type MutationUpdateDefaultOrganizationArgs = {
  input: UpdateDefaultOrganizationInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateRepositoryArgs = {
  input: UpdateRepositoryInput;
};


export type MutationUpdateSelfHostedSettingsArgs = {
  input: UpdateSelfHostedSettingsInput;
};

export type MyOrganizationConnection = {
  __typename?: 'MyOrganizationConnection';
  edges: Array<Maybe<MyOrganizationEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MyOrganizationEdge = {
  __typename?: 'MyOrganizationEdge';
  cursor: Scalars['String']['output'];
  node: Owner;
};

export type NotFoundError = ResolverError & {
  __typename?: 'NotFoundError';
  message: Scalars['String']['output'];
};

export type NotificationKind =
  | 'CHECK_RUN'
  | 'COMMENT'
  | 'STATUS'
  | 'UPLOAD_ERROR_COMMENT';

export type NotificationOutcome =
  | 'FAILED'
  | 'POSTED'
  | 'SKIPPED';

export type OktaConfig = {
  __typename?: 'OktaConfig';
  clientId: Scalars['String']['output'];
  clientSecret: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  enforced: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

export type OktaSignIn = {
  __typename?: 'OktaSignIn';
  enabled: Scalars['Boolean']['output'];
  /** The organisation's private repositories stay hidden until the viewer signs in with Okta. */
  enforced: Scalars['Boolean']['output'];
};

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

export type OrganizationSetFilters = {
  term?: InputMaybe<Scalars['String']['input']>;
};

export type Owner = {
  __typename?: 'Owner';
  /** {org} The organisation's account settings. */
  account?: Maybe<Account>;
  /** Owners activated in this organisation. */
  activatedUserCount?: Maybe<Scalars['Int']['output']>;
  /** {org} Names of the owner's repositories the AI app is enabled on (all of its repositories when installed for all). */
  aiEnabledRepos?: Maybe<Array<Scalars['String']['output']>>;
  /** {org} Whether the AI app is installed on this owner (and not suspended). */
  aiFeaturesEnabled: Scalars['Boolean']['output'];
  /**
   * {org} The paid plans this owner may move to on the upgrade page (Pro and Team, monthly and annual); empty on a
   * self-hosted install.
   */
  availablePlans?: Maybe<Array<PlanRepresentation>>;
  avatarUrl: Scalars['String']['output'];
  /** {org} Admins of the owner only: the billing state beyond the plan. */
  billing?: Maybe<Billing>;
  /** {org} */
  defaultOrgUsername?: Maybe<Scalars['String']['output']>;
  /** {org} */
  delinquent?: Maybe<Scalars['Boolean']['output']>;
  /** {org} */
  hasActiveRepos?: Maybe<Scalars['Boolean']['output']>;
  /** The GitHub app is installed on this account (and not suspended); false on other hosts. */
  hasGithubApp?: Maybe<Scalars['Boolean']['output']>;
  /** {org} */
  hasPrivateRepos?: Maybe<Scalars['Boolean']['output']>;
  /** {org} */
  hasPublicRepos?: Maybe<Scalars['Boolean']['output']>;
  /** {org} SHA-1 of the ownerid. */
  hashOwnerid?: Maybe<Scalars['String']['output']>;
  /** {org} Admins of the owner only: one of its invoices; null when the id is not one of this owner's. */
  invoice?: Maybe<Invoice>;
  /** {org} Admins of the owner only: its invoices, newest first, at most 100. */
  invoices?: Maybe<Array<Invoice>>;
  /** {org} */
  isAdmin?: Maybe<Scalars['Boolean']['output']>;
  isCurrentUserActivated?: Maybe<Scalars['Boolean']['output']>;
  isCurrentUserPartOfOrg: Scalars['Boolean']['output'];
  /** The git host refused the last call made for this owner (its rate limit) and has not reset yet. */
  isGithubRateLimited?: Maybe<Scalars['Boolean']['output']>;
  /** {org} Whether this session has signed in with the organisation's Okta. */
  isUserOktaAuthenticated?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Coverage over time across the owner's repositories the viewer may see (all of them, or those named in
   * `repos`): per interval, the average of their default branches' coverage, each repository counted once.
   * `isPublic` keeps the public (true) or the private (false) ones only.
   */
  measurements?: Maybe<Array<Measurement>>;
  /** {org} Uploads in the last 30 days on private repositories. */
  numberOfUploads?: Maybe<Scalars['Int']['output']>;
  /** {org} Admins of the owner only: it uploads to every repository of the owner. */
  orgUploadToken?: Maybe<Scalars['String']['output']>;
  /** {org} */
  ownerid?: Maybe<Scalars['Int']['output']>;
  /** {org} */
  plan?: Maybe<Plan>;
  /** {org} The free plan the owner falls back to after a trial. */
  pretrialPlan?: Maybe<PlanRepresentation>;
  repositories: RepositoryConnection;
  repository: RepositoryResult;
  /** {org} Whether public repositories need a token to upload. */
  uploadTokenRequired?: Maybe<Scalars['Boolean']['output']>;
  username?: Maybe<Scalars['String']['output']>;
  /** {org} The owner-level codecov.yml every repository of the owner inherits; null when there is none. */
  yaml?: Maybe<Scalars['String']['output']>;
};


export type OwnerInvoiceArgs = {
  invoiceId: Scalars['String']['input'];
};


export type OwnerMeasurementsArgs = {
  after?: InputMaybe<Scalars['DateTime']['input']>;
  before?: InputMaybe<Scalars['DateTime']['input']>;
  interval: MeasurementInterval;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  repos?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type OwnerRepositoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<RepositorySetFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  ordering?: InputMaybe<RepositoryOrdering>;
  orderingDirection?: InputMaybe<OrderingDirection>;
};


export type OwnerRepositoryArgs = {
  name: Scalars['String']['input'];
};

export type OwnerNotActivatedError = ResolverError & {
  __typename?: 'OwnerNotActivatedError';
  message: Scalars['String']['output'];
};

/** One copy of a duplicated package: a folder under `node_modules`. */
export type PackageCopy = {
  __typename?: 'PackageCopy';
  /** The chunks (unique ids) holding its modules. */
  chunks: Array<Scalars['String']['output']>;
  /** The package folder as the module paths give it, through its last `node_modules/`. */
  path: Scalars['String']['output'];
  /** Bytes of this copy's modules in the bundle. */
  size: Scalars['Int']['output'];
  /** The version the path tells; null when it tells none. */
  version?: Maybe<Scalars['String']['output']>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type PathContent = {
  hits: Scalars['Int']['output'];
  lines: Scalars['Int']['output'];
  misses: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  partials: Scalars['Int']['output'];
  path: Scalars['String']['output'];
  percentCovered: Scalars['Float']['output'];
};

export type PathContentConnection = {
  __typename?: 'PathContentConnection';
  edges: Array<Maybe<PathContentEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PathContentDir = PathContent & {
  __typename?: 'PathContentDir';
  hits: Scalars['Int']['output'];
  lines: Scalars['Int']['output'];
  misses: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  partials: Scalars['Int']['output'];
  path: Scalars['String']['output'];
  percentCovered: Scalars['Float']['output'];
};

export type PathContentDisplayType =
  | 'LIST'
  | 'TREE';

export type PathContentEdge = {
  __typename?: 'PathContentEdge';
  cursor: Scalars['String']['output'];
  node: PathContent;
};

export type PathContentFile = PathContent & {
  __typename?: 'PathContentFile';
  hits: Scalars['Int']['output'];
  isCriticalFile?: Maybe<Scalars['Boolean']['output']>;
  lines: Scalars['Int']['output'];
  misses: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  partials: Scalars['Int']['output'];
  path: Scalars['String']['output'];
  percentCovered: Scalars['Float']['output'];
};

export type PathContents = {
  __typename?: 'PathContents';
  results: Array<PathContent>;
  /** The commit's report paths that matched no file of the repository. */
  unmatchedPaths: UnmatchedPaths;
};

export type PathContentsFilters = {
  components?: InputMaybe<Array<Scalars['String']['input']>>;
  /** TREE (the default): the direct children of the path, folders with the sums of their files. LIST: every file. */
  displayType?: InputMaybe<PathContentDisplayType>;
  flags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Folders and files are sorted together; NAME ascending by default. */
  ordering?: InputMaybe<PathContentsOrdering>;
  /** Case-insensitive substring of the path: the answer is then a flat list of matching files. */
  searchValue?: InputMaybe<Scalars['String']['input']>;
};

export type PathContentsOrdering = {
  /** ASC when not given. */
  direction?: InputMaybe<OrderingDirection>;
  /** NAME when not given. */
  parameter?: InputMaybe<OrderingParameter>;
};

export type PathContentsResult = MissingCoverage | MissingHeadReport | PathContents | UnknownFlags | UnknownPath;

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  billingDetails?: Maybe<BillingDetails>;
  card?: Maybe<Card>;
  usBankAccount?: Maybe<UsBankAccount>;
};

export type Plan = {
  __typename?: 'Plan';
  baseUnitPrice: Scalars['Int']['output'];
  benefits: Array<Scalars['String']['output']>;
  billingRate?: Maybe<Scalars['String']['output']>;
  hasSeatsLeft: Scalars['Boolean']['output'];
  isEnterprisePlan: Scalars['Boolean']['output'];
  isFreePlan: Scalars['Boolean']['output'];
  isProPlan: Scalars['Boolean']['output'];
  isSentryPlan: Scalars['Boolean']['output'];
  isTeamPlan: Scalars['Boolean']['output'];
  isTrialPlan: Scalars['Boolean']['output'];
  marketingName: Scalars['String']['output'];
  monthlyUploadLimit?: Maybe<Scalars['Int']['output']>;
  planUserCount?: Maybe<Scalars['Int']['output']>;
  pretrialUsersCount?: Maybe<Scalars['Int']['output']>;
  tierName: Scalars['String']['output'];
  trialEndDate?: Maybe<Scalars['DateTime']['output']>;
  trialStartDate?: Maybe<Scalars['DateTime']['output']>;
  trialStatus: TrialStatus;
  trialTotalDays?: Maybe<Scalars['Int']['output']>;
  value: Scalars['String']['output'];
};

export type PlanRepresentation = {
  __typename?: 'PlanRepresentation';
  baseUnitPrice: Scalars['Int']['output'];
  benefits: Array<Scalars['String']['output']>;
  billingRate?: Maybe<Scalars['String']['output']>;
  isEnterprisePlan: Scalars['Boolean']['output'];
  isFreePlan: Scalars['Boolean']['output'];
  isProPlan: Scalars['Boolean']['output'];
  isSentryPlan: Scalars['Boolean']['output'];
  isTeamPlan: Scalars['Boolean']['output'];
  isTrialPlan: Scalars['Boolean']['output'];
  marketingName: Scalars['String']['output'];
  monthlyUploadLimit?: Maybe<Scalars['Int']['output']>;
  value: Scalars['String']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  createdAt: Scalars['DateTime']['output'];
  goals: Array<Maybe<GoalOnboarding>>;
  otherGoal?: Maybe<Scalars['String']['output']>;
  typeProjects: Array<Maybe<TypeProjectOnboarding>>;
};

export type ProviderError = ResolverError & {
  __typename?: 'ProviderError';
  message: Scalars['String']['output'];
};

export type Pull = {
  __typename?: 'Pull';
  /** The latest AI test suggestion requested for this pull, or null when none was. */
  aiSuggestion?: Maybe<AiSuggestion>;
  author?: Maybe<Owner>;
  /** The pull request's author as the git provider or uploader named them. */
  authorUsername?: Maybe<Scalars['String']['output']>;
  /** The branch the pull request merges into (the default branch when nobody said). */
  baseBranch?: Maybe<Scalars['String']['output']>;
  /** How many commits of the target branch are newer than the base compared to. */
  behindBy?: Maybe<Scalars['Int']['output']>;
  /** The target branch's head when the base is behind it. */
  behindByCommit?: Maybe<Scalars['String']['output']>;
  /**
   * The bundles of the head commit against those of the base commit compared to (the head's parent report when
   * the head has no bundle upload of its own, as in an all-cached build).
   */
  bundleAnalysisCompareWithBase?: Maybe<BundleAnalysisComparisonResult>;
  /** The pull request's commits that Canopy knows, newest first. */
  commits?: Maybe<CommitConnection>;
  /**
   * Head against the base compared to; `baseCommit` (a SHA, a prefix of 7+ characters or a branch name) compares
   * against another base instead.
   */
  compareWithBase?: Maybe<ComparisonResult>;
  /**
   * The base commit coverage is compared to: the true base when it has a report, else the nearest earlier commit
   * of the target branch that has one.
   */
  comparedTo?: Maybe<Commit>;
  /** True when this is the repository's first pull request and it has no base. */
  firstPull: Scalars['Boolean']['output'];
  head?: Maybe<Commit>;
  headBranch?: Maybe<Scalars['String']['output']>;
  pullId: Scalars['Int']['output'];
  state: PullRequestState;
  title?: Maybe<Scalars['String']['output']>;
  /** The true base (merge base of head and target branch) when known. */
  trueBase?: Maybe<Commit>;
  updatestamp?: Maybe<Scalars['DateTime']['output']>;
};


export type PullCommitsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type PullCompareWithBaseArgs = {
  baseCommit?: InputMaybe<Scalars['String']['input']>;
};

export type PullConnection = {
  __typename?: 'PullConnection';
  edges: Array<Maybe<PullEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PullEdge = {
  __typename?: 'PullEdge';
  cursor: Scalars['String']['output'];
  node: Pull;
};

export type PullRequestState =
  | 'CLOSED'
  | 'MERGED'
  | 'OPEN';

export type PullsSetFilters = {
  state?: InputMaybe<Array<InputMaybe<PullRequestState>>>;
};

export type Query = {
  __typename?: 'Query';
  /** Installation-wide settings; anonymous callers may read them. */
  config: Config;
  /** The signed-in user as the owner of the provider in the URL; null when anonymous. */
  me?: Maybe<Me>;
  /** An owner (user or organisation) of the provider in the URL; null when not found or when the URL names no provider. */
  owner?: Maybe<Owner>;
};


export type QueryOwnerArgs = {
  username: Scalars['String']['input'];
};

export type RegenerateOrgUploadTokenError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type RegenerateOrgUploadTokenInput = {
  owner: Scalars['String']['input'];
};

export type RegenerateOrgUploadTokenPayload = {
  __typename?: 'RegenerateOrgUploadTokenPayload';
  error?: Maybe<RegenerateOrgUploadTokenError>;
  orgUploadToken?: Maybe<Scalars['String']['output']>;
};

export type RegenerateRepositoryGraphTokenError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type RegenerateRepositoryGraphTokenInput = {
  owner: Scalars['String']['input'];
  repoName: Scalars['String']['input'];
};

export type RegenerateRepositoryGraphTokenPayload = {
  __typename?: 'RegenerateRepositoryGraphTokenPayload';
  error?: Maybe<RegenerateRepositoryGraphTokenError>;
  token?: Maybe<Scalars['String']['output']>;
};

export type RegenerateRepositoryUploadTokenError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type RegenerateRepositoryUploadTokenInput = {
  owner: Scalars['String']['input'];
  repoName: Scalars['String']['input'];
};

export type RegenerateRepositoryUploadTokenPayload = {
  __typename?: 'RegenerateRepositoryUploadTokenPayload';
  error?: Maybe<RegenerateRepositoryUploadTokenError>;
  token?: Maybe<Scalars['String']['output']>;
};

export type Repository = {
  __typename?: 'Repository';
  activated: Scalars['Boolean']['output'];
  /** Has received uploads. */
  active: Scalars['Boolean']['output'];
  author: Owner;
  bot?: Maybe<Owner>;
  /** A branch by its exact name; null when the repository has no such branch. */
  branch?: Maybe<Branch>;
  /**
   * Branches, most recently updated first. Merged branches are left out unless `filters.mergedBranches` is true;
   * the default branch is always kept.
   */
  branches?: Maybe<BranchConnection>;
  bundleAnalysisEnabled?: Maybe<Scalars['Boolean']['output']>;
  /** A commit by its full SHA or by a unique prefix of at least 7 characters; null when none or several match. */
  commit?: Maybe<Commit>;
  /** Commits, newest first (by commit timestamp); deleted commits are left out. */
  commits?: Maybe<CommitConnection>;
  /**
   * Compares any two commits. Each side is a full SHA, a SHA prefix of at least 7 characters or a branch name
   * (its head commit). The diff between them is used when one is available.
   */
  compare: ComparisonResult;
  /** Latest numbers on the default branch: the totals of its head commit; null until that commit has a report. */
  coverageAnalytics?: Maybe<CoverageAnalytics>;
  coverageEnabled?: Maybe<Scalars['Boolean']['output']>;
  defaultBranch?: Maybe<Scalars['String']['output']>;
  /** The name to show: the name, or the product's label for the demo repository. */
  displayName: Scalars['String']['output'];
  /** {org} Token for badges and graphs of private repositories. */
  graphToken?: Maybe<Scalars['String']['output']>;
  /**
   * The signed-in viewer has access to the repository on its git host: it is the viewer's own, the viewer belongs to
   * its organisation, or the host granted the viewer the repository. False for guests and outsiders of a public one.
   */
  hasRepoAccess: Scalars['Boolean']['output'];
  /** True for the fixed demo repository. */
  isDemo: Scalars['Boolean']['output'];
  isFirstPullRequest: Scalars['Boolean']['output'];
  /** The git host refused the last call made for the repository's owner (its rate limit) and has not reset yet. */
  isGithubRateLimited?: Maybe<Scalars['Boolean']['output']>;
  languages?: Maybe<Array<Scalars['String']['output']>>;
  latestCommitAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  oldestCommitAt?: Maybe<Scalars['DateTime']['output']>;
  primaryLanguage?: Maybe<Scalars['String']['output']>;
  private: Scalars['Boolean']['output'];
  /** A pull request by number; null when Canopy has not heard of it. */
  pull?: Maybe<Pull>;
  /** Pull requests by number (newest first unless orderingDirection is ASC). */
  pulls?: Maybe<PullConnection>;
  repoid: Scalars['Int']['output'];
  repositoryConfig: RepositoryConfig;
  staticAnalysisToken?: Maybe<Scalars['String']['output']>;
  /** Null when the viewer may not see the repository's commits. */
  testAnalytics?: Maybe<TestAnalytics>;
  testAnalyticsEnabled?: Maybe<Scalars['Boolean']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** {org} The repository upload token. */
  uploadToken?: Maybe<Scalars['String']['output']>;
  yaml?: Maybe<Scalars['String']['output']>;
  /** The codecov.yml in force on the default branch (at its newest commit) and the layers it is merged from. */
  yamlInForce?: Maybe<RepositoryYaml>;
};


export type RepositoryBranchArgs = {
  name: Scalars['String']['input'];
};


export type RepositoryBranchesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<BranchesSetFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type RepositoryCommitArgs = {
  id: Scalars['String']['input'];
};


export type RepositoryCommitsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<CommitsSetFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type RepositoryCompareArgs = {
  base: Scalars['String']['input'];
  head: Scalars['String']['input'];
};


export type RepositoryPullArgs = {
  id: Scalars['Int']['input'];
};


export type RepositoryPullsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<PullsSetFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderingDirection?: InputMaybe<OrderingDirection>;
};

export type RepositoryConfig = {
  __typename?: 'RepositoryConfig';
  indicationRange?: Maybe<IndicationRange>;
};

export type RepositoryConnection = {
  __typename?: 'RepositoryConnection';
  edges: Array<Maybe<RepositoryEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type RepositoryEdge = {
  __typename?: 'RepositoryEdge';
  cursor: Scalars['String']['output'];
  node: Repository;
};

export type RepositoryOrdering =
  | 'COMMIT_DATE'
  | 'COVERAGE'
  | 'ID'
  | 'NAME';

export type RepositoryResult = NotFoundError | OwnerNotActivatedError | Repository;

export type RepositorySetFilters = {
  /** Not manually deactivated. */
  activated?: InputMaybe<Scalars['Boolean']['input']>;
  /** Has received uploads. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  repoNames?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Case-insensitive substring of the name (the demo repository also matches its display name). */
  term?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The merged codecov.yml and where each part comes from: the install default, the owner's yaml, then the commit's
 * own file (the repository's codecov.yml at the commit, or a yaml sent with an upload) or, when the commit has none,
 * the repository's settings.
 */
export type RepositoryYaml = {
  __typename?: 'RepositoryYaml';
  /** The newest commit of the default branch, whose codecov.yml is read; null before the first upload. */
  commitid?: Maybe<Scalars['String']['output']>;
  /** From the most general to the most specific; later layers win key by key. */
  layers: Array<YamlLayer>;
  /** The configuration in force, written out as YAML. Secret strings stay encrypted. */
  yaml: Scalars['String']['output'];
};

export type RequestAiTestSuggestionsError = NotFoundError | UnauthenticatedError | UnauthorizedError | ValidationError;

export type RequestAiTestSuggestionsInput = {
  owner: Scalars['String']['input'];
  pullId: Scalars['Int']['input'];
  repoName: Scalars['String']['input'];
};

export type RequestAiTestSuggestionsPayload = {
  __typename?: 'RequestAiTestSuggestionsPayload';
  error?: Maybe<RequestAiTestSuggestionsError>;
  suggestion?: Maybe<AiSuggestion>;
};

export type ResolverError = {
  message: Scalars['String']['output'];
};

export type RevokeUserTokenError = NotFoundError | UnauthenticatedError;

export type RevokeUserTokenInput = {
  tokenid: Scalars['String']['input'];
};

export type RevokeUserTokenPayload = {
  __typename?: 'RevokeUserTokenPayload';
  error?: Maybe<RevokeUserTokenError>;
};

export type SaveOktaConfigError = UnauthenticatedError | UnauthorizedError | ValidationError;

/** Fields left out keep their saved value (the client secret need not be sent again). */
export type SaveOktaConfigInput = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  enforced?: InputMaybe<Scalars['Boolean']['input']>;
  orgUsername?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type SaveOktaConfigPayload = {
  __typename?: 'SaveOktaConfigPayload';
  error?: Maybe<SaveOktaConfigError>;
};

export type SaveTermsAgreementError = UnauthenticatedError | ValidationError;

export type SaveTermsAgreementInput = {
  businessEmail?: InputMaybe<Scalars['String']['input']>;
  customerIntent?: InputMaybe<Scalars['String']['input']>;
  marketingConsent?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  termsAgreement: Scalars['Boolean']['input'];
};

export type SaveTermsAgreementPayload = {
  __typename?: 'SaveTermsAgreementPayload';
  error?: Maybe<SaveTermsAgreementError>;
};

export type SegmentComparison = {
  __typename?: 'SegmentComparison';
  hasUnintendedChanges: Scalars['Boolean']['output'];
  header: Scalars['String']['output'];
  lines: Array<LineComparison>;
};

export type SegmentComparisons = {
  __typename?: 'SegmentComparisons';
  results: Array<SegmentComparison>;
};

export type SegmentsFilters = {
  hasUnintendedChanges?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SegmentsResult = ProviderError | SegmentComparisons | UnknownPath;

export type SelfHostedLicense = {
  __typename?: 'SelfHostedLicense';
  expirationDate?: Maybe<Scalars['DateTime']['output']>;
};

export type Session = {
  __typename?: 'Session';
  /** Whether this is the session the request came with: the browser asking (ending it signs that browser out). */
  current: Scalars['Boolean']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  lastFour: Scalars['String']['output'];
  lastseen?: Maybe<Scalars['DateTime']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  sessionid: Scalars['Int']['output'];
  /** "login" for browser sign-ins, "api" for the API token `createApiToken` answers. */
  type: Scalars['String']['output'];
  useragent?: Maybe<Scalars['String']['output']>;
};

export type SessionConnection = {
  __typename?: 'SessionConnection';
  edges: Array<Maybe<SessionEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type SessionEdge = {
  __typename?: 'SessionEdge';
  cursor: Scalars['String']['output'];
  node: Session;
};

export type SetUploadTokenRequiredError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type SetUploadTokenRequiredInput = {
  orgUsername: Scalars['String']['input'];
  uploadTokenRequired: Scalars['Boolean']['input'];
};

export type SetUploadTokenRequiredPayload = {
  __typename?: 'SetUploadTokenRequiredPayload';
  error?: Maybe<SetUploadTokenRequiredError>;
};

export type SetYamlOnOwnerError = NotFoundError | UnauthenticatedError | UnauthorizedError | ValidationError;

export type SetYamlOnOwnerInput = {
  username: Scalars['String']['input'];
  yaml: Scalars['String']['input'];
};

export type SetYamlOnOwnerPayload = {
  __typename?: 'SetYamlOnOwnerPayload';
  error?: Maybe<SetYamlOnOwnerError>;
  owner?: Maybe<Owner>;
};

export type StartTrialError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type StartTrialInput = {
  orgUsername: Scalars['String']['input'];
};

export type StartTrialPayload = {
  __typename?: 'StartTrialPayload';
  error?: Maybe<StartTrialError>;
};

export type SyncProvider =
  | 'BITBUCKET'
  | 'BITBUCKET_SERVER'
  | 'GITHUB'
  | 'GITHUB_ENTERPRISE'
  | 'GITLAB'
  | 'GITLAB_ENTERPRISE';

export type SyncWithGitProviderError = UnauthenticatedError;

export type SyncWithGitProviderPayload = {
  __typename?: 'SyncWithGitProviderPayload';
  error?: Maybe<SyncWithGitProviderError>;
  me?: Maybe<Me>;
};

export type TaxInfo = {
  __typename?: 'TaxInfo';
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type TestAnalytics = {
  __typename?: 'TestAnalytics';
  /** The upload flags seen with test results on the default branch in the last 30 days, whose name contains `term`. */
  flags: Array<Scalars['String']['output']>;
  flakeAggregates?: Maybe<FlakeAggregates>;
  /**
   * The latest failure of one test (`TestResult.id`) on the branch (any branch when null): its message, commit and
   * time. Null when it never failed.
   */
  lastFailure?: Maybe<TestFailure>;
  /** Why the branch's latest test results upload failed (the upload is kept); null when it did not. */
  latestUploadError?: Maybe<LatestUploadError>;
  /**
   * One row per test over the window (30 days unless `filters.interval` says otherwise) on `filters.branch`
   * (the default branch when null). Ordered by `ordering` (commits where it failed, most first, by default), then
   * by name.
   */
  testResults: TestResultConnection;
  /**
   * The dashboard's figures over the interval on the branch (the default branch when null), each with its change
   * against the interval before.
   */
  testResultsAggregates?: Maybe<TestResultsAggregates>;
  /** The test suites seen on the default branch in the last 30 days, whose name contains `term`. */
  testSuites: Array<Scalars['String']['output']>;
};


export type TestAnalyticsFlagsArgs = {
  term?: InputMaybe<Scalars['String']['input']>;
};


export type TestAnalyticsFlakeAggregatesArgs = {
  branch?: InputMaybe<Scalars['String']['input']>;
  interval?: InputMaybe<MeasurementInterval>;
};


export type TestAnalyticsLastFailureArgs = {
  branch?: InputMaybe<Scalars['String']['input']>;
  testId: Scalars['ID']['input'];
};


export type TestAnalyticsLatestUploadErrorArgs = {
  branch?: InputMaybe<Scalars['String']['input']>;
};


export type TestAnalyticsTestResultsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<TestResultsFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  ordering?: InputMaybe<TestResultsOrdering>;
};


export type TestAnalyticsTestResultsAggregatesArgs = {
  branch?: InputMaybe<Scalars['String']['input']>;
  interval?: InputMaybe<MeasurementInterval>;
};


export type TestAnalyticsTestSuitesArgs = {
  term?: InputMaybe<Scalars['String']['input']>;
};

export type TestFailure = {
  __typename?: 'TestFailure';
  branch?: Maybe<Scalars['String']['output']>;
  commitid: Scalars['String']['output'];
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  failedAt: Scalars['DateTime']['output'];
  message?: Maybe<Scalars['String']['output']>;
};

export type TestResult = {
  __typename?: 'TestResult';
  /** Seconds. */
  avgDuration: Scalars['Float']['output'];
  commitsFailed: Scalars['Int']['output'];
  /** Failures over runs that passed or failed (skips do not count), from 0 to 1. */
  failureRate: Scalars['Float']['output'];
  /** Flaky failures over runs that passed or failed, from 0 to 1. */
  flakeRate: Scalars['Float']['output'];
  /** Stable across commits and branches: a hash of the test's suite, class name and name. */
  id: Scalars['ID']['output'];
  /** Whether the test is flaky now (a flaky spell is open). */
  isFlaky: Scalars['Boolean']['output'];
  lastDuration: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /**
   * Seconds: the 95th percentile of the run times of the runs that passed or failed in the window; null when none
   * had a time.
   */
  p95Duration?: Maybe<Scalars['Float']['output']>;
  runsFailed: Scalars['Int']['output'];
  testSuite: Scalars['String']['output'];
  totalDuration: Scalars['Float']['output'];
  totalFailCount: Scalars['Int']['output'];
  totalFlakyFailCount: Scalars['Int']['output'];
  totalPassCount: Scalars['Int']['output'];
  totalSkipCount: Scalars['Int']['output'];
  /** The last run in the window. */
  updatedAt: Scalars['DateTime']['output'];
};

export type TestResultConnection = {
  __typename?: 'TestResultConnection';
  edges: Array<Maybe<TestResultEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TestResultEdge = {
  __typename?: 'TestResultEdge';
  cursor: Scalars['String']['output'];
  node: TestResult;
};

export type TestResultsAggregates = {
  __typename?: 'TestResultsAggregates';
  /** Seconds the slowest tests (those above the 95th percentile of average duration, at most 100) take. */
  slowestTestsDuration: Scalars['Float']['output'];
  slowestTestsDurationPercentChange?: Maybe<Scalars['Float']['output']>;
  /** Seconds spent running tests over the interval. */
  totalDuration: Scalars['Float']['output'];
  totalDurationPercentChange?: Maybe<Scalars['Float']['output']>;
  totalFails: Scalars['Int']['output'];
  totalFailsPercentChange?: Maybe<Scalars['Float']['output']>;
  totalSkips: Scalars['Int']['output'];
  totalSkipsPercentChange?: Maybe<Scalars['Float']['output']>;
  totalSlowTests: Scalars['Int']['output'];
  totalSlowTestsPercentChange?: Maybe<Scalars['Float']['output']>;
};

export type TestResultsFilterParameter =
  | 'FAILED_TESTS'
  | 'FLAKY_TESTS'
  | 'SKIPPED_TESTS'
  | 'SLOWEST_TESTS';

export type TestResultsFilters = {
  branch?: InputMaybe<Scalars['String']['input']>;
  flags?: InputMaybe<Array<Scalars['String']['input']>>;
  interval?: InputMaybe<MeasurementInterval>;
  parameter?: InputMaybe<TestResultsFilterParameter>;
  /** Keeps the tests whose name contains this, ignoring case. */
  term?: InputMaybe<Scalars['String']['input']>;
  test_suites?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type TestResultsOrdering = {
  direction?: InputMaybe<OrderingDirection>;
  parameter?: InputMaybe<TestResultsOrderingParameter>;
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

export type TrialStatus =
  | 'CANNOT_TRIAL'
  | 'EXPIRED'
  | 'NOT_STARTED'
  | 'ONGOING';

export type TypeProjectOnboarding =
  | 'EDUCATIONAL'
  | 'OPEN_SOURCE'
  | 'PERSONAL'
  | 'YOUR_ORG';

export type UnauthenticatedError = ResolverError & {
  __typename?: 'UnauthenticatedError';
  message: Scalars['String']['output'];
};

export type UnauthorizedError = ResolverError & {
  __typename?: 'UnauthorizedError';
  message: Scalars['String']['output'];
};

export type UnknownFlags = ResolverError & {
  __typename?: 'UnknownFlags';
  message: Scalars['String']['output'];
};

export type UnknownPath = ResolverError & {
  __typename?: 'UnknownPath';
  message: Scalars['String']['output'];
};

/** Report paths that matched no file of the repository (they count towards no file). */
export type UnmatchedPaths = {
  __typename?: 'UnmatchedPaths';
  /** How many distinct paths matched nothing. */
  count: Scalars['Int']['output'];
  /**
   * A sentence for people, e.g. "3 files in the report matched no file in the repository: a.js, b/c.ts, d.py";
   * null when every path matched.
   */
  message?: Maybe<Scalars['String']['output']>;
  /** The first 20 of them. */
  paths: Array<Scalars['String']['output']>;
};

export type UnverifiedPaymentMethod = {
  __typename?: 'UnverifiedPaymentMethod';
  hostedVerificationUrl?: Maybe<Scalars['String']['output']>;
  paymentMethodId: Scalars['String']['output'];
};

export type UpdateBundleCacheConfigError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type UpdateBundleCacheConfigInput = {
  bundles: Array<BundleCacheConfigInput>;
  owner: Scalars['String']['input'];
  repoName: Scalars['String']['input'];
};

export type UpdateBundleCacheConfigPayload = {
  __typename?: 'UpdateBundleCacheConfigPayload';
  error?: Maybe<UpdateBundleCacheConfigError>;
  results?: Maybe<Array<BundleCacheConfig>>;
};

export type UpdateDefaultOrganizationError = MissingService | UnauthenticatedError | ValidationError;

export type UpdateDefaultOrganizationInput = {
  /** An organisation of the current user, the user's own username, or null to clear the default. */
  username?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateDefaultOrganizationPayload = {
  __typename?: 'UpdateDefaultOrganizationPayload';
  error?: Maybe<UpdateDefaultOrganizationError>;
  username?: Maybe<Scalars['String']['output']>;
};

export type UpdateProfileError = UnauthenticatedError | ValidationError;

export type UpdateProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  error?: Maybe<UpdateProfileError>;
  me?: Maybe<Me>;
};

export type UpdateRepositoryError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type UpdateRepositoryInput = {
  activated?: InputMaybe<Scalars['Boolean']['input']>;
  branch?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['String']['input']>;
  repoName: Scalars['String']['input'];
};

export type UpdateRepositoryPayload = {
  __typename?: 'UpdateRepositoryPayload';
  error?: Maybe<UpdateRepositoryError>;
  repository?: Maybe<Repository>;
};

export type UpdateSelfHostedSettingsError = UnauthenticatedError | UnauthorizedError | ValidationError;

export type UpdateSelfHostedSettingsInput = {
  shouldAutoActivate: Scalars['Boolean']['input'];
};

export type UpdateSelfHostedSettingsPayload = {
  __typename?: 'UpdateSelfHostedSettingsPayload';
  error?: Maybe<UpdateSelfHostedSettingsError>;
};

/** One upload: one session of the commit's report. */
export type Upload = {
  __typename?: 'Upload';
  buildCode?: Maybe<Scalars['String']['output']>;
  /** For a carried-forward session: how many commits back its source is. */
  carriedForwardDepth?: Maybe<Scalars['Int']['output']>;
  /** For a carried-forward session: the commit it was copied from. */
  carriedForwardFrom?: Maybe<Scalars['String']['output']>;
  /** For a carried-forward session, e.g. "carried forward from abc1234, 3 commits back". */
  carriedForwardMessage?: Maybe<Scalars['String']['output']>;
  ciUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Where the raw upload can be downloaded. */
  downloadUrl: Scalars['String']['output'];
  errors?: Maybe<UploadErrorsConnection>;
  flags?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The session number within the commit; null until the upload has been processed. */
  id?: Maybe<Scalars['Int']['output']>;
  jobCode?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** The CI service. */
  provider?: Maybe<Scalars['String']['output']>;
  state: UploadState;
  /** How many paths of this upload's report matched no file of the repository. */
  unmatchedCount: Scalars['Int']['output'];
  /** Paths of this upload's report that matched no file of the repository (the first few). */
  unmatchedPaths: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  uploadType: UploadType;
};

export type UploadConnection = {
  __typename?: 'UploadConnection';
  edges: Array<Maybe<UploadEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UploadEdge = {
  __typename?: 'UploadEdge';
  cursor: Scalars['String']['output'];
  node: Upload;
};

export type UploadError = {
  __typename?: 'UploadError';
  errorCode?: Maybe<UploadErrorEnum>;
  errorMessage?: Maybe<Scalars['String']['output']>;
};

export type UploadErrorEdge = {
  __typename?: 'UploadErrorEdge';
  cursor: Scalars['String']['output'];
  node: UploadError;
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

export type UploadErrorsConnection = {
  __typename?: 'UploadErrorsConnection';
  edges: Array<Maybe<UploadErrorEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

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

export type UsBankAccount = {
  __typename?: 'UsBankAccount';
  bankName?: Maybe<Scalars['String']['output']>;
  last4?: Maybe<Scalars['String']['output']>;
};

export type User = {
  __typename?: 'User';
  avatarUrl: Scalars['String']['output'];
  customerIntent?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  student: Scalars['Boolean']['output'];
  studentCreatedAt?: Maybe<Scalars['DateTime']['output']>;
  studentUpdatedAt?: Maybe<Scalars['DateTime']['output']>;
  username: Scalars['String']['output'];
};

export type UserToken = {
  __typename?: 'UserToken';
  createdAt: Scalars['DateTime']['output'];
  /** Null: API tokens do not expire; they work until revoked. */
  expiration?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['String']['output'];
  /** The last four characters of the secret, to tell tokens apart. */
  lastFour: Scalars['String']['output'];
  /** When the token was last used (updated at most every few minutes). */
  lastseen?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** "api". */
  type: Scalars['String']['output'];
};

export type UserTokenConnection = {
  __typename?: 'UserTokenConnection';
  edges: Array<Maybe<UserTokenEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UserTokenEdge = {
  __typename?: 'UserTokenEdge';
  cursor: Scalars['String']['output'];
  node: UserToken;
};

export type ValidationError = ResolverError & {
  __typename?: 'ValidationError';
  message: Scalars['String']['output'];
};

export type ViewableRepositoryConnection = {
  __typename?: 'ViewableRepositoryConnection';
  edges: Array<Maybe<ViewableRepositoryEdge>>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ViewableRepositoryEdge = {
  __typename?: 'ViewableRepositoryEdge';
  cursor: Scalars['String']['output'];
  node: Repository;
};

export type YamlLayer = {
  __typename?: 'YamlLayer';
  /** The commit the file was read at (REPOSITORY_FILE) or sent with (UPLOAD). */
  commitid?: Maybe<Scalars['String']['output']>;
  /** Problems in the layer's text; the valid parts still apply. */
  errors: Array<Scalars['String']['output']>;
  /** False for the repository's settings when the commit has a codecov.yml of its own, which replaces them. */
  inForce: Scalars['Boolean']['output'];
  kind: YamlSourceKind;
  /** The file's path in the repository, for REPOSITORY_FILE. */
  path?: Maybe<Scalars['String']['output']>;
  /** The layer's text. {org} for OWNER: null unless the viewer is a member of the owner. */
  yaml?: Maybe<Scalars['String']['output']>;
};

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

export type TrackingMetadata = {
  __typename?: 'trackingMetadata';
  bot?: Maybe<Scalars['String']['output']>;
  /** When the account was created (the spec's name; `createstamp` is Codecov's). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  createstamp?: Maybe<Scalars['DateTime']['output']>;
  delinquent?: Maybe<Scalars['Boolean']['output']>;
  didTrial?: Maybe<Scalars['Boolean']['output']>;
  hasYaml: Scalars['Boolean']['output'];
  ownerid: Scalars['Int']['output'];
  plan?: Maybe<Scalars['String']['output']>;
  planProvider?: Maybe<Scalars['String']['output']>;
  planUserCount?: Maybe<Scalars['Int']['output']>;
  profile?: Maybe<Profile>;
  service: Scalars['String']['output'];
  serviceId: Scalars['String']['output'];
  staff?: Maybe<Scalars['Boolean']['output']>;
  /** When the account last changed (the spec's name; `updatestamp` is Codecov's). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  updatestamp?: Maybe<Scalars['DateTime']['output']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  ActivateMeasurementsError:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  BundleAnalysisComparisonResult:
    | ( BundleAnalysisComparison & { __typename: 'BundleAnalysisComparison' } )
    | ( FirstPullRequest & { __typename: 'FirstPullRequest' } )
    | ( MissingBaseCommit & { __typename: 'MissingBaseCommit' } )
    | ( MissingBaseReport & { __typename: 'MissingBaseReport' } )
    | ( MissingHeadCommit & { __typename: 'MissingHeadCommit' } )
    | ( MissingHeadReport & { __typename: 'MissingHeadReport' } )
  ;
  BundleAnalysisReportResult:
    | ( BundleReportSetValue & { __typename: 'BundleAnalysisReport' } )
    | ( MissingHeadReport & { __typename: 'MissingHeadReport' } )
  ;
  CancelTrialError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  ComparisonResult:
    | ( CoverageComparison & { __typename: 'Comparison' } )
    | ( FirstPullRequest & { __typename: 'FirstPullRequest' } )
    | ( MissingBaseCommit & { __typename: 'MissingBaseCommit' } )
    | ( MissingBaseReport & { __typename: 'MissingBaseReport' } )
    | ( MissingComparison & { __typename: 'MissingComparison' } )
    | ( MissingHeadCommit & { __typename: 'MissingHeadCommit' } )
    | ( MissingHeadReport & { __typename: 'MissingHeadReport' } )
  ;
  CreateApiTokenError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  CreateUserTokenError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  DeleteComponentMeasurementsError:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  DeleteFlagError:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  DeleteSessionError:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
  ;
  DeprecatedPathContentsResult:
    | ( MissingCoverage & { __typename: 'MissingCoverage' } )
    | ( MissingHeadReport & { __typename: 'MissingHeadReport' } )
    | ( Omit<PathContentConnection, 'edges'> & { edges: Array<Maybe<_RefType['PathContentEdge']>> } & { __typename: 'PathContentConnection' } )
    | ( UnknownFlags & { __typename: 'UnknownFlags' } )
    | ( UnknownPath & { __typename: 'UnknownPath' } )
  ;
  EncodeSecretStringError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  EraseRepositoryError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  ImpactedFilesResult:
    | ( Omit<ImpactedFiles, 'results'> & { results: Array<Maybe<_RefType['ImpactedFile']>> } & { __typename: 'ImpactedFiles' } )
    | ( UnknownFlags & { __typename: 'UnknownFlags' } )
  ;
  PathContentsResult:
    | ( MissingCoverage & { __typename: 'MissingCoverage' } )
    | ( MissingHeadReport & { __typename: 'MissingHeadReport' } )
    | ( PathContentsValue & { __typename: 'PathContents' } )
    | ( UnknownFlags & { __typename: 'UnknownFlags' } )
    | ( UnknownPath & { __typename: 'UnknownPath' } )
  ;
  RegenerateOrgUploadTokenError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  RegenerateRepositoryGraphTokenError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  RegenerateRepositoryUploadTokenError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  RepositoryResult:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( OwnerNotActivatedError & { __typename: 'OwnerNotActivatedError' } )
    | ( RepositoryRecord & { __typename: 'Repository' } )
  ;
  RequestAiTestSuggestionsError:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  RevokeUserTokenError:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
  ;
  SaveOktaConfigError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  SaveTermsAgreementError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  SegmentsResult:
    | ( ProviderError & { __typename: 'ProviderError' } )
    | ( Omit<SegmentComparisons, 'results'> & { results: Array<_RefType['SegmentComparison']> } & { __typename: 'SegmentComparisons' } )
    | ( UnknownPath & { __typename: 'UnknownPath' } )
  ;
  SetUploadTokenRequiredError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  SetYamlOnOwnerError:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  StartTrialError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  SyncWithGitProviderError: ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } );
  UpdateBundleCacheConfigError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  UpdateDefaultOrganizationError:
    | ( MissingService & { __typename: 'MissingService' } )
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  UpdateProfileError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  UpdateRepositoryError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
  UpdateSelfHostedSettingsError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  PathContent:
    | ( PathContentDir & { __typename: 'PathContentDir' } )
    | ( PathContentFile & { __typename: 'PathContentFile' } )
  ;
  ResolverError:
    | ( FirstPullRequest & { __typename: 'FirstPullRequest' } )
    | ( MissingBaseCommit & { __typename: 'MissingBaseCommit' } )
    | ( MissingBaseReport & { __typename: 'MissingBaseReport' } )
    | ( MissingComparison & { __typename: 'MissingComparison' } )
    | ( MissingCoverage & { __typename: 'MissingCoverage' } )
    | ( MissingHeadCommit & { __typename: 'MissingHeadCommit' } )
    | ( MissingHeadReport & { __typename: 'MissingHeadReport' } )
    | ( MissingService & { __typename: 'MissingService' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( OwnerNotActivatedError & { __typename: 'OwnerNotActivatedError' } )
    | ( ProviderError & { __typename: 'ProviderError' } )
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( UnknownFlags & { __typename: 'UnknownFlags' } )
    | ( UnknownPath & { __typename: 'UnknownPath' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<OwnerRecord>;
  ActivateMeasurementsError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ActivateMeasurementsError']>;
  ActivateMeasurementsInput: ActivateMeasurementsInput;
  ActivateMeasurementsPayload: ResolverTypeWrapper<Omit<ActivateMeasurementsPayload, 'error'> & { error?: Maybe<ResolversTypes['ActivateMeasurementsError']> }>;
  Address: ResolverTypeWrapper<Address>;
  AiApp: ResolverTypeWrapper<AiApp>;
  AiCommand: ResolverTypeWrapper<AiCommand>;
  AiSuggestion: ResolverTypeWrapper<AiSuggestion>;
  AssetConnection: ResolverTypeWrapper<Omit<AssetConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['AssetEdge']>> }>;
  AssetEdge: ResolverTypeWrapper<Omit<AssetEdge, 'node'> & { node: ResolversTypes['BundleAsset'] }>;
  AssetOrdering: AssetOrdering;
  Billing: ResolverTypeWrapper<Billing>;
  BillingDetails: ResolverTypeWrapper<BillingDetails>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branch: ResolverTypeWrapper<BranchRecord>;
  BranchConnection: ResolverTypeWrapper<Omit<BranchConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['BranchEdge']>> }>;
  BranchEdge: ResolverTypeWrapper<Omit<BranchEdge, 'node'> & { node: ResolversTypes['Branch'] }>;
  BranchesSetFilters: BranchesSetFilters;
  BundleAnalysisComparison: ResolverTypeWrapper<BundleAnalysisComparison>;
  BundleAnalysisComparisonResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BundleAnalysisComparisonResult']>;
  BundleAnalysisMeasurements: ResolverTypeWrapper<BundleAnalysisMeasurements>;
  BundleAnalysisMeasurementsAssetType: BundleAnalysisMeasurementsAssetType;
  BundleAnalysisMeasurementsSetFilters: BundleAnalysisMeasurementsSetFilters;
  BundleAnalysisReport: ResolverTypeWrapper<BundleReportSetValue>;
  BundleAnalysisReportFilters: BundleAnalysisReportFilters;
  BundleAnalysisReportResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BundleAnalysisReportResult']>;
  BundleAsset: ResolverTypeWrapper<BundleAssetValue>;
  BundleCacheConfig: ResolverTypeWrapper<BundleCacheConfig>;
  BundleCacheConfigInput: BundleCacheConfigInput;
  BundleComparison: ResolverTypeWrapper<BundleComparison>;
  BundleData: ResolverTypeWrapper<BundleData>;
  BundleLoadTime: ResolverTypeWrapper<BundleLoadTime>;
  BundleLoadTypes: BundleLoadTypes;
  BundleModule: ResolverTypeWrapper<BundleModule>;
  BundleReport: ResolverTypeWrapper<BundleReportValue>;
  BundleReportFilters: BundleReportFilters;
  BundleReportGroups: BundleReportGroups;
  BundleReportInfo: ResolverTypeWrapper<StoredBundleReport>;
  BundleSize: ResolverTypeWrapper<BundleSize>;
  BundleSizeLimit: ResolverTypeWrapper<BundleSizeLimit>;
  CancelTrialError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CancelTrialError']>;
  CancelTrialInput: CancelTrialInput;
  CancelTrialPayload: ResolverTypeWrapper<Omit<CancelTrialPayload, 'error'> & { error?: Maybe<ResolversTypes['CancelTrialError']> }>;
  Card: ResolverTypeWrapper<Card>;
  Commit: ResolverTypeWrapper<CommitRecord>;
  CommitBundleAnalysis: ResolverTypeWrapper<CommitRecord>;
  CommitConnection: ResolverTypeWrapper<Omit<CommitConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['CommitEdge']>> }>;
  CommitCoverageAnalytics: ResolverTypeWrapper<CommitRecord>;
  CommitEdge: ResolverTypeWrapper<Omit<CommitEdge, 'node'> & { node: ResolversTypes['Commit'] }>;
  CommitError: ResolverTypeWrapper<CommitError>;
  CommitErrorCode: CommitErrorCode;
  CommitErrorEdge: ResolverTypeWrapper<CommitErrorEdge>;
  CommitErrorType: CommitErrorType;
  CommitErrorsConnection: ResolverTypeWrapper<CommitErrorsConnection>;
  CommitFailedTest: ResolverTypeWrapper<CommitFailedTest>;
  CommitNotification: ResolverTypeWrapper<CommitNotificationRecord>;
  CommitState: CommitState;
  CommitStatus: CommitStatus;
  CommitTestResults: ResolverTypeWrapper<CommitRecord>;
  CommitYamlSource: ResolverTypeWrapper<CommitYamlSource>;
  CommitsSetFilters: CommitsSetFilters;
  Comparison: ResolverTypeWrapper<CoverageComparison>;
  ComparisonResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ComparisonResult']>;
  Component: ResolverTypeWrapper<Component>;
  ComponentComparison: ResolverTypeWrapper<ComponentComparison>;
  ComponentMeasurements: ResolverTypeWrapper<ComponentMeasurements>;
  ComponentMeasurementsSetFilters: ComponentMeasurementsSetFilters;
  ComponentsFilters: ComponentsFilters;
  ComponentsYaml: ResolverTypeWrapper<ComponentsYaml>;
  Config: ResolverTypeWrapper<ConfigValue>;
  CoverageAnalytics: ResolverTypeWrapper<RepositoryRecord>;
  CoverageAnnotation: ResolverTypeWrapper<CoverageAnnotation>;
  CoverageInfo: ResolverTypeWrapper<CoverageInfo>;
  CoverageLine: CoverageLine;
  CoverageTotals: ResolverTypeWrapper<CoverageTotals>;
  CreateApiTokenError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateApiTokenError']>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: ResolverTypeWrapper<Omit<CreateApiTokenPayload, 'error'> & { error?: Maybe<ResolversTypes['CreateApiTokenError']> }>;
  CreateUserTokenError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateUserTokenError']>;
  CreateUserTokenInput: CreateUserTokenInput;
  CreateUserTokenPayload: ResolverTypeWrapper<Omit<CreateUserTokenPayload, 'error'> & { error?: Maybe<ResolversTypes['CreateUserTokenError']> }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteComponentMeasurementsError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteComponentMeasurementsError']>;
  DeleteComponentMeasurementsInput: DeleteComponentMeasurementsInput;
  DeleteComponentMeasurementsPayload: ResolverTypeWrapper<Omit<DeleteComponentMeasurementsPayload, 'error'> & { error?: Maybe<ResolversTypes['DeleteComponentMeasurementsError']> }>;
  DeleteFlagError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteFlagError']>;
  DeleteFlagInput: DeleteFlagInput;
  DeleteFlagPayload: ResolverTypeWrapper<Omit<DeleteFlagPayload, 'error'> & { error?: Maybe<ResolversTypes['DeleteFlagError']> }>;
  DeleteSessionError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteSessionError']>;
  DeleteSessionInput: DeleteSessionInput;
  DeleteSessionPayload: ResolverTypeWrapper<Omit<DeleteSessionPayload, 'error'> & { error?: Maybe<ResolversTypes['DeleteSessionError']> }>;
  DeprecatedPathContentsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeprecatedPathContentsResult']>;
  DiffSource: DiffSource;
  DuplicatePackage: ResolverTypeWrapper<DuplicatePackage>;
  EncodeSecretStringError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EncodeSecretStringError']>;
  EncodeSecretStringInput: EncodeSecretStringInput;
  EncodeSecretStringPayload: ResolverTypeWrapper<Omit<EncodeSecretStringPayload, 'error'> & { error?: Maybe<ResolversTypes['EncodeSecretStringError']> }>;
  EraseRepositoryError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EraseRepositoryError']>;
  EraseRepositoryInput: EraseRepositoryInput;
  EraseRepositoryPayload: ResolverTypeWrapper<Omit<EraseRepositoryPayload, 'error'> & { error?: Maybe<ResolversTypes['EraseRepositoryError']> }>;
  File: ResolverTypeWrapper<FileValue>;
  FirstPullRequest: ResolverTypeWrapper<FirstPullRequest>;
  Flag: ResolverTypeWrapper<FlagValue>;
  FlagComparison: ResolverTypeWrapper<FlagComparison>;
  FlagComparisonFilters: FlagComparisonFilters;
  FlagConnection: ResolverTypeWrapper<Omit<FlagConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['FlagEdge']>> }>;
  FlagEdge: ResolverTypeWrapper<Omit<FlagEdge, 'node'> & { node: ResolversTypes['Flag'] }>;
  FlagSetFilters: FlagSetFilters;
  FlakeAggregates: ResolverTypeWrapper<FlakeAggregates>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GoalOnboarding: GoalOnboarding;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImpactedFile: ResolverTypeWrapper<ImpactedFileValue>;
  ImpactedFileFilters: ImpactedFileFilters;
  ImpactedFileParameter: ImpactedFileParameter;
  ImpactedFiles: ResolverTypeWrapper<Omit<ImpactedFiles, 'results'> & { results: Array<Maybe<ResolversTypes['ImpactedFile']>> }>;
  ImpactedFilesFilters: ImpactedFilesFilters;
  ImpactedFilesOrdering: ImpactedFilesOrdering;
  ImpactedFilesResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ImpactedFilesResult']>;
  IndicationRange: ResolverTypeWrapper<IndicationRange>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  LatestUploadError: ResolverTypeWrapper<LatestUploadError>;
  LineChange: ResolverTypeWrapper<LineChange>;
  LineComparison: ResolverTypeWrapper<LineComparisonValue>;
  LineHits: ResolverTypeWrapper<LineHits>;
  LineItem: ResolverTypeWrapper<LineItem>;
  LoginProvider: LoginProvider;
  Me: ResolverTypeWrapper<MeValue>;
  Measurement: ResolverTypeWrapper<Measurement>;
  MeasurementInterval: MeasurementInterval;
  MeasurementType: MeasurementType;
  MissingBaseCommit: ResolverTypeWrapper<MissingBaseCommit>;
  MissingBaseReport: ResolverTypeWrapper<MissingBaseReport>;
  MissingComparison: ResolverTypeWrapper<MissingComparison>;
  MissingCoverage: ResolverTypeWrapper<MissingCoverage>;
  MissingHeadCommit: ResolverTypeWrapper<MissingHeadCommit>;
  MissingHeadReport: ResolverTypeWrapper<MissingHeadReport>;
  MissingService: ResolverTypeWrapper<MissingService>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyOrganizationConnection: ResolverTypeWrapper<Omit<MyOrganizationConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['MyOrganizationEdge']>> }>;
  MyOrganizationEdge: ResolverTypeWrapper<Omit<MyOrganizationEdge, 'node'> & { node: ResolversTypes['Owner'] }>;
  NotFoundError: ResolverTypeWrapper<NotFoundError>;
  NotificationKind: NotificationKind;
  NotificationOutcome: NotificationOutcome;
  OktaConfig: ResolverTypeWrapper<OktaConfig>;
  OktaSignIn: ResolverTypeWrapper<OktaSignIn>;
  OrderingDirection: OrderingDirection;
  OrderingParameter: OrderingParameter;
  OrganizationSetFilters: OrganizationSetFilters;
  Owner: ResolverTypeWrapper<OwnerRecord>;
  OwnerNotActivatedError: ResolverTypeWrapper<OwnerNotActivatedError>;
  PackageCopy: ResolverTypeWrapper<PackageCopy>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PathContent: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PathContent']>;
  PathContentConnection: ResolverTypeWrapper<Omit<PathContentConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['PathContentEdge']>> }>;
  PathContentDir: ResolverTypeWrapper<PathContentDir>;
  PathContentDisplayType: PathContentDisplayType;
  PathContentEdge: ResolverTypeWrapper<Omit<PathContentEdge, 'node'> & { node: ResolversTypes['PathContent'] }>;
  PathContentFile: ResolverTypeWrapper<PathContentFile>;
  PathContents: ResolverTypeWrapper<PathContentsValue>;
  PathContentsFilters: PathContentsFilters;
  PathContentsOrdering: PathContentsOrdering;
  PathContentsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PathContentsResult']>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  Plan: ResolverTypeWrapper<Plan>;
  PlanRepresentation: ResolverTypeWrapper<PlanRepresentation>;
  Profile: ResolverTypeWrapper<Profile>;
  ProviderError: ResolverTypeWrapper<ProviderError>;
  Pull: ResolverTypeWrapper<PullRecord>;
  PullConnection: ResolverTypeWrapper<Omit<PullConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['PullEdge']>> }>;
  PullEdge: ResolverTypeWrapper<Omit<PullEdge, 'node'> & { node: ResolversTypes['Pull'] }>;
  PullRequestState: PullRequestState;
  PullsSetFilters: PullsSetFilters;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegenerateOrgUploadTokenError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegenerateOrgUploadTokenError']>;
  RegenerateOrgUploadTokenInput: RegenerateOrgUploadTokenInput;
  RegenerateOrgUploadTokenPayload: ResolverTypeWrapper<Omit<RegenerateOrgUploadTokenPayload, 'error'> & { error?: Maybe<ResolversTypes['RegenerateOrgUploadTokenError']> }>;
  RegenerateRepositoryGraphTokenError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegenerateRepositoryGraphTokenError']>;
  RegenerateRepositoryGraphTokenInput: RegenerateRepositoryGraphTokenInput;
  RegenerateRepositoryGraphTokenPayload: ResolverTypeWrapper<Omit<RegenerateRepositoryGraphTokenPayload, 'error'> & { error?: Maybe<ResolversTypes['RegenerateRepositoryGraphTokenError']> }>;
  RegenerateRepositoryUploadTokenError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegenerateRepositoryUploadTokenError']>;
  RegenerateRepositoryUploadTokenInput: RegenerateRepositoryUploadTokenInput;
  RegenerateRepositoryUploadTokenPayload: ResolverTypeWrapper<Omit<RegenerateRepositoryUploadTokenPayload, 'error'> & { error?: Maybe<ResolversTypes['RegenerateRepositoryUploadTokenError']> }>;
  Repository: ResolverTypeWrapper<RepositoryRecord>;
  RepositoryConfig: ResolverTypeWrapper<RepositoryConfig>;
  RepositoryConnection: ResolverTypeWrapper<Omit<RepositoryConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['RepositoryEdge']>> }>;
  RepositoryEdge: ResolverTypeWrapper<Omit<RepositoryEdge, 'node'> & { node: ResolversTypes['Repository'] }>;
  RepositoryOrdering: RepositoryOrdering;
  RepositoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RepositoryResult']>;
  RepositorySetFilters: RepositorySetFilters;
  RepositoryYaml: ResolverTypeWrapper<RepositoryYaml>;
  RequestAiTestSuggestionsError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestAiTestSuggestionsError']>;
  RequestAiTestSuggestionsInput: RequestAiTestSuggestionsInput;
  RequestAiTestSuggestionsPayload: ResolverTypeWrapper<Omit<RequestAiTestSuggestionsPayload, 'error' | 'suggestion'> & { error?: Maybe<ResolversTypes['RequestAiTestSuggestionsError']>, suggestion?: Maybe<ResolversTypes['AiSuggestion']> }>;
  ResolverError: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ResolverError']>;
  RevokeUserTokenError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RevokeUserTokenError']>;
  RevokeUserTokenInput: RevokeUserTokenInput;
  RevokeUserTokenPayload: ResolverTypeWrapper<Omit<RevokeUserTokenPayload, 'error'> & { error?: Maybe<ResolversTypes['RevokeUserTokenError']> }>;
  SaveOktaConfigError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveOktaConfigError']>;
  SaveOktaConfigInput: SaveOktaConfigInput;
  SaveOktaConfigPayload: ResolverTypeWrapper<Omit<SaveOktaConfigPayload, 'error'> & { error?: Maybe<ResolversTypes['SaveOktaConfigError']> }>;
  SaveTermsAgreementError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveTermsAgreementError']>;
  SaveTermsAgreementInput: SaveTermsAgreementInput;
  SaveTermsAgreementPayload: ResolverTypeWrapper<Omit<SaveTermsAgreementPayload, 'error'> & { error?: Maybe<ResolversTypes['SaveTermsAgreementError']> }>;
  SegmentComparison: ResolverTypeWrapper<SegmentComparisonValue>;
  SegmentComparisons: ResolverTypeWrapper<Omit<SegmentComparisons, 'results'> & { results: Array<ResolversTypes['SegmentComparison']> }>;
  SegmentsFilters: SegmentsFilters;
  SegmentsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SegmentsResult']>;
  SelfHostedLicense: ResolverTypeWrapper<SelfHostedLicense>;
  Session: ResolverTypeWrapper<Session>;
  SessionConnection: ResolverTypeWrapper<SessionConnection>;
  SessionEdge: ResolverTypeWrapper<SessionEdge>;
  SetUploadTokenRequiredError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetUploadTokenRequiredError']>;
  SetUploadTokenRequiredInput: SetUploadTokenRequiredInput;
  SetUploadTokenRequiredPayload: ResolverTypeWrapper<Omit<SetUploadTokenRequiredPayload, 'error'> & { error?: Maybe<ResolversTypes['SetUploadTokenRequiredError']> }>;
  SetYamlOnOwnerError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetYamlOnOwnerError']>;
  SetYamlOnOwnerInput: SetYamlOnOwnerInput;
  SetYamlOnOwnerPayload: ResolverTypeWrapper<Omit<SetYamlOnOwnerPayload, 'error' | 'owner'> & { error?: Maybe<ResolversTypes['SetYamlOnOwnerError']>, owner?: Maybe<ResolversTypes['Owner']> }>;
  StartTrialError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StartTrialError']>;
  StartTrialInput: StartTrialInput;
  StartTrialPayload: ResolverTypeWrapper<Omit<StartTrialPayload, 'error'> & { error?: Maybe<ResolversTypes['StartTrialError']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SyncProvider: SyncProvider;
  SyncWithGitProviderError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SyncWithGitProviderError']>;
  SyncWithGitProviderPayload: ResolverTypeWrapper<Omit<SyncWithGitProviderPayload, 'error' | 'me'> & { error?: Maybe<ResolversTypes['SyncWithGitProviderError']>, me?: Maybe<ResolversTypes['Me']> }>;
  TaxInfo: ResolverTypeWrapper<TaxInfo>;
  TestAnalytics: ResolverTypeWrapper<RepositoryRecord>;
  TestFailure: ResolverTypeWrapper<TestFailure>;
  TestResult: ResolverTypeWrapper<TestResult>;
  TestResultConnection: ResolverTypeWrapper<TestResultConnection>;
  TestResultEdge: ResolverTypeWrapper<TestResultEdge>;
  TestResultsAggregates: ResolverTypeWrapper<TestResultsAggregates>;
  TestResultsFilterParameter: TestResultsFilterParameter;
  TestResultsFilters: TestResultsFilters;
  TestResultsOrdering: TestResultsOrdering;
  TestResultsOrderingParameter: TestResultsOrderingParameter;
  TrialStatus: TrialStatus;
  TypeProjectOnboarding: TypeProjectOnboarding;
  UnauthenticatedError: ResolverTypeWrapper<UnauthenticatedError>;
  UnauthorizedError: ResolverTypeWrapper<UnauthorizedError>;
  UnknownFlags: ResolverTypeWrapper<UnknownFlags>;
  UnknownPath: ResolverTypeWrapper<UnknownPath>;
  UnmatchedPaths: ResolverTypeWrapper<UnmatchedPaths>;
  UnverifiedPaymentMethod: ResolverTypeWrapper<UnverifiedPaymentMethod>;
  UpdateBundleCacheConfigError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateBundleCacheConfigError']>;
  UpdateBundleCacheConfigInput: UpdateBundleCacheConfigInput;
  UpdateBundleCacheConfigPayload: ResolverTypeWrapper<Omit<UpdateBundleCacheConfigPayload, 'error'> & { error?: Maybe<ResolversTypes['UpdateBundleCacheConfigError']> }>;
  UpdateDefaultOrganizationError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateDefaultOrganizationError']>;
  UpdateDefaultOrganizationInput: UpdateDefaultOrganizationInput;
  UpdateDefaultOrganizationPayload: ResolverTypeWrapper<Omit<UpdateDefaultOrganizationPayload, 'error'> & { error?: Maybe<ResolversTypes['UpdateDefaultOrganizationError']> }>;
  UpdateProfileError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateProfileError']>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'error' | 'me'> & { error?: Maybe<ResolversTypes['UpdateProfileError']>, me?: Maybe<ResolversTypes['Me']> }>;
  UpdateRepositoryError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateRepositoryError']>;
  UpdateRepositoryInput: UpdateRepositoryInput;
  UpdateRepositoryPayload: ResolverTypeWrapper<Omit<UpdateRepositoryPayload, 'error' | 'repository'> & { error?: Maybe<ResolversTypes['UpdateRepositoryError']>, repository?: Maybe<ResolversTypes['Repository']> }>;
  UpdateSelfHostedSettingsError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateSelfHostedSettingsError']>;
  UpdateSelfHostedSettingsInput: UpdateSelfHostedSettingsInput;
  UpdateSelfHostedSettingsPayload: ResolverTypeWrapper<Omit<UpdateSelfHostedSettingsPayload, 'error'> & { error?: Maybe<ResolversTypes['UpdateSelfHostedSettingsError']> }>;
  Upload: ResolverTypeWrapper<UploadRecord>;
  UploadConnection: ResolverTypeWrapper<Omit<UploadConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['UploadEdge']>> }>;
  UploadEdge: ResolverTypeWrapper<Omit<UploadEdge, 'node'> & { node: ResolversTypes['Upload'] }>;
  UploadError: ResolverTypeWrapper<UploadError>;
  UploadErrorEdge: ResolverTypeWrapper<UploadErrorEdge>;
  UploadErrorEnum: UploadErrorEnum;
  UploadErrorsConnection: ResolverTypeWrapper<UploadErrorsConnection>;
  UploadState: UploadState;
  UploadType: UploadType;
  UsBankAccount: ResolverTypeWrapper<UsBankAccount>;
  User: ResolverTypeWrapper<OwnerRecord>;
  UserToken: ResolverTypeWrapper<UserToken>;
  UserTokenConnection: ResolverTypeWrapper<UserTokenConnection>;
  UserTokenEdge: ResolverTypeWrapper<UserTokenEdge>;
  ValidationError: ResolverTypeWrapper<ValidationError>;
  ViewableRepositoryConnection: ResolverTypeWrapper<Omit<ViewableRepositoryConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['ViewableRepositoryEdge']>> }>;
  ViewableRepositoryEdge: ResolverTypeWrapper<Omit<ViewableRepositoryEdge, 'node'> & { node: ResolversTypes['Repository'] }>;
  YamlLayer: ResolverTypeWrapper<YamlLayer>;
  YamlSourceKind: YamlSourceKind;
  YamlStates: YamlStates;
  trackingMetadata: ResolverTypeWrapper<MeValue>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: OwnerRecord;
  ActivateMeasurementsError: ResolversUnionTypes<ResolversParentTypes>['ActivateMeasurementsError'];
  ActivateMeasurementsInput: ActivateMeasurementsInput;
  ActivateMeasurementsPayload: Omit<ActivateMeasurementsPayload, 'error'> & { error?: Maybe<ResolversParentTypes['ActivateMeasurementsError']> };
  Address: Address;
  AiApp: AiApp;
  AiCommand: AiCommand;
  AiSuggestion: AiSuggestion;
  AssetConnection: Omit<AssetConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['AssetEdge']>> };
  AssetEdge: Omit<AssetEdge, 'node'> & { node: ResolversParentTypes['BundleAsset'] };
  Billing: Billing;
  BillingDetails: BillingDetails;
  Boolean: Scalars['Boolean']['output'];
  Branch: BranchRecord;
  BranchConnection: Omit<BranchConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['BranchEdge']>> };
  BranchEdge: Omit<BranchEdge, 'node'> & { node: ResolversParentTypes['Branch'] };
  BranchesSetFilters: BranchesSetFilters;
  BundleAnalysisComparison: BundleAnalysisComparison;
  BundleAnalysisComparisonResult: ResolversUnionTypes<ResolversParentTypes>['BundleAnalysisComparisonResult'];
  BundleAnalysisMeasurements: BundleAnalysisMeasurements;
  BundleAnalysisMeasurementsSetFilters: BundleAnalysisMeasurementsSetFilters;
  BundleAnalysisReport: BundleReportSetValue;
  BundleAnalysisReportFilters: BundleAnalysisReportFilters;
  BundleAnalysisReportResult: ResolversUnionTypes<ResolversParentTypes>['BundleAnalysisReportResult'];
  BundleAsset: BundleAssetValue;
  BundleCacheConfig: BundleCacheConfig;
  BundleCacheConfigInput: BundleCacheConfigInput;
  BundleComparison: BundleComparison;
  BundleData: BundleData;
  BundleLoadTime: BundleLoadTime;
  BundleModule: BundleModule;
  BundleReport: BundleReportValue;
  BundleReportFilters: BundleReportFilters;
  BundleReportInfo: StoredBundleReport;
  BundleSize: BundleSize;
  BundleSizeLimit: BundleSizeLimit;
  CancelTrialError: ResolversUnionTypes<ResolversParentTypes>['CancelTrialError'];
  CancelTrialInput: CancelTrialInput;
  CancelTrialPayload: Omit<CancelTrialPayload, 'error'> & { error?: Maybe<ResolversParentTypes['CancelTrialError']> };
  Card: Card;
  Commit: CommitRecord;
  CommitBundleAnalysis: CommitRecord;
  CommitConnection: Omit<CommitConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['CommitEdge']>> };
  CommitCoverageAnalytics: CommitRecord;
  CommitEdge: Omit<CommitEdge, 'node'> & { node: ResolversParentTypes['Commit'] };
  CommitError: CommitError;
  CommitErrorEdge: CommitErrorEdge;
  CommitErrorsConnection: CommitErrorsConnection;
  CommitFailedTest: CommitFailedTest;
  CommitNotification: CommitNotificationRecord;
  CommitTestResults: CommitRecord;
  CommitYamlSource: CommitYamlSource;
  CommitsSetFilters: CommitsSetFilters;
  Comparison: CoverageComparison;
  ComparisonResult: ResolversUnionTypes<ResolversParentTypes>['ComparisonResult'];
  Component: Component;
  ComponentComparison: ComponentComparison;
  ComponentMeasurements: ComponentMeasurements;
  ComponentMeasurementsSetFilters: ComponentMeasurementsSetFilters;
  ComponentsFilters: ComponentsFilters;
  ComponentsYaml: ComponentsYaml;
  Config: ConfigValue;
  CoverageAnalytics: RepositoryRecord;
  CoverageAnnotation: CoverageAnnotation;
  CoverageInfo: CoverageInfo;
  CoverageTotals: CoverageTotals;
  CreateApiTokenError: ResolversUnionTypes<ResolversParentTypes>['CreateApiTokenError'];
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: Omit<CreateApiTokenPayload, 'error'> & { error?: Maybe<ResolversParentTypes['CreateApiTokenError']> };
  CreateUserTokenError: ResolversUnionTypes<ResolversParentTypes>['CreateUserTokenError'];
  CreateUserTokenInput: CreateUserTokenInput;
  CreateUserTokenPayload: Omit<CreateUserTokenPayload, 'error'> & { error?: Maybe<ResolversParentTypes['CreateUserTokenError']> };
  DateTime: Scalars['DateTime']['output'];
  DeleteComponentMeasurementsError: ResolversUnionTypes<ResolversParentTypes>['DeleteComponentMeasurementsError'];
  DeleteComponentMeasurementsInput: DeleteComponentMeasurementsInput;
  DeleteComponentMeasurementsPayload: Omit<DeleteComponentMeasurementsPayload, 'error'> & { error?: Maybe<ResolversParentTypes['DeleteComponentMeasurementsError']> };
  DeleteFlagError: ResolversUnionTypes<ResolversParentTypes>['DeleteFlagError'];
  DeleteFlagInput: DeleteFlagInput;
  DeleteFlagPayload: Omit<DeleteFlagPayload, 'error'> & { error?: Maybe<ResolversParentTypes['DeleteFlagError']> };
  DeleteSessionError: ResolversUnionTypes<ResolversParentTypes>['DeleteSessionError'];
  DeleteSessionInput: DeleteSessionInput;
  DeleteSessionPayload: Omit<DeleteSessionPayload, 'error'> & { error?: Maybe<ResolversParentTypes['DeleteSessionError']> };
  DeprecatedPathContentsResult: ResolversUnionTypes<ResolversParentTypes>['DeprecatedPathContentsResult'];
  DuplicatePackage: DuplicatePackage;
  EncodeSecretStringError: ResolversUnionTypes<ResolversParentTypes>['EncodeSecretStringError'];
  EncodeSecretStringInput: EncodeSecretStringInput;
  EncodeSecretStringPayload: Omit<EncodeSecretStringPayload, 'error'> & { error?: Maybe<ResolversParentTypes['EncodeSecretStringError']> };
  EraseRepositoryError: ResolversUnionTypes<ResolversParentTypes>['EraseRepositoryError'];
  EraseRepositoryInput: EraseRepositoryInput;
  EraseRepositoryPayload: Omit<EraseRepositoryPayload, 'error'> & { error?: Maybe<ResolversParentTypes['EraseRepositoryError']> };
  File: FileValue;
  FirstPullRequest: FirstPullRequest;
  Flag: FlagValue;
  FlagComparison: FlagComparison;
  FlagComparisonFilters: FlagComparisonFilters;
  FlagConnection: Omit<FlagConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['FlagEdge']>> };
  FlagEdge: Omit<FlagEdge, 'node'> & { node: ResolversParentTypes['Flag'] };
  FlagSetFilters: FlagSetFilters;
  FlakeAggregates: FlakeAggregates;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImpactedFile: ImpactedFileValue;
  ImpactedFileFilters: ImpactedFileFilters;
  ImpactedFiles: Omit<ImpactedFiles, 'results'> & { results: Array<Maybe<ResolversParentTypes['ImpactedFile']>> };
  ImpactedFilesFilters: ImpactedFilesFilters;
  ImpactedFilesOrdering: ImpactedFilesOrdering;
  ImpactedFilesResult: ResolversUnionTypes<ResolversParentTypes>['ImpactedFilesResult'];
  IndicationRange: IndicationRange;
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  LatestUploadError: LatestUploadError;
  LineChange: LineChange;
  LineComparison: LineComparisonValue;
  LineHits: LineHits;
  LineItem: LineItem;
  Me: MeValue;
  Measurement: Measurement;
  MissingBaseCommit: MissingBaseCommit;
  MissingBaseReport: MissingBaseReport;
  MissingComparison: MissingComparison;
  MissingCoverage: MissingCoverage;
  MissingHeadCommit: MissingHeadCommit;
  MissingHeadReport: MissingHeadReport;
  MissingService: MissingService;
  Mutation: Record<PropertyKey, never>;
  MyOrganizationConnection: Omit<MyOrganizationConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['MyOrganizationEdge']>> };
  MyOrganizationEdge: Omit<MyOrganizationEdge, 'node'> & { node: ResolversParentTypes['Owner'] };
  NotFoundError: NotFoundError;
  OktaConfig: OktaConfig;
  OktaSignIn: OktaSignIn;
  OrganizationSetFilters: OrganizationSetFilters;
  Owner: OwnerRecord;
  OwnerNotActivatedError: OwnerNotActivatedError;
  PackageCopy: PackageCopy;
  PageInfo: PageInfo;
  PathContent: ResolversInterfaceTypes<ResolversParentTypes>['PathContent'];
  PathContentConnection: Omit<PathContentConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['PathContentEdge']>> };
  PathContentDir: PathContentDir;
  PathContentEdge: Omit<PathContentEdge, 'node'> & { node: ResolversParentTypes['PathContent'] };
  PathContentFile: PathContentFile;
  PathContents: PathContentsValue;
  PathContentsFilters: PathContentsFilters;
  PathContentsOrdering: PathContentsOrdering;
  PathContentsResult: ResolversUnionTypes<ResolversParentTypes>['PathContentsResult'];
  PaymentMethod: PaymentMethod;
  Plan: Plan;
  PlanRepresentation: PlanRepresentation;
  Profile: Profile;
  ProviderError: ProviderError;
  Pull: PullRecord;
  PullConnection: Omit<PullConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['PullEdge']>> };
  PullEdge: Omit<PullEdge, 'node'> & { node: ResolversParentTypes['Pull'] };
  PullsSetFilters: PullsSetFilters;
  Query: Record<PropertyKey, never>;
  RegenerateOrgUploadTokenError: ResolversUnionTypes<ResolversParentTypes>['RegenerateOrgUploadTokenError'];
  RegenerateOrgUploadTokenInput: RegenerateOrgUploadTokenInput;
  RegenerateOrgUploadTokenPayload: Omit<RegenerateOrgUploadTokenPayload, 'error'> & { error?: Maybe<ResolversParentTypes['RegenerateOrgUploadTokenError']> };
  RegenerateRepositoryGraphTokenError: ResolversUnionTypes<ResolversParentTypes>['RegenerateRepositoryGraphTokenError'];
  RegenerateRepositoryGraphTokenInput: RegenerateRepositoryGraphTokenInput;
  RegenerateRepositoryGraphTokenPayload: Omit<RegenerateRepositoryGraphTokenPayload, 'error'> & { error?: Maybe<ResolversParentTypes['RegenerateRepositoryGraphTokenError']> };
  RegenerateRepositoryUploadTokenError: ResolversUnionTypes<ResolversParentTypes>['RegenerateRepositoryUploadTokenError'];
  RegenerateRepositoryUploadTokenInput: RegenerateRepositoryUploadTokenInput;
  RegenerateRepositoryUploadTokenPayload: Omit<RegenerateRepositoryUploadTokenPayload, 'error'> & { error?: Maybe<ResolversParentTypes['RegenerateRepositoryUploadTokenError']> };
  Repository: RepositoryRecord;
  RepositoryConfig: RepositoryConfig;
  RepositoryConnection: Omit<RepositoryConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['RepositoryEdge']>> };
  RepositoryEdge: Omit<RepositoryEdge, 'node'> & { node: ResolversParentTypes['Repository'] };
  RepositoryResult: ResolversUnionTypes<ResolversParentTypes>['RepositoryResult'];
  RepositorySetFilters: RepositorySetFilters;
  RepositoryYaml: RepositoryYaml;
  RequestAiTestSuggestionsError: ResolversUnionTypes<ResolversParentTypes>['RequestAiTestSuggestionsError'];
  RequestAiTestSuggestionsInput: RequestAiTestSuggestionsInput;
  RequestAiTestSuggestionsPayload: Omit<RequestAiTestSuggestionsPayload, 'error' | 'suggestion'> & { error?: Maybe<ResolversParentTypes['RequestAiTestSuggestionsError']>, suggestion?: Maybe<ResolversParentTypes['AiSuggestion']> };
  ResolverError: ResolversInterfaceTypes<ResolversParentTypes>['ResolverError'];
  RevokeUserTokenError: ResolversUnionTypes<ResolversParentTypes>['RevokeUserTokenError'];
  RevokeUserTokenInput: RevokeUserTokenInput;
  RevokeUserTokenPayload: Omit<RevokeUserTokenPayload, 'error'> & { error?: Maybe<ResolversParentTypes['RevokeUserTokenError']> };
  SaveOktaConfigError: ResolversUnionTypes<ResolversParentTypes>['SaveOktaConfigError'];
  SaveOktaConfigInput: SaveOktaConfigInput;
  SaveOktaConfigPayload: Omit<SaveOktaConfigPayload, 'error'> & { error?: Maybe<ResolversParentTypes['SaveOktaConfigError']> };
  SaveTermsAgreementError: ResolversUnionTypes<ResolversParentTypes>['SaveTermsAgreementError'];
  SaveTermsAgreementInput: SaveTermsAgreementInput;
  SaveTermsAgreementPayload: Omit<SaveTermsAgreementPayload, 'error'> & { error?: Maybe<ResolversParentTypes['SaveTermsAgreementError']> };
  SegmentComparison: SegmentComparisonValue;
  SegmentComparisons: Omit<SegmentComparisons, 'results'> & { results: Array<ResolversParentTypes['SegmentComparison']> };
  SegmentsFilters: SegmentsFilters;
  SegmentsResult: ResolversUnionTypes<ResolversParentTypes>['SegmentsResult'];
  SelfHostedLicense: SelfHostedLicense;
  Session: Session;
  SessionConnection: SessionConnection;
  SessionEdge: SessionEdge;
  SetUploadTokenRequiredError: ResolversUnionTypes<ResolversParentTypes>['SetUploadTokenRequiredError'];
  SetUploadTokenRequiredInput: SetUploadTokenRequiredInput;
  SetUploadTokenRequiredPayload: Omit<SetUploadTokenRequiredPayload, 'error'> & { error?: Maybe<ResolversParentTypes['SetUploadTokenRequiredError']> };
  SetYamlOnOwnerError: ResolversUnionTypes<ResolversParentTypes>['SetYamlOnOwnerError'];
  SetYamlOnOwnerInput: SetYamlOnOwnerInput;
  SetYamlOnOwnerPayload: Omit<SetYamlOnOwnerPayload, 'error' | 'owner'> & { error?: Maybe<ResolversParentTypes['SetYamlOnOwnerError']>, owner?: Maybe<ResolversParentTypes['Owner']> };
  StartTrialError: ResolversUnionTypes<ResolversParentTypes>['StartTrialError'];
  StartTrialInput: StartTrialInput;
  StartTrialPayload: Omit<StartTrialPayload, 'error'> & { error?: Maybe<ResolversParentTypes['StartTrialError']> };
  String: Scalars['String']['output'];
  SyncWithGitProviderError: ResolversUnionTypes<ResolversParentTypes>['SyncWithGitProviderError'];
  SyncWithGitProviderPayload: Omit<SyncWithGitProviderPayload, 'error' | 'me'> & { error?: Maybe<ResolversParentTypes['SyncWithGitProviderError']>, me?: Maybe<ResolversParentTypes['Me']> };
  TaxInfo: TaxInfo;
  TestAnalytics: RepositoryRecord;
  TestFailure: TestFailure;
  TestResult: TestResult;
  TestResultConnection: TestResultConnection;
  TestResultEdge: TestResultEdge;
  TestResultsAggregates: TestResultsAggregates;
  TestResultsFilters: TestResultsFilters;
  TestResultsOrdering: TestResultsOrdering;
  UnauthenticatedError: UnauthenticatedError;
  UnauthorizedError: UnauthorizedError;
  UnknownFlags: UnknownFlags;
  UnknownPath: UnknownPath;
  UnmatchedPaths: UnmatchedPaths;
  UnverifiedPaymentMethod: UnverifiedPaymentMethod;
  UpdateBundleCacheConfigError: ResolversUnionTypes<ResolversParentTypes>['UpdateBundleCacheConfigError'];
  UpdateBundleCacheConfigInput: UpdateBundleCacheConfigInput;
  UpdateBundleCacheConfigPayload: Omit<UpdateBundleCacheConfigPayload, 'error'> & { error?: Maybe<ResolversParentTypes['UpdateBundleCacheConfigError']> };
  UpdateDefaultOrganizationError: ResolversUnionTypes<ResolversParentTypes>['UpdateDefaultOrganizationError'];
  UpdateDefaultOrganizationInput: UpdateDefaultOrganizationInput;
  UpdateDefaultOrganizationPayload: Omit<UpdateDefaultOrganizationPayload, 'error'> & { error?: Maybe<ResolversParentTypes['UpdateDefaultOrganizationError']> };
  UpdateProfileError: ResolversUnionTypes<ResolversParentTypes>['UpdateProfileError'];
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'error' | 'me'> & { error?: Maybe<ResolversParentTypes['UpdateProfileError']>, me?: Maybe<ResolversParentTypes['Me']> };
  UpdateRepositoryError: ResolversUnionTypes<ResolversParentTypes>['UpdateRepositoryError'];
  UpdateRepositoryInput: UpdateRepositoryInput;
  UpdateRepositoryPayload: Omit<UpdateRepositoryPayload, 'error' | 'repository'> & { error?: Maybe<ResolversParentTypes['UpdateRepositoryError']>, repository?: Maybe<ResolversParentTypes['Repository']> };
  UpdateSelfHostedSettingsError: ResolversUnionTypes<ResolversParentTypes>['UpdateSelfHostedSettingsError'];
  UpdateSelfHostedSettingsInput: UpdateSelfHostedSettingsInput;
  UpdateSelfHostedSettingsPayload: Omit<UpdateSelfHostedSettingsPayload, 'error'> & { error?: Maybe<ResolversParentTypes['UpdateSelfHostedSettingsError']> };
  Upload: UploadRecord;
  UploadConnection: Omit<UploadConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['UploadEdge']>> };
  UploadEdge: Omit<UploadEdge, 'node'> & { node: ResolversParentTypes['Upload'] };
  UploadError: UploadError;
  UploadErrorEdge: UploadErrorEdge;
  UploadErrorsConnection: UploadErrorsConnection;
  UsBankAccount: UsBankAccount;
  User: OwnerRecord;
  UserToken: UserToken;
  UserTokenConnection: UserTokenConnection;
  UserTokenEdge: UserTokenEdge;
  ValidationError: ValidationError;
  ViewableRepositoryConnection: Omit<ViewableRepositoryConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['ViewableRepositoryEdge']>> };
  ViewableRepositoryEdge: Omit<ViewableRepositoryEdge, 'node'> & { node: ResolversParentTypes['Repository'] };
  YamlLayer: YamlLayer;
  trackingMetadata: MeValue;
}>;

export type AccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oktaConfig?: Resolver<Maybe<ResolversTypes['OktaConfig']>, ParentType, ContextType>;
  oktaSignIn?: Resolver<Maybe<ResolversTypes['OktaSignIn']>, ParentType, ContextType>;
}>;

export type ActivateMeasurementsErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivateMeasurementsError'] = ResolversParentTypes['ActivateMeasurementsError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type ActivateMeasurementsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivateMeasurementsPayload'] = ResolversParentTypes['ActivateMeasurementsPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['ActivateMeasurementsError']>, ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AiAppResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiApp'] = ResolversParentTypes['AiApp']> = ResolversObject<{
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commands?: Resolver<Array<ResolversTypes['AiCommand']>, ParentType, ContextType>;
  installUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modelConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AiCommandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiCommand'] = ResolversParentTypes['AiCommand']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AiSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiSuggestion'] = ResolversParentTypes['AiSuggestion']> = ResolversObject<{
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentPosted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commitid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssetConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetConnection'] = ResolversParentTypes['AssetConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['AssetEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AssetEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetEdge'] = ResolversParentTypes['AssetEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BundleAsset'], ParentType, ContextType>;
}>;

export type BillingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Billing'] = ResolversParentTypes['Billing']> = ResolversObject<{
  paymentProvider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unverifiedPaymentMethods?: Resolver<Array<ResolversTypes['UnverifiedPaymentMethod']>, ParentType, ContextType>;
}>;

export type BillingDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingDetails'] = ResolversParentTypes['BillingDetails']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BranchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Branch'] = ResolversParentTypes['Branch']> = ResolversObject<{
  head?: Resolver<Maybe<ResolversTypes['Commit']>, ParentType, ContextType>;
  headSha?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BranchConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BranchConnection'] = ResolversParentTypes['BranchConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['BranchEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BranchEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BranchEdge'] = ResolversParentTypes['BranchEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Branch'], ParentType, ContextType>;
}>;

export type BundleAnalysisComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleAnalysisComparison'] = ResolversParentTypes['BundleAnalysisComparison']> = ResolversObject<{
  bundleChange?: Resolver<ResolversTypes['BundleData'], ParentType, ContextType>;
  bundleData?: Resolver<ResolversTypes['BundleData'], ParentType, ContextType>;
  bundles?: Resolver<Array<Maybe<ResolversTypes['BundleComparison']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BundleAnalysisComparisonResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleAnalysisComparisonResult'] = ResolversParentTypes['BundleAnalysisComparisonResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'BundleAnalysisComparison' | 'FirstPullRequest' | 'MissingBaseCommit' | 'MissingBaseReport' | 'MissingHeadCommit' | 'MissingHeadReport', ParentType, ContextType>;
}>;

export type BundleAnalysisMeasurementsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleAnalysisMeasurements'] = ResolversParentTypes['BundleAnalysisMeasurements']> = ResolversObject<{
  assetType?: Resolver<ResolversTypes['BundleAnalysisMeasurementsAssetType'], ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['BundleData']>, ParentType, ContextType>;
  measurements?: Resolver<Maybe<Array<ResolversTypes['Measurement']>>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['BundleData']>, ParentType, ContextType>;
}>;

export type BundleAnalysisReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleAnalysisReport'] = ResolversParentTypes['BundleAnalysisReport']> = ResolversObject<{
  bundle?: Resolver<Maybe<ResolversTypes['BundleReport']>, ParentType, ContextType, RequireFields<BundleAnalysisReportBundleArgs, 'name'>>;
  bundleData?: Resolver<ResolversTypes['BundleData'], ParentType, ContextType>;
  bundles?: Resolver<Array<Maybe<ResolversTypes['BundleReport']>>, ParentType, ContextType>;
  isCached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BundleAnalysisReportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleAnalysisReportResult'] = ResolversParentTypes['BundleAnalysisReportResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'BundleAnalysisReport' | 'MissingHeadReport', ParentType, ContextType>;
}>;

export type BundleAssetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleAsset'] = ResolversParentTypes['BundleAsset']> = ResolversObject<{
  bundleData?: Resolver<ResolversTypes['BundleData'], ParentType, ContextType>;
  extension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  measurements?: Resolver<Maybe<ResolversTypes['BundleAnalysisMeasurements']>, ParentType, ContextType, RequireFields<BundleAssetMeasurementsArgs, 'before' | 'interval'>>;
  modules?: Resolver<Array<Maybe<ResolversTypes['BundleModule']>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  normalizedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  routes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
}>;

export type BundleCacheConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleCacheConfig'] = ResolversParentTypes['BundleCacheConfig']> = ResolversObject<{
  bundleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cacheConfig?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BundleComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleComparison'] = ResolversParentTypes['BundleComparison']> = ResolversObject<{
  bundleChange?: Resolver<ResolversTypes['BundleData'], ParentType, ContextType>;
  bundleData?: Resolver<ResolversTypes['BundleData'], ParentType, ContextType>;
  changeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BundleDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleData'] = ResolversParentTypes['BundleData']> = ResolversObject<{
  loadTime?: Resolver<ResolversTypes['BundleLoadTime'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['BundleSize'], ParentType, ContextType>;
}>;

export type BundleLoadTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleLoadTime'] = ResolversParentTypes['BundleLoadTime']> = ResolversObject<{
  highSpeed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  threeG?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BundleModuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleModule'] = ResolversParentTypes['BundleModule']> = ResolversObject<{
  bundleData?: Resolver<ResolversTypes['BundleData'], ParentType, ContextType>;
  extension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BundleReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleReport'] = ResolversParentTypes['BundleReport']> = ResolversObject<{
  asset?: Resolver<Maybe<ResolversTypes['BundleAsset']>, ParentType, ContextType, RequireFields<BundleReportAssetArgs, 'name'>>;
  assets?: Resolver<Array<Maybe<ResolversTypes['BundleAsset']>>, ParentType, ContextType>;
  assetsPaginated?: Resolver<Maybe<ResolversTypes['AssetConnection']>, ParentType, ContextType, Partial<BundleReportAssetsPaginatedArgs>>;
  bundleData?: Resolver<ResolversTypes['BundleData'], ParentType, ContextType>;
  bundleDataFiltered?: Resolver<ResolversTypes['BundleData'], ParentType, ContextType, Partial<BundleReportBundleDataFilteredArgs>>;
  cacheConfig?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  duplicatePackages?: Resolver<Array<ResolversTypes['DuplicatePackage']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['BundleReportInfo'], ParentType, ContextType>;
  isCached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  measurements?: Resolver<Maybe<Array<ResolversTypes['BundleAnalysisMeasurements']>>, ParentType, ContextType, RequireFields<BundleReportMeasurementsArgs, 'before' | 'interval'>>;
  moduleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeLimit?: Resolver<ResolversTypes['BundleSizeLimit'], ParentType, ContextType>;
}>;

export type BundleReportInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleReportInfo'] = ResolversParentTypes['BundleReportInfo']> = ResolversObject<{
  builtAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bundlerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bundlerVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pluginName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pluginVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BundleSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleSize'] = ResolversParentTypes['BundleSize']> = ResolversObject<{
  gzip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uncompress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BundleSizeLimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleSizeLimit'] = ResolversParentTypes['BundleSizeLimit']> = ResolversObject<{
  downloadTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transferSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CancelTrialErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelTrialError'] = ResolversParentTypes['CancelTrialError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type CancelTrialPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelTrialPayload'] = ResolversParentTypes['CancelTrialPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['CancelTrialError']>, ParentType, ContextType>;
}>;

export type CardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CommitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Commit'] = ResolversParentTypes['Commit']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['Owner']>, ParentType, ContextType>;
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bundleAnalysis?: Resolver<Maybe<ResolversTypes['CommitBundleAnalysis']>, ParentType, ContextType>;
  bundleStatus?: Resolver<Maybe<ResolversTypes['CommitStatus']>, ParentType, ContextType>;
  ciPassed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  commitid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  compareWithParent?: Resolver<Maybe<ResolversTypes['ComparisonResult']>, ParentType, ContextType>;
  coverageAnalytics?: Resolver<Maybe<ResolversTypes['CommitCoverageAnalytics']>, ParentType, ContextType>;
  coverageStatus?: Resolver<Maybe<ResolversTypes['CommitStatus']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deprecatedPathContents?: Resolver<Maybe<ResolversTypes['DeprecatedPathContentsResult']>, ParentType, ContextType, Partial<CommitDeprecatedPathContentsArgs>>;
  errors?: Resolver<ResolversTypes['CommitErrorsConnection'], ParentType, ContextType, RequireFields<CommitErrorsArgs, 'errorType'>>;
  latestUploadError?: Resolver<Maybe<ResolversTypes['LatestUploadError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['CommitNotification']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Commit']>, ParentType, ContextType>;
  pathContents?: Resolver<Maybe<ResolversTypes['PathContentsResult']>, ParentType, ContextType, Partial<CommitPathContentsArgs>>;
  pullId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  testResults?: Resolver<Maybe<ResolversTypes['CommitTestResults']>, ParentType, ContextType>;
  totalUploads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploads?: Resolver<Maybe<ResolversTypes['UploadConnection']>, ParentType, ContextType, Partial<CommitUploadsArgs>>;
  yaml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yamlSource?: Resolver<Maybe<ResolversTypes['CommitYamlSource']>, ParentType, ContextType>;
  yamlState?: Resolver<Maybe<ResolversTypes['YamlStates']>, ParentType, ContextType>;
}>;

export type CommitBundleAnalysisResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitBundleAnalysis'] = ResolversParentTypes['CommitBundleAnalysis']> = ResolversObject<{
  bundleAnalysisCompareWithParent?: Resolver<Maybe<ResolversTypes['BundleAnalysisComparisonResult']>, ParentType, ContextType>;
  bundleAnalysisReport?: Resolver<Maybe<ResolversTypes['BundleAnalysisReportResult']>, ParentType, ContextType>;
  latestUploadError?: Resolver<Maybe<ResolversTypes['LatestUploadError']>, ParentType, ContextType>;
}>;

export type CommitConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitConnection'] = ResolversParentTypes['CommitConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['CommitEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CommitCoverageAnalyticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitCoverageAnalytics'] = ResolversParentTypes['CommitCoverageAnalytics']> = ResolversObject<{
  components?: Resolver<Array<ResolversTypes['Component']>, ParentType, ContextType, Partial<CommitCoverageAnalyticsComponentsArgs>>;
  coverageFile?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType, RequireFields<CommitCoverageAnalyticsCoverageFileArgs, 'path'>>;
  flagNames?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  totals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  unmatchedPaths?: Resolver<ResolversTypes['UnmatchedPaths'], ParentType, ContextType>;
}>;

export type CommitEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitEdge'] = ResolversParentTypes['CommitEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Commit'], ParentType, ContextType>;
}>;

export type CommitErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitError'] = ResolversParentTypes['CommitError']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['CommitErrorCode'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CommitErrorEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitErrorEdge'] = ResolversParentTypes['CommitErrorEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CommitError'], ParentType, ContextType>;
}>;

export type CommitErrorsConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitErrorsConnection'] = ResolversParentTypes['CommitErrorsConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['CommitErrorEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CommitFailedTestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitFailedTest'] = ResolversParentTypes['CommitFailedTest']> = ResolversObject<{
  buildUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  flakeRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isFlaky?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  testSuite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommitNotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitNotification'] = ResolversParentTypes['CommitNotification']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['NotificationKind']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['NotificationOutcome'], ParentType, ContextType>;
  postedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CommitTestResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitTestResults'] = ResolversParentTypes['CommitTestResults']> = ResolversObject<{
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedTests?: Resolver<Array<ResolversTypes['CommitFailedTest']>, ParentType, ContextType, Partial<CommitTestResultsFailedTestsArgs>>;
  flakyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latestUploadError?: Resolver<Maybe<ResolversTypes['LatestUploadError']>, ParentType, ContextType>;
  passedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skippedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CommitYamlSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommitYamlSource'] = ResolversParentTypes['CommitYamlSource']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['YamlSourceKind'], ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comparison'] = ResolversParentTypes['Comparison']> = ResolversObject<{
  baseCommit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseDistance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  baseExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseTotals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  baseUploadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changeCoverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  componentComparisons?: Resolver<Maybe<Array<ResolversTypes['ComponentComparison']>>, ParentType, ContextType, Partial<ComparisonComponentComparisonsArgs>>;
  componentComparisonsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  diffMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diffSource?: Resolver<ResolversTypes['DiffSource'], ParentType, ContextType>;
  directChangedFilesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flagComparisons?: Resolver<Maybe<Array<Maybe<ResolversTypes['FlagComparison']>>>, ParentType, ContextType, Partial<ComparisonFlagComparisonsArgs>>;
  flagComparisonsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasDifferentNumberOfHeadAndBaseReports?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  headCommit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headTotals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  headUploadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  impactedFile?: Resolver<Maybe<ResolversTypes['ImpactedFile']>, ParentType, ContextType, RequireFields<ComparisonImpactedFileArgs, 'path'>>;
  impactedFiles?: Resolver<ResolversTypes['ImpactedFilesResult'], ParentType, ContextType, Partial<ComparisonImpactedFilesArgs>>;
  impactedFilesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indirectChangedFilesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPseudoBase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  patchTotals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trueBaseCommit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ComparisonResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComparisonResult'] = ResolversParentTypes['ComparisonResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Comparison' | 'FirstPullRequest' | 'MissingBaseCommit' | 'MissingBaseReport' | 'MissingComparison' | 'MissingHeadCommit' | 'MissingHeadReport', ParentType, ContextType>;
}>;

export type ComponentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Component'] = ResolversParentTypes['Component']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
}>;

export type ComponentComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComponentComparison'] = ResolversParentTypes['ComponentComparison']> = ResolversObject<{
  baseTotals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  headTotals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patchTotals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
}>;

export type ComponentMeasurementsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComponentMeasurements'] = ResolversParentTypes['ComponentMeasurements']> = ResolversObject<{
  componentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUploaded?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  measurements?: Resolver<Array<ResolversTypes['Measurement']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percentCovered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ComponentsYamlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComponentsYaml'] = ResolversParentTypes['ComponentsYaml']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Config'] = ResolversParentTypes['Config']> = ResolversObject<{
  aiApp?: Resolver<ResolversTypes['AiApp'], ParentType, ContextType>;
  bitbucketServerURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  githubEnterpriseURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gitlabEnterpriseURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasAdmins?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTimescaleEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loginProviders?: Resolver<Array<ResolversTypes['LoginProvider']>, ParentType, ContextType>;
  planAutoActivate?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  seatsLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seatsUsed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  selfHostedLicense?: Resolver<Maybe<ResolversTypes['SelfHostedLicense']>, ParentType, ContextType>;
  syncProviders?: Resolver<Array<ResolversTypes['SyncProvider']>, ParentType, ContextType>;
}>;

export type CoverageAnalyticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageAnalytics'] = ResolversParentTypes['CoverageAnalytics']> = ResolversObject<{
  commitSha?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  components?: Resolver<Array<ResolversTypes['ComponentMeasurements']>, ParentType, ContextType, RequireFields<CoverageAnalyticsComponentsArgs, 'after' | 'before' | 'interval' | 'orderingDirection'>>;
  componentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  componentsMeasurementsActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  componentsMeasurementsBackfilled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  componentsYaml?: Resolver<Array<ResolversTypes['ComponentsYaml']>, ParentType, ContextType, Partial<CoverageAnalyticsComponentsYamlArgs>>;
  flags?: Resolver<ResolversTypes['FlagConnection'], ParentType, ContextType, RequireFields<CoverageAnalyticsFlagsArgs, 'orderingDirection'>>;
  flagsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flagsMeasurementsActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  flagsMeasurementsBackfilled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lines?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  measurements?: Resolver<Array<ResolversTypes['Measurement']>, ParentType, ContextType, RequireFields<CoverageAnalyticsMeasurementsArgs, 'interval'>>;
  misses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percentCovered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CoverageAnnotationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageAnnotation'] = ResolversParentTypes['CoverageAnnotation']> = ResolversObject<{
  coverage?: Resolver<ResolversTypes['CoverageLine'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CoverageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageInfo'] = ResolversParentTypes['CoverageInfo']> = ResolversObject<{
  hitCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hitUploadIds?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
}>;

export type CoverageTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoverageTotals'] = ResolversParentTypes['CoverageTotals']> = ResolversObject<{
  coverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fileCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hitsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  missesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  partialsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percentCovered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CreateApiTokenErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateApiTokenError'] = ResolversParentTypes['CreateApiTokenError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type CreateApiTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateApiTokenPayload'] = ResolversParentTypes['CreateApiTokenPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['CreateApiTokenError']>, ParentType, ContextType>;
  fullToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
}>;

export type CreateUserTokenErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateUserTokenError'] = ResolversParentTypes['CreateUserTokenError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type CreateUserTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateUserTokenPayload'] = ResolversParentTypes['CreateUserTokenPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['CreateUserTokenError']>, ParentType, ContextType>;
  fullToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['UserToken']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteComponentMeasurementsErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteComponentMeasurementsError'] = ResolversParentTypes['DeleteComponentMeasurementsError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type DeleteComponentMeasurementsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteComponentMeasurementsPayload'] = ResolversParentTypes['DeleteComponentMeasurementsPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['DeleteComponentMeasurementsError']>, ParentType, ContextType>;
}>;

export type DeleteFlagErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteFlagError'] = ResolversParentTypes['DeleteFlagError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type DeleteFlagPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteFlagPayload'] = ResolversParentTypes['DeleteFlagPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['DeleteFlagError']>, ParentType, ContextType>;
}>;

export type DeleteSessionErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteSessionError'] = ResolversParentTypes['DeleteSessionError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'UnauthenticatedError', ParentType, ContextType>;
}>;

export type DeleteSessionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteSessionPayload'] = ResolversParentTypes['DeleteSessionPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['DeleteSessionError']>, ParentType, ContextType>;
}>;

export type DeprecatedPathContentsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeprecatedPathContentsResult'] = ResolversParentTypes['DeprecatedPathContentsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'MissingCoverage' | 'MissingHeadReport' | 'PathContentConnection' | 'UnknownFlags' | 'UnknownPath', ParentType, ContextType>;
}>;

export type DuplicatePackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DuplicatePackage'] = ResolversParentTypes['DuplicatePackage']> = ResolversObject<{
  copies?: Resolver<Array<ResolversTypes['PackageCopy']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  wastedBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EncodeSecretStringErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncodeSecretStringError'] = ResolversParentTypes['EncodeSecretStringError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type EncodeSecretStringPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EncodeSecretStringPayload'] = ResolversParentTypes['EncodeSecretStringPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['EncodeSecretStringError']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EraseRepositoryErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EraseRepositoryError'] = ResolversParentTypes['EraseRepositoryError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type EraseRepositoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EraseRepositoryPayload'] = ResolversParentTypes['EraseRepositoryPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['EraseRepositoryError']>, ParentType, ContextType>;
}>;

export type FileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverage?: Resolver<Array<ResolversTypes['CoverageAnnotation']>, ParentType, ContextType>;
  hashedPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hitCounts?: Resolver<Array<ResolversTypes['LineHits']>, ParentType, ContextType>;
  totals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
}>;

export type FirstPullRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FirstPullRequest'] = ResolversParentTypes['FirstPullRequest']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Flag'] = ResolversParentTypes['Flag']> = ResolversObject<{
  measurements?: Resolver<Array<ResolversTypes['Measurement']>, ParentType, ContextType, RequireFields<FlagMeasurementsArgs, 'after' | 'before' | 'interval'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType, Partial<FlagPercentChangeArgs>>;
  percentCovered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type FlagComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagComparison'] = ResolversParentTypes['FlagComparison']> = ResolversObject<{
  baseTotals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  headTotals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patchTotals?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
}>;

export type FlagConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagConnection'] = ResolversParentTypes['FlagConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['FlagEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FlagEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagEdge'] = ResolversParentTypes['FlagEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Flag'], ParentType, ContextType>;
}>;

export type FlakeAggregatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlakeAggregates'] = ResolversParentTypes['FlakeAggregates']> = ResolversObject<{
  flakeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flakeCountPercentChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  flakeRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  flakeRatePercentChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timeLostToFlakes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timeLostToFlakesPercentChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ImpactedFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImpactedFile'] = ResolversParentTypes['ImpactedFile']> = ResolversObject<{
  baseCoverage?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  baseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changeCoverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hashedPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headCoverage?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  headName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDeletedFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInDiff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNewFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRenamedFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missedLines?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  missesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patchCoverage?: Resolver<Maybe<ResolversTypes['CoverageTotals']>, ParentType, ContextType>;
  segments?: Resolver<ResolversTypes['SegmentsResult'], ParentType, ContextType, Partial<ImpactedFileSegmentsArgs>>;
  unexpectedLines?: Resolver<Array<ResolversTypes['LineChange']>, ParentType, ContextType>;
}>;

export type ImpactedFilesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImpactedFiles'] = ResolversParentTypes['ImpactedFiles']> = ResolversObject<{
  results?: Resolver<Array<Maybe<ResolversTypes['ImpactedFile']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ImpactedFilesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImpactedFilesResult'] = ResolversParentTypes['ImpactedFilesResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ImpactedFiles' | 'UnknownFlags', ParentType, ContextType>;
}>;

export type IndicationRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IndicationRange'] = ResolversParentTypes['IndicationRange']> = ResolversObject<{
  lowerRange?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  upperRange?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  amountDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountPaid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultPaymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  footer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostedInvoiceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoicePdf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxIds?: Resolver<Array<ResolversTypes['TaxInfo']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type LatestUploadErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LatestUploadError'] = ResolversParentTypes['LatestUploadError']> = ResolversObject<{
  errorCode?: Resolver<Maybe<ResolversTypes['UploadErrorEnum']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LineChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineChange'] = ResolversParentTypes['LineChange']> = ResolversObject<{
  baseCoverage?: Resolver<Maybe<ResolversTypes['CoverageLine']>, ParentType, ContextType>;
  baseNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  headCoverage?: Resolver<Maybe<ResolversTypes['CoverageLine']>, ParentType, ContextType>;
  headNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LineComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineComparison'] = ResolversParentTypes['LineComparison']> = ResolversObject<{
  baseCoverage?: Resolver<Maybe<ResolversTypes['CoverageLine']>, ParentType, ContextType>;
  baseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverageInfo?: Resolver<ResolversTypes['CoverageInfo'], ParentType, ContextType, Partial<LineComparisonCoverageInfoArgs>>;
  headCoverage?: Resolver<Maybe<ResolversTypes['CoverageLine']>, ParentType, ContextType>;
  headNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LineHitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineHits'] = ResolversParentTypes['LineHits']> = ResolversObject<{
  branches?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hitCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hitUploadIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LineItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineItem'] = ResolversParentTypes['LineItem']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  businessEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSyncingWithGitProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myOrganizations?: Resolver<ResolversTypes['MyOrganizationConnection'], ParentType, ContextType, Partial<MeMyOrganizationsArgs>>;
  onboardingCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Owner'], ParentType, ContextType>;
  privateAccess?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['SessionConnection'], ParentType, ContextType, Partial<MeSessionsArgs>>;
  termsAgreement?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['UserTokenConnection'], ParentType, ContextType, Partial<MeTokensArgs>>;
  trackingMetadata?: Resolver<ResolversTypes['trackingMetadata'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  viewableRepositories?: Resolver<ResolversTypes['ViewableRepositoryConnection'], ParentType, ContextType, RequireFields<MeViewableRepositoriesArgs, 'ordering' | 'orderingDirection'>>;
}>;

export type MeasurementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Measurement'] = ResolversParentTypes['Measurement']> = ResolversObject<{
  avg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type MissingBaseCommitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingBaseCommit'] = ResolversParentTypes['MissingBaseCommit']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MissingBaseReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingBaseReport'] = ResolversParentTypes['MissingBaseReport']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MissingComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingComparison'] = ResolversParentTypes['MissingComparison']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MissingCoverageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingCoverage'] = ResolversParentTypes['MissingCoverage']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MissingHeadCommitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingHeadCommit'] = ResolversParentTypes['MissingHeadCommit']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MissingHeadReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingHeadReport'] = ResolversParentTypes['MissingHeadReport']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MissingServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingService'] = ResolversParentTypes['MissingService']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  activateMeasurements?: Resolver<Maybe<ResolversTypes['ActivateMeasurementsPayload']>, ParentType, ContextType, RequireFields<MutationActivateMeasurementsArgs, 'input'>>;
  cancelTrial?: Resolver<Maybe<ResolversTypes['CancelTrialPayload']>, ParentType, ContextType, RequireFields<MutationCancelTrialArgs, 'input'>>;
  createApiToken?: Resolver<Maybe<ResolversTypes['CreateApiTokenPayload']>, ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createUserToken?: Resolver<Maybe<ResolversTypes['CreateUserTokenPayload']>, ParentType, ContextType, RequireFields<MutationCreateUserTokenArgs, 'input'>>;
  deleteComponentMeasurements?: Resolver<Maybe<ResolversTypes['DeleteComponentMeasurementsPayload']>, ParentType, ContextType, RequireFields<MutationDeleteComponentMeasurementsArgs, 'input'>>;
  deleteFlag?: Resolver<Maybe<ResolversTypes['DeleteFlagPayload']>, ParentType, ContextType, RequireFields<MutationDeleteFlagArgs, 'input'>>;
  deleteSession?: Resolver<Maybe<ResolversTypes['DeleteSessionPayload']>, ParentType, ContextType, RequireFields<MutationDeleteSessionArgs, 'input'>>;
  encodeSecretString?: Resolver<Maybe<ResolversTypes['EncodeSecretStringPayload']>, ParentType, ContextType, RequireFields<MutationEncodeSecretStringArgs, 'input'>>;
  eraseRepository?: Resolver<Maybe<ResolversTypes['EraseRepositoryPayload']>, ParentType, ContextType, RequireFields<MutationEraseRepositoryArgs, 'input'>>;
  regenerateOrgUploadToken?: Resolver<Maybe<ResolversTypes['RegenerateOrgUploadTokenPayload']>, ParentType, ContextType, RequireFields<MutationRegenerateOrgUploadTokenArgs, 'input'>>;
  regenerateRepositoryGraphToken?: Resolver<Maybe<ResolversTypes['RegenerateRepositoryGraphTokenPayload']>, ParentType, ContextType, RequireFields<MutationRegenerateRepositoryGraphTokenArgs, 'input'>>;
  regenerateRepositoryUploadToken?: Resolver<Maybe<ResolversTypes['RegenerateRepositoryUploadTokenPayload']>, ParentType, ContextType, RequireFields<MutationRegenerateRepositoryUploadTokenArgs, 'input'>>;
  requestAiTestSuggestions?: Resolver<Maybe<ResolversTypes['RequestAiTestSuggestionsPayload']>, ParentType, ContextType, RequireFields<MutationRequestAiTestSuggestionsArgs, 'input'>>;
  revokeUserToken?: Resolver<Maybe<ResolversTypes['RevokeUserTokenPayload']>, ParentType, ContextType, RequireFields<MutationRevokeUserTokenArgs, 'input'>>;
  saveOktaConfig?: Resolver<Maybe<ResolversTypes['SaveOktaConfigPayload']>, ParentType, ContextType, RequireFields<MutationSaveOktaConfigArgs, 'input'>>;
  saveTermsAgreement?: Resolver<Maybe<ResolversTypes['SaveTermsAgreementPayload']>, ParentType, ContextType, RequireFields<MutationSaveTermsAgreementArgs, 'input'>>;
  setUploadTokenRequired?: Resolver<Maybe<ResolversTypes['SetUploadTokenRequiredPayload']>, ParentType, ContextType, RequireFields<MutationSetUploadTokenRequiredArgs, 'input'>>;
  setYamlOnOwner?: Resolver<Maybe<ResolversTypes['SetYamlOnOwnerPayload']>, ParentType, ContextType, RequireFields<MutationSetYamlOnOwnerArgs, 'input'>>;
  startTrial?: Resolver<Maybe<ResolversTypes['StartTrialPayload']>, ParentType, ContextType, RequireFields<MutationStartTrialArgs, 'input'>>;
  syncWithGitProvider?: Resolver<Maybe<ResolversTypes['SyncWithGitProviderPayload']>, ParentType, ContextType>;
  updateBundleCacheConfig?: Resolver<Maybe<ResolversTypes['UpdateBundleCacheConfigPayload']>, ParentType, ContextType, RequireFields<MutationUpdateBundleCacheConfigArgs, 'input'>>;
  updateDefaultOrganization?: Resolver<Maybe<ResolversTypes['UpdateDefaultOrganizationPayload']>, ParentType, ContextType, RequireFields<MutationUpdateDefaultOrganizationArgs, 'input'>>;
  updateProfile?: Resolver<Maybe<ResolversTypes['UpdateProfilePayload']>, ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateRepository?: Resolver<Maybe<ResolversTypes['UpdateRepositoryPayload']>, ParentType, ContextType, RequireFields<MutationUpdateRepositoryArgs, 'input'>>;
  updateSelfHostedSettings?: Resolver<Maybe<ResolversTypes['UpdateSelfHostedSettingsPayload']>, ParentType, ContextType, RequireFields<MutationUpdateSelfHostedSettingsArgs, 'input'>>;
}>;

export type MyOrganizationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyOrganizationConnection'] = ResolversParentTypes['MyOrganizationConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['MyOrganizationEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MyOrganizationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyOrganizationEdge'] = ResolversParentTypes['MyOrganizationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Owner'], ParentType, ContextType>;
}>;

export type NotFoundErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotFoundError'] = ResolversParentTypes['NotFoundError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OktaConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OktaConfig'] = ResolversParentTypes['OktaConfig']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enforced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OktaSignInResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OktaSignIn'] = ResolversParentTypes['OktaSignIn']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enforced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OwnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Owner'] = ResolversParentTypes['Owner']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  activatedUserCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  aiEnabledRepos?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  aiFeaturesEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availablePlans?: Resolver<Maybe<Array<ResolversTypes['PlanRepresentation']>>, ParentType, ContextType>;
  avatarUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billing?: Resolver<Maybe<ResolversTypes['Billing']>, ParentType, ContextType>;
  defaultOrgUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delinquent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasActiveRepos?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasGithubApp?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasPrivateRepos?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasPublicRepos?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hashOwnerid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<OwnerInvoiceArgs, 'invoiceId'>>;
  invoices?: Resolver<Maybe<Array<ResolversTypes['Invoice']>>, ParentType, ContextType>;
  isAdmin?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isCurrentUserActivated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isCurrentUserPartOfOrg?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGithubRateLimited?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isUserOktaAuthenticated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  measurements?: Resolver<Maybe<Array<ResolversTypes['Measurement']>>, ParentType, ContextType, RequireFields<OwnerMeasurementsArgs, 'interval'>>;
  numberOfUploads?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orgUploadToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerid?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  pretrialPlan?: Resolver<Maybe<ResolversTypes['PlanRepresentation']>, ParentType, ContextType>;
  repositories?: Resolver<ResolversTypes['RepositoryConnection'], ParentType, ContextType, RequireFields<OwnerRepositoriesArgs, 'ordering' | 'orderingDirection'>>;
  repository?: Resolver<ResolversTypes['RepositoryResult'], ParentType, ContextType, RequireFields<OwnerRepositoryArgs, 'name'>>;
  uploadTokenRequired?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yaml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OwnerNotActivatedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OwnerNotActivatedError'] = ResolversParentTypes['OwnerNotActivatedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PackageCopyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageCopy'] = ResolversParentTypes['PackageCopy']> = ResolversObject<{
  chunks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PathContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PathContent'] = ResolversParentTypes['PathContent']> = ResolversObject<{
  __resolveType: TypeResolveFn<'PathContentDir' | 'PathContentFile', ParentType, ContextType>;
}>;

export type PathContentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PathContentConnection'] = ResolversParentTypes['PathContentConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['PathContentEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PathContentDirResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PathContentDir'] = ResolversParentTypes['PathContentDir']> = ResolversObject<{
  hits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  misses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partials?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentCovered?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PathContentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PathContentEdge'] = ResolversParentTypes['PathContentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PathContent'], ParentType, ContextType>;
}>;

export type PathContentFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PathContentFile'] = ResolversParentTypes['PathContentFile']> = ResolversObject<{
  hits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isCriticalFile?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  misses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partials?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentCovered?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PathContentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PathContents'] = ResolversParentTypes['PathContents']> = ResolversObject<{
  results?: Resolver<Array<ResolversTypes['PathContent']>, ParentType, ContextType>;
  unmatchedPaths?: Resolver<ResolversTypes['UnmatchedPaths'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PathContentsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PathContentsResult'] = ResolversParentTypes['PathContentsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'MissingCoverage' | 'MissingHeadReport' | 'PathContents' | 'UnknownFlags' | 'UnknownPath', ParentType, ContextType>;
}>;

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  billingDetails?: Resolver<Maybe<ResolversTypes['BillingDetails']>, ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  usBankAccount?: Resolver<Maybe<ResolversTypes['UsBankAccount']>, ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  baseUnitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  benefits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  billingRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasSeatsLeft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEnterprisePlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFreePlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSentryPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTeamPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrialPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marketingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlyUploadLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  planUserCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pretrialUsersCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialEndDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  trialStartDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  trialStatus?: Resolver<ResolversTypes['TrialStatus'], ParentType, ContextType>;
  trialTotalDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlanRepresentationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanRepresentation'] = ResolversParentTypes['PlanRepresentation']> = ResolversObject<{
  baseUnitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  benefits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  billingRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isEnterprisePlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFreePlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSentryPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTeamPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrialPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marketingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlyUploadLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  goals?: Resolver<Array<Maybe<ResolversTypes['GoalOnboarding']>>, ParentType, ContextType>;
  otherGoal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeProjects?: Resolver<Array<Maybe<ResolversTypes['TypeProjectOnboarding']>>, ParentType, ContextType>;
}>;

export type ProviderErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProviderError'] = ResolversParentTypes['ProviderError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PullResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pull'] = ResolversParentTypes['Pull']> = ResolversObject<{
  aiSuggestion?: Resolver<Maybe<ResolversTypes['AiSuggestion']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['Owner']>, ParentType, ContextType>;
  authorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseBranch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  behindBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  behindByCommit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bundleAnalysisCompareWithBase?: Resolver<Maybe<ResolversTypes['BundleAnalysisComparisonResult']>, ParentType, ContextType>;
  commits?: Resolver<Maybe<ResolversTypes['CommitConnection']>, ParentType, ContextType, Partial<PullCommitsArgs>>;
  compareWithBase?: Resolver<Maybe<ResolversTypes['ComparisonResult']>, ParentType, ContextType, Partial<PullCompareWithBaseArgs>>;
  comparedTo?: Resolver<Maybe<ResolversTypes['Commit']>, ParentType, ContextType>;
  firstPull?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  head?: Resolver<Maybe<ResolversTypes['Commit']>, ParentType, ContextType>;
  headBranch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pullId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PullRequestState'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trueBase?: Resolver<Maybe<ResolversTypes['Commit']>, ParentType, ContextType>;
  updatestamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PullConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PullConnection'] = ResolversParentTypes['PullConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['PullEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PullEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PullEdge'] = ResolversParentTypes['PullEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Pull'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  config?: Resolver<ResolversTypes['Config'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['Owner']>, ParentType, ContextType, RequireFields<QueryOwnerArgs, 'username'>>;
}>;

export type RegenerateOrgUploadTokenErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegenerateOrgUploadTokenError'] = ResolversParentTypes['RegenerateOrgUploadTokenError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type RegenerateOrgUploadTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegenerateOrgUploadTokenPayload'] = ResolversParentTypes['RegenerateOrgUploadTokenPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['RegenerateOrgUploadTokenError']>, ParentType, ContextType>;
  orgUploadToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RegenerateRepositoryGraphTokenErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegenerateRepositoryGraphTokenError'] = ResolversParentTypes['RegenerateRepositoryGraphTokenError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type RegenerateRepositoryGraphTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegenerateRepositoryGraphTokenPayload'] = ResolversParentTypes['RegenerateRepositoryGraphTokenPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['RegenerateRepositoryGraphTokenError']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RegenerateRepositoryUploadTokenErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegenerateRepositoryUploadTokenError'] = ResolversParentTypes['RegenerateRepositoryUploadTokenError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type RegenerateRepositoryUploadTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegenerateRepositoryUploadTokenPayload'] = ResolversParentTypes['RegenerateRepositoryUploadTokenPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['RegenerateRepositoryUploadTokenError']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RepositoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Repository'] = ResolversParentTypes['Repository']> = ResolversObject<{
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['Owner'], ParentType, ContextType>;
  bot?: Resolver<Maybe<ResolversTypes['Owner']>, ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType, RequireFields<RepositoryBranchArgs, 'name'>>;
  branches?: Resolver<Maybe<ResolversTypes['BranchConnection']>, ParentType, ContextType, Partial<RepositoryBranchesArgs>>;
  bundleAnalysisEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  commit?: Resolver<Maybe<ResolversTypes['Commit']>, ParentType, ContextType, RequireFields<RepositoryCommitArgs, 'id'>>;
  commits?: Resolver<Maybe<ResolversTypes['CommitConnection']>, ParentType, ContextType, Partial<RepositoryCommitsArgs>>;
  compare?: Resolver<ResolversTypes['ComparisonResult'], ParentType, ContextType, RequireFields<RepositoryCompareArgs, 'base' | 'head'>>;
  coverageAnalytics?: Resolver<Maybe<ResolversTypes['CoverageAnalytics']>, ParentType, ContextType>;
  coverageEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  defaultBranch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  graphToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasRepoAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFirstPullRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGithubRateLimited?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  languages?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  latestCommitAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldestCommitAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  primaryLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  private?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pull?: Resolver<Maybe<ResolversTypes['Pull']>, ParentType, ContextType, RequireFields<RepositoryPullArgs, 'id'>>;
  pulls?: Resolver<Maybe<ResolversTypes['PullConnection']>, ParentType, ContextType, RequireFields<RepositoryPullsArgs, 'orderingDirection'>>;
  repoid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repositoryConfig?: Resolver<ResolversTypes['RepositoryConfig'], ParentType, ContextType>;
  staticAnalysisToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  testAnalytics?: Resolver<Maybe<ResolversTypes['TestAnalytics']>, ParentType, ContextType>;
  testAnalyticsEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uploadToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yaml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yamlInForce?: Resolver<Maybe<ResolversTypes['RepositoryYaml']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RepositoryConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepositoryConfig'] = ResolversParentTypes['RepositoryConfig']> = ResolversObject<{
  indicationRange?: Resolver<Maybe<ResolversTypes['IndicationRange']>, ParentType, ContextType>;
}>;

export type RepositoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepositoryConnection'] = ResolversParentTypes['RepositoryConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['RepositoryEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RepositoryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepositoryEdge'] = ResolversParentTypes['RepositoryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Repository'], ParentType, ContextType>;
}>;

export type RepositoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepositoryResult'] = ResolversParentTypes['RepositoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'OwnerNotActivatedError' | 'Repository', ParentType, ContextType>;
}>;

export type RepositoryYamlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepositoryYaml'] = ResolversParentTypes['RepositoryYaml']> = ResolversObject<{
  commitid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  layers?: Resolver<Array<ResolversTypes['YamlLayer']>, ParentType, ContextType>;
  yaml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RequestAiTestSuggestionsErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestAiTestSuggestionsError'] = ResolversParentTypes['RequestAiTestSuggestionsError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type RequestAiTestSuggestionsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestAiTestSuggestionsPayload'] = ResolversParentTypes['RequestAiTestSuggestionsPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['RequestAiTestSuggestionsError']>, ParentType, ContextType>;
  suggestion?: Resolver<Maybe<ResolversTypes['AiSuggestion']>, ParentType, ContextType>;
}>;

export type ResolverErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolverError'] = ResolversParentTypes['ResolverError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FirstPullRequest' | 'MissingBaseCommit' | 'MissingBaseReport' | 'MissingComparison' | 'MissingCoverage' | 'MissingHeadCommit' | 'MissingHeadReport' | 'MissingService' | 'NotFoundError' | 'OwnerNotActivatedError' | 'ProviderError' | 'UnauthenticatedError' | 'UnauthorizedError' | 'UnknownFlags' | 'UnknownPath' | 'ValidationError', ParentType, ContextType>;
}>;

export type RevokeUserTokenErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeUserTokenError'] = ResolversParentTypes['RevokeUserTokenError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'UnauthenticatedError', ParentType, ContextType>;
}>;

export type RevokeUserTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeUserTokenPayload'] = ResolversParentTypes['RevokeUserTokenPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['RevokeUserTokenError']>, ParentType, ContextType>;
}>;

export type SaveOktaConfigErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveOktaConfigError'] = ResolversParentTypes['SaveOktaConfigError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type SaveOktaConfigPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveOktaConfigPayload'] = ResolversParentTypes['SaveOktaConfigPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['SaveOktaConfigError']>, ParentType, ContextType>;
}>;

export type SaveTermsAgreementErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveTermsAgreementError'] = ResolversParentTypes['SaveTermsAgreementError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type SaveTermsAgreementPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveTermsAgreementPayload'] = ResolversParentTypes['SaveTermsAgreementPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['SaveTermsAgreementError']>, ParentType, ContextType>;
}>;

export type SegmentComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SegmentComparison'] = ResolversParentTypes['SegmentComparison']> = ResolversObject<{
  hasUnintendedChanges?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['LineComparison']>, ParentType, ContextType>;
}>;

export type SegmentComparisonsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SegmentComparisons'] = ResolversParentTypes['SegmentComparisons']> = ResolversObject<{
  results?: Resolver<Array<ResolversTypes['SegmentComparison']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SegmentsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SegmentsResult'] = ResolversParentTypes['SegmentsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ProviderError' | 'SegmentComparisons' | 'UnknownPath', ParentType, ContextType>;
}>;

export type SelfHostedLicenseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelfHostedLicense'] = ResolversParentTypes['SelfHostedLicense']> = ResolversObject<{
  expirationDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastseen?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useragent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SessionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionConnection'] = ResolversParentTypes['SessionConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['SessionEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SessionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionEdge'] = ResolversParentTypes['SessionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
}>;

export type SetUploadTokenRequiredErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUploadTokenRequiredError'] = ResolversParentTypes['SetUploadTokenRequiredError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type SetUploadTokenRequiredPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUploadTokenRequiredPayload'] = ResolversParentTypes['SetUploadTokenRequiredPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['SetUploadTokenRequiredError']>, ParentType, ContextType>;
}>;

export type SetYamlOnOwnerErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetYamlOnOwnerError'] = ResolversParentTypes['SetYamlOnOwnerError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type SetYamlOnOwnerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetYamlOnOwnerPayload'] = ResolversParentTypes['SetYamlOnOwnerPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['SetYamlOnOwnerError']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['Owner']>, ParentType, ContextType>;
}>;

export type StartTrialErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartTrialError'] = ResolversParentTypes['StartTrialError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type StartTrialPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartTrialPayload'] = ResolversParentTypes['StartTrialPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['StartTrialError']>, ParentType, ContextType>;
}>;

export type SyncWithGitProviderErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SyncWithGitProviderError'] = ResolversParentTypes['SyncWithGitProviderError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError', ParentType, ContextType>;
}>;

export type SyncWithGitProviderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SyncWithGitProviderPayload'] = ResolversParentTypes['SyncWithGitProviderPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['SyncWithGitProviderError']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
}>;

export type TaxInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxInfo'] = ResolversParentTypes['TaxInfo']> = ResolversObject<{
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TestAnalyticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestAnalytics'] = ResolversParentTypes['TestAnalytics']> = ResolversObject<{
  flags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<TestAnalyticsFlagsArgs>>;
  flakeAggregates?: Resolver<Maybe<ResolversTypes['FlakeAggregates']>, ParentType, ContextType, Partial<TestAnalyticsFlakeAggregatesArgs>>;
  lastFailure?: Resolver<Maybe<ResolversTypes['TestFailure']>, ParentType, ContextType, RequireFields<TestAnalyticsLastFailureArgs, 'testId'>>;
  latestUploadError?: Resolver<Maybe<ResolversTypes['LatestUploadError']>, ParentType, ContextType, Partial<TestAnalyticsLatestUploadErrorArgs>>;
  testResults?: Resolver<ResolversTypes['TestResultConnection'], ParentType, ContextType, Partial<TestAnalyticsTestResultsArgs>>;
  testResultsAggregates?: Resolver<Maybe<ResolversTypes['TestResultsAggregates']>, ParentType, ContextType, Partial<TestAnalyticsTestResultsAggregatesArgs>>;
  testSuites?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<TestAnalyticsTestSuitesArgs>>;
}>;

export type TestFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestFailure'] = ResolversParentTypes['TestFailure']> = ResolversObject<{
  branch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commitid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  failedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TestResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestResult'] = ResolversParentTypes['TestResult']> = ResolversObject<{
  avgDuration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  commitsFailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failureRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  flakeRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFlaky?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastDuration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p95Duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  runsFailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  testSuite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalDuration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalFailCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFlakyFailCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPassCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSkipCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type TestResultConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestResultConnection'] = ResolversParentTypes['TestResultConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['TestResultEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TestResultEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestResultEdge'] = ResolversParentTypes['TestResultEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TestResult'], ParentType, ContextType>;
}>;

export type TestResultsAggregatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestResultsAggregates'] = ResolversParentTypes['TestResultsAggregates']> = ResolversObject<{
  slowestTestsDuration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  slowestTestsDurationPercentChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalDuration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalDurationPercentChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalFails?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFailsPercentChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalSkips?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSkipsPercentChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalSlowTests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSlowTestsPercentChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type UnauthenticatedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnauthenticatedError'] = ResolversParentTypes['UnauthenticatedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnauthorizedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnauthorizedError'] = ResolversParentTypes['UnauthorizedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnknownFlagsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnknownFlags'] = ResolversParentTypes['UnknownFlags']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnknownPathResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnknownPath'] = ResolversParentTypes['UnknownPath']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnmatchedPathsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnmatchedPaths'] = ResolversParentTypes['UnmatchedPaths']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paths?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UnverifiedPaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnverifiedPaymentMethod'] = ResolversParentTypes['UnverifiedPaymentMethod']> = ResolversObject<{
  hostedVerificationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethodId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UpdateBundleCacheConfigErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateBundleCacheConfigError'] = ResolversParentTypes['UpdateBundleCacheConfigError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type UpdateBundleCacheConfigPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateBundleCacheConfigPayload'] = ResolversParentTypes['UpdateBundleCacheConfigPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UpdateBundleCacheConfigError']>, ParentType, ContextType>;
  results?: Resolver<Maybe<Array<ResolversTypes['BundleCacheConfig']>>, ParentType, ContextType>;
}>;

export type UpdateDefaultOrganizationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateDefaultOrganizationError'] = ResolversParentTypes['UpdateDefaultOrganizationError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'MissingService' | 'UnauthenticatedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type UpdateDefaultOrganizationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateDefaultOrganizationPayload'] = ResolversParentTypes['UpdateDefaultOrganizationPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UpdateDefaultOrganizationError']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UpdateProfileErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfileError'] = ResolversParentTypes['UpdateProfileError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UpdateProfileError']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
}>;

export type UpdateRepositoryErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateRepositoryError'] = ResolversParentTypes['UpdateRepositoryError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type UpdateRepositoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateRepositoryPayload'] = ResolversParentTypes['UpdateRepositoryPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UpdateRepositoryError']>, ParentType, ContextType>;
  repository?: Resolver<Maybe<ResolversTypes['Repository']>, ParentType, ContextType>;
}>;

export type UpdateSelfHostedSettingsErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateSelfHostedSettingsError'] = ResolversParentTypes['UpdateSelfHostedSettingsError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type UpdateSelfHostedSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateSelfHostedSettingsPayload'] = ResolversParentTypes['UpdateSelfHostedSettingsPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UpdateSelfHostedSettingsError']>, ParentType, ContextType>;
}>;

export type UploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Upload'] = ResolversParentTypes['Upload']> = ResolversObject<{
  buildCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carriedForwardDepth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  carriedForwardFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carriedForwardMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ciUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Maybe<ResolversTypes['UploadErrorsConnection']>, ParentType, ContextType>;
  flags?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  jobCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UploadState'], ParentType, ContextType>;
  unmatchedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unmatchedPaths?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadType?: Resolver<ResolversTypes['UploadType'], ParentType, ContextType>;
}>;

export type UploadConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadConnection'] = ResolversParentTypes['UploadConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['UploadEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UploadEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadEdge'] = ResolversParentTypes['UploadEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Upload'], ParentType, ContextType>;
}>;

export type UploadErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadError'] = ResolversParentTypes['UploadError']> = ResolversObject<{
  errorCode?: Resolver<Maybe<ResolversTypes['UploadErrorEnum']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UploadErrorEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadErrorEdge'] = ResolversParentTypes['UploadErrorEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UploadError'], ParentType, ContextType>;
}>;

export type UploadErrorsConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadErrorsConnection'] = ResolversParentTypes['UploadErrorsConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['UploadErrorEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UsBankAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsBankAccount'] = ResolversParentTypes['UsBankAccount']> = ResolversObject<{
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  avatarUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerIntent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  student?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studentCreatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  studentUpdatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserToken'] = ResolversParentTypes['UserToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiration?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastseen?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserTokenConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserTokenConnection'] = ResolversParentTypes['UserTokenConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['UserTokenEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserTokenEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserTokenEdge'] = ResolversParentTypes['UserTokenEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserToken'], ParentType, ContextType>;
}>;

export type ValidationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValidationError'] = ResolversParentTypes['ValidationError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ViewableRepositoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ViewableRepositoryConnection'] = ResolversParentTypes['ViewableRepositoryConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['ViewableRepositoryEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ViewableRepositoryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ViewableRepositoryEdge'] = ResolversParentTypes['ViewableRepositoryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Repository'], ParentType, ContextType>;
}>;

export type YamlLayerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['YamlLayer'] = ResolversParentTypes['YamlLayer']> = ResolversObject<{
  commitid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inForce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['YamlSourceKind'], ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yaml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TrackingMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['trackingMetadata'] = ResolversParentTypes['trackingMetadata']> = ResolversObject<{
  bot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createstamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  delinquent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  didTrial?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasYaml?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ownerid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planProvider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planUserCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staff?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatestamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  ActivateMeasurementsError?: ActivateMeasurementsErrorResolvers<ContextType>;
  ActivateMeasurementsPayload?: ActivateMeasurementsPayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AiApp?: AiAppResolvers<ContextType>;
  AiCommand?: AiCommandResolvers<ContextType>;
  AiSuggestion?: AiSuggestionResolvers<ContextType>;
  AssetConnection?: AssetConnectionResolvers<ContextType>;
  AssetEdge?: AssetEdgeResolvers<ContextType>;
  Billing?: BillingResolvers<ContextType>;
  BillingDetails?: BillingDetailsResolvers<ContextType>;
  Branch?: BranchResolvers<ContextType>;
  BranchConnection?: BranchConnectionResolvers<ContextType>;
  BranchEdge?: BranchEdgeResolvers<ContextType>;
  BundleAnalysisComparison?: BundleAnalysisComparisonResolvers<ContextType>;
  BundleAnalysisComparisonResult?: BundleAnalysisComparisonResultResolvers<ContextType>;
  BundleAnalysisMeasurements?: BundleAnalysisMeasurementsResolvers<ContextType>;
  BundleAnalysisReport?: BundleAnalysisReportResolvers<ContextType>;
  BundleAnalysisReportResult?: BundleAnalysisReportResultResolvers<ContextType>;
  BundleAsset?: BundleAssetResolvers<ContextType>;
  BundleCacheConfig?: BundleCacheConfigResolvers<ContextType>;
  BundleComparison?: BundleComparisonResolvers<ContextType>;
  BundleData?: BundleDataResolvers<ContextType>;
  BundleLoadTime?: BundleLoadTimeResolvers<ContextType>;
  BundleModule?: BundleModuleResolvers<ContextType>;
  BundleReport?: BundleReportResolvers<ContextType>;
  BundleReportInfo?: BundleReportInfoResolvers<ContextType>;
  BundleSize?: BundleSizeResolvers<ContextType>;
  BundleSizeLimit?: BundleSizeLimitResolvers<ContextType>;
  CancelTrialError?: CancelTrialErrorResolvers<ContextType>;
  CancelTrialPayload?: CancelTrialPayloadResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  Commit?: CommitResolvers<ContextType>;
  CommitBundleAnalysis?: CommitBundleAnalysisResolvers<ContextType>;
  CommitConnection?: CommitConnectionResolvers<ContextType>;
  CommitCoverageAnalytics?: CommitCoverageAnalyticsResolvers<ContextType>;
  CommitEdge?: CommitEdgeResolvers<ContextType>;
  CommitError?: CommitErrorResolvers<ContextType>;
  CommitErrorEdge?: CommitErrorEdgeResolvers<ContextType>;
  CommitErrorsConnection?: CommitErrorsConnectionResolvers<ContextType>;
  CommitFailedTest?: CommitFailedTestResolvers<ContextType>;
  CommitNotification?: CommitNotificationResolvers<ContextType>;
  CommitTestResults?: CommitTestResultsResolvers<ContextType>;
  CommitYamlSource?: CommitYamlSourceResolvers<ContextType>;
  Comparison?: ComparisonResolvers<ContextType>;
  ComparisonResult?: ComparisonResultResolvers<ContextType>;
  Component?: ComponentResolvers<ContextType>;
  ComponentComparison?: ComponentComparisonResolvers<ContextType>;
  ComponentMeasurements?: ComponentMeasurementsResolvers<ContextType>;
  ComponentsYaml?: ComponentsYamlResolvers<ContextType>;
  Config?: ConfigResolvers<ContextType>;
  CoverageAnalytics?: CoverageAnalyticsResolvers<ContextType>;
  CoverageAnnotation?: CoverageAnnotationResolvers<ContextType>;
  CoverageInfo?: CoverageInfoResolvers<ContextType>;
  CoverageTotals?: CoverageTotalsResolvers<ContextType>;
  CreateApiTokenError?: CreateApiTokenErrorResolvers<ContextType>;
  CreateApiTokenPayload?: CreateApiTokenPayloadResolvers<ContextType>;
  CreateUserTokenError?: CreateUserTokenErrorResolvers<ContextType>;
  CreateUserTokenPayload?: CreateUserTokenPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteComponentMeasurementsError?: DeleteComponentMeasurementsErrorResolvers<ContextType>;
  DeleteComponentMeasurementsPayload?: DeleteComponentMeasurementsPayloadResolvers<ContextType>;
  DeleteFlagError?: DeleteFlagErrorResolvers<ContextType>;
  DeleteFlagPayload?: DeleteFlagPayloadResolvers<ContextType>;
  DeleteSessionError?: DeleteSessionErrorResolvers<ContextType>;
  DeleteSessionPayload?: DeleteSessionPayloadResolvers<ContextType>;
  DeprecatedPathContentsResult?: DeprecatedPathContentsResultResolvers<ContextType>;
  DuplicatePackage?: DuplicatePackageResolvers<ContextType>;
  EncodeSecretStringError?: EncodeSecretStringErrorResolvers<ContextType>;
  EncodeSecretStringPayload?: EncodeSecretStringPayloadResolvers<ContextType>;
  EraseRepositoryError?: EraseRepositoryErrorResolvers<ContextType>;
  EraseRepositoryPayload?: EraseRepositoryPayloadResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  FirstPullRequest?: FirstPullRequestResolvers<ContextType>;
  Flag?: FlagResolvers<ContextType>;
  FlagComparison?: FlagComparisonResolvers<ContextType>;
  FlagConnection?: FlagConnectionResolvers<ContextType>;
  FlagEdge?: FlagEdgeResolvers<ContextType>;
  FlakeAggregates?: FlakeAggregatesResolvers<ContextType>;
  ImpactedFile?: ImpactedFileResolvers<ContextType>;
  ImpactedFiles?: ImpactedFilesResolvers<ContextType>;
  ImpactedFilesResult?: ImpactedFilesResultResolvers<ContextType>;
  IndicationRange?: IndicationRangeResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  LatestUploadError?: LatestUploadErrorResolvers<ContextType>;
  LineChange?: LineChangeResolvers<ContextType>;
  LineComparison?: LineComparisonResolvers<ContextType>;
  LineHits?: LineHitsResolvers<ContextType>;
  LineItem?: LineItemResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Measurement?: MeasurementResolvers<ContextType>;
  MissingBaseCommit?: MissingBaseCommitResolvers<ContextType>;
  MissingBaseReport?: MissingBaseReportResolvers<ContextType>;
  MissingComparison?: MissingComparisonResolvers<ContextType>;
  MissingCoverage?: MissingCoverageResolvers<ContextType>;
  MissingHeadCommit?: MissingHeadCommitResolvers<ContextType>;
  MissingHeadReport?: MissingHeadReportResolvers<ContextType>;
  MissingService?: MissingServiceResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyOrganizationConnection?: MyOrganizationConnectionResolvers<ContextType>;
  MyOrganizationEdge?: MyOrganizationEdgeResolvers<ContextType>;
  NotFoundError?: NotFoundErrorResolvers<ContextType>;
  OktaConfig?: OktaConfigResolvers<ContextType>;
  OktaSignIn?: OktaSignInResolvers<ContextType>;
  Owner?: OwnerResolvers<ContextType>;
  OwnerNotActivatedError?: OwnerNotActivatedErrorResolvers<ContextType>;
  PackageCopy?: PackageCopyResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PathContent?: PathContentResolvers<ContextType>;
  PathContentConnection?: PathContentConnectionResolvers<ContextType>;
  PathContentDir?: PathContentDirResolvers<ContextType>;
  PathContentEdge?: PathContentEdgeResolvers<ContextType>;
  PathContentFile?: PathContentFileResolvers<ContextType>;
  PathContents?: PathContentsResolvers<ContextType>;
  PathContentsResult?: PathContentsResultResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanRepresentation?: PlanRepresentationResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProviderError?: ProviderErrorResolvers<ContextType>;
  Pull?: PullResolvers<ContextType>;
  PullConnection?: PullConnectionResolvers<ContextType>;
  PullEdge?: PullEdgeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegenerateOrgUploadTokenError?: RegenerateOrgUploadTokenErrorResolvers<ContextType>;
  RegenerateOrgUploadTokenPayload?: RegenerateOrgUploadTokenPayloadResolvers<ContextType>;
  RegenerateRepositoryGraphTokenError?: RegenerateRepositoryGraphTokenErrorResolvers<ContextType>;
  RegenerateRepositoryGraphTokenPayload?: RegenerateRepositoryGraphTokenPayloadResolvers<ContextType>;
  RegenerateRepositoryUploadTokenError?: RegenerateRepositoryUploadTokenErrorResolvers<ContextType>;
  RegenerateRepositoryUploadTokenPayload?: RegenerateRepositoryUploadTokenPayloadResolvers<ContextType>;
  Repository?: RepositoryResolvers<ContextType>;
  RepositoryConfig?: RepositoryConfigResolvers<ContextType>;
  RepositoryConnection?: RepositoryConnectionResolvers<ContextType>;
  RepositoryEdge?: RepositoryEdgeResolvers<ContextType>;
  RepositoryResult?: RepositoryResultResolvers<ContextType>;
  RepositoryYaml?: RepositoryYamlResolvers<ContextType>;
  RequestAiTestSuggestionsError?: RequestAiTestSuggestionsErrorResolvers<ContextType>;
  RequestAiTestSuggestionsPayload?: RequestAiTestSuggestionsPayloadResolvers<ContextType>;
  ResolverError?: ResolverErrorResolvers<ContextType>;
  RevokeUserTokenError?: RevokeUserTokenErrorResolvers<ContextType>;
  RevokeUserTokenPayload?: RevokeUserTokenPayloadResolvers<ContextType>;
  SaveOktaConfigError?: SaveOktaConfigErrorResolvers<ContextType>;
  SaveOktaConfigPayload?: SaveOktaConfigPayloadResolvers<ContextType>;
  SaveTermsAgreementError?: SaveTermsAgreementErrorResolvers<ContextType>;
  SaveTermsAgreementPayload?: SaveTermsAgreementPayloadResolvers<ContextType>;
  SegmentComparison?: SegmentComparisonResolvers<ContextType>;
  SegmentComparisons?: SegmentComparisonsResolvers<ContextType>;
  SegmentsResult?: SegmentsResultResolvers<ContextType>;
  SelfHostedLicense?: SelfHostedLicenseResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionConnection?: SessionConnectionResolvers<ContextType>;
  SessionEdge?: SessionEdgeResolvers<ContextType>;
  SetUploadTokenRequiredError?: SetUploadTokenRequiredErrorResolvers<ContextType>;
  SetUploadTokenRequiredPayload?: SetUploadTokenRequiredPayloadResolvers<ContextType>;
  SetYamlOnOwnerError?: SetYamlOnOwnerErrorResolvers<ContextType>;
  SetYamlOnOwnerPayload?: SetYamlOnOwnerPayloadResolvers<ContextType>;
  StartTrialError?: StartTrialErrorResolvers<ContextType>;
  StartTrialPayload?: StartTrialPayloadResolvers<ContextType>;
  SyncWithGitProviderError?: SyncWithGitProviderErrorResolvers<ContextType>;
  SyncWithGitProviderPayload?: SyncWithGitProviderPayloadResolvers<ContextType>;
  TaxInfo?: TaxInfoResolvers<ContextType>;
  TestAnalytics?: TestAnalyticsResolvers<ContextType>;
  TestFailure?: TestFailureResolvers<ContextType>;
  TestResult?: TestResultResolvers<ContextType>;
  TestResultConnection?: TestResultConnectionResolvers<ContextType>;
  TestResultEdge?: TestResultEdgeResolvers<ContextType>;
  TestResultsAggregates?: TestResultsAggregatesResolvers<ContextType>;
  UnauthenticatedError?: UnauthenticatedErrorResolvers<ContextType>;
  UnauthorizedError?: UnauthorizedErrorResolvers<ContextType>;
  UnknownFlags?: UnknownFlagsResolvers<ContextType>;
  UnknownPath?: UnknownPathResolvers<ContextType>;
  UnmatchedPaths?: UnmatchedPathsResolvers<ContextType>;
  UnverifiedPaymentMethod?: UnverifiedPaymentMethodResolvers<ContextType>;
  UpdateBundleCacheConfigError?: UpdateBundleCacheConfigErrorResolvers<ContextType>;
  UpdateBundleCacheConfigPayload?: UpdateBundleCacheConfigPayloadResolvers<ContextType>;
  UpdateDefaultOrganizationError?: UpdateDefaultOrganizationErrorResolvers<ContextType>;
  UpdateDefaultOrganizationPayload?: UpdateDefaultOrganizationPayloadResolvers<ContextType>;
  UpdateProfileError?: UpdateProfileErrorResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UpdateRepositoryError?: UpdateRepositoryErrorResolvers<ContextType>;
  UpdateRepositoryPayload?: UpdateRepositoryPayloadResolvers<ContextType>;
  UpdateSelfHostedSettingsError?: UpdateSelfHostedSettingsErrorResolvers<ContextType>;
  UpdateSelfHostedSettingsPayload?: UpdateSelfHostedSettingsPayloadResolvers<ContextType>;
  Upload?: UploadResolvers<ContextType>;
  UploadConnection?: UploadConnectionResolvers<ContextType>;
  UploadEdge?: UploadEdgeResolvers<ContextType>;
  UploadError?: UploadErrorResolvers<ContextType>;
  UploadErrorEdge?: UploadErrorEdgeResolvers<ContextType>;
  UploadErrorsConnection?: UploadErrorsConnectionResolvers<ContextType>;
  UsBankAccount?: UsBankAccountResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserToken?: UserTokenResolvers<ContextType>;
  UserTokenConnection?: UserTokenConnectionResolvers<ContextType>;
  UserTokenEdge?: UserTokenEdgeResolvers<ContextType>;
  ValidationError?: ValidationErrorResolvers<ContextType>;
  ViewableRepositoryConnection?: ViewableRepositoryConnectionResolvers<ContextType>;
  ViewableRepositoryEdge?: ViewableRepositoryEdgeResolvers<ContextType>;
  YamlLayer?: YamlLayerResolvers<ContextType>;
  trackingMetadata?: TrackingMetadataResolvers<ContextType>;
}>;

