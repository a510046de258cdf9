import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookie } from '../auth/cookies';
import { type OAuthHostStandIn, startOAuthHost } from '../testing/oauth-host';
import { describeEachBackend } from '../testing/test-database';
import { cookieHeader, startTestServer, type TestServer } from '../testing/test-server';
import { tamperSignature, unsignedToken } from './personas';

const EVIL = 'http://evil.example';
const RENAME = 'mutation { updateProfile(input: { name: "renamed cross-site" }) { error { __typename } } }';
const ME = '{ me { owner { username } } }';

/** Row 2.7 of the review: what `to=` may carry to send a signed-in browser elsewhere. */
const REDIRECT_PAYLOADS = [
  '//evil.com',
  '/\\evil.com',
  '/%5Cevil.com',
  '/%2F%2Fevil.com',
  '/.//evil.com',
  '///evil.com',
  'https://evil.com',
  'javascript:alert(1)',
  '/\t/evil.com',
  '/%09/evil.com',
  '/\r\nLocation: https://evil.com',
  '/%0d%0aLocation:%20https://evil.com',
  '/@evil.com',
  '//evil\u3002com',
  '/\u3000/evil.com',
  '/a/../..//evil.com',
  '\\\\evil.com',
  'http:/evil.com',
  ' //evil.com',
  'data:text/html,<script>alert(1)</script>',
];

/** `/` or a path on this site: one slash, then neither slash nor backslash, and nothing a browser strips. */
function staysOnSite(location: string | undefined): boolean {
  if (location === '/') return true;
  if (!location || !/^\/[^/\\]/.test(location)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(location)) return false;
  return new URL(location, 'https://canopy.test').origin === 'https://canopy.test';
}

/** Each payload URL-encoded (the server gets it verbatim) and, when printable, raw (the server decodes it). */
function toParameters(payload: string): string[] {
  const encoded = `to=${encodeURIComponent(payload)}`;
  return /^[\x21-\x7e]*$/.test(payload) ? [encoded, `to=${payload}`] : [encoded];
}

