import type { CoverageTotals } from '@canopy/coverage';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BundleReportGroup } from '@canopy/bundle-analysis';

/*
 * Table types as Kysely sees them. Columns are snake_case in SQL and camelCase here (CamelCasePlugin).
 * Keep in step with the migrations in ./migrations.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type IdArray = ColumnType<number[], number[] | undefined, number[]>;

/** A person. One user has one owner per git provider. */
export interface UsersTable {
  id: Generated<number>;
  externalId: Generated<string>;
  email: string | null;
  name: string | null;
  termsAgreement: boolean | null;
  termsAgreementAt: NullableTimestamp;
  marketingConsent: Generated<boolean>;
  customerIntent: string | null;
  /** The install's Okta account (`sub`) this person signs in with at `/login/okta`; null until they first do. */
  oktaSubject: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A git-provider account: a user's personal account or an organisation. */
export interface OwnersTable {
  ownerid: Generated<number>;
  service: string;
  serviceId: string;
  username: string;
  name: string | null;
  /** Editable in Canopy (`updateProfile`); a sign-in with the git host writes it again. */
  email: string | null;
  /**
   * The address the git host gave at this person's latest sign-in with it; only that sign-in writes it, so it may
   * identify the person (the install's Okta sign-in does).
   */
  hostEmail: string | null;
  businessEmail: string | null;
  avatarUrl: string | null;
  isOrg: Generated<boolean>;
  userId: number | null;
  staff: Generated<boolean>;
  /** Installation admin (self-hosted admin area). */
  isInstallAdmin: Generated<boolean>;
  /** Organisations this (user) owner belongs to. */
  organizations: IdArray;
  /** Admins of this (organisation) owner: those the git host names and those added in Canopy. */
  admins: IdArray;
  /** The admins the git host names (a sync writes them); the others in `admins` were added in Canopy. */
  hostAdmins: IdArray;
  /** Private repositories this (user) owner may read. */
  permission: IdArray;
  /** Owners holding a seat in this organisation. */
  planActivatedUsers: IdArray;
  plan: Generated<string>;
  planProvider: string | null;
  planUserCount: Generated<number>;
  planAutoActivate: Generated<boolean>;
  trialStatus: string | null;
  trialStartDate: NullableTimestamp;
  trialEndDate: NullableTimestamp;
  pretrialUsersCount: number | null;
  delinquent: Generated<boolean>;
  didTrial: Generated<boolean>;
  defaultOrgOwnerid: number | null;
  privateAccess: Generated<boolean>;
  onboardingCompleted: Generated<boolean>;
  student: Generated<boolean>;
  studentCreatedAt: NullableTimestamp;
  studentUpdatedAt: NullableTimestamp;
  uploadTokenRequired: Generated<boolean>;
  orgUploadToken: string | null;
  yaml: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A browser sign-in. The cookie holds a random token; only its SHA-256 is stored. */
export interface SessionsTable {
  sessionid: Generated<number>;
  tokenHash: string;
  ownerid: number;
  type: Generated<string>;
  name: string | null;
  useragent: string | null;
  ip: string | null;
  lastFour: string;
  createdAt: Timestamp;
  lastseen: Timestamp;
  expiresAt: Date | string;
}

export interface CoverageTotalsJson {
  commitSha: string | null;
  hits: number;
  misses: number;
  lines: number;
}

export interface RepositoriesTable {
  repoid: Generated<number>;
  ownerid: number;
  serviceId: string;
  name: string;
  private: boolean;
  active: Generated<boolean>;
  activated: Generated<boolean>;
  deleted: Generated<boolean>;
  defaultBranch: Generated<string>;
  uploadToken: Generated<string>;
  imageToken: Generated<string>;
  language: string | null;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  yaml: string | null;
  botOwnerid: number | null;
  coverageEnabled: Generated<boolean>;
  bundleAnalysisEnabled: Generated<boolean>;
  testAnalyticsEnabled: Generated<boolean>;
  /** Latest coverage of the default branch, kept by ingestion; null until the first report. */
  coveragePercent: number | null;
  coverageTotals: ColumnType<CoverageTotalsJson | null, string | null | undefined, string | null>;
  latestCommitAt: NullableTimestamp;
  oldestCommitAt: NullableTimestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One row of installation-wide settings. */
export interface InstallSettingsTable {
  id: Generated<boolean>;
  cookieSecret: string;
  planAutoActivate: Generated<boolean>;
  devGlobalUploadToken: string | null;
  createdAt: Timestamp;
}

/** Report totals as stored (precise coverage; rounded only for display). */
export type ReportTotalsJson = CoverageTotals;

type Json<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface YamlErrorJson {
  path: string;
  message: string;
  /** Warnings (unknown keys) are shown apart from errors. */
  level?: 'warning';
}

/** repository_file: read from the git host or mirror at the commit; repository: the repository's settings. */
export type YamlSourceKind = 'repository_file' | 'upload' | 'repository' | 'owner' | 'default';

/** A commit of a repository as uploads describe it. `state`: pending → complete, or error. */
export interface CommitsTable {
  id: Generated<number>;
  repoid: number;
  commitid: string;
  parentCommitid: string | null;
  branch: string | null;
  pullid: number | null;
  message: string | null;
  authorOwnerid: number | null;
  ciPassed: boolean | null;
  state: Generated<string>;
  timestamp: Timestamp;
  totals: Json<ReportTotalsJson>;
  /** Storage key of the merged report (line-level coverage). */
  reportStoragePath: string | null;
  /** Sessions merged so far; the next upload gets this number. */
  sessionCount: Generated<number>;
  yaml: string | null;
  yamlErrors: Json<YamlErrorJson[]>;
  /** Where the codecov.yml in force came from (migration 0009); null before the commit is processed. */
  yamlSource: YamlSourceKind | null;
  /** The repository file's path, when yamlSource is repository_file. */
  yamlPath: string | null;
  /** When the git host or mirror was asked for the commit's file (found or not); null: not asked yet. */
  yamlHostReadAt: NullableTimestamp;
  /** The sha the diff attached to the commit's uploads is against (its merge base with the target). */
  diffBase: string | null;
  deleted: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface BranchesTable {
  repoid: number;
  branch: string;
  head: string;
  base: string | null;
  merged: Generated<boolean>;
  updatestamp: Timestamp;
}

export interface CommitReportsTable {
  id: Generated<number>;
  commitId: number;
  code: Generated<string>;
  reportType: Generated<string>;
  createdAt: Timestamp;
}

/** One upload: a session of a commit's report. `state`: started → uploaded → processed, or error. */
export interface UploadsTable {
  id: Generated<number>;
  externalId: Generated<string>;
  commitId: number;
  repoid: number;
  reportCode: Generated<string>;
  uploadType: Generated<string>;
  sessionId: number | null;
  state: Generated<string>;
  errorCode: string | null;
  errorMessage: string | null;
  storagePath: string | null;
  contentEncoding: string | null;
  sizeBytes: number | null;
  formatVersion: Generated<string>;
  flags: ColumnType<string[], string[] | undefined, string[]>;
  name: string | null;
  provider: string | null;
  buildCode: string | null;
  buildUrl: string | null;
  jobCode: string | null;
  env: Json<Record<string, string>>;
  totals: Json<ReportTotalsJson>;
  formats: ColumnType<string[], string[] | undefined, string[]>;
  unmatchedPaths: ColumnType<string[], string[] | undefined, string[]>;
  unmatchedCount: Generated<number>;
  /** 'uploaded' or 'carriedforward'. */
  sessionType: Generated<string>;
  /** The commit a carried-forward session was copied from, and how many commits back it is. */
  carriedFrom: string | null;
  carriedDepth: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One bundle of a commit's bundle analysis (migration 0017 describes the bundle tables). */
export interface BundleReportsTable {
  id: Generated<number>;
  commitId: number;
  repoid: number;
  name: string;
  /** The upload the bundle's data came from. */
  uploadId: number | null;
  statsVersion: string;
  pluginName: string;
  pluginVersion: string;
  bundlerName: string | null;
  bundlerVersion: string | null;
  builtAt: Timestamp;
  durationMs: number;
  outputPath: string | null;
  isCached: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The asset groups of `assetGroup` in @canopy/bundle-analysis. */
export type BundleAssetType = BundleReportGroup;

export interface BundleAssetsTable {
  id: Generated<number>;
  bundleReportId: number;
  /** Order in the uploaded stats. */
  position: number;
  name: string;
  normalizedName: string;
  size: number;
  /** Null when the client gave none: the uncompressed size counts. */
  gzipSize: number | null;
  assetType: BundleAssetType;
}

export interface BundleChunksTable {
  id: Generated<number>;
  bundleReportId: number;
  position: number;
  externalId: string;
  uniqueExternalId: string;
  entry: boolean;
  initial: boolean;
}

export interface BundleAssetsChunksTable {
  assetId: number;
  chunkId: number;
}

export interface BundleModulesTable {
  id: Generated<number>;
  bundleReportId: number;
  position: number;
  name: string;
  size: number;
}

export interface BundleChunksModulesTable {
  chunkId: number;
  moduleId: number;
}

/** The assets a chunk imports lazily. */
export interface BundleDynamicImportsTable {
  chunkId: number;
  assetId: number;
}

/** Whether a bundle of a repository is carried forward to commits without its upload (migration 0019). */
export interface BundleCacheConfigsTable {
  repoid: number;
  bundleName: string;
  isCaching: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

type TextArray = ColumnType<string[], string[] | undefined, string[]>;

/** A test of a repository (migration 0021 describes the test analytics tables). */
export interface TestsTable {
  repoid: number;
  /** Hash of testsuite, classname and name: one test keeps one id across commits, branches and flags. */
  testId: string;
  testsuite: string;
  classname: string;
  name: string;
  computedName: string;
  framework: string | null;
  filename: string | null;
  createdAt: Timestamp;
}

export type TestRunOutcome = 'pass' | 'failure' | 'skip' | 'flaky_failure';

/** One test case of a processed test results upload. */
export interface TestRunsTable {
  id: Generated<number>;
  repoid: number;
  testId: string;
  uploadId: number;
  commitId: number;
  commitid: string;
  branch: string | null;
  outcome: TestRunOutcome;
  durationSeconds: number | null;
  failureMessage: string | null;
  flags: TextArray;
  timestamp: Timestamp;
}

/** A flaky spell of a test; `endDate` null while it lasts. */
export interface TestFlakesTable {
  id: Generated<number>;
  repoid: number;
  testId: string;
  count: number;
  failCount: number;
  recentPassesCount: number;
  startDate: Timestamp;
  endDate: NullableTimestamp;
}

/** An organisation's paid subscription with the payment provider (migration 0022). */
export interface BillingSubscriptionsTable {
  ownerid: number;
  provider: Generated<string>;
  customerId: string;
  subscriptionId: string | null;
  plan: string;
  quantity: number;
  status: string;
  currentPeriodStart: NullableTimestamp;
  currentPeriodEnd: NullableTimestamp;
  cancelAtPeriodEnd: Generated<boolean>;
  /** 'charge_automatically' or 'send_invoice'. */
  collectionMethod: Generated<string>;
  billingEmail: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** An invoice the payment provider issued; amounts in cents of `currency`. */
export interface BillingInvoicesTable {
  id: string;
  ownerid: number;
  number: string | null;
  status: string | null;
  currency: Generated<string>;
  amountDue: Generated<number>;
  amountPaid: Generated<number>;
  subtotal: Generated<number>;
  total: Generated<number>;
  created: Timestamp;
  periodStart: Timestamp;
  periodEnd: Timestamp;
  dueDate: NullableTimestamp;
  customerName: string | null;
  customerEmail: string | null;
  /** { line1, line2, city, state, postalCode, country } */
  customerAddress: ColumnType<unknown, string | null | undefined, string | null>;
  footer: string | null;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  /** [{ description, amount, currency, quantity, periodStart, periodEnd }] */
  lineItems: ColumnType<unknown, string | undefined, string>;
  /** The payment method the invoice was paid with, as `billing_payment_methods` describes one. */
  paymentMethod: ColumnType<unknown, string | null | undefined, string | null>;
}

/** The default payment method of an organisation's customer. */
export interface BillingPaymentMethodsTable {
  ownerid: number;
  paymentMethodId: string;
  /** 'card' or 'us_bank_account'. */
  kind: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  bankName: string | null;
  billingName: string | null;
  billingEmail: string | null;
  billingAddress: ColumnType<unknown, string | null | undefined, string | null>;
  updatedAt: Generated<Date>;
}

/** Stripe webhook events already applied. */
export interface StripeEventsTable {
  id: string;
  type: string;
  receivedAt: Generated<Date>;
}

/** The AI GitHub app's installation on an account (migration 0023). */
export interface AiAppInstallationsTable {
  ownerid: number;
  installationId: ColumnType<string | number, number, number>;
  repositorySelection: Generated<string>;
  repositoryServiceIds: ColumnType<string[], string[] | undefined, string[]>;
  suspendedAt: NullableTimestamp;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** A request for AI test suggestions on a pull and what came of it. */
export interface AiSuggestionsTable {
  id: Generated<number>;
  repoid: number;
  pullid: number;
  commitid: string | null;
  command: Generated<string>;
  /** 'pending', 'done', 'failed' or 'skipped'. */
  status: Generated<string>;
  body: string | null;
  error: string | null;
  commentPosted: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** Per repository, branch, test and UTC day: the sums the test analytics dashboard reads. */
export interface TestDailyRollupsTable {
  repoid: number;
  branch: string;
  testId: string;
  /** `YYYY-MM-DD` (UTC). */
  day: ColumnType<string, string, string>;
  passCount: number;
  failCount: number;
  skipCount: number;
  flakyFailCount: number;
  totalDurationSeconds: number;
  lastDurationSeconds: number | null;
  updatedAt: Timestamp;
  failingCommits: TextArray;
  flags: TextArray;
}

/** What a commit's bundle upload requests said about the whole report. */
export interface BundleAnalysisMetadataTable {
  commitId: number;
  compareSha: string | null;
  updatedAt: Timestamp;
}

/** Totals of one file of a commit's merged report: the tree and file lists read these. */
export interface ReportFilesTable {
  commitId: number;
  path: string;
  lines: number;
  hits: number;
  misses: number;
  partials: number;
  coverage: number | null;
  branches: Generated<number>;
  methods: Generated<number>;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  state: Generated<string>;
  attempts: Generated<number>;
  runAfter: Timestamp;
  lockedBy: string | null;
  lockedUntil: NullableTimestamp;
  lastError: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A pull request, known from uploads (number, head) and from the git provider when one is configured. */
export interface PullsTable {
  id: Generated<number>;
  repoid: number;
  pullid: number;
  /** 'open', 'closed' or 'merged'. */
  state: Generated<string>;
  title: string | null;
  authorUsername: string | null;
  baseBranch: string | null;
  headBranch: string | null;
  head: string | null;
  /** The true base: the merge base of head and the target branch, when known. */
  base: string | null;
  userProvidedBaseSha: string | null;
  /** 'upload' or 'provider'. */
  source: Generated<string>;
  createdAt: Timestamp;
  updatestamp: Timestamp;
}

/** One point of a coverage series: a commit's coverage, a flag's or a component's. */
export interface MeasurementsTable {
  repoid: number;
  /** 'coverage', 'flag' or 'component'. */
  kind: string;
  /** '' for coverage, the flag name, or the component id. */
  measurableId: Generated<string>;
  commitid: string;
  branch: string | null;
  timestamp: ColumnType<Date, Date | string, Date | string>;
  hits: number;
  lines: number;
  value: number | null;
}

/** A repository's flag or component series, switched on by activateMeasurements. */
export interface MeasurementDatasetsTable {
  repoid: number;
  /** 'flag' or 'component'. */
  kind: string;
  activatedAt: Timestamp;
  backfilledAt: NullableTimestamp;
}

/** A flag a repository admin deleted (deleteFlag); an upload with it after `deletedAt` brings it back. */
export interface DeletedFlagsTable {
  repoid: number;
  flagName: string;
  deletedAt: Timestamp;
}

/** A sign-in started at a git host and not yet finished (ten minutes, single use). */
export interface OAuthStatesTable {
  /** SHA-256 of the `state` sent to the host. */
  stateHash: string;
  service: string;
  /** SHA-256 of the browser's sign-in cookie: the callback must come from the browser that started. */
  browserHash: string;
  /** PKCE verifier (RFC 7636) of this sign-in. */
  codeVerifier: string;
  /** Path to return to, already checked to stay on this site. */
  redirectTo: string | null;
  privateAccess: Generated<boolean>;
  /** OpenID Connect nonce of an Okta sign-in; null for a git host's. */
  nonce: string | null;
  expiresAt: Timestamp;
}

/** A signed-in owner's token at its git host, encrypted at rest (auth/oauth/token-cipher.ts). */
export interface OAuthTokensTable {
  ownerid: number;
  service: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: NullableTimestamp;
  scope: string | null;
  updatedAt: Generated<Date>;
}

/** An organisation's Okta application (spec §3 `account.oktaConfig`); the client secret is encrypted. */
export interface OktaSettingsTable {
  ownerid: number;
  clientId: string;
  /** Encrypted with the install's token cipher (auth/oauth/token-cipher.ts). */
  clientSecret: string;
  url: string;
  enabled: boolean;
  /** Private repositories stay hidden until the viewer signs in with this Okta. */
  enforced: boolean;
  updatedAt: Generated<Date>;
}

/** An Okta sign-in started and not yet finished (ten minutes, single use, tied to its Canopy session). */
export interface OktaSignInsTable {
  /** SHA-256 of the `state` sent to Okta. */
  stateHash: string;
  sessionid: number;
  /** The organisation whose Okta is asked. */
  ownerid: number;
  codeVerifier: string;
  nonce: string;
  expiresAt: Timestamp;
}

/** A Canopy session that signed in with an organisation's Okta. */
export interface OktaSessionsTable {
  sessionid: number;
  ownerid: number;
  signedInAt: Generated<Date>;
}

/** The last organisation and repository sync of an owner with its git host (modules/sync). */
export interface OwnerSyncsTable {
  ownerid: number;
  startedAt: NullableTimestamp;
  finishedAt: NullableTimestamp;
  lastError: string | null;
  /** The host refuses calls for this owner until then (its rate limit). */
  rateLimitedUntil: NullableTimestamp;
}

/** The GitHub app's installation on an owner (migration 0011). */
export interface GithubAppInstallationsTable {
  ownerid: number;
  /** A bigint: read back as a string on PostgreSQL. */
  installationId: ColumnType<string | number, number, number>;
  /** 'all' or 'selected'. */
  repositorySelection: string;
  /** With 'selected': the host ids of the repositories it covers. */
  repositoryServiceIds: ColumnType<string[], string[] | undefined, string[]>;
  suspendedAt: NullableTimestamp;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** What was posted (or not) to the git host for a commit: a status context, or `comment`. */
export interface CommitNotificationsTable {
  commitId: number;
  name: string;
  /** 'posted', 'failed' or 'skipped'. */
  outcome: string;
  state: string | null;
  description: string | null;
  target: string | null;
  url: string | null;
  /** Why it failed or was skipped. */
  error: string | null;
  /** 'status', 'check_run', 'comment' or 'error_comment'; null for the line saying why nothing was posted. */
  kind: ColumnType<string | null, string | null | undefined, string | null>;
  postedAt: NullableTimestamp;
  updatedAt: Generated<Timestamp>;
}

/** The pull request comment on the git host, edited in place by later commits. */
export interface PullCommentsTable {
  repoid: number;
  pullid: number;
  commentId: string;
  /** SHA-256 of the body last written, so an unchanged comment is not edited again. */
  bodySha: string | null;
  /** The comment was deleted on the host. */
  gone: Generated<boolean>;
  /** The comment shows a bundle section (kept up to date from then on). */
  bundleSection: Generated<boolean>;
  updatedAt: Generated<Timestamp>;
}

/** A commit whose notifications were asked for by hand (codecov-cli `send-notifications`). */
export interface NotifyRequestsTable {
  commitId: number;
  requestedAt: Generated<Timestamp>;
}

export interface Database {
  notifyRequests: NotifyRequestsTable;
  commitNotifications: CommitNotificationsTable;
  pullComments: PullCommentsTable;
  pulls: PullsTable;
  measurements: MeasurementsTable;
  measurementDatasets: MeasurementDatasetsTable;
  deletedFlags: DeletedFlagsTable;
  commits: CommitsTable;
  branches: BranchesTable;
  commitReports: CommitReportsTable;
  uploads: UploadsTable;
  reportFiles: ReportFilesTable;
  bundleReports: BundleReportsTable;
  bundleAssets: BundleAssetsTable;
  bundleChunks: BundleChunksTable;
  bundleAssetsChunks: BundleAssetsChunksTable;
  bundleModules: BundleModulesTable;
  bundleChunksModules: BundleChunksModulesTable;
  bundleDynamicImports: BundleDynamicImportsTable;
  bundleAnalysisMetadata: BundleAnalysisMetadataTable;
  bundleCacheConfigs: BundleCacheConfigsTable;
  tests: TestsTable;
  testRuns: TestRunsTable;
  testFlakes: TestFlakesTable;
  testDailyRollups: TestDailyRollupsTable;
  billingSubscriptions: BillingSubscriptionsTable;
  billingInvoices: BillingInvoicesTable;
  billingPaymentMethods: BillingPaymentMethodsTable;
  stripeEvents: StripeEventsTable;
  aiAppInstallations: AiAppInstallationsTable;
  aiSuggestions: AiSuggestionsTable;
  jobs: JobsTable;
  users: UsersTable;
  owners: OwnersTable;
  sessions: SessionsTable;
  oauthStates: OAuthStatesTable;
  oauthTokens: OAuthTokensTable;
  oktaSettings: OktaSettingsTable;
  oktaSignIns: OktaSignInsTable;
  oktaSessions: OktaSessionsTable;
  ownerSyncs: OwnerSyncsTable;
  githubAppInstallations: GithubAppInstallationsTable;
  repositories: RepositoriesTable;
  installSettings: InstallSettingsTable;
}

export type UserRecord = Selectable<UsersTable>;
export type OwnerRecord = Selectable<OwnersTable>;
export type NewOwner = Insertable<OwnersTable>;
export type OwnerUpdate = Updateable<OwnersTable>;
export type SessionRecord = Selectable<SessionsTable>;
export type RepositoryRecord = Selectable<RepositoriesTable>;
export type NewRepository = Insertable<RepositoriesTable>;
export type CommitRecord = Selectable<CommitsTable>;
export type UploadRecord = Selectable<UploadsTable>;
export type BundleReportRecord = Selectable<BundleReportsTable>;
export type BundleAssetRecord = Selectable<BundleAssetsTable>;
export type BranchRecord = Selectable<BranchesTable>;
export type PullRecord = Selectable<PullsTable>;
export type CommitNotificationRecord = Selectable<CommitNotificationsTable>;
export type MeasurementRecord = Selectable<MeasurementsTable>;
