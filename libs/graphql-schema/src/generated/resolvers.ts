import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MeModel, OwnerModel, RepositoryModel, ConfigModel, GraphQLContextModel } from '../index';
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

export type Config = {
  __typename?: 'Config';
  bitbucketServerURL?: Maybe<Scalars['String']['output']>;
  githubEnterpriseURL?: Maybe<Scalars['String']['output']>;
  gitlabEnterpriseURL?: Maybe<Scalars['String']['output']>;
  /** Self-hosted only: whether the installation has designated admins. */
  hasAdmins?: Maybe<Scalars['Boolean']['output']>;
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
  hits?: Maybe<Scalars['Int']['output']>;
  lines?: Maybe<Scalars['Int']['output']>;
  misses?: Maybe<Scalars['Int']['output']>;
  percentCovered?: Maybe<Scalars['Float']['output']>;
};

export type GoalOnboarding =
  | 'IMPROVE_COVERAGE'
  | 'MAINTAIN_COVERAGE'
  | 'OTHER'
  | 'STARTING_WITH_TESTS'
  | 'TEAM_REQUIREMENTS';

export type IndicationRange = {
  __typename?: 'IndicationRange';
  lowerRange: Scalars['Float']['output'];
  upperRange: Scalars['Float']['output'];
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


export type MeViewableRepositoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<RepositorySetFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  ordering?: InputMaybe<RepositoryOrdering>;
  orderingDirection?: InputMaybe<OrderingDirection>;
};

export type MissingService = ResolverError & {
  __typename?: 'MissingService';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  saveTermsAgreement?: Maybe<SaveTermsAgreementPayload>;
  updateDefaultOrganization?: Maybe<UpdateDefaultOrganizationPayload>;
  updateProfile?: Maybe<UpdateProfilePayload>;
};


export type MutationSaveTermsAgreementArgs = {
  input: SaveTermsAgreementInput;
};


