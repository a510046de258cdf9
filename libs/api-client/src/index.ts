// Public surface of @canopy/api-client: the data layer of the web app (no UI).

// Clients
export {
  createApiClients,
  createUrqlClient,
  getApiContext,
  type ApiClients,
  type ApiClientsConfig,
  type ApiContext,
} from './client/create-api-clients';
export { ApiClientProvider, type ApiClientProviderProps } from './client/api-client-provider';
export {
  createQueryClient,
  shouldRetryQuery,
  MAX_QUERY_TRIES,
  QUERY_STALE_TIME,
} from './client/query-client';
export { defaultApiUrl, graphqlUrl, internalUrl, apiPath } from './client/api-url';
export { graphcacheKeys, graphcacheSchema, embeddedTypenames } from './client/graphcache';

// Transport helpers
export { rest, buildQueryString, type RestOptions, type RestMethod, type RestQueryValue } from './rest/rest';
export { camelCaseKeys, snakeCaseKeys, toCamelCase, toSnakeCase } from './rest/case';
export {
  graphqlQuery,
  graphqlMutation,
  throwOnErrorUnion,
  errorForTypename,
  errorFromCombinedError,
  decodeVariables,
  type GraphqlDocument,
  type GraphqlOperationOptions,
  type GraphqlMutationOptions,
  type PageErrorTypename,
} from './graphql/graphql-query';
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

// Providers
export {
  shortProviders,
  longProviders,
  shortToLong,
  longToShort,
  toLongProvider,
  toShortProvider,
  tokenType,
  type ShortProvider,
  type LongProvider,
} from './providers/providers';

// Query keys
export { queryKeys, type RepositoryListFilters, type RepoQueryPart } from './query-keys/query-keys';

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
  currentUserQueryOptions,
  useCurrentUser,
  typeProjects,
  onboardingGoals,
  type CurrentUser,
} from './user/current-user';
export {
  MyContextsDocument,
  MyContextsSchema,
  MY_CONTEXTS_PAGE_SIZE,
  myContextsQueryOptions,
  useMyContexts,
  type ContextOwner,
  type MyContextsPage,
} from './user/my-contexts';
export {
  UpdateDefaultOrganizationDocument,
  UpdateDefaultOrganizationSchema,
  updateDefaultOrganizationMutationOptions,
  useUpdateDefaultOrganization,
  type UpdateDefaultOrganizationVariables,
  type UpdateDefaultOrganizationResult,
} from './user/update-default-organization';
export {
  SaveTermsAgreementDocument,
  SaveTermsAgreementSchema,
  saveTermsAgreementMutationOptions,
  useSaveTermsAgreement,
  type SaveTermsAgreementVariables,
  type SaveTermsAgreementResult,
} from './user/save-terms-agreement';
export {
  UpdateProfileDocument,
  UpdateProfileSchema,
  updateProfileMutationOptions,
  useUpdateProfile,
  type UpdateProfileVariables,
  type UpdateProfileResult,
  type UpdatedProfile,
} from './user/update-profile';
export { logout, type LogoutOptions } from './user/logout';

// Owner
export {
  DetailOwnerDocument,
  DetailOwnerSchema,
  ownerQueryOptions,
  useOwner,
  type DetailOwner,
  type OwnerArgs,
} from './owner/detail-owner';
export {
  OwnerPageDataDocument,
  OwnerPageDataSchema,
  ownerPageDataQueryOptions,
  useOwnerPageData,
  type OwnerPageData,
} from './owner/owner-page-data';
export {
  OwnerContextDocument,
  OwnerContextSchema,
  ownerContextQueryOptions,
  useOwnerContext,
  type OwnerContext,
} from './owner/owner-context';
export {
  ReposForOwnerDocument,
  ReposForOwnerSchema,
  REPOS_PAGE_SIZE,
  repositoryOrderings,
  orderingDirections,
  repositoriesQueryOptions,
  useRepositories,
  type RepositoryOrdering,
  type OrderingDirection,
  type RepositoryListItem,
  type RepositoriesArgs,
  type RepositoriesPage,
} from './owner/repos-for-owner';
export {
  NavigatorDataDocument,
  NavigatorDataSchema,
  navigatorDataQueryOptions,
  useNavigatorData,
  type NavigatorData,
  type NavigatorDataArgs,
} from './owner/navigator-data';

// Repository
export {
  GetRepoDocument,
  GetRepoSchema,
  repoQueryOptions,
  useRepo,
  type Repository,
  type RepoArgs,
  type RepoResult,
} from './repo/get-repo';
export {
  RepoContextDocument,
  RepoContextSchema,
  repoContextQueryOptions,
  useRepoContext,
  type RepoContext,
} from './repo/repo-context';

// Installation config
export {
  ConfigDocument,
  ConfigSchema,
  configQueryOptions,
  useConfig,
  loginProviders,
  type LoginProvider,
  type SiteConfig,
} from './config/config';
export { HasAdminsDocument, HasAdminsSchema, hasAdminsQueryOptions, useHasAdmins } from './config/has-admins';
export { SeatsDocument, SeatsSchema, seatsQueryOptions, useSeats, type Seats } from './config/seats';
export {
  SelfHostedSeatsAndLicenseDocument,
  SelfHostedSeatsAndLicenseSchema,
  selfHostedSeatsAndLicenseQueryOptions,
  useSelfHostedSeatsAndLicense,
  type SelfHostedSeatsAndLicense,
} from './config/self-hosted-seats-and-license';
