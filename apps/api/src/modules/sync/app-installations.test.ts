import { createHmac } from 'node:crypto';
import { signInThroughHost } from '../../testing/host-sign-in';
import { startOAuthHost, type OAuthHostStandIn } from '../../testing/oauth-host';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const SECRET = 'hook-secret';
const USER = { id: 9200, username: 'lilith', name: 'Lilith Iyapo', email: 'lilith@example.com' };
const OANKALI = { id: 700, login: 'oankali', type: 'Organization' as const };
const LILITH = { id: USER.id, login: USER.username, type: 'User' as const };
const read = { admin: false, push: false, pull: true };

const installation = (
  id: number,
  account: typeof OANKALI | typeof LILITH,
  selection: 'all' | 'selected',
) => ({
  id,
  account,
  repository_selection: selection,
  app_slug: 'canopy',
});

describeEachBackend('the GitHub app installation', (backend) => {
  let host: OAuthHostStandIn;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    host = await startOAuthHost({
      kind: 'github',
      clientId: 'gh-client',
      clientSecret: 'gh-secret',
      user: USER,
      directory: {
        organizations: [{ id: OANKALI.id, login: OANKALI.login, role: 'member' }],
        repositories: [{ id: 21, owner: OANKALI, name: 'dawn', private: true, permissions: read }],
      },
    });
    server = await startTestServer(backend, {
      env: {
        GITHUB_CLIENT_ID: 'gh-client',
        GITHUB_CLIENT_SECRET: 'gh-secret',
        CANOPY_GITHUB_URL: host.url,
        CANOPY_GITHUB_API_URL: host.apiUrl,
        CANOPY_GITHUB_WEBHOOK_SECRET: SECRET,
        CANOPY_PUBLIC_URL: 'http://canopy.test',
        CANOPY_EDITION: 'cloud',
      },
    });
    cookie = await signInThroughHost(server, 'gh', { privateRepositories: true });
    await server.app.ingestion.queue.idle();
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  async function deliver(event: string, payload: unknown, secret = SECRET) {
    const body = JSON.stringify({ sender: { login: USER.username, id: USER.id }, ...(payload as object) });
    const response = await server.app.inject({
      method: 'POST',
      url: '/webhooks/github',
      headers: {
        'content-type': 'application/json',
        'x-github-event': event,
        'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      },
      payload: body,
    });
    await server.app.ingestion.queue.idle();
    return response.statusCode;
  }
  const recorded = async (login: string) =>
    server.database.db
      .selectFrom('githubAppInstallations')
      .innerJoin('owners', 'owners.ownerid', 'githubAppInstallations.ownerid')
      .select(['installationId', 'repositorySelection', 'repositoryServiceIds', 'suspendedAt'])
      .where('owners.username', '=', login)
      .executeTakeFirst();
  const integrationId = async () => {
    const response = await server.app.inject({ url: '/internal/user', headers: { cookie } });
    return (response.json() as { owners: Array<{ integration_id: number | null }> }).owners[0]!
      .integration_id;
  };
  const hasGithubApp = async (username: string) => {
    const answer = await server.graphql<{ owner: { hasGithubApp: boolean } }>(
      'query($u: String!) { owner(username: $u) { hasGithubApp } }',
      { variables: { u: username }, cookie },
    );
    return answer.data!.owner.hasGithubApp;
  };
  const syncsAsked = () =>
    host.requests.filter((request) => request.startsWith('GET /api/v3/user/repos')).length;

  it('refuses a delivery with a wrong signature', async () => {
    const payload = { action: 'created', installation: installation(1, OANKALI, 'all'), repositories: [] };
    expect(await deliver('installation', payload, 'wrong')).toBe(401);
    expect(await recorded(OANKALI.login)).toBeUndefined();
  });

  it('records an installation on an organisation and syncs its members and the installer', async () => {
    const before = syncsAsked();
    const payload = {
      action: 'created',
      installation: installation(31, OANKALI, 'selected'),
      repositories: [{ id: 21, name: 'dawn', full_name: 'oankali/dawn', private: true }],
    };
    expect(await deliver('installation', payload)).toBe(200);
    expect(await recorded(OANKALI.login)).toMatchObject({
      repositorySelection: 'selected',
      repositoryServiceIds: ['21'],
      suspendedAt: null,
    });
    expect(Number((await recorded(OANKALI.login))!.installationId)).toBe(31);
    expect(syncsAsked()).toBeGreaterThan(before);
    expect(await hasGithubApp(OANKALI.login)).toBe(true);
    expect(await hasGithubApp(USER.username)).toBe(false);
  });

  it('follows the repositories added to and removed from the installation', async () => {
    const change = (action: string, key: string, id: number) => ({
      action,
      installation: installation(31, OANKALI, 'selected'),
      repository_selection: 'selected',
      [key]: [{ id, name: `r${id}`, full_name: `oankali/r${id}`, private: true }],
    });
    expect(await deliver('installation_repositories', change('added', 'repositories_added', 22))).toBe(200);
    expect((await recorded(OANKALI.login))!.repositoryServiceIds).toEqual(['21', '22']);
    expect(await deliver('installation_repositories', change('removed', 'repositories_removed', 21))).toBe(
      200,
    );
    expect((await recorded(OANKALI.login))!.repositoryServiceIds).toEqual(['22']);
    const all = { ...change('added', 'repositories_added', 23), repository_selection: 'all' };
    expect(await deliver('installation_repositories', all)).toBe(200);
    expect(await recorded(OANKALI.login)).toMatchObject({
      repositorySelection: 'all',
      repositoryServiceIds: [],
    });
  });

  it("shows the installation on the person's own account as integration_id, while it is not suspended", async () => {
    expect(await integrationId()).toBeNull();
    const own = { installation: installation(41, LILITH, 'all'), repositories: [] };
    expect(await deliver('installation', { ...own, action: 'created' })).toBe(200);
    expect(await integrationId()).toBe(41);
    expect(await deliver('installation', { ...own, action: 'suspend' })).toBe(200);
    expect(await integrationId()).toBeNull();
    expect(await hasGithubApp(USER.username)).toBe(false);
    expect(await deliver('installation', { ...own, action: 'unsuspend' })).toBe(200);
    expect(await integrationId()).toBe(41);
    expect(await deliver('installation', { ...own, action: 'new_permissions_accepted' })).toBe(200);
    expect(await integrationId()).toBe(41);
  });

  it('forgets an uninstalled app', async () => {
    const own = { action: 'deleted', installation: installation(41, LILITH, 'all') };
    expect(await deliver('installation', own)).toBe(200);
    expect(await integrationId()).toBeNull();
    expect(await recorded(USER.username)).toBeUndefined();
    expect(await recorded(OANKALI.login)).toBeDefined();
  });
});
