/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type BranchesSetFilters = {
  /** Include merged branches. */
  mergedBranches?: boolean | null | undefined;
  /** Case-insensitive substring of the branch name. */
  searchValue?: string | null | undefined;
};

export type GoalOnboarding =
  | 'IMPROVE_COVERAGE'
  | 'MAINTAIN_COVERAGE'
  | 'OTHER'
  | 'STARTING_WITH_TESTS'
  | 'TEAM_REQUIREMENTS';

export type LoginProvider =
  | 'BITBUCKET'
  | 'BITBUCKET_SERVER'
  | 'GITHUB'
  | 'GITHUB_ENTERPRISE'
  | 'GITLAB'
  | 'GITLAB_ENTERPRISE'
  | 'OKTA';

export type OrderingDirection =
  | 'ASC'
  | 'DESC';

export type RepositoryOrdering =
  | 'COMMIT_DATE'
  | 'COVERAGE'
  | 'ID'
  | 'NAME';

export type RepositorySetFilters = {
  /** Not manually deactivated. */
  activated?: boolean | null | undefined;
  /** Has received uploads. */
  active?: boolean | null | undefined;
  isPublic?: boolean | null | undefined;
  repoNames?: Array<string> | null | undefined;
  /** Case-insensitive substring of the name (the demo repository also matches its display name). */
  term?: string | null | undefined;
};

/** Fields left out keep their saved value (the client secret need not be sent again). */
export type SaveOktaConfigInput = {
  clientId?: string | null | undefined;
  clientSecret?: string | null | undefined;
  enabled?: boolean | null | undefined;
  enforced?: boolean | null | undefined;
  orgUsername?: string | null | undefined;
  url?: string | null | undefined;
};

export type SaveTermsAgreementInput = {
  businessEmail?: string | null | undefined;
  customerIntent?: string | null | undefined;
  marketingConsent?: boolean | null | undefined;
  name?: string | null | undefined;
  termsAgreement: boolean;
};

export type SetYamlOnOwnerInput = {
  username: string;
  yaml: string;
};

export type StartTrialInput = {
  orgUsername: string;
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

export type UpdateDefaultOrganizationInput = {
  /** An organisation of the current user, the user's own username, or null to clear the default. */
  username?: string | null | undefined;
};

export type UpdateProfileInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
};

export type ConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigQuery = { config: { loginProviders: Array<LoginProvider>, syncProviders: Array<SyncProvider>, isTimescaleEnabled: boolean, githubEnterpriseURL: string | null, gitlabEnterpriseURL: string | null, bitbucketServerURL: string | null } };

export type HasAdminsQueryVariables = Exact<{ [key: string]: never; }>;


export type HasAdminsQuery = { config: { hasAdmins: boolean | null } };

export type SeatsQueryVariables = Exact<{ [key: string]: never; }>;


export type SeatsQuery = { config: { seatsUsed: number | null, seatsLimit: number | null } };

export type SelfHostedSeatsAndLicenseQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfHostedSeatsAndLicenseQuery = { config: { seatsUsed: number | null, seatsLimit: number | null, selfHostedLicense: { expirationDate: string | null } | null } };

export type DetailOwnerQueryVariables = Exact<{
  username: string;
}>;


export type DetailOwnerQuery = { owner: { ownerid: number | null, username: string | null, avatarUrl: string, isCurrentUserPartOfOrg: boolean, isAdmin: boolean | null, defaultOrgUsername: string | null } | null };

export type IsTeamPlanQueryVariables = Exact<{
  owner: string;
}>;


export type IsTeamPlanQuery = { owner: { ownerid: number | null, username: string | null, plan: { isTeamPlan: boolean } | null } | null };

export type NavigatorDataQueryVariables = Exact<{
  username: string;
  repo: string;
  hasRepo: boolean;
}>;


export type NavigatorDataQuery = { owner: { ownerid: number | null, username: string | null, isCurrentUserPartOfOrg: boolean, repository?:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, name: string }
     } | null };

export type OktaSignInStateQueryVariables = Exact<{
  owner: string;
}>;


