import { createHash, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAUTH_HOSTS } from '../auth/oauth/hosts';
import {
  answerGithubDirectory,
  emptyGithubDirectory,
  type GithubDirectoryData,
} from './github-directory-host';

/**
 * A git host's sign-in on 127.0.0.1 for tests: the authorize page (approves at once, or denies when told), the
 * token endpoint (checks the client, the code — once only — the redirect URI and the PKCE verifier) and the user
 * endpoints, answering as each host's documentation shows. One stand-in plays one kind of host, web pages and API
 * on the same origin: the API is at `apiUrl`.
 */
export type OAuthHostKind = 'github' | 'gitlab' | 'bitbucket' | 'bitbucket_server';

export interface StandInUser {
  id: number;
  /** Login, username or slug on the host. */
  username: string;
  name: string;
  email: string;
  /** A site admin of the host (GitHub `site_admin`, GitLab `is_admin`); may change between sign-ins. */
  siteAdmin?: boolean;
}

export interface OAuthHostOptions {
  kind: OAuthHostKind;
  clientId: string;
  clientSecret: string;
  user: StandInUser;
  /**
   * Further API answers for a signed-in caller, asked first; null leaves the request to the built-in ones. The
   * GitLab and Bitbucket directory lists come from `directoryAnswers` (host-directory-stand-in.ts).
   */
  extraApi?: (path: string, query: URLSearchParams, apiRoot: string) => ExtraApiAnswer | null;
  /** Bitbucket Cloud sends the browser to the consumer's callback URL, not to a redirect_uri parameter. */
  callbackUrl?: string;
  /** GitHub only: the person's organisations and repositories the sync reads (none when absent). */
  directory?: Partial<GithubDirectoryData>;
  /**
   * `PUT /__stand-in/<name>` with a JSON body, from the loopback interface only: lets a test in another process
   * change the stand-in while it runs. Answers whether `name` was understood (204, else 404).
   */
  control?: (name: string, body: unknown) => boolean;
}

export interface ExtraApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface OAuthHostStandIn {
  /** http://127.0.0.1:<port>: the web address (CANOPY_GITHUB_URL and the like). */
  url: string;
  /** The API root (CANOPY_GITHUB_API_URL and the like). */
  apiUrl: string;
  /** The next authorize request is denied (`error=access_denied`). */
  denyNext(): void;
  /** Access tokens handed out, newest last. */
  accessTokens: string[];
  /** Every request, `METHOD path?query`. */
  requests: string[];
  /** GitHub only: what the directory endpoints answer; tests change it to grant or revoke access. */
  directory: GithubDirectoryData;
  /**
   * A token the API accepts, as if the person had signed in (for tests of the API clients alone); GitHub tokens
   * carry `scope` (default: what Canopy asks for with private repositories, `repo` included).
   */
  issueAccessToken(scope?: string): string;
  /** Every token handed out so far is refused from now on (the person revoked the app's access). */
  revokeAccessTokens(): void;
  /** Bitbucket Cloud: the consumer's callback URL, when it is known only after the stand-in started. */
  setCallbackUrl(url: string): void;
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string | null;
  challenge: string | null;
  scope: string;
  used: boolean;
}

const PATHS: Record<OAuthHostKind, { authorize: string; token: string; api: string }> = {
  github: { authorize: '/login/oauth/authorize', token: '/login/oauth/access_token', api: '/api/v3' },
  gitlab: { authorize: '/oauth/authorize', token: '/oauth/token', api: '/api/v4' },
  bitbucket: { authorize: '/site/oauth2/authorize', token: '/site/oauth2/access_token', api: '/2.0' },
  bitbucket_server: {
    authorize: '/rest/oauth2/latest/authorize',
    token: '/rest/oauth2/latest/token',
    api: '/rest/api/1.0',
  },
};

const random = () => randomBytes(16).toString('hex');

/** What Canopy asks GitHub for when the person wants private repositories too. */
const GITHUB_FULL_SCOPE = OAUTH_HOSTS.github.scope(true);

/** Scopes that `repo` includes: GitHub lists only `repo` once it is granted. */
const INCLUDED_IN_REPO = new Set([
  'repo:status',
  'repo_deployment',
  'public_repo',
  'repo:invite',
  'security_events',
]);

/**
 * The scopes a token gets for a requested `scope` (space or comma separated), as GitHub records them: each once,
 * without those a broader one granted includes (`repo` covers `repo:status`, `write:repo_hook` covers
 * `read:repo_hook`).
 */