describeEachBackend('security: sessions, CSRF, redirects, impersonation', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  const nameOf = async (username: string) =>
    (
      await server.database.db
        .selectFrom('owners')
        .select('name')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).name;

  describe('cross-site requests', () => {
    it('refuses a mutation sent as a cross-site form or a text/plain body could send it', async () => {
      const cookie = await server.signIn('grace');
      const before = await nameOf('grace');
      const boundary = '----canopy';
      const attempts: Array<[string, string]> = [
        ['text/plain', JSON.stringify({ query: RENAME })],
        ['text/plain;charset=UTF-8', JSON.stringify({ query: RENAME })],
        ['application/x-www-form-urlencoded', `query=${encodeURIComponent(RENAME)}`],
        [
          `multipart/form-data; boundary=${boundary}`,
          `--${boundary}\r\nContent-Disposition: form-data; name="query"\r\n\r\n${RENAME}\r\n--${boundary}--\r\n`,
        ],
      ];
      for (const [type, payload] of attempts) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/graphql/gh',
          headers: { cookie, origin: EVIL, 'content-type': type },
          payload,
        });
        expect({ type, status: Math.floor(response.statusCode / 100) }).toEqual({ type, status: 4 });
      }
      expect(await nameOf('grace')).toBe(before);
    });

    it('refuses a mutation sent with GET', async () => {
      const cookie = await server.signIn('grace');
      const before = await nameOf('grace');
      const response = await server.app.inject({
        method: 'GET',
        url: `/graphql/gh?query=${encodeURIComponent(RENAME)}`,
        headers: { cookie, origin: EVIL },
      });
      expect(Math.floor(response.statusCode / 100)).toBe(4);
      expect(await nameOf('grace')).toBe(before);
    });

    it('grants no CORS to another origin, in a preflight or on the request itself', async () => {
      const cookie = await server.signIn('grace');
      const preflight = await server.app.inject({
        method: 'OPTIONS',
        url: '/graphql/gh',
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      const request = await server.app.inject({
        method: 'POST',
        url: '/graphql/gh',
        headers: { cookie, origin: EVIL, 'content-type': 'application/json' },
        payload: JSON.stringify({ query: ME }),
      });
      for (const response of [preflight, request])
        expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual(
          [],
        );
    });
  });

  describe('the session cookie', () => {
    const sessionCookie = (setCookie: string | string[] | undefined) =>
      [setCookie ?? []].flat().find((cookie) => cookie.startsWith('canopy_session=')) ?? '';

    it('is HttpOnly, SameSite=Lax and Path=/, and not Secure over plain http', async () => {
      const response = await server.app.inject({ url: '/login/dev?username=grace' });
      const cookie = sessionCookie(response.headers['set-cookie']);
      expect(cookie).toMatch(/; HttpOnly(;|$)/);
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/; Secure/);
    });

    it('is Secure over https', async () => {
      // The development sign-in refuses proxied requests, so the flags are read where the cookie is written.
      const written: CookieSerializeOptions[] = [];
      const reply = {
        setCookie: (_name: string, _value: string, options: CookieSerializeOptions) => written.push(options),
      };
      setSessionCookie({ protocol: 'https' } as FastifyRequest, reply as unknown as FastifyReply, 'token');
      expect(written).toEqual([
        expect.objectContaining({ secure: true, httpOnly: true, sameSite: 'lax', path: '/' }),
      ]);
    });

    describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
      let proxied: TestServer;
      beforeAll(async () => {
        proxied = await startTestServer(backend, { env: { TRUST_PROXY: 'true' } });
      });
      afterAll(() => proxied?.close());

      it("sees the https: sign-out's clearing cookie is Secure", async () => {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/logout',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(sessionCookie(response.headers['set-cookie'])).toMatch(/; Secure(;|$)/);
      });

      it('gives no development sign-in to a proxied request (review row 2.6)', async () => {
        for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { 'x-forwarded-proto': 'https' }]) {
          const response = await proxied.app.inject({ url: '/login/dev?username=ada', headers });
          expect(response.statusCode).toBe(403);
          expect(sessionCookie(response.headers['set-cookie'])).toBe('');
        }
      });
    });

    it('is refused when its signature is altered or missing', async () => {
      const cookie = await server.signIn('ada');
      for (const spoilt of [tamperSignature(cookie), unsignedToken(cookie)]) {
        expect(spoilt).not.toBe(cookie);
        const user = await server.app.inject({ url: '/internal/user', headers: { cookie: spoilt } });
        expect(user.statusCode).toBe(401);
        expect((await server.graphql(ME, { cookie: spoilt })).data).toEqual({ me: null });
      }
    });

    it('is dead after POST /logout and after GET /logout/gh', async () => {
      for (const logout of [
        { method: 'POST', url: '/logout' },
        { method: 'GET', url: '/logout/gh' },
      ] as const) {
        const cookie = await server.signIn('grace');
        expect((await server.app.inject({ url: '/internal/user', headers: { cookie } })).statusCode).toBe(
          200,
        );
        const response = await server.app.inject({ ...logout, headers: { cookie } });
        expect([205, 302]).toContain(response.statusCode);
        expect((await server.app.inject({ url: '/internal/user', headers: { cookie } })).statusCode).toBe(
          401,
        );
        expect((await server.graphql(ME, { cookie })).data).toEqual({ me: null });
      }
    });
  });

  describe('redirects', () => {
    it(`/login/dev?to= stays on this site for ${REDIRECT_PAYLOADS.length} hostile targets`, async () => {
      const kept = await server.app.inject({
        url: `/login/dev?username=grace&to=${encodeURIComponent('/gh/canopy?x=1')}`,
      });
      expect(kept.headers.location).toBe('/gh/canopy?x=1'); // a path on this site is kept
      const escaped: string[] = [];
      for (const parameter of REDIRECT_PAYLOADS.flatMap(toParameters)) {
        const response = await server.app.inject({ url: `/login/dev?username=grace&${parameter}` });
        if (response.statusCode !== 302 || !staysOnSite(response.headers.location))
          escaped.push(`${parameter} → ${response.statusCode} ${response.headers.location}`);
      }
      expect(escaped).toEqual([]);
    });

    it('/logout/gh?to= always goes to /login', async () => {
      for (const parameter of REDIRECT_PAYLOADS.flatMap(toParameters)) {
        const response = await server.app.inject({ url: `/logout/gh?${parameter}` });
        expect({ parameter, location: response.headers.location }).toEqual({ parameter, location: '/login' });
      }
    });

    it('/login/gh?to= links only to this site', async () => {
      for (const parameter of REDIRECT_PAYLOADS.flatMap(toParameters)) {
        const response = await server.app.inject({ url: `/login/gh?${parameter}` });
        const links = [...response.body.matchAll(/href="([^"]*)"/g)].map((match) =>
          match[1]!.replace(/&amp;/g, '&'),
        );
        const targets = links.flatMap((link) => [
          link,
          new URL(link, 'https://canopy.test').searchParams.get('to'),
        ]);
        expect({
          parameter,
          off: targets.filter((target) => target !== null && !staysOnSite(target)),
        }).toEqual({
          parameter,
          off: [],
        });
      }
    });
  });

  describe('impersonation', () => {
    const whoAmI = async (cookie: string) => ({
      me: (await server.graphql<{ me: { owner: { username: string } } }>(ME, { cookie })).data?.me.owner
        .username,
      user: (await server.app.inject({ url: '/internal/user', headers: { cookie } })).json().owners[0]
        .username,
      current: (await server.app.inject({ url: '/internal/users/current', headers: { cookie } })).json()
        .username,
    });

    it('ignores staff_user from someone who is not staff, whoever it names', async () => {
      const margaret = await server.signIn('margaret');
      for (const name of ['ada', 'grace', 'canopy'])
        expect(await whoAmI(`${margaret}; staff_user=${name}`)).toEqual({
          me: 'margaret',
          user: 'margaret',
          current: 'margaret',
        });
      const byQuery = await server.graphql(ME, { cookie: margaret, provider: 'gh?user=ada' });
      expect(byQuery.data).toEqual({ me: { owner: { username: 'margaret' } } });
    });

    it('lets staff act as another owner, while /internal/user still names the person signed in', async () => {
      const ada = await server.signIn('ada');
      expect(await whoAmI(`${ada}; staff_user=grace`)).toEqual({
        me: 'grace',
        user: 'ada',
        current: 'grace',
      });
    });

    it('drops the staff_user cookie on sign-in and sign-out', async () => {
      const signIn = await server.app.inject({
        url: '/login/dev?username=ada',
        headers: { cookie: 'staff_user=grace' },
      });
      const cleared = (response: typeof signIn) =>
        [response.headers['set-cookie'] ?? []].flat().some((cookie) => /^staff_user=;/.test(cookie));
      expect(cleared(signIn)).toBe(true);
      const logout = await server.app.inject({
        method: 'POST',
        url: '/logout',
        headers: { cookie: `${cookieHeader(signIn)}; staff_user=grace` },
      });
      expect(cleared(logout)).toBe(true);
    });
  });
});

