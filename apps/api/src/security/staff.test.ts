import {
  type OAuthHostKind,
  startOAuthHost,
  type OAuthHostStandIn,
  type StandInUser,
} from '../testing/oauth-host';
import { describeEachBackend } from '../testing/test-database';
import { cookieHeader, startTestServer, type TestServer } from '../testing/test-server';

/**
 * Staff come from configuration (CANOPY_STAFF) and, on enterprise hosts, from the host's site admins; both are
 * worked out at every sign-in. Only staff may impersonate: everyone else's staff_user cookie is ignored.
 */
const PUBLIC_URL = 'http://canopy.test';
const ME = '{ me { owner { username } trackingMetadata { staff } } }';

interface Host {
  short: string;
  service: string;
  kind: OAuthHostKind;
  env(host: OAuthHostStandIn): Record<string, string>;
}

const GITHUB: Host = {
  short: 'gh',
  service: 'github',
  kind: 'github',
  env: (host) => ({
    GITHUB_CLIENT_ID: 'gh-client',
    GITHUB_CLIENT_SECRET: 'gh-secret',
    CANOPY_GITHUB_URL: host.url,
    CANOPY_GITHUB_API_URL: host.apiUrl,
  }),
};

const GITLAB_SELF_MANAGED: Host = {
  short: 'gle',
  service: 'gitlab_enterprise',
  kind: 'gitlab',
  env: (host) => ({
    GITLAB_ENTERPRISE_CLIENT_ID: 'gle-client',
    GITLAB_ENTERPRISE_CLIENT_SECRET: 'gle-secret',
    GITLAB_ENTERPRISE_URL: host.url,
  }),
};

const GITHUB_ENTERPRISE: Host = {
  short: 'ghe',
  service: 'github_enterprise',
  kind: 'github',
  env: (host) => ({
    GITHUB_ENTERPRISE_CLIENT_ID: 'ghe-client',
    GITHUB_ENTERPRISE_CLIENT_SECRET: 'ghe-secret',
    GITHUB_ENTERPRISE_URL: host.url,
  }),
};

async function withHost(
  backend: Parameters<typeof startTestServer>[0],
  kind: Host,
  user: StandInUser,
  env: Record<string, string>,
) {
  const id = Object.entries(kind.env({ url: '', apiUrl: '' } as OAuthHostStandIn));
  const host = await startOAuthHost({
    kind: kind.kind,
    clientId: id.find(([name]) => name.endsWith('_CLIENT_ID'))![1],
    clientSecret: id.find(([name]) => name.endsWith('_CLIENT_SECRET'))![1],
    user,
    callbackUrl: `${PUBLIC_URL}/login/${kind.short}`,
  });
  const server = await startTestServer(backend, {
    env: { ...kind.env(host), CANOPY_PUBLIC_URL: PUBLIC_URL, ...env },
  });
  return { host, server };
}

/** The browser's part at the host: follows its redirect back to the callback. */
async function visitHost(location: string): Promise<string> {
  const answer = await fetch(location, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? '');
  return `${back.pathname}${back.search}`;
}

/** Signs the stand-in's person in through the host and answers the session cookie. */
async function signInThroughHost(server: TestServer, short: string): Promise<string> {
  const started = await server.app.inject({ url: `/login/${short}` });
  const finished = await server.app.inject({
    url: await visitHost(started.headers.location as string),
    headers: { cookie: cookieHeader(started) },
  });
  if (finished.statusCode !== 302) throw new Error(`sign-in answered ${finished.statusCode}`);
  return cookieHeader(finished);
}

async function isStaff(server: TestServer, service: string, username: string): Promise<boolean> {
  const row = await server.database.db
    .selectFrom('owners')
    .select('staff')
    .where('service', '=', service)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.staff;
}

/** A second person on the same host, for the staff member to impersonate. */
async function addPerson(server: TestServer, service: string, username: string): Promise<void> {
  await server.database.db
    .insertInto('owners')
    .values({ service, serviceId: `${username}-id`, username, name: username })
    .execute();
}

describeEachBackend('security: staff from configuration', (backend) => {
  const user: StandInUser = { id: 5150, username: 'alice', name: 'Alice', email: 'alice@example.com' };
  let host: OAuthHostStandIn;
  let server: TestServer;
  beforeAll(async () => {
    ({ host, server } = await withHost(backend, GITHUB, user, { CANOPY_STAFF: 'gh:Alice,gl:bob' }));
    await addPerson(server, 'github', 'victor');
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  it('makes a person named in CANOPY_STAFF staff at sign-in, who may then impersonate', async () => {
    const cookie = await signInThroughHost(server, 'gh');
    expect(await isStaff(server, 'github', 'alice')).toBe(true);
    expect((await server.graphql(ME, { cookie })).data).toEqual({
      me: { owner: { username: 'alice' }, trackingMetadata: { staff: true } },
    });
    const impersonating = await server.graphql(ME, { cookie: `${cookie}; staff_user=victor` });
    expect(impersonating.data).toMatchObject({ me: { owner: { username: 'victor' } } });
  });

  it('takes staff away at the next sign-in once the configuration no longer names them', async () => {
    const configured = server.settings.access.staff;
    // As a restart with CANOPY_STAFF changed would: the settings object is the one the routes read.
    server.settings.access.staff = configured.filter((owner) => owner.service !== 'github');
    try {
      const cookie = await signInThroughHost(server, 'gh');
      expect(await isStaff(server, 'github', 'alice')).toBe(false);
      const ignored = await server.graphql(ME, { cookie: `${cookie}; staff_user=victor` });
      expect(ignored.data).toEqual({
        me: { owner: { username: 'alice' }, trackingMetadata: { staff: false } },
      });
    } finally {
      server.settings.access.staff = configured;
    }
  });

  it("does not make github.com's own site admins staff", async () => {
    user.siteAdmin = true;
    server.settings.access.staff = [];
    try {
      await signInThroughHost(server, 'gh');
      expect(await isStaff(server, 'github', 'alice')).toBe(false);
    } finally {
      user.siteAdmin = false;
    }
  });
});

describe.each([GITHUB_ENTERPRISE, GITLAB_SELF_MANAGED])(
  'security: staff from an enterprise host ($service)',
  (kind) =>
    describeEachBackend('site admins', (backend) => {
      const user: StandInUser = {
        id: 6160,
        username: 'sadie',
        name: 'Sadie',
        email: 'sadie@example.com',
        siteAdmin: true,
      };
      let host: OAuthHostStandIn;
      let server: TestServer;
      beforeAll(async () => {
        ({ host, server } = await withHost(backend, kind, user, {}));
        await addPerson(server, kind.service, 'victor');
      });
      afterAll(async () => {
        await server?.close();
        await host?.close();
      });

      it("makes the host's site admins staff, and takes it away when the host does", async () => {
        const admin = await signInThroughHost(server, kind.short);
        expect(await isStaff(server, kind.service, 'sadie')).toBe(true);
        const impersonating = await server.graphql(ME, {
          cookie: `${admin}; staff_user=victor`,
          provider: kind.short,
        });
        expect(impersonating.data).toMatchObject({ me: { owner: { username: 'victor' } } });

        user.siteAdmin = false;
        const demoted = await signInThroughHost(server, kind.short);
        expect(await isStaff(server, kind.service, 'sadie')).toBe(false);
        const ignored = await server.graphql(ME, {
          cookie: `${demoted}; staff_user=victor`,
          provider: kind.short,
        });
        expect(ignored.data).toMatchObject({ me: { owner: { username: 'sadie' } } });
      });
    }),
);
