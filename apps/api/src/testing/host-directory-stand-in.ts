import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The REST calls the directory clients make (organisations and repositories of the signed-in person), answered for
 * GitLab, Bitbucket Cloud and Bitbucket Server in each host's documented shape and paging, from data the test owns
 * and may change between reads. `startOAuthHost` answers them beside its sign-in; `startDirectoryHost` alone.
 */
export type DirectoryKind = 'gitlab' | 'bitbucket' | 'bitbucket_server';
export type StandInPermission = 'read' | 'write' | 'admin';

/** A GitLab group (`path` may name subgroups), a Bitbucket workspace or a Bitbucket Server project. */
export interface StandInOrg {
  id: number;
  path: string;
  name: string;
  admin: boolean;
}

export interface StandInRepo {
  id: number;
  name: string;
  /** An organisation's path, or the person's username for their own repositories. */
  owner: string;
  private: boolean;
  permission: StandInPermission;
  defaultBranch?: string;
  language?: string;
  /** GitLab's own access levels and visibility, when a test wants them exactly. */
  gitlab?: { project: number | null; group: number | null; visibility?: 'internal' };
}

export interface DirectoryData {
  user: { id: number; username: string; name: string };
  orgs: StandInOrg[];
  repos: StandInRepo[];
  /** Entries per page at most, whatever the client asks: small values make it follow several pages. */
  pageSize: number;
  /** Every directory request answers this status instead (401: a revoked token, 5xx: an outage). */
  failWith?: number;
  /** GitLab's RateLimit-* headers; `remaining` goes down with each request. None are sent when absent. */
  rateLimit?: { limit: number; remaining: number; resetAt: number };
}

export interface DirectoryAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const RANK: Record<StandInPermission, number> = { read: 1, write: 2, admin: 3 };
const GITLAB_LEVEL: Record<StandInPermission, number> = { read: 20, write: 30, admin: 50 };
const BBS_PERMISSION: Record<string, number> = { REPO_READ: 1, REPO_WRITE: 2, REPO_ADMIN: 3 };
const avatar = (name: string) => `https://avatars.example/${encodeURIComponent(name)}.png`;

/** One page of `items`: `at` is its first index, given the page size the stand-in settled on. */
function page<T>(items: T[], at: (size: number) => number, asked: number, data: DirectoryData) {
  const size = Math.max(1, Math.min(asked || data.pageSize, data.pageSize));
  const from = at(size);
  return { values: items.slice(from, from + size), size, more: from + size < items.length };
}

function gitlab(
  data: DirectoryData,
  path: string,
  query: URLSearchParams,
  apiRoot: string,
): DirectoryAnswer | null {
  const { user } = data;
  let items: unknown[];
  if (path === '/groups') {
    const least = Number(query.get('min_access_level') ?? 0);
    items = data.orgs
      .filter((org) => (org.admin ? 50 : 30) >= least)
      .map((org) => ({
        id: org.id,
        name: org.name,
        path: org.path.split('/').pop(),
        full_path: org.path,
        full_name: org.name,
        avatar_url: avatar(org.path),
        visibility: 'private',
      }));
  } else if (path === '/projects') {
    items = data.repos.map((repo) => {
      const org = data.orgs.find((candidate) => candidate.path === repo.owner);
      const level = GITLAB_LEVEL[repo.permission];
      const access = repo.gitlab ?? (org ? { project: null, group: level } : { project: level, group: null });
      return {
        id: repo.id,
        name: repo.name,
        path: repo.name,
        path_with_namespace: `${repo.owner}/${repo.name}`,
        default_branch: repo.defaultBranch ?? null,
        visibility: repo.private ? (repo.gitlab?.visibility ?? 'private') : 'public',
        // A personal namespace has its own id, not its user's.
        namespace: org
          ? {
              id: org.id,
              name: org.name,
              path: org.path,
              kind: 'group',
              full_path: org.path,
              avatar_url: null,
            }
          : {
              id: 5000 + user.id,
              name: user.name,
              path: user.username,
              kind: 'user',
              full_path: user.username,
            },
        ...(org ? {} : { owner: { id: user.id, username: user.username, name: user.name } }),
        permissions: {
          project_access: access.project === null ? null : { access_level: access.project },
          group_access: access.group === null ? null : { access_level: access.group },
        },
      };
    });
  } else return null;
  const number = Math.max(1, Number(query.get('page') ?? 1));
  const { values, size, more } = page(
    items,
    (per) => (number - 1) * per,
    Number(query.get('per_page')),
    data,
  );
  const next = new URL(`${apiRoot}${path}?${query.toString()}`);
  next.searchParams.set('page', String(number + 1));
  return {
    status: 200,
    headers: {
      'x-page': String(number),
      'x-per-page': String(size),
      'x-next-page': more ? String(number + 1) : '',
      'x-prev-page': number > 1 ? String(number - 1) : '',
      'x-total': String(items.length),
      ...(more ? { link: `<${next.href}>; rel="next"` } : {}),
    },
    body: values,
  };
}

