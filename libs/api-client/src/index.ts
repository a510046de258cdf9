// Public surface of @canopy/api-client: the data layer of the web app (no UI).

// Clients
export {
  createApiClients,
  getApiContext,
  type ApiClients,
  type ApiClientsConfig,
  type ApiContext,
  type GraphqlEndpoint,
  type GraphqlErrorListener,
} from './client/create-api-clients';
export { ApiClientProvider, useApiClients, type ApiClientProviderProps } from './client/api-client-provider';
export { shouldRetryGraphql } from './client/graphql-client';
export {
  createQueryClient,
  shouldRetryQuery,
  MAX_QUERY_TRIES,
  QUERY_STALE_TIME,
} from './client/query-client';
export { defaultApiUrl, graphqlUrl, internalUrl, apiPath } from './client/api-url';
export { graphcacheKeys, graphcacheSchema, embeddedTypenames, pagedConnections } from './client/graphcache';
export { invalidateField, invalidateRootFieldsOnSuccess, mutationSucceeded } from './client/cache-updates';

// Transport helpers
export { rest, buildQueryString, type RestOptions, type RestMethod, type RestQueryValue } from './rest/rest';
export { camelCaseKeys, snakeCaseKeys, toCamelCase, toSnakeCase } from './rest/case';
export {
  restPageSchema,
  nextPageFromLink,
  restPagesQueryOptions,
  type RestPage,
  type RestPagesOptions,
} from './rest/rest-pages';
export {
  throwOnErrorUnion,
  errorForTypename,
  errorFromCombinedError,
  decodeVariables,
  type GraphqlDocument,
  type PageErrorTypename,
} from './graphql/graphql-query';
export { graphqlQueryDefinition, readAnswer, type GraphqlQueryDefinition } from './graphql/query-definition';
export {
  useGraphqlQuery,
  type GraphqlQueryOptions,
  type GraphqlQueryResult,
  type QueryStatus,
} from './graphql/use-graphql-query';
export {
  useGraphqlInfiniteQuery,
  type GraphqlInfiniteQueryOptions,
  type GraphqlInfiniteQueryResult,
  type InfiniteData,
} from './graphql/use-graphql-infinite-query';
export {
  useGraphqlMutation,
  runGraphqlMutation,
  type GraphqlMutationDefinition,
  type GraphqlMutationResult,
  type MutateCallbacks,
  type MutationStatus,
} from './graphql/use-graphql-mutation';
export {
  fetchGraphqlQuery,
  prefetchGraphqlInfiniteQuery,
  prefetchGraphqlQuery,
} from './graphql/fetch-graphql-query';
export {
  PageInfoSchema,
  MutationErrorSchema,
  CoverageTotalsSchema,
  UnmatchedPathsSchema,
  OwnerKeyEntries,
  connectionSchema,
  edgesSchema,
  errorMemberSchema,
  ownerRepositorySchema,
  repositoryResultSchema,
  repositoryOf,
  nodesOf,
  pageCursorOf,
  nextPageParam,
  type PageInfo,
  type PageCursor,
  type OwnerRepositoryData,
} from './graphql/schemas';
export type { AcceptsAnswer } from './graphql/answer-type';

// Errors
export {
  CanopyError,
  ApiError,
  ParsingError,
  NotFoundError,
  OwnerNotActivatedError,
  UnauthenticatedError,
  UnauthorizedError,
  RateLimitedError,
  isCanopyError,
  errorStatus,
  errorFromHttpStatus,
  type CanopyErrorKind,
  type CanopyErrorLevel,
} from './errors/errors';
export { setErrorReporter, type ErrorReporter } from './errors/report';
export { errorText } from './errors/error-text';

// Providers
export {
  shortProviders,
  longProviders,
  shortToLong,
  longToShort,
  providerDisplayNames,
  toLongProvider,
  toShortProvider,
  tokenType,
  type ShortProvider,
  type LongProvider,
} from './providers/providers';

// Query keys
export { queryKeys, type RepoQueryPart } from './query-keys/query-keys';

