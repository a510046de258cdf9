/**
 * Response fixtures in the shape the client sees them (camelCase). Each is a function taking overrides so
 * that a test states only what matters to it.
 */
import type { CurrentUser } from '../user/current-user';
import type { InternalUser } from '../user/internal-user';
import type { RepositoryListItem } from '../owner/repos-for-owner';

type Overrides<T> = Partial<T>;

export function internalUserFixture(overrides: Overrides<InternalUser> = {}): InternalUser {
  return {
    email: 'jane@example.com',
    name: 'Jane Doe',
    externalId: 'a6b3c9f0-0000-4000-8000-000000000001',
    owners: [
      {
        avatarUrl: 'https://avatars.example.com/jane',
        integrationId: null,
        name: 'Jane Doe',
        ownerid: 1,
        service: 'github',
        stats: { repos: 3 },
        username: 'jane',
      },
    ],
    termsAgreement: true,
    defaultOrg: null,
    ...overrides,
  };
}

export function currentUserFixture(overrides: Overrides<CurrentUser> = {}): CurrentUser {
  return {
    owner: { ownerid: 1, username: 'jane', defaultOrgUsername: null },
    email: 'jane@example.com',
    privateAccess: true,
    onboardingCompleted: true,
    businessEmail: null,
    termsAgreement: true,
    user: {
      name: 'Jane Doe',
      username: 'jane',
      avatarUrl: 'https://avatars.example.com/jane',
      student: false,
      studentCreatedAt: null,
      studentUpdatedAt: null,
    },
    trackingMetadata: {
      service: 'github',
      ownerid: 1,
      serviceId: '1001',
      plan: 'users-developer',
      staff: false,
      hasYaml: false,
      bot: null,
      delinquent: false,
      didTrial: false,
      planProvider: null,
      planUserCount: 1,
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-01T00:00:00Z',
      profile: null,
    },
    ...overrides,
  };
}

export interface OwnerFixture {
  ownerid: number | null;
  username: string | null;
  avatarUrl: string;
  isCurrentUserPartOfOrg: boolean;
  isCurrentUserActivated: boolean | null;
  isAdmin: boolean | null;
  defaultOrgUsername: string | null;
  numberOfUploads: number | null;
  hasPrivateRepos: boolean | null;
  hasActiveRepos: boolean | null;
  hasPublicRepos: boolean | null;
}

/** An owner with every field the owner queries select (GraphQL ignores nothing: extra fields are harmless here). */
export function ownerFixture(overrides: Overrides<OwnerFixture> = {}): OwnerFixture {
  return {
    ownerid: 2,
    username: 'acme',
    avatarUrl: 'https://avatars.example.com/acme',
    isCurrentUserPartOfOrg: true,
    isCurrentUserActivated: true,
    isAdmin: false,
    defaultOrgUsername: null,
    numberOfUploads: 0,
    hasPrivateRepos: true,
    hasActiveRepos: true,
    hasPublicRepos: true,
    ...overrides,
  };
}

export function repositoryListItemFixture(overrides: Overrides<RepositoryListItem> = {}): RepositoryListItem {
  const name = overrides.name ?? 'widgets';
  return {
    repoid: 10,
    name,
    displayName: name,
    isDemo: false,
    private: false,
    active: true,
    activated: true,
    coverageEnabled: true,
    bundleAnalysisEnabled: false,
    latestCommitAt: '2024-05-01T12:00:00Z',
    coverageAnalytics: { percentCovered: 81.5, lines: 1200 },
    author: { username: 'acme' },
    ...overrides,
  };
}

export interface RepositoryFixture {
  __typename: 'Repository';
  repoid: number;
  name: string;
  private: boolean;
  uploadToken: string | null;
  defaultBranch: string | null;
  yaml: string | null;
  activated: boolean;
  active: boolean;
  oldestCommitAt: string | null;
  isFirstPullRequest: boolean;
  coverageEnabled: boolean | null;
  bundleAnalysisEnabled: boolean | null;
  testAnalyticsEnabled: boolean | null;
  languages: string[] | null;
  coverageAnalytics: {
    percentCovered: number | null;
    commitSha: string | null;
    hits: number | null;
    misses: number | null;
    lines: number | null;
  } | null;
}

/** `owner.repository` as the Repository member of the RepositoryResult union. */
export function repositoryFixture(overrides: Overrides<RepositoryFixture> = {}): RepositoryFixture {
  return {
    __typename: 'Repository',
    repoid: 10,
    name: 'widgets',
    private: false,
    uploadToken: '9e6a6189-20f1-482d-ab62-ecfaa2629295',
    defaultBranch: 'main',
    yaml: null,
    activated: true,
    active: true,
    oldestCommitAt: '2024-01-01T00:00:00Z',
    isFirstPullRequest: false,
    coverageEnabled: true,
    bundleAnalysisEnabled: false,
    testAnalyticsEnabled: false,
    languages: ['typescript'],
    coverageAnalytics: null,
    ...overrides,
  };
}

export const notFoundErrorFixture = () => ({ __typename: 'NotFoundError' as const, message: 'Not found' });
export const ownerNotActivatedErrorFixture = () => ({
  __typename: 'OwnerNotActivatedError' as const,
  message: 'You must be activated in the org',
});

export function configFixture(overrides: Record<string, unknown> = {}) {
  return {
    loginProviders: ['GITHUB'],
    syncProviders: ['GITHUB'],
    isTimescaleEnabled: false,
    githubEnterpriseURL: null,
    gitlabEnterpriseURL: null,
    bitbucketServerURL: null,
    planAutoActivate: null,
    seatsUsed: null,
    seatsLimit: null,
    hasAdmins: null,
    selfHostedLicense: null,
    ...overrides,
  };
}

/** A Relay connection of the given nodes. */
export function connectionFixture<TNode>(
  nodes: TNode[],
  pageInfo: { hasNextPage?: boolean; endCursor?: string | null } = {},
) {
  return {
    edges: nodes.map((node) => ({ node })),
    pageInfo: { hasNextPage: pageInfo.hasNextPage ?? false, endCursor: pageInfo.endCursor ?? null },
  };
}

/**
 * One page of an internal REST list: `page` of `totalPages`, with `next`/`previous` full links carrying `page=`
 * as the server writes them.
 */
export function restPageFixture<TItem>(
  results: TItem[],
  {
    page = 1,
    totalPages = page,
    count = results.length,
    path = '/users',
  }: { page?: number; totalPages?: number; count?: number; path?: string } = {},
) {
  const link = (to: number) => `http://localhost:8080/internal${path}?page=${to}`;
  return {
    count,
    next: page < totalPages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
    totalPages,
  };
}
