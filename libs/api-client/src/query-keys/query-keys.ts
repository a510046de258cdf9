/**
 * Every query key of the app comes from here, resource first, so that one invalidation clears a family
 * (`queryKeys.owner.all` clears every owner query; `queryKeys.owner.detail(p, o)` clears one owner and
 * everything below it). Provider codes are part of the key because the same name can exist on two providers;
 * they are keyed by their long name, so `/gh/…` and `/github/…` share one cache entry.
 */
import { toLongProvider } from '../providers/providers';

/** `gh` and `github` are one provider; unknown codes are kept as they are. */
const p = (provider: string) => toLongProvider(provider) ?? provider;
const pOrNull = (provider?: string) => (provider ? p(provider) : null);

export interface RepositoryListFilters {
  term?: string;
  active?: boolean;
  repoNames?: string[];
  ordering?: string;
  direction?: string;
}

/** The kinds of repository data the pages load; each is a family under `queryKeys.repo.part`. */
export type RepoQueryPart =
  | 'branches'
  | 'branch'
  | 'coverage'
  | 'measurements'
  | 'coverage-tree'
  | 'path-contents'
  | 'file-coverage'
  | 'flags'
  | 'components'
  | 'commits'
  | 'commit'
  | 'commit-comparison'
  | 'impacted-files'
  | 'impacted-file'
  | 'pulls'
  | 'pull'
  | 'pull-comparison'
  | 'flag-measurements'
  | 'component-measurements'
  | 'measurement-status';

export const queryKeys = {
  /** The signed-in person: internal user, current user per provider, contexts. */
  me: {
    all: ['me'] as const,
    internal: () => ['me', 'internal'] as const,
    selfHosted: (provider?: string) => ['me', 'self-hosted', pOrNull(provider)] as const,
    provider: (provider: string) => ['me', p(provider)] as const,
    current: (provider: string) => ['me', p(provider), 'current'] as const,
    contexts: (provider: string) => ['me', p(provider), 'contexts'] as const,
  },
  owner: {
    all: ['owner'] as const,
    provider: (provider: string) => ['owner', p(provider)] as const,
    detail: (provider: string, owner: string) => ['owner', p(provider), owner] as const,
    pageData: (provider: string, owner: string) => ['owner', p(provider), owner, 'page-data'] as const,
    context: (provider: string, owner: string) => ['owner', p(provider), owner, 'context'] as const,
    navigator: (provider: string, owner: string, repo: string | undefined) =>
      ['owner', p(provider), owner, 'navigator', repo ?? null] as const,
    repositories: (provider: string, owner: string, filters: RepositoryListFilters) =>
      ['owner', p(provider), owner, 'repositories', filters] as const,
  },
  repo: {
    all: ['repo'] as const,
    detail: (provider: string, owner: string, repo: string) => ['repo', p(provider), owner, repo] as const,
    context: (provider: string, owner: string, repo: string) =>
      ['repo', p(provider), owner, repo, 'context'] as const,
    /**
     * One kind of data of a repository (`part`), narrowed by `params` (branch, commit, pull, filters…):
     * `part(p, o, r, 'commits')` without params is the prefix that invalidates every commit list of the repository.
     */
    part: (provider: string, owner: string, repo: string, part: RepoQueryPart, ...params: unknown[]) =>
      ['repo', p(provider), owner, repo, part, ...params] as const,
  },
  /** Site configuration (`Query.config`) per provider. */
  config: {
    all: ['config'] as const,
    detail: (provider?: string) => ['config', pOrNull(provider)] as const,
    hasAdmins: (provider?: string) => ['config', pOrNull(provider), 'has-admins'] as const,
    seats: (provider?: string) => ['config', pOrNull(provider), 'seats'] as const,
    selfHostedSeatsAndLicense: (provider?: string) =>
      ['config', pOrNull(provider), 'self-hosted-seats-and-license'] as const,
  },
} as const;
