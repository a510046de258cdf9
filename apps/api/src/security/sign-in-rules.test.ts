import type { LightMyRequestResponse } from 'fastify';
import { directoryAnswers, type DirectoryData } from '../testing/host-directory-stand-in';
import { startOAuthHost, type StandInUser } from '../testing/oauth-host';
import { startOktaStandIn, type OktaStandIn } from '../testing/okta-issuer';
import { describeEachBackend } from '../testing/test-database';
import { cookieHeader, startTestServer, type TestServer } from '../testing/test-server';

/**
 * The self-hosted install's sign-in rules (api-contract §3.2): a person outside the allowed organisations, or
 * without a seat once every seat is taken, or unknown to the install's Okta sign-in, is refused with 403 and a
 * page saying why, and leaves no session, owner or token behind. Each refusal has its allowed control beside it.
 */
const PUBLIC_URL = 'http://canopy.test';
const ME = '{ me { owner { username } } }';

const OCTAVIA: StandInUser = { id: 4242, username: 'octavia', name: 'Octavia', email: 'octavia@example.com' };

function sessionOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'canopy_session' && cookie.value)?.value;
}

/** The browser's part at the host: follows its redirect back to Canopy's callback. */
async function visit(location: string): Promise<string> {
  const answer = await fetch(location, { redirect: 'manual' });
  const back = answer.headers.get('location');
  if (answer.status !== 302 || !back) throw new Error(`the host answered ${answer.status}`);
  const url = new URL(back);
  return `${url.pathname}${url.search}`;
}

/** Start, the host's authorize page, the callback: the callback's answer. */
async function signIn(server: TestServer, path: string): Promise<LightMyRequestResponse> {
  const started = await server.app.inject({ url: path });
  if (started.statusCode !== 302) return started;
  return server.app.inject({
    url: await visit(started.headers.location as string),
    headers: { cookie: cookieHeader(started) },
  });
}

async function ownerCount(server: TestServer, username: string): Promise<number> {
  const rows = await server.database.db
    .selectFrom('owners')
    .select('ownerid')
    .where('username', '=', username)
    .execute();
  return rows.length;
}

/** A refusal: 403, the page's title, no session, and nobody signed in as far as the API can tell. */
async function expectRefused(server: TestServer, response: LightMyRequestResponse, title: string) {
  expect(response.statusCode).toBe(403);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toContain(title);
  expect(response.body).toContain('Back to sign in');
  expect(sessionOf(response)).toBeUndefined();
  const me = await server.graphql(ME, { cookie: cookieHeader(response) });
  expect(me.data?.me ?? null).toBeNull();
}

