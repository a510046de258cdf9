import { Octokit } from '@octokit/rest';
import {
  type HostDirectory,
  type HostDirectoryOptions,
  type HostOrganization,
  type HostPermission,
  type HostRateLimit,
  type HostRepository,
  HostTokenRejectedError,
} from '../directory';
import { ProviderError } from '../git-provider';

/** The host refused because this token used up its rate limit; asking again before `resetAt` is pointless. */
export class HostRateLimitedError extends ProviderError {
  override name = 'HostRateLimitedError';

  constructor(
    message: string,
    readonly resetAt: Date,
    status?: number,
  ) {
    super(message, status);
  }
}

interface OctokitFailure {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined> };
}

/**
 * When GitHub answers again after refusing for its rate limit, as its documentation orders the headers:
 * `retry-after` (seconds; the secondary limits, which also send the primary window's `x-ratelimit-reset`), else
 * `x-ratelimit-reset` (epoch seconds) when no calls are left, else a minute.
 */
function rateLimitResetAt(headers: Record<string, string | number | undefined>): Date {
  const retryAfter = Number(headers['retry-after']);
  if (headers['retry-after'] !== undefined && Number.isFinite(retryAfter) && retryAfter >= 0)
    return new Date(Date.now() + retryAfter * 1000);
  const reset = Number(headers['x-ratelimit-reset']);
  if (String(headers['x-ratelimit-remaining']) === '0' && Number.isFinite(reset) && reset > 0)
    return new Date(reset * 1000);
  return new Date(Date.now() + 60 * 1000);
}

/** GitHub documents both 403 and 429 for an exhausted limit; only the headers tell it from a refusal. */
export function githubFailure(error: unknown, what: string): ProviderError {
  const failure = (error ?? {}) as OctokitFailure;
  const status = typeof failure.status === 'number' ? failure.status : undefined;
  const headers = failure.response?.headers ?? {};
  const remaining = headers['x-ratelimit-remaining'];
  if (
    (status === 403 || status === 429) &&
    (String(remaining) === '0' || headers['retry-after'] !== undefined)
  ) {
    const resetAt = rateLimitResetAt(headers);
    return new HostRateLimitedError(`GitHub rate limit reached while reading ${what}`, resetAt, status);
  }
  if (status === 401) return new HostTokenRejectedError('GitHub', what);
  const reason = status
    ? `answered ${status}`
    : `could not be reached (${failure.message ?? 'unknown error'})`;
  return new ProviderError(`GitHub ${reason} while reading ${what}`, status);
}

interface GithubPermissions {
  admin?: boolean;
  maintain?: boolean;
  push?: boolean;
  triage?: boolean;
  pull?: boolean;
}

function permissionOf(permissions: GithubPermissions | undefined): HostPermission | null {
  if (!permissions) return 'read';
  if (permissions.admin) return 'admin';
  if (permissions.maintain || permissions.push) return 'write';
  if (permissions.pull || permissions.triage) return 'read';
  return null;
}

/** GitHub and GitHub Enterprise Server (same REST API under `/api/v3`). */
export function githubDirectory(options: HostDirectoryOptions): HostDirectory {
  const octokit = new Octokit({
    auth: options.accessToken,
    baseUrl: options.apiUrl.replace(/\/+$/, ''),
    userAgent: 'canopy-sync',
    request: { fetch: options.fetch ?? fetch },
    // Octokit logs every 4xx as a warning; the sync reports failures itself.
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  });

  async function* organizations(): AsyncIterable<HostOrganization> {
    const pages = octokit.paginate.iterator(octokit.rest.orgs.listMembershipsForAuthenticatedUser, {
      state: 'active',
      per_page: 100,
    });
    try {
      for await (const page of pages) {
        for (const membership of page.data) {
          const org = membership.organization;
          yield {
            serviceId: String(org.id),
            username: org.login,
            name: null,
            avatarUrl: org.avatar_url ?? null,
            isAdmin: membership.role === 'admin',
          };
        }
      }
    } catch (error) {
      throw githubFailure(error, 'organisation memberships');
    }
  }

  async function* repositories(): AsyncIterable<HostRepository> {
    const pages = octokit.paginate.iterator(octokit.rest.repos.listForAuthenticatedUser, {
      affiliation: 'owner,collaborator,organization_member',
      per_page: 100,
    });
    try {
      for await (const page of pages) {
        for (const repo of page.data) {
          const permission = permissionOf(repo.permissions);
          if (permission === null) continue;
          yield {
            serviceId: String(repo.id),
            owner: {
              serviceId: String(repo.owner.id),
              username: repo.owner.login,
              isOrg: repo.owner.type === 'Organization',
              name: null,
              avatarUrl: repo.owner.avatar_url ?? null,
            },
            name: repo.name,
            private: repo.private,
            defaultBranch: repo.default_branch ?? null,
            language: repo.language ?? null,
            permission,
          };
        }
      }
    } catch (error) {
      throw githubFailure(error, 'repositories');
    }
  }

  async function rateLimit(): Promise<HostRateLimit | null> {
    try {
      const { data } = await octokit.rest.rateLimit.get();
      const core = data.resources.core;
      return { limit: core.limit, remaining: core.remaining, resetAt: new Date(core.reset * 1000) };
    } catch (error) {
      throw githubFailure(error, 'the rate limit');
    }
  }

  return { service: options.service, organizations, repositories, rateLimit };
}