function bitbucket(data: DirectoryData, path: string, query: URLSearchParams, apiRoot: string) {
  const { user } = data;
  const own = { type: 'workspace', uuid: `{0000-${user.id}}`, slug: user.username, name: user.name };
  const workspace = (slug: string) => {
    const org = data.orgs.find((candidate) => candidate.path === slug);
    if (!org) return { ...own, links: { avatar: { href: avatar(user.username) } } };
    return {
      type: 'workspace',
      uuid: `{ws-${org.id}}`,
      slug,
      name: org.name,
      links: { avatar: { href: avatar(slug) } },
    };
  };
  let items: unknown[];
  if (path === '/user/permissions/workspaces') {
    items = [{ permission: 'owner', workspace: workspace(user.username) }].concat(
      data.orgs.map((org) => ({
        permission: org.admin ? 'owner' : 'member',
        workspace: workspace(org.path),
      })),
    );
  } else if (path === '/user/permissions/repositories') {
    // Without `fields` asking for them, the permission list holds only a repository's name and links.
    const full = (query.get('fields') ?? '').includes('values.repository.is_private');
    items = data.repos.map((repo) => ({
      type: 'repository_permission',
      permission: repo.permission,
      repository: {
        type: 'repository',
        uuid: `{repo-${repo.id}}`,
        name: repo.name,
        full_name: `${repo.owner}/${repo.name}`,
        ...(full && {
          is_private: repo.private,
          mainbranch: repo.defaultBranch ? { type: 'branch', name: repo.defaultBranch } : null,
          language: repo.language ?? '',
          workspace: workspace(repo.owner),
        }),
      },
    }));
  } else return null;
  const number = Math.max(1, Number(query.get('page') ?? 1));
  const { values, size, more } = page(items, (per) => (number - 1) * per, Number(query.get('pagelen')), data);
  const next = new URL(`${apiRoot}${path}?${query.toString()}`);
  next.searchParams.set('page', String(number + 1));
  const body = { pagelen: size, page: number, size: items.length, values, ...(more && { next: next.href }) };
  return { status: 200, headers: {}, body };
}

function bitbucketServer(data: DirectoryData, path: string, query: URLSearchParams) {
  const { user } = data;
  const project = (key: string) => {
    const org = data.orgs.find((candidate) => candidate.path === key);
    if (org) return { key, id: org.id, name: org.name, public: false, type: 'NORMAL' };
    const owner = {
      name: user.username,
      id: user.id,
      slug: user.username,
      displayName: user.name,
      type: 'NORMAL',
    };
    return {
      key: `~${user.username.toUpperCase()}`,
      id: 9000 + user.id,
      name: user.name,
      type: 'PERSONAL',
      owner,
    };
  };
  let items: unknown[];
  if (path === '/projects') {
    const admin = query.get('permission') === 'PROJECT_ADMIN';
    items = data.orgs.filter((org) => !admin || org.admin).map((org) => project(org.path));
  } else if (path === '/repos') {
    const least = BBS_PERMISSION[query.get('permission') ?? 'REPO_READ'] ?? 1;
    items = data.repos
      .filter((repo) => RANK[repo.permission] >= least)
      .map((repo) => ({
        slug: repo.name,
        id: repo.id,
        name: repo.name,
        scmId: 'git',
        state: 'AVAILABLE',
        public: !repo.private,
        project: project(repo.owner),
      }));
  } else return null;
  const start = Number(query.get('start') ?? 0);
  const { values, size, more } = page(items, () => start, Number(query.get('limit')), data);
  const body = {
    size: values.length,
    limit: size,
    start,
    isLastPage: !more,
    values,
    ...(more && { nextPageStart: start + size }),
  };
  return { status: 200, headers: {}, body };
}