// User
export {
  InternalUserSchema,
  internalUserQueryOptions,
  useInternalUser,
  type InternalUser,
  type InternalUserOwner,
} from './user/internal-user';
export {
  SelfHostedCurrentUserSchema,
  selfHostedCurrentUserQueryOptions,
  useSelfHostedCurrentUser,
  type SelfHostedCurrentUser,
} from './user/self-hosted-current-user';
export {
  CurrentUserDocument,
  CurrentUserSchema,
  currentUserQuery,
  useCurrentUser,
  typeProjects,
  onboardingGoals,
  type CurrentUser,
} from './user/current-user';
export {
  MyContextsDocument,
  MyContextsSchema,
  MY_CONTEXTS_PAGE_SIZE,
  myContextsQuery,
  useMyContexts,
  contextOwners,
  type ContextChoice,
  type ContextOwner,
  type MyContextsPage,
} from './user/my-contexts';
export {
  UpdateDefaultOrganizationDocument,
  UpdateDefaultOrganizationSchema,
  updateDefaultOrganizationMutation,
  useUpdateDefaultOrganization,
  type UpdateDefaultOrganizationVariables,
  type UpdateDefaultOrganizationResult,
} from './user/update-default-organization';
export {
  SaveTermsAgreementDocument,
  SaveTermsAgreementSchema,
  saveTermsAgreementMutation,
  useSaveTermsAgreement,
  type SaveTermsAgreementVariables,
  type SaveTermsAgreementResult,
} from './user/save-terms-agreement';
export {
  UpdateProfileDocument,
  UpdateProfileSchema,
  updateProfileMutation,
  useUpdateProfile,
  type UpdateProfileVariables,
  type UpdateProfileResult,
  type UpdatedProfile,
} from './user/update-profile';
export { logout, type LogoutOptions } from './user/logout';
export { nameSchema, emailSchema, fieldErrors, NAME_REQUIRED, INVALID_EMAIL } from './user/person-fields';
export {
  SyncWithGitProviderDocument,
  SyncWithGitProviderSchema,
  IsSyncingWithGitProviderDocument,
  IsSyncingWithGitProviderSchema,
  SYNC_POLL_INTERVAL,
  syncWithGitProviderMutation,
  useSyncWithGitProvider,
  isSyncingWithGitProviderQuery,
  useIsSyncingWithGitProvider,
  type SyncWithGitProviderVariables,
  type SyncWithGitProviderResult,
  type IsSyncingOptions,
} from './user/sync-with-git-provider';

