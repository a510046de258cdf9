import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bitbucketList, bitbucketServerList, gitlabList } from './host-directory-answers';

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
  /** `workspaceUuid`: Bitbucket only, a personal workspace whose UUID is not the account's. */
  user: { id: number; username: string; name: string; workspaceUuid?: string };
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
      ? gitlabList(data, path, query, apiRoot)
      : kind === 'bitbucket'
        ? bitbucketList(data, path, query, apiRoot)
        : bitbucketServerList(data, path, query);
  if (!answer) return null;
  if (data.failWith) return { status: data.failWith, headers: {}, body: FAILURE_BODY[kind] };
  if (kind === 'gitlab') Object.assign(answer.headers, rateLimitHeaders(data));
  return answer;
}

/** The directory lists as the sign-in stand-in's `extraApi`, so one stand-in plays both parts of a host. */
export function directoryAnswers(kind: DirectoryKind, data: DirectoryData) {
  return (path: string, query: URLSearchParams, apiRoot: string) =>
    answerDirectory(kind, data, { path, query, apiRoot });
}

const SIGN_IN: Record<DirectoryKind, { authorize: string; token: string }> = {
  gitlab: { authorize: '/oauth/authorize', token: '/oauth/token' },
  bitbucket: { authorize: '/site/oauth2/authorize', token: '/site/oauth2/access_token' },
  bitbucket_server: { authorize: '/rest/oauth2/latest/authorize', token: '/rest/oauth2/latest/token' },
};

/** An access token from the sign-in stand-in at `webUrl`, got as Canopy gets one: authorize, then trade the code. */
export async function signInToken(
  kind: DirectoryKind,
  webUrl: string,
  client: { id: string; secret: string },
): Promise<string> {
  const redirectUri = 'http://127.0.0.1/callback';
  const query = new URLSearchParams({
    client_id: client.id,
    response_type: 'code',
    redirect_uri: redirectUri,
  });
  const authorized = await fetch(`${webUrl}${SIGN_IN[kind].authorize}?${query}`, { redirect: 'manual' });
  const code = new URL(authorized.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const form = { grant_type: 'authorization_code', code, redirect_uri: redirectUri };
  const answer = await fetch(`${webUrl}${SIGN_IN[kind].token}`, {
    method: 'POST',
    body: new URLSearchParams({ ...form, client_id: client.id, client_secret: client.secret }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
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
