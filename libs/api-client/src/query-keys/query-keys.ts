/**
 * Every query key of the app comes from here, resource first, so that one invalidation clears a family
 * (`queryKeys.owner.all` clears every owner query; `queryKeys.owner.detail(p, o)` clears one owner and
 * everything below it). Provider codes are part of the key because the same name can exist on two providers.
 */

export interface RepositoryListFilters {
  term?: string;
  active?: boolean;
  ordering?: string;
  direction?: string;
}

export const queryKeys = {
  /** The signed-in person: internal user, current user per provider, contexts. */
  me: {
    all: ['me'] as const,
    internal: () => ['me', 'internal'] as const,
    selfHosted: (provider?: string) => ['me', 'self-hosted', provider ?? null] as const,
    provider: (provider: string) => ['me', provider] as const,
    current: (provider: string) => ['me', provider, 'current'] as const,
    contexts: (provider: string) => ['me', provider, 'contexts'] as const,
  },
  owner: {
    all: ['owner'] as const,
    provider: (provider: string) => ['owner', provider] as const,
    detail: (provider: string, owner: string) => ['owner', provider, owner] as const,
    pageData: (provider: string, owner: string) => ['owner', provider, owner, 'page-data'] as const,
    context: (provider: string, owner: string) => ['owner', provider, owner, 'context'] as const,
    navigator: (provider: string, owner: string, repo: string | undefined) =>
      ['owner', provider, owner, 'navigator', repo ?? null] as const,
    repositories: (provider: string, owner: string, filters: RepositoryListFilters) =>
      ['owner', provider, owner, 'repositories', filters] as const,
  },
  repo: {
    all: ['repo'] as const,
    detail: (provider: string, owner: string, repo: string) => ['repo', provider, owner, repo] as const,
    context: (provider: string, owner: string, repo: string) =>
      ['repo', provider, owner, repo, 'context'] as const,
  },
  /** Site configuration (`Query.config`) per provider. */
  config: {
    all: ['config'] as const,
    detail: (provider?: string) => ['config', provider ?? null] as const,
    hasAdmins: (provider?: string) => ['config', provider ?? null, 'has-admins'] as const,
    seats: (provider?: string) => ['config', provider ?? null, 'seats'] as const,
    selfHostedSeatsAndLicense: (provider?: string) =>
      ['config', provider ?? null, 'self-hosted-seats-and-license'] as const,
  },
} as const;