// Owner
export {
  DetailOwnerDocument,
  DetailOwnerSchema,
  ownerQuery,
  useOwner,
  type DetailOwner,
  type OwnerArgs,
} from './owner/detail-owner';
export {
  OwnerPageDataDocument,
  OwnerPageDataSchema,
  ownerPageDataQuery,
  useOwnerPageData,
  type OwnerPageData,
} from './owner/owner-page-data';
export {
  GetOktaConfigDocument,
  GetOktaConfigSchema,
  OktaSignInStateDocument,
  OktaSignInStateSchema,
  oktaConfigQuery,
  oktaSignInQuery,
  saveOktaConfigMutation,
  SaveOktaConfigDocument,
  SaveOktaConfigSchema,
  useOktaConfig,
  useOktaSignIn,
  useSaveOktaConfig,
  type OktaConfig,
  type OktaSignInState,
  type SaveOktaConfigVariables,
} from './owner/okta';
export {
  GetPlanDataDocument,
  GetPlanDataSchema,
  planDataQuery,
  PlanRepresentationEntries,
  usePlanData,
  trialStatuses,
  type Plan,
  type PlanData,
  type TrialStatus,
} from './owner/plan-data';
export {
  StartTrialDocument,
  StartTrialSchema,
  startTrialMutation,
  useStartTrial,
  type StartTrialResult,
  type StartTrialVariables,
} from './owner/start-trial';
export { IsTeamPlanDocument, IsTeamPlanSchema, isTeamPlanQuery, useIsTeamPlan } from './owner/is-team-plan';
export {
  GetUploadTokenRequiredDocument,
  GetUploadTokenRequiredSchema,
  OwnerTokenlessDataDocument,
  OwnerTokenlessDataSchema,
  uploadTokenRequiredQuery,
  useUploadTokenRequired,
  ownerTokenlessDataQuery,
  useOwnerTokenlessData,
  type UploadTokenRequired,
  type OwnerTokenlessData,
} from './owner/upload-token-required';
export {
  OwnerYamlDocument,
  OwnerYamlSchema,
  SetYamlOnOwnerDocument,
  SetYamlOnOwnerSchema,
  ownerYamlQuery,
  setYamlOnOwnerMutation,
  useOwnerYaml,
  useSetYamlOnOwner,
  type OwnerYaml,
  type SetYamlOnOwnerVariables,
} from './owner/owner-yaml';
export {
  validateYaml,
  useYamlCheck,
  YAML_CHECK_DELAY,
  type YamlCheck,
  type YamlProblem,
} from './yaml/validate-yaml';
export {
  OwnerContextDocument,
  OwnerContextSchema,
  ownerContextQuery,
  useOwnerContext,
  type OwnerContext,
} from './owner/owner-context';
export {
  ReposForOwnerDocument,
  ReposForOwnerSchema,
  REPOS_PAGE_SIZE,
  repositoryOrderings,
  orderingDirections,
  repositoriesQuery,
  useRepositories,
  type RepositoryOrdering,
  type OrderingDirection,
  type RepositoryListItem,
  type RepositoriesArgs,
  type RepositoriesPage,
} from './owner/repos-for-owner';
export {
  OrgUserSchema,
  OrgUsersPageSchema,
  ORG_USERS_QUERY,
  orgUserOrderings,
  orgUsersQueryOptions,
  useOrgUsers,
  type OrgUser,
  type OrgUserOrdering,
  type OrgUsersArgs,
  type OrgUsersPage,
} from './owner/org-users';
export {
  updateOrgUserMutationOptions,
  useUpdateOrgUser,
  type UpdateOrgUserVariables,
} from './owner/update-org-user';
export {
  NavigatorDataDocument,
  NavigatorDataSchema,
  navigatorDataQuery,
  useNavigatorData,
  type NavigatorData,
  type NavigatorDataArgs,
} from './owner/navigator-data';

// Repository (the branch list serves the repository pages and the bundle dashboard)
export {
  GetRepoDocument,
  GetRepoSchema,
  repoQuery,
  useRepo,
  type Repository,
  type RepoArgs,
  type RepoResult,
} from './repo/get-repo';
export {
  RepoContextDocument,
  RepoContextSchema,
  repoContextQuery,
  useRepoContext,
  type RepoContext,
} from './repo/repo-context';
export {
  RepoGraphTokenDocument,
  RepoGraphTokenSchema,
  repoGraphTokenQuery,
  useRepoGraphToken,
  type RepoGraphToken,
} from './repo/repo-graph-token';
export {
  GetBranchesDocument,
  GetBranchesSchema,
  BRANCHES_PAGE_SIZE,
  branchesQuery,
  useBranches,
  useBranchNames,
  type BranchNamesSelectProps,
  type BranchListItem,
  type BranchesArgs,
  type BranchesPage,
} from './repo/branches';

// Installation config
export {
  ConfigDocument,
  ConfigSchema,
  configQuery,
  useConfig,
  loginProviders,
  type LoginProvider,
  type SiteConfig,
} from './config/config';
export { HasAdminsDocument, HasAdminsSchema, hasAdminsQuery, useHasAdmins } from './config/has-admins';
export {
  SeatsDocument,
  SeatsSchema,
  seatsQuery,
  useSeats,
  refreshSeats,
  seatsFull,
  type Seats,
} from './config/seats';
export {
  SelfHostedSeatsAndLicenseDocument,
  SelfHostedSeatsAndLicenseSchema,
  selfHostedSeatsAndLicenseQuery,
  useSelfHostedSeatsAndLicense,
  type SelfHostedSeatsAndLicense,
} from './config/self-hosted-seats-and-license';
