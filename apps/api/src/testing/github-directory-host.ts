import type { ServerResponse } from 'node:http';

/**
 * The part of GitHub's REST API the organisation and repository sync reads, for the loopback stand-in: the
 * person's organisation memberships, their repositories with permissions, and the rate limit, paged with Link
 * headers and counted against a rate limit as api.github.com does. Tests change `data` to grant or revoke access.
 * As on GitHub, a token granted without the `repo` scope sees public repositories only.
 */
export interface StandInOrganization {
  id: number;
  login: string;
  role: 'admin' | 'member';
  /** An invitation not yet accepted is 'pending'; the sync asks for active ones only. */
  state?: 'active' | 'pending';
}

export interface StandInRepository {
  id: number;
  owner: { id: number; login: string; type: 'User' | 'Organization' };
  name: string;
  private: boolean;
  defaultBranch?: string;
  language?: string | null;
  permissions: { admin: boolean; push: boolean; pull: boolean };
}

export interface GithubDirectoryData {
  organizations: StandInOrganization[];
  repositories: StandInRepository[];
  /** Largest page the stand-in answers (GitHub: 100); small values make tests page. */
  pageSize: number;
  rateLimit: { limit: number; remaining: number; reset: number };
  /**
   * GitHub's secondary rate limit: while set, the directory endpoints answer 429 with `retry-after` (seconds)
   * although the primary limit has calls left.
   */
  secondaryRateLimit?: { retryAfter: number } | null;
}

export function emptyGithubDirectory(): GithubDirectoryData {
  return {
    organizations: [],
    repositories: [],
    pageSize: 100,
    rateLimit: { limit: 5000, remaining: 5000, reset: Math.floor(Date.now() / 1000) + 3600 },
  };
}

function rateHeaders(data: GithubDirectoryData): Record<string, string> {
  const { limit, remaining, reset } = data.rateLimit;
  return {
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-used': String(limit - remaining),
    'x-ratelimit-reset': String(reset),
    'x-ratelimit-resource': 'core',
  };
}

/** One page of `items` with GitHub's Link header (`next`, `last`, `first`, `prev` as they apply). */
function paged(url: URL, apiUrl: string, data: GithubDirectoryData, items: unknown[]) {
  const perPage = Math.max(
    1,
    Math.min(Number(url.searchParams.get('per_page') ?? 30) || 30, 100, data.pageSize),
  );
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (n: number, rel: string) => {
    const target = new URL(`${apiUrl}${url.pathname.slice(new URL(apiUrl).pathname.length)}`);
    url.searchParams.forEach((value, key) => target.searchParams.set(key, value));
    target.searchParams.set('per_page', String(perPage));
    target.searchParams.set('page', String(n));
    return `<${target.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'), link(1, 'first'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  return {
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: (links.length ? { link: links.join(', ') } : {}) as Record<string, string>,
  };
}

/**
 * Answers `path` (below the API root) when it is a directory endpoint; false when it is not one. `scopes` are the
 * caller's token's: without `repo`, private repositories are left out of the lists, as GitHub leaves them out.
 */
export function answerGithubDirectory(
  url: URL,
  path: string,
  apiUrl: string,
  data: GithubDirectoryData,
  response: ServerResponse,
  scopes: readonly string[],
): boolean {
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    response
      .writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        ...rateHeaders(data),
        ...headers,
      })
      .end(JSON.stringify(body));

  if (path === '/rate_limit') {
    const { limit, remaining, reset } = data.rateLimit;
    const core = { limit, remaining, reset, used: limit - remaining, resource: 'core' };
    send(200, { resources: { core }, rate: core });
    return true;
  }
  if (path !== '/user/memberships/orgs' && path !== '/user/repos') return false;
  if (data.secondaryRateLimit) {
    send(
      429,
      {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url:
          'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      },
      { 'retry-after': String(data.secondaryRateLimit.retryAfter) },
    );
    return true;
  }
  if (data.rateLimit.remaining <= 0) {
    send(403, {
      message: 'API rate limit exceeded for user ID 1.',
      documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
    });
    return true;
  }
  data.rateLimit.remaining -= 1;
  if (path === '/user/memberships/orgs') {
    const state = url.searchParams.get('state');
    const items = data.organizations
      .filter((org) => !state || (org.state ?? 'active') === state)
      .map((org) => ({
        url: `${apiUrl}/orgs/${org.login}/memberships/me`,
        state: org.state ?? 'active',
        role: org.role,
        organization_url: `${apiUrl}/orgs/${org.login}`,
        organization: {
          login: org.login,
          id: org.id,
          node_id: `O_${org.id}`,
          url: `${apiUrl}/orgs/${org.login}`,
          avatar_url: `https://avatars.example/${org.login}.png`,
          description: null,
        },
      }));
    const { body, headers } = paged(url, apiUrl, data, items);
    send(200, body, headers);
    return true;
  }
  const seesPrivate = scopes.includes('repo');
  const items = data.repositories
    .filter((repo) => seesPrivate || !repo.private)
    .map((repo) => ({
      id: repo.id,
      node_id: `R_${repo.id}`,
      name: repo.name,
      full_name: `${repo.owner.login}/${repo.name}`,
      owner: {
        login: repo.owner.login,
        id: repo.owner.id,
        type: repo.owner.type,
        avatar_url: `https://avatars.example/${repo.owner.login}.png`,
      },
      private: repo.private,
      visibility: repo.private ? 'private' : 'public',
      default_branch: repo.defaultBranch ?? 'main',
      language: repo.language ?? null,
      permissions: {
        admin: repo.permissions.admin,
        maintain: repo.permissions.admin,
        push: repo.permissions.push,
        triage: repo.permissions.push,
        pull: repo.permissions.pull,
      },
    }));
  const { body, headers } = paged(url, apiUrl, data, items);
  send(200, body, headers);
  return true;
}