const FAILURE_BODY: Record<DirectoryKind, unknown> = {
  gitlab: { message: '401 Unauthorized' },
  bitbucket: { type: 'error', error: { message: 'Access token expired.' } },
  bitbucket_server: {
    errors: [{ message: 'Authentication failed. Please check your credentials and try again.' }],
  },
};

/**
 * Answers one API request (`path` below the API root) as `kind` would, or null when it is no directory call.
 * `apiRoot` is the API's address, for the next-page links.
 */
export function answerDirectory(
  kind: DirectoryKind,
  data: DirectoryData,
  request: { path: string; query: URLSearchParams; apiRoot: string },
): DirectoryAnswer | null {
  const { path, query, apiRoot } = request;
  const answer =
    kind === 'gitlab'
      ? gitlab(data, path, query, apiRoot)
      : kind === 'bitbucket'
        ? bitbucket(data, path, query, apiRoot)
        : bitbucketServer(data, path, query);
  if (!answer) return null;
  if (data.failWith) return { status: data.failWith, headers: {}, body: FAILURE_BODY[kind] };
  if (kind === 'gitlab') Object.assign(answer.headers, rateLimitHeaders(data));
  return answer;
}

/** GitLab counts every authenticated request against the limit and says so in each answer. */
function rateLimitHeaders(data: DirectoryData): Record<string, string> {
  const limit = data.rateLimit;
  if (!limit) return {};
  limit.remaining = Math.max(0, limit.remaining - 1);
  return {
    'ratelimit-limit': String(limit.limit),
    'ratelimit-remaining': String(limit.remaining),
    'ratelimit-reset': String(limit.resetAt),
  };
}

const API_ROOT: Record<DirectoryKind, string> = {
  gitlab: '/api/v4',
  bitbucket: '/2.0',
  bitbucket_server: '/rest/api/1.0',
};

export interface DirectoryHost {
  apiUrl: string;
  /** Every request, `METHOD path?query`. */
  requests: string[];
  close(): Promise<void>;
}

/** The directory calls alone, for one bearer token; `/user` answers as the sign-in stand-in's does. */
export async function startDirectoryHost(
  kind: DirectoryKind,
  data: DirectoryData,
  token: string,
): Promise<DirectoryHost> {
  const requests: string[] = [];
  const root = API_ROOT[kind];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const path = url.pathname.slice(root.length);
    const user = { id: data.user.id, username: data.user.username, name: data.user.name };
    const answer: DirectoryAnswer | null =
      request.headers.authorization !== `Bearer ${token}`
        ? { status: 401, headers: {}, body: FAILURE_BODY[kind] }
        : path === '/user'
          ? kind === 'bitbucket'
            ? { status: 200, headers: {}, body: { uuid: `{0000-${user.id}}`, nickname: user.username } }
            : { status: 200, headers: kind === 'gitlab' ? rateLimitHeaders(data) : {}, body: user }
          : answerDirectory(kind, data, { path, query: url.searchParams, apiRoot: `${apiUrl}` });
    const { status, headers, body } = answer ?? { status: 404, headers: {}, body: { message: 'Not Found' } };
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${root}`;
  return {
    apiUrl,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