describeEachBackend('security: sign-in with a git host', (backend) => {
  let server: TestServer;
  let host: OAuthHostStandIn;
  beforeAll(async () => {
    host = await startOAuthHost({
      kind: 'github',
      clientId: 'id',
      clientSecret: 'secret',
      user: { id: 99, username: 'mallory-victim', name: 'Victim', email: 'victim@example.com' },
    });
    server = await startTestServer(backend, {
      env: {
        GITHUB_CLIENT_ID: 'id',
        GITHUB_CLIENT_SECRET: 'secret',
        CANOPY_GITHUB_URL: host.url,
        CANOPY_GITHUB_API_URL: host.apiUrl,
        CANOPY_PUBLIC_URL: 'http://canopy.test',
        CANOPY_EDITION: 'cloud',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  const start = async (query = '') => {
    const started = await server.app.inject({ url: `/login/gh${query}` });
    const back = new URL(
      (await fetch(started.headers.location as string, { redirect: 'manual' })).headers.get('location')!,
    );
    return { cookie: cookieHeader(started), callback: `${back.pathname}${back.search}`, back };
  };
  const signedIn = (response: { cookies: Array<{ name: string; value: string }> }) =>
    response.cookies.some((cookie) => cookie.name === 'canopy_session' && cookie.value !== '');

  it('refuses a forged state, a state from another browser and a state for another provider', async () => {
    const { cookie, callback, back } = await start();
    for (const [url, headers] of [
      [callback.replace(/state=[^&]+/, 'state=forged'), { cookie }],
      [callback, {}],
      [callback, { cookie: 'canopy_sign_in=unsigned-value' }],
      [`/login/ghe${back.search}`, { cookie }],
    ] as const) {
      const response = await server.app.inject({ url, headers });
      // GitHub Enterprise is not configured here: the hosted web app answers that path.
      expect({ url, signedIn: signedIn(response) }).toEqual({ url, signedIn: false });
    }
  });

  it('refuses a replayed code, with its own state or with a fresh one', async () => {
    const first = await start();
    const used = await server.app.inject({ url: first.callback, headers: { cookie: first.cookie } });
    expect(signedIn(used)).toBe(true);
    const again = await server.app.inject({ url: first.callback, headers: { cookie: first.cookie } });
    expect(signedIn(again)).toBe(false);
    expect(again.headers.location).toBe('/login?error=invalid_state&provider=gh');
    // A fresh state of this browser, carrying the code already spent: the host refuses it.
    const second = await start();
    const code = first.back.searchParams.get('code')!;
    const replay = await server.app.inject({
      url: second.callback.replace(/code=[^&]+/, `code=${code}`),
      headers: { cookie: second.cookie },
    });
    expect(signedIn(replay)).toBe(false);
    expect(replay.headers.location).toBe('/login?error=token_error&provider=gh');
  });

  it(`lands on this site whatever \`to\` carries (${REDIRECT_PAYLOADS.length} hostile targets)`, async () => {
    const escaped: string[] = [];
    for (const parameter of REDIRECT_PAYLOADS.flatMap(toParameters)) {
      const { cookie, callback } = await start(`?${parameter}`);
      const response = await server.app.inject({ url: callback, headers: { cookie } });
      if (response.statusCode !== 302 || !staysOnSite(response.headers.location))
        escaped.push(`${parameter} → ${response.statusCode} ${response.headers.location}`);
    }
    expect(escaped).toEqual([]);
  });

  it('never answers 5xx to a hostile callback', async () => {
    for (const query of ['?code=', '?state=', '?code=a&state=b&code=c', '?error=', '?error=<script>']) {
      const response = await server.app.inject({ url: `/login/gh${query}` });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 302 });
      expect(response.headers.location).toMatch(/^\/login\?error=[a-z_]+&provider=gh$/);
    }
  });
});