describeEachBackend('security: self-hosted sign-in rules', (backend) => {
  const started: Array<{ close(): Promise<unknown> }> = [];
  afterAll(async () => {
    for (const item of started.reverse()) await item.close();
  });

  async function gitHub(env: Record<string, string>, user: StandInUser = { ...OCTAVIA }) {
    const host = await startOAuthHost({ kind: 'github', clientId: 'id', clientSecret: 'secret', user });
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
    return { host, server };
  }

  describe('allowed organisations', () => {
    it('refuses a GitHub person in none of CANOPY_GITHUB_ALLOWED_ORGS, and lets a member in', async () => {
      const { host, server } = await gitHub({ CANOPY_GITHUB_ALLOWED_ORGS: 'acme, Acme-Labs' });
      host.directory.organizations = [{ id: 71, login: 'elsewhere', role: 'member' }];
      await expectRefused(
        server,
        await signIn(server, '/login/gh'),
        'Your organization is not allowed on this install',
      );
      expect(await ownerCount(server, 'octavia')).toBe(0);
      expect(await server.database.db.selectFrom('oauthTokens').select('ownerid').execute()).toEqual([]);

      host.directory.organizations.push({ id: 72, login: 'acme-labs', role: 'member' });
      const allowed = await signIn(server, '/login/gh');
      expect(allowed.statusCode).toBe(302);
      expect(sessionOf(allowed)).toBeTruthy();
      const me = await server.graphql(ME, { cookie: cookieHeader(allowed) });
      expect(me.data).toEqual({ me: { owner: { username: 'octavia' } } });
    });

    it('refuses a pending invitation: only active memberships count', async () => {
      const { host, server } = await gitHub({ CANOPY_GITHUB_ALLOWED_ORGS: 'acme' });
      host.directory.organizations = [{ id: 73, login: 'acme', role: 'member', state: 'pending' }];
      await expectRefused(
        server,
        await signIn(server, '/login/gh'),
        'Your organization is not allowed on this install',
      );
    });

    it('refuses a GitLab person outside CANOPY_GITLAB_ALLOWED_ORGS; another provider’s list does not apply', async () => {
      const data: DirectoryData = {
        user: { id: OCTAVIA.id, username: OCTAVIA.username, name: OCTAVIA.name },
        orgs: [{ id: 81, path: 'platform/tools', name: 'Tools', admin: false }],
        repos: [],
        pageSize: 20,
      };
      const host = await startOAuthHost({
        kind: 'gitlab',
        clientId: 'gl-id',
        clientSecret: 'gl-secret',
        user: { ...OCTAVIA },
        extraApi: directoryAnswers('gitlab', data),
      });
      const env = {
        GITLAB_CLIENT_ID: 'gl-id',
        GITLAB_CLIENT_SECRET: 'gl-secret',
        CANOPY_GITLAB_URL: host.url,
        CANOPY_PUBLIC_URL: PUBLIC_URL,
      };
      const server = await startTestServer(backend, {
        env: { ...env, CANOPY_GITLAB_ALLOWED_ORGS: 'platform' },
      });
      const open = await startTestServer(backend, {
        env: { ...env, CANOPY_GITHUB_ALLOWED_ORGS: 'acme' },
      });
      started.push(host, server, open);
      // A subgroup is not its parent: the list names groups by their full path.
      await expectRefused(
        server,
        await signIn(server, '/login/gl'),
        'Your organization is not allowed on this install',
      );
      expect(sessionOf(await signIn(open, '/login/gl'))).toBeTruthy();
      data.orgs.push({ id: 82, path: 'platform', name: 'Platform', admin: false });
      expect(sessionOf(await signIn(server, '/login/gl'))).toBeTruthy();
    });

    it('does not apply on the hosted edition', async () => {
      const { server } = await gitHub({ CANOPY_GITHUB_ALLOWED_ORGS: 'acme', CANOPY_EDITION: 'cloud' });
      expect(sessionOf(await signIn(server, '/login/gh'))).toBeTruthy();
    });
  });

  describe('the seat limit', () => {
    /** Seats taken in the demo data, so that the limit is reached exactly. */
    const seatsUsed = async (server: TestServer) =>
      (await server.graphql<{ config: { seatsUsed: number } }>('{ config { seatsUsed } }')).data!.config
        .seatsUsed;

    it('refuses a new person once every seat is taken, and lets them in when a seat is free', async () => {
      const { server } = await gitHub({});
      const used = await seatsUsed(server);
      expect(used).toBeGreaterThan(0);
      server.settings.access.seatsLimit = used;
      await expectRefused(server, await signIn(server, '/login/gh'), 'No seat is left on this install');
      expect(await ownerCount(server, 'octavia')).toBe(0);

      server.settings.access.seatsLimit = used + 1;
      expect(sessionOf(await signIn(server, '/login/gh'))).toBeTruthy();
    });

    it('lets an activated person sign in at the limit, and an install admin without a seat', async () => {
      const { server } = await gitHub({ CANOPY_ADMINS: 'gh:admiral' }, { ...OCTAVIA });
      // Octavia signs in while seats are free, then takes one.
      expect(sessionOf(await signIn(server, '/login/gh'))).toBeTruthy();
      const { db } = server.database;
      const octavia = await db
        .selectFrom('owners')
        .select('ownerid')
        .where('username', '=', 'octavia')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('owners')
        .set({ planActivatedUsers: [octavia.ownerid] })
        .where('username', '=', 'canopy')
        .execute();
      server.settings.access.seatsLimit = await seatsUsed(server);
      expect(sessionOf(await signIn(server, '/login/gh'))).toBeTruthy();

      // Taken off the seat: refused at the limit.
      await db
        .updateTable('owners')
        .set({ planActivatedUsers: [] })
        .where('username', '=', 'canopy')
        .execute();
      server.settings.access.seatsLimit = await seatsUsed(server);
      await expectRefused(server, await signIn(server, '/login/gh'), 'No seat is left on this install');

      // An install admin frees seats from the admin area, so the limit does not lock them out.
      server.settings.access.admins = [{ service: 'github', username: 'octavia' }];
      expect(sessionOf(await signIn(server, '/login/gh'))).toBeTruthy();
    });

    it('does not apply on the hosted edition', async () => {
      const { server } = await gitHub({ CANOPY_EDITION: 'cloud', CANOPY_SEATS_LIMIT: '0' });
      expect(sessionOf(await signIn(server, '/login/gh'))).toBeTruthy();
    });
  });

  describe("the install's Okta sign-in", () => {
    let okta: OktaStandIn;
    let server: TestServer;
    beforeAll(async () => {
      okta = await startOktaStandIn();
      started.push({ close: () => okta.stop() });
      server = await startTestServer(backend, {
        env: {
          CANOPY_OKTA_ISSUER: okta.url,
          CANOPY_OKTA_CLIENT_ID: 'install-okta',
          CANOPY_OKTA_CLIENT_SECRET: 'install-okta-secret',
          CANOPY_PUBLIC_URL: PUBLIC_URL,
        },
      });
      started.push(server);
    });

    it('refuses an Okta account whose email no account here has, or has unverified', async () => {
      okta.signInAs({ sub: 'okta-stranger', email: 'nobody@example.com', email_verified: true });
      await expectRefused(
        server,
        await signIn(server, '/login/okta'),
        'No Canopy account matches your Okta account',
      );
      okta.signInAs({ sub: 'okta-grace', email: 'grace@example.com', email_verified: false });
      await expectRefused(
        server,
        await signIn(server, '/login/okta'),
        'No Canopy account matches your Okta account',
      );
      const linked = await server.database.db
        .selectFrom('users')
        .select('id')
        .where('oktaSubject', 'is not', null)
        .execute();
      expect(linked).toEqual([]);
    });

    it('finds a first Okta sign-in by the address the git host gave, never by one a person set in Canopy', async () => {
      const mallory: StandInUser = {
        id: 6666,
        username: 'mallory',
        name: 'Mallory',
        email: 'mallory@example.com',
      };
      const { server: both } = await gitHub(
        {
          CANOPY_OKTA_ISSUER: okta.url,
          CANOPY_OKTA_CLIENT_ID: 'install-okta',
          CANOPY_OKTA_CLIENT_SECRET: 'install-okta-secret',
        },
        mallory,
      );
      const attacker = await signIn(both, '/login/gh');
      expect(sessionOf(attacker)).toBeTruthy();
      const claim = async (email: string) => {
        const changed = await both.graphql<{ updateProfile: { error: unknown } }>(
          `mutation { updateProfile(input: { email: ${JSON.stringify(email)} }) { error { __typename } } }`,
          { cookie: cookieHeader(attacker) },
        );
        expect(changed.data?.updateProfile.error).toBeNull();
      };
      const oktaSubjects = async () =>
        (
          await both.database.db
            .selectFrom('users')
            .innerJoin('owners', 'owners.userId', 'users.id')
            .select(['owners.username', 'users.oktaSubject'])
            .where('users.oktaSubject', 'is not', null)
            .execute()
        ).map((row) => [row.username, row.oktaSubject]);

      // Someone with no account here: Mallory's claimed address does not open Mallory's account to them.
      await claim('nora@example.com');
      okta.signInAs({ sub: 'okta-nora', email: 'nora@example.com', email_verified: true });
      await expectRefused(
        both,
        await signIn(both, '/login/okta'),
        'No Canopy account matches your Okta account',
      );
      expect(await oktaSubjects()).toEqual([]);

      // A colleague whose git host gave the address: neither taken over nor locked out by Mallory's copy of it.
      await claim('grace@example.com');
      okta.signInAs({ sub: 'okta-grace', email: 'grace@example.com', email_verified: true });
      const grace = await signIn(both, '/login/okta');
      expect(grace.statusCode).toBe(302);
      const me = await both.graphql(ME, { cookie: cookieHeader(grace) });
      expect(me.data).toEqual({ me: { owner: { username: 'grace' } } });
      expect(await oktaSubjects()).toEqual([['grace', `${okta.url}#okta-grace`]]);
    });

    it('refuses someone without a seat at the limit, as a git host sign-in would', async () => {
      // Margaret is in no organisation and holds no seat.
      okta.signInAs({ sub: 'okta-margaret', email: 'margaret@example.com', email_verified: true });
      const { seatsUsed } = (
        await server.graphql<{ config: { seatsUsed: number } }>('{ config { seatsUsed } }')
      ).data!.config;
      server.settings.access.seatsLimit = seatsUsed;
      try {
        await expectRefused(server, await signIn(server, '/login/okta'), 'No seat is left on this install');
      } finally {
        server.settings.access.seatsLimit = null;
      }
      const allowed = await signIn(server, '/login/okta');
      expect(sessionOf(allowed)).toBeTruthy();
    });

    it('refuses a forged or foreign state without a session', async () => {
      okta.signInAs({ sub: 'okta-ada', email: 'ada@example.com', email_verified: true });
      const start = await server.app.inject({ url: '/login/okta' });
      const callback = await visit(start.headers.location as string);
      const foreign = await server.app.inject({ url: callback });
      expect(foreign.statusCode).toBe(302);
      expect(foreign.headers.location).toBe('/?error=invalid_state&provider=okta');
      expect(sessionOf(foreign)).toBeUndefined();
      const forged = await server.app.inject({
        url: callback.replace(/state=[^&]+/, 'state=forged'),
        headers: { cookie: cookieHeader(start) },
      });
      expect(forged.headers.location).toBe('/?error=invalid_state&provider=okta');
      expect(sessionOf(forged)).toBeUndefined();
    });

    it('is not there on the hosted edition, nor on an install without Okta', async () => {
      const hosted = await startTestServer(backend, {
        env: {
          CANOPY_EDITION: 'cloud',
          CANOPY_OKTA_ISSUER: okta.url,
          CANOPY_OKTA_CLIENT_ID: 'install-okta',
          CANOPY_OKTA_CLIENT_SECRET: 'install-okta-secret',
        },
      });
      const plain = await startTestServer(backend);
      started.push(hosted, plain);
      for (const app of [hosted.app, plain.app]) {
        const answer = await app.inject({ url: '/login/okta?code=x&state=y' });
        expect(answer.statusCode).toBe(404);
        expect(sessionOf(answer)).toBeUndefined();
        expect((await app.inject({ url: '/login/okta' })).statusCode).toBe(404);
      }
    });
  });
});
