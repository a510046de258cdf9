import { startOktaStandIn, signInWithOkta, type OktaStandIn } from '../../testing/okta-issuer';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const SAVE = `mutation($input: SaveOktaConfigInput!) {
  saveOktaConfig(input: $input) { error { __typename ... on ResolverError { message } } } }`;
const ACCOUNT = `{ owner(username: "canopy") { isUserOktaAuthenticated
  account { name oktaConfig { clientId clientSecret url enabled enforced } oktaSignIn { enabled enforced } } } }`;
const REPOS = `{ owner(username: "canopy") {
  repository(name: "api-server") { __typename }
  repositories(first: 50) { edges { node { name } } } } }`;
const VIEWABLE = `{ me { viewableRepositories(first: 50) { edges { node { name } } } } }`;

const SECRET = 'okta-client-secret-z81';

describeEachBackend('Okta per organisation', (backend) => {
  let server: TestServer;
  let okta: OktaStandIn;
  let ada: string;
  let grace: string;

  beforeAll(async () => {
    okta = await startOktaStandIn();
    server = await startTestServer(backend);
    ada = await server.signIn('ada');
    grace = await server.signIn('grace');
  });
  afterAll(async () => {
    await server?.close();
    await okta?.stop();
  });

  const save = async (cookie: string, input: Record<string, unknown>) => {
    const response = await server.graphql<{
      saveOktaConfig: { error: { __typename: string; message: string } | null };
    }>(SAVE, { cookie, variables: { input: { orgUsername: 'canopy', ...input } } });
    return response.data?.saveOktaConfig.error ?? null;
  };
  const config = { clientId: 'canopy-okta', clientSecret: SECRET, enabled: true, enforced: true };
  const setPlan = (plan: string) =>
    server.database.db.updateTable('owners').set({ plan }).where('username', '=', 'canopy').execute();
  const repoNames = (data: unknown) =>
    (
      data as { owner: { repositories: { edges: Array<{ node: { name: string } }> } } }
    ).owner.repositories.edges.map((edge) => edge.node.name);

  it('lets only admins of an organisation on an enterprise plan save its Okta, with a checked URL', async () => {
    expect(await save(grace, { ...config, url: okta.url })).toMatchObject({
      __typename: 'UnauthorizedError',
    });
    expect(await save(ada, { ...config, url: okta.url })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Okta access is available on enterprise plans only',
    });
    await setPlan('users-enterprisey');
    expect(await save(ada, { ...config, url: 'http://okta.example.com' })).toMatchObject({
      __typename: 'ValidationError',
      message: 'The Okta URL must start with https://',
    });
    expect(await save(ada, { ...config, url: 'not a url' })).toMatchObject({ __typename: 'ValidationError' });
    expect((await server.graphql(SAVE, { variables: { input: config } })).data).toMatchObject({
      saveOktaConfig: { error: { __typename: 'UnauthenticatedError' } },
    });
    expect(await save(ada, { ...config, url: `${okta.url}/` })).toBeNull();

    const stored = await server.database.db.selectFrom('oktaSettings').selectAll().executeTakeFirstOrThrow();
    expect(stored.clientSecret).not.toContain(SECRET);
    expect(stored.url).toBe(okta.url);
    // Fields left out keep their saved value: the secret need not be sent again.
    expect(
      await server.graphql(SAVE, {
        cookie: ada,
        variables: { input: { orgUsername: 'canopy', enforced: true } },
      }),
    ).toMatchObject({ data: { saveOktaConfig: { error: null } } });
    const kept = await server.database.db.selectFrom('oktaSettings').selectAll().executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ clientSecret: stored.clientSecret, clientId: 'canopy-okta', url: okta.url });
  });

  it('shows the config with its secret to admins only; members see whether Okta is enabled and enforced', async () => {
    const admin = await server.graphql(ACCOUNT, { cookie: ada });
    expect(admin.data).toEqual({
      owner: {
        isUserOktaAuthenticated: false,
        account: {
          name: 'canopy',
          oktaConfig: {
            clientId: 'canopy-okta',
            clientSecret: SECRET,
            url: okta.url,
            enabled: true,
            enforced: true,
          },
          oktaSignIn: { enabled: true, enforced: true },
        },
      },
    });
    const member = await server.graphql(ACCOUNT, { cookie: grace });
    expect(member.data).toEqual({
      owner: {
        isUserOktaAuthenticated: false,
        account: { name: 'canopy', oktaConfig: null, oktaSignIn: { enabled: true, enforced: true } },
      },
    });
    expect(JSON.stringify(member)).not.toContain(SECRET);
    const guest = await server.graphql(ACCOUNT);
    expect(guest.data).toEqual({ owner: { isUserOktaAuthenticated: null, account: null } });
  });

  it('hides the private repositories of an enforcing organisation until the member signs in with its Okta', async () => {
    const before = await server.graphql(REPOS, { cookie: grace });
    expect(before.data).toMatchObject({ owner: { repository: { __typename: 'NotFoundError' } } });
    expect(repoNames(before.data)).not.toContain('api-server');
    expect(repoNames(before.data)).not.toContain('mobile');
    expect(repoNames(before.data)).toContain('web-app');
    expect(JSON.stringify((await server.graphql(VIEWABLE, { cookie: grace })).data)).not.toContain(
      'api-server',
    );

    const done = await signInWithOkta(server, grace, '/login/okta/gh/canopy');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/gh/canopy');

    const after = await server.graphql(REPOS, { cookie: grace });
    expect(after.data).toMatchObject({ owner: { repository: { __typename: 'Repository' } } });
    expect(repoNames(after.data)).toEqual(expect.arrayContaining(['api-server', 'mobile', 'web-app']));
    expect(JSON.stringify((await server.graphql(VIEWABLE, { cookie: grace })).data)).toContain('api-server');
    expect((await server.graphql(ACCOUNT, { cookie: grace })).data).toMatchObject({
      owner: { isUserOktaAuthenticated: true },
    });
    // Signed in already: straight back to the organisation.
    const again = await server.app.inject({ url: '/login/okta/gh/canopy', headers: { cookie: grace } });
    expect(again.headers.location).toBe('/gh/canopy');
  });

  it('holds only for the session that signed in; a refused Okta sign-in comes back with its error', async () => {
    const otherSession = await server.signIn('grace');
    expect((await server.graphql(REPOS, { cookie: otherSession })).data).toMatchObject({
      owner: { repository: { __typename: 'NotFoundError' } },
    });
    okta.refuseNext('access_denied');
    const refused = await signInWithOkta(server, otherSession, '/login/okta/github/canopy');
    expect(refused.headers.location).toBe('/gh/canopy?error=access_denied');
    expect((await server.graphql(REPOS, { cookie: otherSession })).data).toMatchObject({
      owner: { repository: { __typename: 'NotFoundError' } },
    });
  });

  it('refuses a forged, replayed or foreign state, and sends guests to sign in first', async () => {
    const forged = await server.app.inject({
      url: '/login/okta/callback?code=x&state=forged',
      headers: { cookie: grace },
    });
    expect(forged.headers.location).toBe('/?error=invalid_state');

    const start = await server.app.inject({ url: '/login/okta/gh/canopy', headers: { cookie: ada } });
    const authorize = await fetch(start.headers.location as string, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location') ?? '');
    const callback = `${back.pathname}${back.search}`;
    // Another session (grace's) brings ada's callback: nothing is signed in, and the state is spent.
    const foreign = await server.app.inject({ url: callback, headers: { cookie: grace } });
    expect(foreign.headers.location).toBe('/gh/canopy?error=invalid_state');
    const replayed = await server.app.inject({ url: callback, headers: { cookie: ada } });
    expect(replayed.headers.location).toBe('/?error=invalid_state');
    expect((await server.graphql(ACCOUNT, { cookie: ada })).data).toMatchObject({
      owner: { isUserOktaAuthenticated: false },
    });

    const guest = await server.app.inject({ url: '/login/okta/gh/canopy' });
    const login = server.settings.selfHosted ? '/login/gh' : '/login';
    expect(guest.headers.location).toBe(`${login}?to=%2Flogin%2Fokta%2Fgh%2Fcanopy`);
    const unknown = await server.app.inject({
      url: '/login/okta/gh/nobody-here',
      headers: { cookie: grace },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves staff looking as a member unaffected, and public repositories to everyone', async () => {
    const asGrace = `${ada}; staff_user=grace`;
    expect((await server.graphql(REPOS, { cookie: asGrace })).data).toMatchObject({
      owner: { repository: { __typename: 'Repository' } },
    });
    expect(repoNames((await server.graphql(REPOS)).data)).toContain('web-app');
  });
});
