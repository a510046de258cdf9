import type { LightMyRequestResponse } from 'fastify';
import { startOAuthHost, type OAuthHostKind, type OAuthHostStandIn } from '../../testing/oauth-host';
import { describeEachBackend } from '../../testing/test-database';
import { cookieHeader, startTestServer, type TestServer } from '../../testing/test-server';
import { freshHostToken } from './fresh-host-token';
import { readHostToken } from './host-token';
import { TokenCipher } from './token-cipher';

const PUBLIC_URL = 'http://canopy.test';
const ME = '{ me { email user { username name avatarUrl } owner { username } } }';

interface Provider {
  short: string;
  service: string;
  kind: OAuthHostKind;
  /** Environment naming the client and the stand-in's addresses. */
  env(host: OAuthHostStandIn): Record<string, string>;
}

const PROVIDERS: Provider[] = [
  {
    short: 'gh',
    service: 'github',
    kind: 'github',
    env: (host) => ({
      GITHUB_CLIENT_ID: 'gh-client',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      CANOPY_GITHUB_URL: host.url,
      CANOPY_GITHUB_API_URL: host.apiUrl,
    }),
  },
  {
    short: 'gl',
    service: 'gitlab',
    kind: 'gitlab',
    env: (host) => ({
      GITLAB_CLIENT_ID: 'gl-client',
      GITLAB_CLIENT_SECRET: 'gl-secret',
      CANOPY_GITLAB_URL: host.url,
    }),
  },
  {
    short: 'bb',
    service: 'bitbucket',
    kind: 'bitbucket',
    env: (host) => ({
      BITBUCKET_CLIENT_ID: 'bb-client',
      BITBUCKET_CLIENT_SECRET: 'bb-secret',
      CANOPY_BITBUCKET_URL: host.url,
      CANOPY_BITBUCKET_API_URL: host.apiUrl,
    }),
  },
  {
    short: 'ghe',
    service: 'github_enterprise',
    kind: 'github',
    env: (host) => ({
      GITHUB_ENTERPRISE_CLIENT_ID: 'ghe-client',
      GITHUB_ENTERPRISE_CLIENT_SECRET: 'ghe-secret',
      GITHUB_ENTERPRISE_URL: host.url,
    }),
  },
  {
    short: 'gle',
    service: 'gitlab_enterprise',
    kind: 'gitlab',
    env: (host) => ({
      GITLAB_ENTERPRISE_CLIENT_ID: 'gle-client',
      GITLAB_ENTERPRISE_CLIENT_SECRET: 'gle-secret',
      GITLAB_ENTERPRISE_URL: host.url,
    }),
  },
  {
    short: 'bbs',
    service: 'bitbucket_server',
    kind: 'bitbucket_server',
    env: (host) => ({
      BITBUCKET_SERVER_CLIENT_ID: 'bbs-client',
      BITBUCKET_SERVER_CLIENT_SECRET: 'bbs-secret',
      BITBUCKET_SERVER_URL: host.url,
    }),
  },
];

const USER = { id: 4242, username: 'octavia', name: 'Octavia Butler', email: 'octavia@example.com' };

/** The browser's part: follows the server's redirect to the host and the host's redirect back. */
export async function visitHost(location: string): Promise<string> {
  const answer = await fetch(location, { redirect: 'manual' });
  const back = answer.headers.get('location');
  if (answer.status !== 302 || !back)
    throw new Error(`the host answered ${answer.status}: ${await answer.text()}`);
  const url = new URL(back);
  return `${url.pathname}${url.search}`;
}

function cookiesOf(...responses: LightMyRequestResponse[]): string {
  return responses.map(cookieHeader).filter(Boolean).join('; ');
}

