import { signInThroughHost } from '../testing/host-sign-in';
import { startOAuthHost, type OAuthHostStandIn } from '../testing/oauth-host';
import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * CANOPY_ADMINS makes the self-hosted install's admins: for the people already known when the server starts, and
 * at each sign-in. It feeds `config.hasAdmins`, `/internal/users/current` and every install-admin check.
 */
const CURRENT = '/internal/users/current';
const HAS_ADMINS = '{ config { hasAdmins } }';

async function installAdmins(server: TestServer): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('owners')
    .select(['service', 'username'])
    .where('isInstallAdmin', '=', true)
    .execute();
  return rows.map((row) => `${row.service}:${row.username}`).sort();
}

describeEachBackend('install admins from CANOPY_ADMINS', (backend) => {
  const started: Array<{ close(): Promise<unknown> }> = [];
  afterAll(async () => {
    for (const item of started.reverse()) await item.close();
  });

  async function server(env: Record<string, string>): Promise<TestServer> {
    const running = await startTestServer(backend, { env });
    started.push(running);
    return running;
  }

  it('keeps the demo data’s admin in development when unset', async () => {
    const running = await server({});
    expect(await installAdmins(running)).toEqual(['github:ada']);
  });

  it('decides for the people already here when the server starts, and the API follows', async () => {
    const running = await server({ CANOPY_ADMINS: 'gh:Grace, canopy' });
    // Development adds the names to the demo data's admin. An organisation named in the list is not made admin:
    // install admins are people.
    expect(await installAdmins(running)).toEqual(['github:ada', 'github:grace']);
    expect((await running.graphql(HAS_ADMINS)).data).toEqual({ config: { hasAdmins: true } });
    const grace = await running.signIn('grace');
    const ada = await running.signIn('ada');
    const current = (cookie: string) =>
      running.app.inject({ url: CURRENT, headers: { cookie, 'token-type': 'github-token' } });
    expect((await current(grace)).json()).toMatchObject({ username: 'grace', is_admin: true });
    expect((await current(ada)).json()).toMatchObject({ username: 'ada', is_admin: true });
    // Admin of every organisation they are part of, as install admins are on a self-hosted install.
    const isAdmin = async (cookie: string) =>
      (
        await running.graphql<{ owner: { isAdmin: boolean } }>('{ owner(username: "canopy") { isAdmin } }', {
          cookie,
        })
      ).data?.owner.isAdmin;
    const linus = await running.signIn('linus');
    expect(await isAdmin(grace)).toBe(true);
    expect(await isAdmin(linus)).toBe(false);
  });

  it("is the whole list in production, without the demo data's admin", async () => {
    const running = await server({
      NODE_ENV: 'production',
      CANOPY_PUBLIC_URL: 'http://canopy.test',
      HOST: '127.0.0.1',
      CANOPY_ADMINS: 'gh:Grace, canopy',
    });
    expect(await installAdmins(running)).toEqual(['github:grace']);
  });

  it('leaves no admin in production when unset, so the install says admins are missing', async () => {
    const running = await server({
      NODE_ENV: 'production',
      CANOPY_PUBLIC_URL: 'http://canopy.test',
      HOST: '127.0.0.1',
    });
    expect(await installAdmins(running)).toEqual([]);
    expect((await running.graphql(HAS_ADMINS)).data).toEqual({ config: { hasAdmins: false } });
  });

  it('is not applied on the hosted edition', async () => {
    const running = await server({ CANOPY_EDITION: 'cloud', CANOPY_ADMINS: 'grace' });
    expect(await installAdmins(running)).toEqual(['github:ada']);
  });

  describe('at sign-in with a git host', () => {
    let host: OAuthHostStandIn;
    let running: TestServer;
    beforeAll(async () => {
      host = await startOAuthHost({
        kind: 'gitlab',
        clientId: 'gl-id',
        clientSecret: 'gl-secret',
        user: { id: 77, username: 'Hedy', name: 'Hedy Lamarr', email: 'hedy@example.com' },
      });
      started.push(host);
      running = await server({
        GITLAB_CLIENT_ID: 'gl-id',
        GITLAB_CLIENT_SECRET: 'gl-secret',
        CANOPY_GITLAB_URL: host.url,
        CANOPY_PUBLIC_URL: 'http://canopy.test',
        CANOPY_ADMINS: 'gh:ada,hedy',
      });
    });

    it('makes a person named without a provider admin on any host, and takes it away once unnamed', async () => {
      await signInThroughHost(running, 'gl');
      expect(await installAdmins(running)).toEqual(['github:ada', 'gitlab:Hedy']);
      const admins = running.settings.access.admins;
      // As a restart with CANOPY_ADMINS changed would: the settings object is the one the routes read.
      running.settings.access.admins = [{ service: 'github', username: 'hedy' }];
      try {
        await signInThroughHost(running, 'gl');
        expect(await installAdmins(running)).toEqual(['github:ada']);
      } finally {
        running.settings.access.admins = admins;
      }
    });
  });
});
