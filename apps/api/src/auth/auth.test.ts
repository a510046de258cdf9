import { describeEachBackend } from '../testing/test-database';
import { hashToken } from './session-store';
import { cookieHeader, startTestServer, type TestServer } from '../testing/test-server';

const ME = '{ me { user { username } owner { username } } }';

describeEachBackend('development sign-in and sessions', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('signs in as the installation admin by default and redirects to a safe path', async () => {
    const response = await server.app.inject({ url: '/login/dev?to=/gh/canopy%3Fx%3D1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/gh/canopy?x=1');
    const session = response.cookies.find((cookie) => cookie.name === 'canopy_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Signed: token, a dot, and the signature.
    expect(session?.value).toMatch(/^[\w-]{43}\.[\w+/=-]+$/);
    const me = await server.graphql(ME, { cookie: cookieHeader(response) });
    expect(me.data).toEqual({ me: { user: { username: 'ada' }, owner: { username: 'ada' } } });
  });

  it('signs in as a named user', async () => {
    const cookie = await server.signIn('grace');
    const me = await server.graphql<{ me: { user: { username: string } } }>(ME, { cookie });
    expect(me.data?.me.user.username).toBe('grace');
  });

  it('redirects to / when `to` leaves the site', async () => {
    const response = await server.app.inject({ url: '/login/dev?to=https://evil.example/' });
    expect(response.headers.location).toBe('/');
  });

  it('refuses the development sign-in to browsers on other machines', async () => {
    const response = await server.app.inject({ url: '/login/dev', remoteAddress: '192.0.2.10' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    const local = await server.app.inject({ url: '/login/dev', remoteAddress: '::ffff:127.0.0.1' });
    expect(local.statusCode).toBe(302);
  });

  it('refuses the development sign-in through a proxy on this machine', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via']) {
      const response = await server.app.inject({
        url: '/login/dev?username=ada',
        remoteAddress: '127.0.0.1',
        headers: { [header]: header === 'forwarded' ? 'for=203.0.113.7' : '203.0.113.7' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 404 for an unknown user or an organisation', async () => {
    expect((await server.app.inject({ url: '/login/dev?username=nobody' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/login/dev?username=canopy' })).statusCode).toBe(404);
  });

  it('serves the signed-in user at /internal/user in snake_case', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.app.inject({ url: '/internal/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      terms_agreement: true,
      default_org: 'canopy',
      owners: [
        {
          username: 'ada',
          service: 'github',
          name: 'Ada Lovelace',
          integration_id: null,
          stats: { repos: 1 },
        },
      ],
    });
    expect(body.external_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.terms_agreement_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.owners[0].avatar_url).toMatch(/^data:image\/svg\+xml,/);
    expect(typeof body.owners[0].ownerid).toBe('number');
  });

  it('answers 401 JSON at /internal/user for anonymous visitors and tampered cookies', async () => {
    const anonymous = await server.app.inject({ url: '/internal/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const cookie = await server.signIn('ada');
    const tampered = cookie.replace(/canopy_session=([^.]+)\./, 'canopy_session=$1x.');
    expect(
      (await server.app.inject({ url: '/internal/user', headers: { cookie: tampered } })).statusCode,
    ).toBe(401);
  });

  it('serves the self-hosted current user at /internal/users/current', async () => {
    const ada = await server.signIn('ada');
    const response = await server.app.inject({ url: '/internal/users/current/', headers: { cookie: ada } });
    expect(response.json()).toMatchObject({
      username: 'ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      is_admin: true,
      activated: true,
    });
    const margaret = await server.signIn('margaret');
    expect(
      (await server.app.inject({ url: '/internal/users/current', headers: { cookie: margaret } })).json(),
    ).toMatchObject({
      username: 'margaret',
      is_admin: false,
      activated: false,
    });
    expect((await server.app.inject({ url: '/internal/users/current' })).statusCode).toBe(401);
  });

  it('signs out with GET /logout/:provider: session deleted, cookies cleared, redirect to /login', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.app.inject({ url: '/logout/gh', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
    const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cleared.canopy_session?.value).toBe('');
    expect(cleared.staff_user?.value).toBe('');
    // The old cookie no longer works, even if the browser kept it.
    expect((await server.app.inject({ url: '/internal/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it.each(['/logout', '/logout/github'])('signs out with POST %s and answers 205', async (url) => {
    const cookie = await server.signIn('grace');
    const response = await server.app.inject({ method: 'POST', url, headers: { cookie } });
    expect(response.statusCode).toBe(205);
    expect(response.body).toBe('');
    expect((await server.app.inject({ url: '/internal/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('sends an unconfigured provider to the self-hosted landing page, which offers the development sign-in', async () => {
    const response = await server.app.inject({ url: '/login/gh?to=/gh/canopy' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await server.app.inject({ url: '/login/svn' })).statusCode).toBe(404);
  });

  it('treats a signed-out or expired session as a guest, and sends a page visit to the login page with ?expired', async () => {
    const cookie = await server.signIn('grace');
    await server.database.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', hashToken(/canopy_session=([\w-]{43})\./.exec(cookie)![1]!))
      .execute();
    expect((await server.graphql(ME, { cookie })).data).toEqual({ me: null });
    const page = await server.app.inject({
      url: '/gh/canopy?tab=1',
      headers: { cookie, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(302);
    // The self-hosted login page is `/`; the hosted edition's is `/login`.
    expect(page.headers.location).toBe('/?expired&to=%2Fgh%2Fcanopy%3Ftab%3D1');
    expect(page.cookies.find((c) => c.name === 'canopy_session')?.value).toBe('');
    // The shell reads this marker with a script once and removes it (apps/shell session-expired.ts).
    expect(page.cookies.find((c) => c.name === 'canopy_session_expired')).toMatchObject({
      value: '1',
      path: '/',
      maxAge: 300,
      sameSite: 'Lax',
    });
    expect(page.cookies.find((c) => c.name === 'canopy_session_expired')?.httpOnly).toBeFalsy();
    // API calls are not redirected, and a live session opens pages as before.
    expect((await server.app.inject({ url: '/internal/user', headers: { cookie } })).statusCode).toBe(401);
    const live = await server.signIn('grace');
    const open = await server.app.inject({
      url: '/gh/canopy',
      headers: { cookie: live, accept: 'text/html' },
    });
    expect(open.statusCode).not.toBe(302);
    expect(open.cookies.find((c) => c.name === 'canopy_session_expired')).toBeUndefined();
  });

  it('does not run a mutation sent as a cross-site form could send it', async () => {
    const cookie = await server.signIn('ada');
    const mutation = 'mutation { updateProfile(input: { name: "Mallory" }) { error { __typename } } }';
    for (const [type, payload] of [
      ['text/plain', JSON.stringify({ query: mutation })],
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/graphql/gh',
        headers: { 'content-type': type, cookie },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
    const me = await server.graphql<{ me: { user: { name: string } } }>('{ me { user { name } } }', {
      cookie,
    });
    expect(me.data?.me.user.name).toBe('Ada Lovelace');
  });

  it('lists its own login sessions in me.sessions', async () => {
    const cookie = await server.signIn('linus');
    const result = await server.graphql<{
      me: { sessions: { totalCount: number; edges: Array<{ node: { type: string; lastFour: string } }> } };
    }>('{ me { sessions { totalCount edges { node { sessionid type lastFour lastseen useragent } } } } }', {
      cookie,
    });
    expect(result.data?.me.sessions.totalCount).toBeGreaterThanOrEqual(1);
    expect(result.data?.me.sessions.edges[0]?.node).toMatchObject({ type: 'login' });
    expect(cookie).toContain(result.data?.me.sessions.edges[0]?.node.lastFour);
  });
});

describeEachBackend('staff impersonation', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('lets a staff member act as another owner through the staff_user cookie', async () => {
    const cookie = `${await server.signIn('ada')}; staff_user=margaret`;
    const result = await server.graphql(ME, { cookie });
    expect(result.data).toEqual({ me: { user: { username: 'margaret' }, owner: { username: 'margaret' } } });
    const current = await server.app.inject({ url: '/internal/users/current', headers: { cookie } });
    expect(current.json()).toMatchObject({ username: 'margaret' });
    // /internal/user describes the person signed in, not the impersonated owner.
    expect((await server.app.inject({ url: '/internal/user', headers: { cookie } })).json()).toMatchObject({
      name: 'Ada Lovelace',
    });
  });

  it('ignores the cookie of a user who is not staff', async () => {
    const cookie = `${await server.signIn('grace')}; staff_user=ada`;
    const result = await server.graphql(ME, { cookie });
    expect(result.data).toEqual({ me: { user: { username: 'grace' }, owner: { username: 'grace' } } });
  });

  it('ignores an unknown owner', async () => {
    const cookie = `${await server.signIn('ada')}; staff_user=nobody`;
    const result = await server.graphql(ME, { cookie });
    expect(result.data).toEqual({ me: { user: { username: 'ada' }, owner: { username: 'ada' } } });
  });

  it('clears the impersonation on sign-out', async () => {
    const cookie = `${await server.signIn('ada')}; staff_user=grace`;
    const response = await server.app.inject({ method: 'POST', url: '/logout', headers: { cookie } });
    expect(response.cookies.find((c) => c.name === 'staff_user')?.value).toBe('');
  });
});

describeEachBackend('development sign-in availability', (backend) => {
  it('is refused in production mode', async () => {
    const server = await startTestServer(backend, {
      env: { NODE_ENV: 'production', CANOPY_PUBLIC_URL: 'https://canopy.example.com' },
    });
    try {
      const response = await server.app.inject({ url: '/login/dev?username=ada' });
      expect(response.statusCode).toBe(404);
      expect(response.cookies).toHaveLength(0);
      expect(response.body).toContain('Development sign-in is off');
      expect((await server.app.inject({ url: '/config.js' })).body).toContain('"DEV_LOGIN": false');
    } finally {
      await server.close();
    }
  });

  it('is refused to a remote client behind a trusted proxy (TRUST_PROXY=true)', async () => {
    const server = await startTestServer(backend, { env: { TRUST_PROXY: 'true' } });
    try {
      const response = await server.app.inject({
        url: '/login/dev?username=ada',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.cookies).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('is off on a server listening on every interface', async () => {
    const server = await startTestServer(backend, { env: { HOST: '0.0.0.0' } });
    try {
      expect((await server.app.inject({ url: '/login/dev?username=ada' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is refused once a git provider is configured', async () => {
    const server = await startTestServer(backend, {
      env: { GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'client-secret' },
    });
    try {
      expect((await server.app.inject({ url: '/login/dev' })).statusCode).toBe(404);
      const start = await server.app.inject({ url: '/login/gh' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
      const config = await server.graphql<{ config: { loginProviders: string[] } }>(
        '{ config { loginProviders syncProviders } }',
      );
      expect(config.data?.config).toEqual({ loginProviders: ['GITHUB'], syncProviders: ['GITHUB'] });
    } finally {
      await server.close();
    }
  });

  it("lists Okta as a login provider when the install's Okta is configured, on a self-hosted install only", async () => {
    const env = {
      GITHUB_CLIENT_ID: 'client-id',
      GITHUB_CLIENT_SECRET: 'client-secret',
      CANOPY_OKTA_ISSUER: 'https://example.okta.com',
      CANOPY_OKTA_CLIENT_ID: 'okta-id',
      CANOPY_OKTA_CLIENT_SECRET: 'okta-secret',
    };
    const selfHosted = await startTestServer(backend, { env });
    const hosted = await startTestServer(backend, { env: { ...env, CANOPY_EDITION: 'cloud' } });
    try {
      const providers = async (server: TestServer) =>
        (
          await server.graphql<{ config: { loginProviders: string[]; syncProviders: string[] } }>(
            '{ config { loginProviders syncProviders } }',
          )
        ).data?.config;
      expect(await providers(selfHosted)).toEqual({
        loginProviders: ['GITHUB', 'OKTA'],
        syncProviders: ['GITHUB'],
      });
      // An organisation's Okta signs in to that organisation from its own page; it is no login provider.
      expect(await providers(hosted)).toEqual({ loginProviders: ['GITHUB'], syncProviders: ['GITHUB'] });
    } finally {
      await selfHosted.close();
      await hosted.close();
    }
  });
});