export function grantedGithubScopes(scope: string): string[] {
  const asked = [...new Set(scope.split(/[\s,]+/).filter(Boolean))];
  return asked.filter(
    (name) =>
      !(asked.includes('repo') && INCLUDED_IN_REPO.has(name)) &&
      !(
        name === 'read:repo_hook' &&
        (asked.includes('write:repo_hook') || asked.includes('admin:repo_hook'))
      ) &&
      !(name === 'write:repo_hook' && asked.includes('admin:repo_hook')),
  );
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOAuthHost(options: OAuthHostOptions): Promise<OAuthHostStandIn> {
  const paths = PATHS[options.kind];
  const codes = new Map<string, IssuedCode>();
  /** Live access tokens with the scopes granted to each (GitHub answers by them; the other hosts ignore them). */
  const tokens = new Map<string, string[]>();
  /** Refresh tokens not yet used, with the scope they carry on. */
  const refreshTokens = new Map<string, string>();
  const accessTokens: string[] = [];
  const requests: string[] = [];
  let deny = false;
  let callbackUrl = options.callbackUrl;
  const { kind, user } = options;
  const directory: GithubDirectoryData = { ...emptyGithubDirectory(), ...options.directory };

  /** GitHub reports token errors with 200 and an `error` field; the others with 400/401 (RFC 6749 §5.2). */
  const tokenError = (response: ServerResponse, status: number, error: string) =>
    kind === 'github'
      ? json(response, 200, { error, error_description: error.replace(/_/g, ' ') })
      : json(response, status, { error, error_description: error.replace(/_/g, ' ') });

  function authorize(url: URL, response: ServerResponse): void {
    const params = url.searchParams;
    if (params.get('client_id') !== options.clientId) return json(response, 400, { error: 'unknown client' });
    const redirectUri = kind === 'bitbucket' ? (callbackUrl ?? null) : params.get('redirect_uri');
    if (!redirectUri) return json(response, 400, { error: 'no redirect_uri' });
    const back = new URL(redirectUri);
    const state = params.get('state');
    if (deny) {
      deny = false;
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user has denied your application access.');
    } else {
      if (params.get('response_type') !== 'code' && kind !== 'github')
        return json(response, 400, { error: 'unsupported_response_type' });
      const method = params.get('code_challenge_method');
      if (params.get('code_challenge') && method !== 'S256')
        return json(response, 400, { error: 'invalid_request' });
      const code = random();
      codes.set(code, {
        clientId: options.clientId,
        redirectUri: kind === 'bitbucket' ? null : redirectUri,
        challenge: params.get('code_challenge'),
        scope: params.get('scope') ?? '',
        used: false,
      });
      back.searchParams.set('code', code);
    }
    if (state !== null) back.searchParams.set('state', state);
    response.writeHead(302, { location: back.toString() }).end();
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = await readBody(request);
    let clientId = form.get('client_id');
    let clientSecret = form.get('client_secret');
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (basic)
      [clientId = null, clientSecret = null] = Buffer.from(basic[1]!, 'base64').toString().split(':');
    if (clientId !== options.clientId || clientSecret !== options.clientSecret)
      return tokenError(response, 401, kind === 'github' ? 'incorrect_client_credentials' : 'invalid_client');
    const grant = form.get('grant_type');
    if (kind !== 'github' && grant === 'refresh_token') {
      // Each refresh token works once: the answer carries the next one.
      const refreshed = refreshTokens.get(form.get('refresh_token') ?? '');
      if (refreshed === undefined) return tokenError(response, 400, 'invalid_grant');
      refreshTokens.delete(form.get('refresh_token') ?? '');
      return issueTokens(response, refreshed, 'refresh_token');
    }
    if (kind !== 'github' && grant !== 'authorization_code')
      return tokenError(response, 400, 'unsupported_grant_type');
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.used)
      return tokenError(response, 400, kind === 'github' ? 'bad_verification_code' : 'invalid_grant');
    issued.used = true;
    if (issued.redirectUri !== null && form.get('redirect_uri') !== issued.redirectUri)
      return tokenError(response, 400, kind === 'github' ? 'redirect_uri_mismatch' : 'invalid_grant');
    if (issued.challenge !== null) {
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge)
        return tokenError(response, 400, kind === 'github' ? 'bad_verification_code' : 'invalid_grant');
    }
    return issueTokens(response, issued.scope, 'authorization_code');
  }

  function issueTokens(response: ServerResponse, scope: string, grant: string): void {
    const accessToken = `${kind}-access-${random()}`;
    const granted = grantedGithubScopes(scope);
    tokens.set(accessToken, granted);
    accessTokens.push(accessToken);
    const refresh = `${kind}-refresh-${random()}`;
    refreshTokens.set(refresh, scope);
    if (kind === 'github')
      return json(response, 200, {
        access_token: accessToken,
        token_type: 'bearer',
        scope: granted.join(','),
      });
    if (kind === 'gitlab')
      return json(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 7200,
        refresh_token: refresh,
        scope,
        created_at: Math.floor(Date.now() / 1000),
      });
    if (kind === 'bitbucket')
      return json(response, 200, {
        access_token: accessToken,
        scopes: 'account team repository',
        expires_in: 7200,
        refresh_token: refresh,
        token_type: 'bearer',
        state: grant,
      });
    return json(response, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: refresh,
      scope,
    });
  }

  function api(url: URL, path: string, response: ServerResponse, scopes: readonly string[]): void {
    const avatar = `https://avatars.example/${user.username}.png`;
    const answers: Record<string, () => void> = {
      'github /user': () =>
        json(response, 200, {
          login: user.username,
          id: user.id,
          node_id: `U_${user.id}`,
          avatar_url: avatar,
          type: 'User',
          site_admin: user.siteAdmin === true,
          name: user.name,
          email: null, // a private address: only /user/emails has it
        }),
      'github /user/emails': () =>
        json(response, 200, [
          {
            email: `${user.username}@users.noreply.example`,
            primary: false,
            verified: true,
            visibility: null,
          },
          { email: user.email, primary: true, verified: true, visibility: 'private' },
        ]),
      'gitlab /user': () =>
        json(response, 200, {
          id: user.id,
          username: user.username,
          name: user.name,
          state: 'active',
          avatar_url: avatar,
          web_url: `${stand.url}/${user.username}`,
          email: user.email,
          is_admin: user.siteAdmin === true,
        }),
      'bitbucket /user': () =>
        json(response, 200, {
          type: 'user',
          uuid: `{0000-${user.id}}`,
          account_id: `5f${user.id}`,
          nickname: user.username,
          display_name: user.name,
          links: { avatar: { href: avatar } },
        }),
      'bitbucket /user/emails': () =>
        json(response, 200, {
          values: [{ type: 'email', email: user.email, is_primary: true, is_confirmed: true }],
          pagelen: 10,
          size: 1,
          page: 1,
        }),
      [`bitbucket_server /users/${user.username}`]: () =>
        json(response, 200, {
          name: user.username,
          emailAddress: user.email,
          id: user.id,
          displayName: user.name,
          active: true,
          slug: user.username,
          type: 'NORMAL',
          avatarUrl: `/users/${user.username}/avatar.png?s=64`,
        }),
    };
    const answer = answers[`${kind} ${path}`];
    if (answer) answer();
    else if (kind === 'github' && answerGithubDirectory(url, path, stand.apiUrl, directory, response, scopes))
      return;
    else json(response, 404, { message: 'Not Found' });
  }

  async function control(request: IncomingMessage, response: ServerResponse, name: string): Promise<void> {
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
    if (!loopback) return json(response, 403, { message: 'Forbidden' });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return json(response, 400, { message: 'The body is not JSON' });
    }
    if (!options.control?.(name, body)) return json(response, 404, { message: 'Not Found' });
    response.writeHead(204).end();
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method === 'PUT' && url.pathname.startsWith('/__stand-in/'))
      return void control(request, response, url.pathname.slice('/__stand-in/'.length)).catch(() =>
        json(response, 500, { message: 'server error' }),
      );
    /** The scopes of the request's token; null without a live one. */
    const grantedScopes = (): string[] | null => {
      const bearer = /^(?:Bearer|token) (.+)$/i.exec(request.headers.authorization ?? '');
      return bearer ? (tokens.get(bearer[1]!) ?? null) : null;
    };
    const signedIn = () => grantedScopes() !== null;
    if (request.method === 'GET' && url.pathname === paths.authorize) return authorize(url, response);
    if (request.method === 'POST' && url.pathname === paths.token)
      return void token(request, response).catch(() => json(response, 500, { error: 'server_error' }));
    if (
      request.method === 'GET' &&
      kind === 'bitbucket_server' &&
      url.pathname === '/plugins/servlet/applinks/whoami'
    ) {
      // Anonymous callers get an empty body, as Bitbucket Server answers them.
      response.writeHead(200, { 'content-type': 'text/plain' }).end(signedIn() ? user.username : '');
      return;
    }
    const extra =
      request.method === 'GET' && url.pathname.startsWith(`${paths.api}/`) && signedIn()
        ? options.extraApi?.(url.pathname.slice(paths.api.length), url.searchParams, stand.apiUrl)
        : null;
    if (extra)
      return void response
        .writeHead(extra.status, { 'content-type': 'application/json', ...extra.headers })
        .end(JSON.stringify(extra.body));
    if (request.method === 'GET' && url.pathname.startsWith(`${paths.api}/`)) {
      const scopes = grantedScopes();
      if (scopes === null) return json(response, 401, { message: 'Bad credentials' });
      // GitHub names the token's scopes in every answer to it.
      if (kind === 'github') response.setHeader('x-oauth-scopes', scopes.join(', '));
      return api(url, url.pathname.slice(paths.api.length), response, scopes);
    }
    json(response, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stand: OAuthHostStandIn = {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${port}${paths.api}`,
    denyNext: () => {
      deny = true;
    },
    accessTokens,
    requests,
    directory,
    issueAccessToken: (scope = GITHUB_FULL_SCOPE) => {
      const accessToken = `${kind}-access-${random()}`;
      tokens.set(accessToken, grantedGithubScopes(scope));
      return accessToken;
    },
    revokeAccessTokens: () => tokens.clear(),
    setCallbackUrl: (url) => {
      callbackUrl = url;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return stand;
}