export type MutationUpdateDefaultOrganizationArgs = {
  input: UpdateDefaultOrganizationInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
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

export type OrderingDirection =
  | 'ASC'
  | 'DESC';

export type OrganizationSetFilters = {
  term?: InputMaybe<Scalars['String']['input']>;
};

export type Owner = {
  __typename?: 'Owner';
  /** Owners activated in this organisation. */
  activatedUserCount?: Maybe<Scalars['Int']['output']>;
  avatarUrl: Scalars['String']['output'];
  /** {org} */
  defaultOrgUsername?: Maybe<Scalars['String']['output']>;
  /** {org} */
  delinquent?: Maybe<Scalars['Boolean']['output']>;
  /** {org} */
  hasActiveRepos?: Maybe<Scalars['Boolean']['output']>;
  /** {org} */
  hasPrivateRepos?: Maybe<Scalars['Boolean']['output']>;
  /** {org} */
  hasPublicRepos?: Maybe<Scalars['Boolean']['output']>;
  /** {org} SHA-1 of the ownerid. */
  hashOwnerid?: Maybe<Scalars['String']['output']>;
  /** {org} */
  isAdmin?: Maybe<Scalars['Boolean']['output']>;
  isCurrentUserActivated?: Maybe<Scalars['Boolean']['output']>;
  isCurrentUserPartOfOrg: Scalars['Boolean']['output'];
  isGithubRateLimited?: Maybe<Scalars['Boolean']['output']>;
  /** {org} */
  isUserOktaAuthenticated?: Maybe<Scalars['Boolean']['output']>;
  /** {org} Uploads in the last 30 days on private repositories. */
  numberOfUploads?: Maybe<Scalars['Int']['output']>;
  /** {org} */
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

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
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

export type Repository = {
  __typename?: 'Repository';
  activated: Scalars['Boolean']['output'];
  /** Has received uploads. */
  active: Scalars['Boolean']['output'];
  author: Owner;
  bot?: Maybe<Owner>;
  bundleAnalysisEnabled?: Maybe<Scalars['Boolean']['output']>;
  /** Latest numbers on the default branch; null until coverage has been uploaded. */
  coverageAnalytics?: Maybe<CoverageAnalytics>;
  coverageEnabled?: Maybe<Scalars['Boolean']['output']>;
  defaultBranch?: Maybe<Scalars['String']['output']>;
  /** The name to show: the name, or the product's label for the demo repository. */
  displayName: Scalars['String']['output'];
  /** {org} Token for badges and graphs of private repositories. */
  graphToken?: Maybe<Scalars['String']['output']>;
  /** True for the fixed demo repository. */
  isDemo: Scalars['Boolean']['output'];
  isFirstPullRequest: Scalars['Boolean']['output'];
  isGithubRateLimited?: Maybe<Scalars['Boolean']['output']>;
  languages?: Maybe<Array<Scalars['String']['output']>>;
  latestCommitAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  oldestCommitAt?: Maybe<Scalars['DateTime']['output']>;
  primaryLanguage?: Maybe<Scalars['String']['output']>;
  private: Scalars['Boolean']['output'];
  repoid: Scalars['Int']['output'];
  repositoryConfig: RepositoryConfig;
  staticAnalysisToken?: Maybe<Scalars['String']['output']>;
  testAnalyticsEnabled?: Maybe<Scalars['Boolean']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** {org} The repository upload token. */
  uploadToken?: Maybe<Scalars['String']['output']>;
  yaml?: Maybe<Scalars['String']['output']>;
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

export type ResolverError = {
  message: Scalars['String']['output'];
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

export type SelfHostedLicense = {
  __typename?: 'SelfHostedLicense';
  expirationDate?: Maybe<Scalars['DateTime']['output']>;
};

export type Session = {
  __typename?: 'Session';
  ip?: Maybe<Scalars['String']['output']>;
  lastFour: Scalars['String']['output'];
  lastseen?: Maybe<Scalars['DateTime']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  sessionid: Scalars['Int']['output'];
  /** "login" for browser sign-ins. */
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

export type SyncProvider =
  | 'BITBUCKET'
  | 'BITBUCKET_SERVER'
  | 'GITHUB'
  | 'GITHUB_ENTERPRISE'
  | 'GITLAB'
  | 'GITLAB_ENTERPRISE';

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

export type TrackingMetadata = {
  __typename?: 'trackingMetadata';
  bot?: Maybe<Scalars['String']['output']>;
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
  RepositoryResult:
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( OwnerNotActivatedError & { __typename: 'OwnerNotActivatedError' } )
    | ( RepositoryModel & { __typename: 'Repository' } )
  ;
  SaveTermsAgreementError:
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
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
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  ResolverError:
    | ( MissingService & { __typename: 'MissingService' } )
    | ( NotFoundError & { __typename: 'NotFoundError' } )
    | ( OwnerNotActivatedError & { __typename: 'OwnerNotActivatedError' } )
    | ( UnauthenticatedError & { __typename: 'UnauthenticatedError' } )
    | ( UnauthorizedError & { __typename: 'UnauthorizedError' } )
    | ( ValidationError & { __typename: 'ValidationError' } )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Config: ResolverTypeWrapper<ConfigModel>;
  CoverageAnalytics: ResolverTypeWrapper<CoverageAnalytics>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GoalOnboarding: GoalOnboarding;
  IndicationRange: ResolverTypeWrapper<IndicationRange>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginProvider: LoginProvider;
  Me: ResolverTypeWrapper<MeModel>;
  MissingService: ResolverTypeWrapper<MissingService>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyOrganizationConnection: ResolverTypeWrapper<Omit<MyOrganizationConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['MyOrganizationEdge']>> }>;
  MyOrganizationEdge: ResolverTypeWrapper<Omit<MyOrganizationEdge, 'node'> & { node: ResolversTypes['Owner'] }>;
  NotFoundError: ResolverTypeWrapper<NotFoundError>;
  OrderingDirection: OrderingDirection;
  OrganizationSetFilters: OrganizationSetFilters;
  Owner: ResolverTypeWrapper<OwnerModel>;
  OwnerNotActivatedError: ResolverTypeWrapper<OwnerNotActivatedError>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Plan: ResolverTypeWrapper<Plan>;
  PlanRepresentation: ResolverTypeWrapper<PlanRepresentation>;
  Profile: ResolverTypeWrapper<Profile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Repository: ResolverTypeWrapper<RepositoryModel>;
  RepositoryConfig: ResolverTypeWrapper<RepositoryConfig>;
  RepositoryConnection: ResolverTypeWrapper<Omit<RepositoryConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['RepositoryEdge']>> }>;
  RepositoryEdge: ResolverTypeWrapper<Omit<RepositoryEdge, 'node'> & { node: ResolversTypes['Repository'] }>;
  RepositoryOrdering: RepositoryOrdering;
  RepositoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RepositoryResult']>;
  RepositorySetFilters: RepositorySetFilters;
  ResolverError: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ResolverError']>;
  SaveTermsAgreementError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveTermsAgreementError']>;
  SaveTermsAgreementInput: SaveTermsAgreementInput;
  SaveTermsAgreementPayload: ResolverTypeWrapper<Omit<SaveTermsAgreementPayload, 'error'> & { error?: Maybe<ResolversTypes['SaveTermsAgreementError']> }>;
  SelfHostedLicense: ResolverTypeWrapper<SelfHostedLicense>;
  Session: ResolverTypeWrapper<Session>;
  SessionConnection: ResolverTypeWrapper<SessionConnection>;
  SessionEdge: ResolverTypeWrapper<SessionEdge>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SyncProvider: SyncProvider;
  TrialStatus: TrialStatus;
  TypeProjectOnboarding: TypeProjectOnboarding;
  UnauthenticatedError: ResolverTypeWrapper<UnauthenticatedError>;
  UnauthorizedError: ResolverTypeWrapper<UnauthorizedError>;
  UpdateDefaultOrganizationError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateDefaultOrganizationError']>;
  UpdateDefaultOrganizationInput: UpdateDefaultOrganizationInput;
  UpdateDefaultOrganizationPayload: ResolverTypeWrapper<Omit<UpdateDefaultOrganizationPayload, 'error'> & { error?: Maybe<ResolversTypes['UpdateDefaultOrganizationError']> }>;
  UpdateProfileError: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateProfileError']>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'error' | 'me'> & { error?: Maybe<ResolversTypes['UpdateProfileError']>, me?: Maybe<ResolversTypes['Me']> }>;
  User: ResolverTypeWrapper<OwnerModel>;
  ValidationError: ResolverTypeWrapper<ValidationError>;
  ViewableRepositoryConnection: ResolverTypeWrapper<Omit<ViewableRepositoryConnection, 'edges'> & { edges: Array<Maybe<ResolversTypes['ViewableRepositoryEdge']>> }>;
  ViewableRepositoryEdge: ResolverTypeWrapper<Omit<ViewableRepositoryEdge, 'node'> & { node: ResolversTypes['Repository'] }>;
  trackingMetadata: ResolverTypeWrapper<MeModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Config: ConfigModel;
  CoverageAnalytics: CoverageAnalytics;
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  IndicationRange: IndicationRange;
  Int: Scalars['Int']['output'];
  Me: MeModel;
  MissingService: MissingService;
  Mutation: Record<PropertyKey, never>;
  MyOrganizationConnection: Omit<MyOrganizationConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['MyOrganizationEdge']>> };
  MyOrganizationEdge: Omit<MyOrganizationEdge, 'node'> & { node: ResolversParentTypes['Owner'] };
  NotFoundError: NotFoundError;
  OrganizationSetFilters: OrganizationSetFilters;
  Owner: OwnerModel;
  OwnerNotActivatedError: OwnerNotActivatedError;
  PageInfo: PageInfo;
  Plan: Plan;
  PlanRepresentation: PlanRepresentation;
  Profile: Profile;
  Query: Record<PropertyKey, never>;
  Repository: RepositoryModel;
  RepositoryConfig: RepositoryConfig;
  RepositoryConnection: Omit<RepositoryConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['RepositoryEdge']>> };
  RepositoryEdge: Omit<RepositoryEdge, 'node'> & { node: ResolversParentTypes['Repository'] };
  RepositoryResult: ResolversUnionTypes<ResolversParentTypes>['RepositoryResult'];
  RepositorySetFilters: RepositorySetFilters;
  ResolverError: ResolversInterfaceTypes<ResolversParentTypes>['ResolverError'];
  SaveTermsAgreementError: ResolversUnionTypes<ResolversParentTypes>['SaveTermsAgreementError'];
  SaveTermsAgreementInput: SaveTermsAgreementInput;
  SaveTermsAgreementPayload: Omit<SaveTermsAgreementPayload, 'error'> & { error?: Maybe<ResolversParentTypes['SaveTermsAgreementError']> };
  SelfHostedLicense: SelfHostedLicense;
  Session: Session;
  SessionConnection: SessionConnection;
  SessionEdge: SessionEdge;
  String: Scalars['String']['output'];
  UnauthenticatedError: UnauthenticatedError;
  UnauthorizedError: UnauthorizedError;
  UpdateDefaultOrganizationError: ResolversUnionTypes<ResolversParentTypes>['UpdateDefaultOrganizationError'];
  UpdateDefaultOrganizationInput: UpdateDefaultOrganizationInput;
  UpdateDefaultOrganizationPayload: Omit<UpdateDefaultOrganizationPayload, 'error'> & { error?: Maybe<ResolversParentTypes['UpdateDefaultOrganizationError']> };
  UpdateProfileError: ResolversUnionTypes<ResolversParentTypes>['UpdateProfileError'];
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'error' | 'me'> & { error?: Maybe<ResolversParentTypes['UpdateProfileError']>, me?: Maybe<ResolversParentTypes['Me']> };
  User: OwnerModel;
  ValidationError: ValidationError;
  ViewableRepositoryConnection: Omit<ViewableRepositoryConnection, 'edges'> & { edges: Array<Maybe<ResolversParentTypes['ViewableRepositoryEdge']>> };
  ViewableRepositoryEdge: Omit<ViewableRepositoryEdge, 'node'> & { node: ResolversParentTypes['Repository'] };
  trackingMetadata: MeModel;
}>;

export type ConfigResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['Config'] = ResolversParentTypes['Config']> = ResolversObject<{
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

export type CoverageAnalyticsResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['CoverageAnalytics'] = ResolversParentTypes['CoverageAnalytics']> = ResolversObject<{
  commitSha?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lines?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  misses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percentCovered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type IndicationRangeResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['IndicationRange'] = ResolversParentTypes['IndicationRange']> = ResolversObject<{
  lowerRange?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  upperRange?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  businessEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSyncingWithGitProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myOrganizations?: Resolver<ResolversTypes['MyOrganizationConnection'], ParentType, ContextType, Partial<MeMyOrganizationsArgs>>;
  onboardingCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Owner'], ParentType, ContextType>;
  privateAccess?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['SessionConnection'], ParentType, ContextType, Partial<MeSessionsArgs>>;
  termsAgreement?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  trackingMetadata?: Resolver<ResolversTypes['trackingMetadata'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  viewableRepositories?: Resolver<ResolversTypes['ViewableRepositoryConnection'], ParentType, ContextType, RequireFields<MeViewableRepositoriesArgs, 'ordering' | 'orderingDirection'>>;
}>;

export type MissingServiceResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['MissingService'] = ResolversParentTypes['MissingService']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  saveTermsAgreement?: Resolver<Maybe<ResolversTypes['SaveTermsAgreementPayload']>, ParentType, ContextType, RequireFields<MutationSaveTermsAgreementArgs, 'input'>>;
  updateDefaultOrganization?: Resolver<Maybe<ResolversTypes['UpdateDefaultOrganizationPayload']>, ParentType, ContextType, RequireFields<MutationUpdateDefaultOrganizationArgs, 'input'>>;
  updateProfile?: Resolver<Maybe<ResolversTypes['UpdateProfilePayload']>, ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
}>;

export type MyOrganizationConnectionResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['MyOrganizationConnection'] = ResolversParentTypes['MyOrganizationConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['MyOrganizationEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MyOrganizationEdgeResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['MyOrganizationEdge'] = ResolversParentTypes['MyOrganizationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Owner'], ParentType, ContextType>;
}>;

export type NotFoundErrorResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['NotFoundError'] = ResolversParentTypes['NotFoundError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OwnerResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['Owner'] = ResolversParentTypes['Owner']> = ResolversObject<{
  activatedUserCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  avatarUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultOrgUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delinquent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasActiveRepos?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasPrivateRepos?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasPublicRepos?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hashOwnerid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAdmin?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isCurrentUserActivated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isCurrentUserPartOfOrg?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGithubRateLimited?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isUserOktaAuthenticated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  numberOfUploads?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orgUploadToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerid?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  pretrialPlan?: Resolver<Maybe<ResolversTypes['PlanRepresentation']>, ParentType, ContextType>;
  repositories?: Resolver<ResolversTypes['RepositoryConnection'], ParentType, ContextType, RequireFields<OwnerRepositoriesArgs, 'ordering' | 'orderingDirection'>>;
  repository?: Resolver<ResolversTypes['RepositoryResult'], ParentType, ContextType, RequireFields<OwnerRepositoryArgs, 'name'>>;
  uploadTokenRequired?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OwnerNotActivatedErrorResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['OwnerNotActivatedError'] = ResolversParentTypes['OwnerNotActivatedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
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

export type PlanRepresentationResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['PlanRepresentation'] = ResolversParentTypes['PlanRepresentation']> = ResolversObject<{
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

export type ProfileResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  goals?: Resolver<Array<Maybe<ResolversTypes['GoalOnboarding']>>, ParentType, ContextType>;
  otherGoal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeProjects?: Resolver<Array<Maybe<ResolversTypes['TypeProjectOnboarding']>>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  config?: Resolver<ResolversTypes['Config'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['Owner']>, ParentType, ContextType, RequireFields<QueryOwnerArgs, 'username'>>;
}>;

export type RepositoryResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['Repository'] = ResolversParentTypes['Repository']> = ResolversObject<{
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['Owner'], ParentType, ContextType>;
  bot?: Resolver<Maybe<ResolversTypes['Owner']>, ParentType, ContextType>;
  bundleAnalysisEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  coverageAnalytics?: Resolver<Maybe<ResolversTypes['CoverageAnalytics']>, ParentType, ContextType>;
  coverageEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  defaultBranch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  graphToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFirstPullRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGithubRateLimited?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  languages?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  latestCommitAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldestCommitAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  primaryLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  private?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  repoid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repositoryConfig?: Resolver<ResolversTypes['RepositoryConfig'], ParentType, ContextType>;
  staticAnalysisToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  testAnalyticsEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uploadToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yaml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RepositoryConfigResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['RepositoryConfig'] = ResolversParentTypes['RepositoryConfig']> = ResolversObject<{
  indicationRange?: Resolver<Maybe<ResolversTypes['IndicationRange']>, ParentType, ContextType>;
}>;

export type RepositoryConnectionResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['RepositoryConnection'] = ResolversParentTypes['RepositoryConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['RepositoryEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RepositoryEdgeResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['RepositoryEdge'] = ResolversParentTypes['RepositoryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Repository'], ParentType, ContextType>;
}>;

export type RepositoryResultResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['RepositoryResult'] = ResolversParentTypes['RepositoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'OwnerNotActivatedError' | 'Repository', ParentType, ContextType>;
}>;

export type ResolverErrorResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['ResolverError'] = ResolversParentTypes['ResolverError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'MissingService' | 'NotFoundError' | 'OwnerNotActivatedError' | 'UnauthenticatedError' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type SaveTermsAgreementErrorResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['SaveTermsAgreementError'] = ResolversParentTypes['SaveTermsAgreementError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type SaveTermsAgreementPayloadResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['SaveTermsAgreementPayload'] = ResolversParentTypes['SaveTermsAgreementPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['SaveTermsAgreementError']>, ParentType, ContextType>;
}>;

export type SelfHostedLicenseResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['SelfHostedLicense'] = ResolversParentTypes['SelfHostedLicense']> = ResolversObject<{
  expirationDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastseen?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useragent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SessionConnectionResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['SessionConnection'] = ResolversParentTypes['SessionConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['SessionEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SessionEdgeResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['SessionEdge'] = ResolversParentTypes['SessionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
}>;

export type UnauthenticatedErrorResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['UnauthenticatedError'] = ResolversParentTypes['UnauthenticatedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnauthorizedErrorResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['UnauthorizedError'] = ResolversParentTypes['UnauthorizedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateDefaultOrganizationErrorResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['UpdateDefaultOrganizationError'] = ResolversParentTypes['UpdateDefaultOrganizationError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'MissingService' | 'UnauthenticatedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type UpdateDefaultOrganizationPayloadResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['UpdateDefaultOrganizationPayload'] = ResolversParentTypes['UpdateDefaultOrganizationPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UpdateDefaultOrganizationError']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UpdateProfileErrorResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['UpdateProfileError'] = ResolversParentTypes['UpdateProfileError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'UnauthenticatedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UpdateProfileError']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  avatarUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerIntent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  student?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studentCreatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  studentUpdatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ValidationErrorResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['ValidationError'] = ResolversParentTypes['ValidationError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ViewableRepositoryConnectionResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['ViewableRepositoryConnection'] = ResolversParentTypes['ViewableRepositoryConnection']> = ResolversObject<{
  edges?: Resolver<Array<Maybe<ResolversTypes['ViewableRepositoryEdge']>>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ViewableRepositoryEdgeResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['ViewableRepositoryEdge'] = ResolversParentTypes['ViewableRepositoryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Repository'], ParentType, ContextType>;
}>;

export type TrackingMetadataResolvers<ContextType = GraphQLContextModel, ParentType extends ResolversParentTypes['trackingMetadata'] = ResolversParentTypes['trackingMetadata']> = ResolversObject<{
  bot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  updatestamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContextModel> = ResolversObject<{
  Config?: ConfigResolvers<ContextType>;
  CoverageAnalytics?: CoverageAnalyticsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  IndicationRange?: IndicationRangeResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MissingService?: MissingServiceResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyOrganizationConnection?: MyOrganizationConnectionResolvers<ContextType>;
  MyOrganizationEdge?: MyOrganizationEdgeResolvers<ContextType>;
  NotFoundError?: NotFoundErrorResolvers<ContextType>;
  Owner?: OwnerResolvers<ContextType>;
  OwnerNotActivatedError?: OwnerNotActivatedErrorResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanRepresentation?: PlanRepresentationResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Repository?: RepositoryResolvers<ContextType>;
  RepositoryConfig?: RepositoryConfigResolvers<ContextType>;
  RepositoryConnection?: RepositoryConnectionResolvers<ContextType>;
  RepositoryEdge?: RepositoryEdgeResolvers<ContextType>;
  RepositoryResult?: RepositoryResultResolvers<ContextType>;
  ResolverError?: ResolverErrorResolvers<ContextType>;
  SaveTermsAgreementError?: SaveTermsAgreementErrorResolvers<ContextType>;
  SaveTermsAgreementPayload?: SaveTermsAgreementPayloadResolvers<ContextType>;
  SelfHostedLicense?: SelfHostedLicenseResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionConnection?: SessionConnectionResolvers<ContextType>;
  SessionEdge?: SessionEdgeResolvers<ContextType>;
  UnauthenticatedError?: UnauthenticatedErrorResolvers<ContextType>;
  UnauthorizedError?: UnauthorizedErrorResolvers<ContextType>;
  UpdateDefaultOrganizationError?: UpdateDefaultOrganizationErrorResolvers<ContextType>;
  UpdateDefaultOrganizationPayload?: UpdateDefaultOrganizationPayloadResolvers<ContextType>;
  UpdateProfileError?: UpdateProfileErrorResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  ValidationError?: ValidationErrorResolvers<ContextType>;
  ViewableRepositoryConnection?: ViewableRepositoryConnectionResolvers<ContextType>;
  ViewableRepositoryEdge?: ViewableRepositoryEdgeResolvers<ContextType>;
  trackingMetadata?: TrackingMetadataResolvers<ContextType>;
}>;

