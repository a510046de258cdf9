import type { LightMyRequestResponse } from 'fastify';
import { startOktaStandIn, type OktaStandIn } from '../../testing/okta-issuer';
import { describeEachBackend } from '../../testing/test-database';
import { cookieHeader, startTestServer, type TestServer } from '../../testing/test-server';

const PUBLIC_URL = 'http://canopy.test';
const ME = '{ me { owner { username } } }';

/** The browser's part at Okta: its authorize page answers with a redirect back to Canopy. */
async function visit(location: string): Promise<string> {
  const answer = await fetch(location, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? '');
  return `${back.pathname}${back.search}`;
}

describeEachBackend("the install's Okta sign-in (self-hosted /login/okta)", (backend) => {
  let okta: OktaStandIn;
  let server: TestServer;
  beforeAll(async () => {
    okta = await startOktaStandIn();
    server = await startTestServer(backend, {
      env: {
        CANOPY_OKTA_ISSUER: okta.url,
        CANOPY_OKTA_CLIENT_ID: 'install-okta',
        CANOPY_OKTA_CLIENT_SECRET: 'install-okta-secret',
        CANOPY_PUBLIC_URL: PUBLIC_URL,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await okta?.stop();
  });

  async function signIn(query = ''): Promise<LightMyRequestResponse> {
    const start = await server.app.inject({ url: `/login/okta${query}` });
    expect(start.statusCode).toBe(302);
    return server.app.inject({
      url: await visit(start.headers.location as string),
      headers: { cookie: cookieHeader(start) },
    });
  }

  const signedInAs = async (response: LightMyRequestResponse) =>
    (
      await server.graphql<{ me: { owner: { username: string } } | null }>(ME, {
        cookie: cookieHeader(response),
      })
    ).data?.me?.owner.username ?? null;

  it('sends the browser to Okta with state, nonce and PKCE, and the one callback address', async () => {
    const start = await server.app.inject({ url: '/login/okta' });
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(okta.url);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'install-okta',
      redirect_uri: `${PUBLIC_URL}/login/okta`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const cookie = start.cookies.find((entry) => entry.name === 'canopy_sign_in');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/login', sameSite: 'Lax' });
  });

  it('signs in the account whose email Okta verifies, then finds it by its Okta subject', async () => {
    okta.signInAs({ sub: 'okta-ada', email: 'ADA@example.com', email_verified: true });
    const first = await signIn();
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/gh');
    expect(await signedInAs(first)).toBe('ada');
    const user = await server.database.db
      .selectFrom('users')
      .innerJoin('owners', 'owners.userId', 'users.id')
      .select('users.oktaSubject')
      .where('owners.username', '=', 'ada')
      .executeTakeFirstOrThrow();
    expect(user.oktaSubject).toBe(`${okta.url}#okta-ada`);

    // Okta's address changes: the subject still names ada, and `to` is kept when it stays on this site.
    okta.signInAs({ sub: 'okta-ada', email: 'ada.lovelace@example.org', email_verified: true });
    const again = await signIn(`?to=${encodeURIComponent('/gh/canopy/api-server')}`);
    expect(again.headers.location).toBe('/gh/canopy/api-server');
    expect(await signedInAs(again)).toBe('ada');
    const internal = await server.app.inject({
      url: '/internal/user',
      headers: { cookie: cookieHeader(again) },
    });
    expect(internal.json()).toMatchObject({ email: 'ada@example.com' });

    const hostile = await signIn(`?to=${encodeURIComponent('//evil.example/x')}`);
    expect(hostile.headers.location).toBe('/gh');
  });

  it("refuses an address two accounts' git hosts gave: Okta cannot tell which one it vouches for", async () => {
    await server.database.db
      .updateTable('owners')
      .set({ hostEmail: 'grace@example.com' })
      .where('username', '=', 'linus')
      .execute();
    okta.signInAs({ sub: 'okta-grace', email: 'grace@example.com', email_verified: true });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('No Canopy account matches your Okta account');
    expect(await signedInAs(refused)).toBeNull();
  });

  it("goes back to the login page with Okta's error when Okta refuses", async () => {
    okta.refuseNext('access_denied');
    const refused = await signIn();
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/?error=access_denied&provider=okta');
    expect(await signedInAs(refused)).toBeNull();
  });

  it('refuses a replayed callback', async () => {
    okta.signInAs({ sub: 'okta-ada', email: 'ada@example.com', email_verified: true });
    const start = await server.app.inject({ url: '/login/okta' });
    const callback = await visit(start.headers.location as string);
    const first = await server.app.inject({ url: callback, headers: { cookie: cookieHeader(start) } });
    expect(await signedInAs(first)).toBe('ada');
    const replayed = await server.app.inject({ url: callback, headers: { cookie: cookieHeader(start) } });
    expect(replayed.headers.location).toBe('/?error=invalid_state&provider=okta');
  });
});
