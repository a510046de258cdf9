/**
 * Every TanStack Query key of the app comes from here: the REST calls of spec §7 (GraphQL answers live in
 * graphcache, docs/adr/003). Resource first, so that one invalidation clears a family (`queryKeys.me.all`
 * clears every record of the signed-in person). Provider codes are part of the key because the same name can
 * exist on two providers; they are keyed by their long name, so `/gh/…` and `/github/…` share one cache entry.
 */
import { toLongProvider } from '../providers/providers';

/** `gh` and `github` are one provider; unknown codes are kept as they are. */
const p = (provider: string) => toLongProvider(provider) ?? provider;
const pOrNull = (provider?: string) => (provider ? p(provider) : null);

/** The kinds of repository data read over REST; each is a family under `queryKeys.repo.part`. */
export type RepoQueryPart = 'coverage-tree';

export const queryKeys = {
  /** The signed-in person's REST records: `/internal/user`, the self-hosted current user. */
  me: {
    all: ['me'] as const,
    internal: () => ['me', 'internal'] as const,
    selfHosted: (provider?: string) => ['me', 'self-hosted', pOrNull(provider)] as const,
  },
  /**
   * The install's people (self-hosted admin area, `GET /internal/users`): one list per provider (whose account
   * asks) and filter set; `all` clears every list after a seat changes.
   */
  selfHostedUsers: {
    all: ['self-hosted-users'] as const,
    list: (
      provider: string | undefined,
      filters: { activated?: boolean; isAdmin?: boolean; search?: string },
    ) => ['self-hosted-users', pOrNull(provider), 'list', filters] as const,
  },
  /** An owner's REST records: the organisation's members and its account details. */
  owner: {
    all: ['owner'] as const,
    /** The members list; without params, the prefix that invalidates every filter and search of it. */
    users: (provider: string, owner: string, ...params: unknown[]) =>
      ['owner', p(provider), owner, 'users', ...params] as const,
    /** The plan and billing record of the plan and members pages (`/internal/{provider}/{owner}/account-details/`). */
    accountDetails: (provider: string, owner: string) =>
      ['owner', p(provider), owner, 'account-details'] as const,
  },
  repo: {
    all: ['repo'] as const,
    /**
     * One kind of data of a repository (`part`), narrowed by `params` (branch, commit, filters…):
     * `part(p, o, r, 'coverage-tree')` without params is the prefix that invalidates every tree of the repository.
     */
    part: (provider: string, owner: string, repo: string, part: RepoQueryPart, ...params: unknown[]) =>
      ['repo', p(provider), owner, repo, part, ...params] as const,
  },
} as const;
