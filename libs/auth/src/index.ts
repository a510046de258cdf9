// Public surface of @canopy/auth: who is looking and what they may do, plus the third-party services
// (error reporting, feature flags, analytics) that are off unless configured.

// Runtime configuration
export {
  getConfigEnv,
  useConfigEnv,
  parseConfigEnv,
  isSelfHosted,
  isProduction,
  configEnvDefaults,
  type ConfigEnv,
  type RawConfigEnv,
} from './config/config-env';
export { serverOrigin } from './config/server-origin';

// Providers
export {
  providerNames,
  providerName,
  providerDisplayName,
  isGitHub,
  tokenType,
  toLongProvider,
  toShortProvider,
  type ProviderName,
  type LongProvider,
  type ShortProvider,
} from './providers/provider-names';
export {
  providerCommitUrl,
  providerOwnerUrl,
  providerPullUrl,
  type ProviderHosts,
  type ProviderRepoRef,
} from './providers/provider-urls';

// Session
export { useSessionUser, isEmptyUser, type SessionUser } from './session/session-user';
export { useCurrentUser } from '@canopy/api-client';
export {
  useImpersonation,
  applyImpersonationParam,
  isImpersonating,
  IMPERSONATION_COOKIE,
} from './session/impersonation';

// The error page as the person looking sees it
export { PageError, type PageErrorProps } from './page-error/page-error';

// Error reporting
export {
  initErrorReporting,
  errorReportingReady,
  isErrorReportingEnabled,
  MAX_QUEUED_CAPTURES,
  captureError,
  beforeSend,
  isCrawler,
  ignoredErrors,
  deniedUrls,
  crawlerUserAgent,
} from './error-reporting/error-reporting';
export {
  sendFeedback,
  isFeedbackAvailable,
  FeedbackUnavailableError,
  type UserFeedback,
} from './error-reporting/feedback';

// Feature flags
export {
  initFeatureFlags,
  normalizeFlags,
  disabledFlagsClient,
  anonymousContext,
  userContext,
  type Flags,
  type FlagsClient,
  type FlagsUser,
} from './flags/flags-client';
export {
  FlagsProvider,
  useFlags,
  useFlagsClient,
  useIdentifyFlags,
  flagsUserFromCurrentUser,
  type FlagsProviderProps,
} from './flags/flags';

// Analytics
export {
  initAnalytics,
  noopTracker,
  amplitudeOptions,
  amplitudeEndpoint,
  MISSING_AMPLITUDE_KEY,
  PAGE_VIEW_EVENT,
  type Tracker,
  type AnalyticsIdentity,
  type AnalyticsContext,
} from './analytics/tracker';
export { TrackerProvider, useTracker, type TrackerProviderProps } from './analytics/tracker-provider';
export { useRepoStanding } from './repo-standing/repo-standing';
export { useIsTeamPrivateRepo, type TeamPrivateRepoArgs } from './repo-standing/team-private-repo';

// The owner tabs bound to the install's edition and the Canopy AI flag
export { OwnerTabs } from './owner-tabs/owner-tabs';

// Choosing the default organization: one label for a context and one way of reporting a failed change
export {
  DEFAULT_ORG_FAILURE,
  defaultOrgUpdateCallbacks,
  ContextChoiceLabel,
} from './default-org/default-org';

// Whole calendar days to a date, counted in UTC (trial and licence days)
export { calendarDaysUntil } from './dates/calendar-days';