describeEachBackend('sign-in with git hosts', (backend) => {
  describe.each(PROVIDERS)('$service', (provider) => {
    let host: OAuthHostStandIn;
    let server: TestServer;
    let secret: string;
    beforeAll(async () => {
      const prefix = provider.env({ url: '', apiUrl: '' } as OAuthHostStandIn);
      const clientId = Object.entries(prefix).find(([name]) => name.endsWith('_CLIENT_ID'))![1];
      secret = Object.entries(prefix).find(([name]) => name.endsWith('_CLIENT_SECRET'))![1];
      host = await startOAuthHost({
        kind: provider.kind,
        clientId,
        clientSecret: secret,
        user: USER,
        callbackUrl: `${PUBLIC_URL}/login/${provider.short}`,
      });
      server = await startTestServer(backend, {
        env: { ...provider.env(host), CANOPY_PUBLIC_URL: PUBLIC_URL, CANOPY_EDITION: 'cloud' },
      });
    });
    afterAll(async () => {
      await server?.close();
      await host?.close();
    });

    const start = (query = '') => server.app.inject({ url: `/login/${provider.short}${query}` });

    it('signs in: start → authorize → callback → session, owner, user and encrypted token', async () => {
      const started = await start();
      expect(started.statusCode).toBe(302);
      const authorize = new URL(started.headers.location as string);
      expect(authorize.origin).toBe(host.url);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
      if (provider.kind !== 'bitbucket')
        expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/login/${provider.short}`);
      const callback = await visitHost(authorize.toString());
      const finished = await server.app.inject({ url: callback, headers: { cookie: cookiesOf(started) } });
      expect(finished.statusCode).toBe(302);
      expect(finished.headers.location).toBe(`/${provider.short}/${USER.username}`);
      const session = finished.cookies.find((cookie) => cookie.name === 'canopy_session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

      const me = await server.graphql(ME, { cookie: cookieHeader(finished), provider: provider.short });
      expect(me.data).toEqual({
        me: {
          email: USER.email,
          user: {
            username: USER.username,
            name: USER.name,
            // Bitbucket Server answers a path below its own address.
            avatarUrl:
              provider.kind === 'bitbucket_server'
                ? `${host.url}/users/octavia/avatar.png?s=64`
                : 'https://avatars.example/octavia.png',
          },
          owner: { username: USER.username },
        },
      });

      const { db } = server.database;
      const owner = await db
        .selectFrom('owners')
        .selectAll()
        .where('service', '=', provider.service)
        .where('username', '=', USER.username)
        .executeTakeFirstOrThrow();
      expect(owner.serviceId).toBe(provider.kind === 'bitbucket' ? `0000-${USER.id}` : String(USER.id));
      expect(owner.userId).not.toBeNull();
      const stored = await db
        .selectFrom('oauthTokens')
        .selectAll()
        .where('ownerid', '=', owner.ownerid)
        .executeTakeFirstOrThrow();
      const token = host.accessTokens.at(-1)!;
      expect(stored.accessToken).not.toContain(token);
      expect(stored.accessToken).toMatch(/^v1\./);
      const cipher = new TokenCipher(server.settings.secret ?? (await cookieSecret(server)));
      expect(await readHostToken(db, cipher, owner.ownerid)).toMatchObject({
        service: provider.service,
        accessToken: token,
      });
      if (provider.kind !== 'github') {
        expect(stored.refreshToken).toMatch(/^v1\./);
        expect(stored.expiresAt).not.toBeNull();
      }
    });

    it('refreshes a token about to end before the host is asked again, and signs out a refused one', async () => {
      const started = await start();
      const callback = await visitHost(started.headers.location as string);
      await server.app.inject({ url: callback, headers: { cookie: cookiesOf(started) } });
      const { db } = server.database;
      const owner = await db
        .selectFrom('owners')
        .select('ownerid')
        .where('service', '=', provider.service)
        .where('username', '=', USER.username)
        .executeTakeFirstOrThrow();
      const cipher = new TokenCipher(server.settings.secret ?? (await cookieSecret(server)));
      const deps = { db, cipher, signIn: server.settings.signIn };
      const signedIn = await readHostToken(db, cipher, owner.ownerid);
      expect(await freshHostToken(deps, owner.ownerid)).toEqual(signedIn);
      if (provider.kind === 'github') return; // GitHub's tokens do not end

      const later = () => new Date(signedIn!.expiresAt!.getTime() - 60_000);
      const refreshed = await freshHostToken({ ...deps, now: later }, owner.ownerid);
      expect(refreshed?.accessToken).toBe(host.accessTokens.at(-1));
      expect(refreshed?.accessToken).not.toBe(signedIn?.accessToken);
      expect(await readHostToken(db, cipher, owner.ownerid)).toEqual(refreshed);
      // The used refresh token is spent at the host: a stale copy is refused, and the person must sign in again.
      await db
        .updateTable('oauthTokens')
        .set({ refreshToken: cipher.encrypt(signedIn!.refreshToken!), expiresAt: new Date(0) })
        .where('ownerid', '=', owner.ownerid)
        .execute();
      expect(await freshHostToken(deps, owner.ownerid)).toBeNull();
    });

    it('signs the same person in again onto the same owner, and keeps `to` when it stays on this site', async () => {
      const started = await start(`?to=${encodeURIComponent('/account/x?tab=1')}`);
      const finished = await server.app.inject({
        url: await visitHost(started.headers.location as string),
        headers: { cookie: cookiesOf(started) },
      });
      expect(finished.headers.location).toBe('/account/x?tab=1');
      const owners = await server.database.db
        .selectFrom('owners')
        .select('ownerid')
        .where('service', '=', provider.service)
        .where('serviceId', '=', provider.kind === 'bitbucket' ? `0000-${USER.id}` : String(USER.id))
        .execute();
      expect(owners).toHaveLength(1);
    });

    it('ignores a `to` outside this site and lands on the owner page', async () => {
      const started = await start(`?to=${encodeURIComponent('https://evil.example/steal')}`);
      const finished = await server.app.inject({
        url: await visitHost(started.headers.location as string),
        headers: { cookie: cookiesOf(started) },
      });
      expect(finished.headers.location).toBe(`/${provider.short}/${USER.username}`);
    });

    it('refuses a callback whose state this browser did not start', async () => {
      const started = await start();
      const callback = await visitHost(started.headers.location as string);
      // Another browser (no sign-in cookie) brings the same callback: login CSRF.
      const stranger = await server.app.inject({ url: callback });
      expect(stranger.statusCode).toBe(302);
      expect(stranger.headers.location).toBe(`/login?error=invalid_state&provider=${provider.short}`);
      expect(stranger.cookies.find((cookie) => cookie.name === 'canopy_session')).toBeUndefined();
      // A forged state, with the right cookie.
      const forged = callback.replace(/state=[^&]+/, 'state=forged');
      const refused = await server.app.inject({ url: forged, headers: { cookie: cookiesOf(started) } });
      expect(refused.headers.location).toBe(`/login?error=invalid_state&provider=${provider.short}`);
      expect(refused.cookies.find((cookie) => cookie.name === 'canopy_session')).toBeUndefined();
      // A callback without state.
      const bare = await server.app.inject({
        url: callback.replace(/&?state=[^&]+/, ''),
        headers: { cookie: cookiesOf(started) },
      });
      expect(bare.headers.location).toBe(`/login?error=invalid_state&provider=${provider.short}`);
    });

    it('refuses a replayed callback: the state and the code are single use', async () => {
      const started = await start();
      const callback = await visitHost(started.headers.location as string);
      const first = await server.app.inject({ url: callback, headers: { cookie: cookiesOf(started) } });
      expect(first.cookies.find((cookie) => cookie.name === 'canopy_session')?.value).toBeTruthy();
      const again = await server.app.inject({ url: callback, headers: { cookie: cookiesOf(started) } });
      expect(again.headers.location).toBe(`/login?error=invalid_state&provider=${provider.short}`);
      expect(again.cookies.find((cookie) => cookie.name === 'canopy_session')).toBeUndefined();
    });

    it('goes back to the login page when the person denies consent', async () => {
      const started = await start();
      host.denyNext();
      const callback = await visitHost(started.headers.location as string);
      expect(callback).toContain('error=access_denied');
      const refused = await server.app.inject({ url: callback, headers: { cookie: cookiesOf(started) } });
      expect(refused.statusCode).toBe(302);
      expect(refused.headers.location).toBe(`/login?error=access_denied&provider=${provider.short}`);
      expect(refused.cookies.find((cookie) => cookie.name === 'canopy_session')).toBeUndefined();
    });

    it('asks for the scopes the reference server asks for', async () => {
      const scope = new URL((await start()).headers.location as string).searchParams.get('scope');
      const expected: Record<OAuthHostKind, string> = {
        github: 'user:email,read:org,repo:status,write:repo_hook',
        gitlab: 'api',
        bitbucket: 'account team repository',
        bitbucket_server: 'PUBLIC_REPOS REPO_ADMIN',
      };
      expect(scope).toBe(expected[provider.kind]);
      if (provider.kind === 'github') {
        const wide = new URL((await start('?private=true')).headers.location as string);
        expect(wide.searchParams.get('scope')).toBe(`${expected.github},repo`);
      }
    });
  });
});

describeEachBackend('sign-in with git hosts: failures and unconfigured providers', (backend) => {
  const started: Array<{ close(): Promise<unknown> }> = [];
  afterAll(async () => {
    for (const item of started.reverse()) await item.close();
  });

  async function gitHub(env: Record<string, string> = {}) {
    const host = await startOAuthHost({ kind: 'github', clientId: 'id', clientSecret: 'secret', user: USER });
    const server = await startTestServer(backend, {
      env: {
        GITHUB_CLIENT_ID: 'id',
        GITHUB_CLIENT_SECRET: 'secret',
        CANOPY_GITHUB_URL: host.url,
        CANOPY_GITHUB_API_URL: host.apiUrl,
        CANOPY_PUBLIC_URL: PUBLIC_URL,
        ...env,
      },
    });
    started.push(host, server);
    const signIn = async () => {
      const start = await server.app.inject({ url: '/login/gh' });
      return server.app.inject({
        url: await visitHost(start.headers.location as string),
        headers: { cookie: cookiesOf(start) },
      });
    };
    return { host, server, signIn };
  }

  it('goes back to the login page (`/` on a self-hosted install) when the client secret is wrong', async () => {
    const { signIn } = await gitHub({ GITHUB_CLIENT_SECRET: 'not-the-secret' });
    const refused = await signIn();
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/?error=token_error&provider=gh');
    expect(refused.cookies.find((cookie) => cookie.name === 'canopy_session')).toBeUndefined();
  });

  it('goes back to the login page when the host cannot be reached for the token or the profile', async () => {
    const { server, host } = await gitHub({ CANOPY_EDITION: 'cloud' });
    const start = await server.app.inject({ url: '/login/gh' });
    const callback = await visitHost(start.headers.location as string);
    await host.close();
    const refused = await server.app.inject({ url: callback, headers: { cookie: cookiesOf(start) } });
    expect(refused.headers.location).toBe('/login?error=token_error&provider=gh');

    // A token is given, but the API answers 401 (another API address than the token's host).
    const other = await gitHub({ CANOPY_EDITION: 'cloud', CANOPY_GITHUB_API_URL: host.url });
    const noProfile = await other.signIn();
    expect(noProfile.headers.location).toBe('/login?error=profile_error&provider=gh');
    expect(noProfile.cookies.find((cookie) => cookie.name === 'canopy_session')).toBeUndefined();
  });

  it('asks for private repositories on a self-hosted install', async () => {
    const { server } = await gitHub();
    const start = await server.app.inject({ url: '/login/gh' });
    expect(new URL(start.headers.location as string).searchParams.get('scope')).toMatch(/,repo$/);
  });

  it('sends an unconfigured provider to / on a self-hosted install and to the web app on the hosted one', async () => {
    const { server } = await gitHub();
    const selfHosted = await server.app.inject({ url: '/login/gl?to=/gl/x' });
    expect(selfHosted.statusCode).toBe(302);
    expect(selfHosted.headers.location).toBe('/');

    const hosted = await startTestServer(backend, { env: { CANOPY_EDITION: 'cloud' } });
    started.push(hosted);
    const page = await hosted.app.inject({ url: '/login/gl', headers: { accept: 'text/html' } });
    // No front-end build in tests: the web app's own "not built" page, not an error about sign-in.
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('The Canopy web app is not built');
    expect((await hosted.app.inject({ url: '/login/svn' })).statusCode).toBe(404);
  });
});

async function cookieSecret(server: TestServer): Promise<string> {
  const row = await server.database.db
    .selectFrom('installSettings')
    .select('cookieSecret')
    .executeTakeFirstOrThrow();
  return row.cookieSecret;
}