export type OktaSignInStateQuery = { owner: { ownerid: number | null, username: string | null, isUserOktaAuthenticated: boolean | null, account: { oktaSignIn: { enabled: boolean, enforced: boolean } | null } | null } | null };

export type GetOktaConfigQueryVariables = Exact<{
  username: string;
}>;


export type GetOktaConfigQuery = { owner: { ownerid: number | null, username: string | null, account: { oktaConfig: { clientId: string, clientSecret: string, url: string, enabled: boolean, enforced: boolean } | null } | null } | null };

export type SaveOktaConfigMutationVariables = Exact<{
  input: SaveOktaConfigInput;
}>;


export type SaveOktaConfigMutation = { saveOktaConfig: { error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type OwnerContextQueryVariables = Exact<{
  owner: string;
}>;


export type OwnerContextQuery = { owner: { ownerid: number | null, username: string | null } | null };

export type OwnerPageDataQueryVariables = Exact<{
  username: string;
}>;


export type OwnerPageDataQuery = { owner: { ownerid: number | null, username: string | null, avatarUrl: string, isCurrentUserPartOfOrg: boolean, isCurrentUserActivated: boolean | null, isAdmin: boolean | null, numberOfUploads: number | null, hasPrivateRepos: boolean | null, hasActiveRepos: boolean | null, hasPublicRepos: boolean | null } | null };

export type OwnerYamlQueryVariables = Exact<{
  username: string;
}>;


export type OwnerYamlQuery = { owner: { ownerid: number | null, username: string | null, isAdmin: boolean | null, yaml: string | null } | null };

export type SetYamlOnOwnerMutationVariables = Exact<{
  input: SetYamlOnOwnerInput;
}>;


export type SetYamlOnOwnerMutation = { setYamlOnOwner: { owner: { ownerid: number | null, username: string | null, yaml: string | null } | null, error:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type GetPlanDataQueryVariables = Exact<{
  owner: string;
}>;


export type GetPlanDataQuery = { owner: { ownerid: number | null, username: string | null, hasPrivateRepos: boolean | null, plan: { baseUnitPrice: number, benefits: Array<string>, billingRate: string | null, hasSeatsLeft: boolean, isEnterprisePlan: boolean, isFreePlan: boolean, isProPlan: boolean, isSentryPlan: boolean, isTeamPlan: boolean, isTrialPlan: boolean, marketingName: string, monthlyUploadLimit: number | null, planUserCount: number | null, pretrialUsersCount: number | null, tierName: string, trialEndDate: string | null, trialStartDate: string | null, trialStatus: TrialStatus, trialTotalDays: number | null, value: string } | null, pretrialPlan: { baseUnitPrice: number, benefits: Array<string>, billingRate: string | null, marketingName: string, monthlyUploadLimit: number | null, value: string } | null } | null };

export type ReposForOwnerQueryVariables = Exact<{
  owner: string;
  filters?: RepositorySetFilters | null | undefined;
  ordering?: RepositoryOrdering | null | undefined;
  direction?: OrderingDirection | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReposForOwnerQuery = { owner: { ownerid: number | null, username: string | null, repositories: { edges: Array<{ node: { repoid: number, name: string, displayName: string, isDemo: boolean, private: boolean, active: boolean, activated: boolean, coverageEnabled: boolean | null, bundleAnalysisEnabled: boolean | null, latestCommitAt: string | null, coverageAnalytics: { percentCovered: number | null, lines: number | null } | null, author: { ownerid: number | null, username: string | null } } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type StartTrialMutationVariables = Exact<{
  input: StartTrialInput;
}>;


export type StartTrialMutation = { startTrial: { error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'UnauthorizedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type GetUploadTokenRequiredQueryVariables = Exact<{
  owner: string;
}>;


export type GetUploadTokenRequiredQuery = { owner: { ownerid: number | null, username: string | null, orgUploadToken: string | null, uploadTokenRequired: boolean | null, isAdmin: boolean | null } | null };

export type OwnerTokenlessDataQueryVariables = Exact<{
  username: string;
}>;


export type OwnerTokenlessDataQuery = { owner: { ownerid: number | null, username: string | null, hasActiveRepos: boolean | null, hasPublicRepos: boolean | null } | null };

export type GetBranchesQueryVariables = Exact<{
  owner: string;
  repo: string;
  filters?: BranchesSetFilters | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetBranchesQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, branches: { totalCount: number, edges: Array<{ node: { name: string, headSha: string, head: { commitid: string, createdAt: string, coverageAnalytics: { totals: { percentCovered: number | null, lineCount: number | null, hitsCount: number | null } | null } | null } | null } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null }
     } | null };

export type GetRepoQueryVariables = Exact<{
  owner: string;
  repo: string;
}>;


export type GetRepoQuery = { owner: { ownerid: number | null, username: string | null, isAdmin: boolean | null, isCurrentUserPartOfOrg: boolean, isCurrentUserActivated: boolean | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, name: string, private: boolean, uploadToken: string | null, defaultBranch: string | null, yaml: string | null, activated: boolean, active: boolean, oldestCommitAt: string | null, isFirstPullRequest: boolean, coverageEnabled: boolean | null, bundleAnalysisEnabled: boolean | null, testAnalyticsEnabled: boolean | null, languages: Array<string> | null, coverageAnalytics: { percentCovered: number | null, commitSha: string | null, hits: number | null, misses: number | null, lines: number | null } | null }
     } | null };

export type RepoContextQueryVariables = Exact<{
  owner: string;
  repo: string;
}>;


export type RepoContextQuery = { owner: { username: string | null, ownerid: number | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, name: string, private: boolean }
     } | null };

export type RepoGraphTokenQueryVariables = Exact<{
  owner: string;
  repo: string;
}>;


export type RepoGraphTokenQuery = { owner: { ownerid: number | null, username: string | null, repository:
      | { __typename: 'NotFoundError', message: string }
      | { __typename: 'OwnerNotActivatedError', message: string }
      | { __typename: 'Repository', repoid: number, name: string, private: boolean, defaultBranch: string | null, graphToken: string | null }
     } | null };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { email: string | null, privateAccess: boolean | null, onboardingCompleted: boolean, businessEmail: string | null, termsAgreement: boolean | null, owner: { ownerid: number | null, username: string | null, defaultOrgUsername: string | null }, user: { name: string | null, username: string, avatarUrl: string, student: boolean, studentCreatedAt: string | null, studentUpdatedAt: string | null }, trackingMetadata: { service: string, ownerid: number, serviceId: string, plan: string | null, staff: boolean | null, hasYaml: boolean, bot: string | null, delinquent: boolean | null, didTrial: boolean | null, planProvider: string | null, planUserCount: number | null, createdAt: string | null, updatedAt: string | null, profile: { createdAt: string, otherGoal: string | null, typeProjects: Array<TypeProjectOnboarding | null>, goals: Array<GoalOnboarding | null> } | null } } | null };

export type MyContextsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MyContextsQuery = { me: { owner: { ownerid: number | null, username: string | null, avatarUrl: string }, myOrganizations: { edges: Array<{ node: { ownerid: number | null, username: string | null, avatarUrl: string } } | null>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type SaveTermsAgreementMutationVariables = Exact<{
  input: SaveTermsAgreementInput;
}>;


export type SaveTermsAgreementMutation = { saveTermsAgreement: { error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type SyncWithGitProviderMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncWithGitProviderMutation = { syncWithGitProvider: { me: { isSyncingWithGitProvider: boolean } | null, error: { __typename: 'UnauthenticatedError', message: string } | null } | null };

export type IsSyncingWithGitProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type IsSyncingWithGitProviderQuery = { me: { isSyncingWithGitProvider: boolean } | null };

export type UpdateDefaultOrganizationMutationVariables = Exact<{
  input: UpdateDefaultOrganizationInput;
}>;


export type UpdateDefaultOrganizationMutation = { updateDefaultOrganization: { username: string | null, error:
      | { __typename: 'MissingService', message: string }
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { me: { email: string | null, user: { name: string | null, username: string, avatarUrl: string } } | null, error:
      | { __typename: 'UnauthenticatedError', message: string }
      | { __typename: 'ValidationError', message: string }
     | null } | null };
