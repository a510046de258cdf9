import { createHmac } from 'node:crypto';
import type { StandInRepository } from '../../testing/github-directory-host';
import { signInThroughHost } from '../../testing/host-sign-in';
import { startOAuthHost, type OAuthHostStandIn } from '../../testing/oauth-host';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { refreshDueSyncs } from './index';

const SECRET = 'hook-secret';
const USER = { id: 9100, username: 'lauren', name: 'Lauren Olamina', email: 'lauren@example.com' };
const PARABLE = { id: 600, login: 'parable', type: 'Organization' as const };
const KINDRED = { id: 601, login: 'kindred', type: 'Organization' as const };
const read = { admin: false, push: false, pull: true };

const hostRepo = (id: number, owner: StandInRepository['owner'], name: string, isPrivate: boolean) => ({
  id,
  owner,
  name,
  private: isPrivate,
  permissions: read,
});
/** A repository as GitHub's webhooks describe it. */
const hookRepo = (repo: StandInRepository) => ({
  id: repo.id,
  name: repo.name,
  full_name: `${repo.owner.login}/${repo.name}`,
  private: repo.private,
  owner: { login: repo.owner.login, id: repo.owner.id, type: repo.owner.type },
  default_branch: 'main',
});
const member = { login: USER.username, id: USER.id };
const org = { login: PARABLE.login, id: PARABLE.id };

describeEachBackend('GitHub webhooks and the periodic refresh keep access current', (backend) => {
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
        organizations: [{ id: PARABLE.id, login: PARABLE.login, role: 'member' }],
        repositories: [hostRepo(11, PARABLE, 'sower', true), hostRepo(12, PARABLE, 'open', false)],
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
    const body = JSON.stringify(payload);
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

  const view = async (username: string, as = cookie) => {
    const answer = await server.graphql<{
      owner: { isCurrentUserPartOfOrg: boolean; repositories: { edges: Array<{ node: { name: string } }> } };
    }>(
      `query($u: String!) { owner(username: $u) { isCurrentUserPartOfOrg
        repositories(first: 50) { edges { node { name } } } } }`,
      { variables: { u: username }, ...(as ? { cookie: as } : {}) },
    );
    const owner = answer.data!.owner;
    return {
      member: owner.isCurrentUserPartOfOrg,
      repos: owner.repositories.edges.map((edge) => edge.node.name).sort(),
    };
  };
  const repository = (name: string) => host.directory.repositories.find((repo) => repo.name === name)!;

  it('refuses a delivery with a wrong signature', async () => {
    expect(await deliver('organization', { action: 'member_removed' }, 'wrong')).toBe(401);
  });

  it('accepts and ignores an invitation, which gives no access yet', async () => {
    const invited = { action: 'member_invited', invitation: { login: 'someone' }, organization: org };
    expect(await deliver('organization', invited)).toBe(202);
  });

  it('takes an organisation away when the person is removed from it, and gives it back when added', async () => {
    expect(await view('parable')).toEqual({ member: true, repos: ['open', 'sower'] });
    const kept = { ...host.directory };
    host.directory.organizations = [];
    host.directory.repositories = [];
    const removed = {
      action: 'member_removed',
      membership: { user: member, role: 'member' },
      organization: org,
    };
    expect(await deliver('organization', removed)).toBe(200);
    expect(await view('parable')).toEqual({ member: false, repos: ['open'] });

    host.directory.organizations = kept.organizations;
    host.directory.repositories = kept.repositories;
    const added = { ...removed, action: 'member_added' };
    expect(await deliver('organization', added)).toBe(200);
    expect(await view('parable')).toEqual({ member: true, repos: ['open', 'sower'] });
  });

  it('follows a rename, a privatisation and a deletion', async () => {
    repository('sower').name = 'sower-2';
    expect(
      await deliver('repository', { action: 'renamed', repository: hookRepo(repository('sower-2')) }),
    ).toBe(200);
    expect((await view('parable')).repos).toEqual(['open', 'sower-2']);

    repository('open').private = true;
    expect(
      await deliver('repository', { action: 'privatized', repository: hookRepo(repository('open')) }),
    ).toBe(200);
    expect((await view('parable')).repos).toEqual(['open', 'sower-2']);
    expect((await view('parable', '')).repos).toEqual([]);

    const gone = repository('sower-2');
    host.directory.repositories = host.directory.repositories.filter((repo) => repo !== gone);
    expect(await deliver('repository', { action: 'deleted', repository: hookRepo(gone) })).toBe(200);
    expect((await view('parable')).repos).toEqual(['open']);
  });

  it('shows a new private repository to the members the host lets read it', async () => {
    const made = hostRepo(13, PARABLE, 'talents', true);
    host.directory.repositories.push(made);
    expect(await deliver('repository', { action: 'created', repository: hookRepo(made) })).toBe(200);
    expect((await view('parable')).repos).toEqual(['open', 'talents']);
  });

  it('takes a repository transferred to an organisation the person is not in away from them', async () => {
    const moved = repository('talents');
    host.directory.repositories = host.directory.repositories.filter((repo) => repo !== moved);
    const payload = { action: 'transferred', repository: hookRepo({ ...moved, owner: KINDRED }) };
    expect(await deliver('repository', payload)).toBe(200);
    expect((await view('parable')).repos).toEqual(['open']);
    expect(await view('kindred')).toEqual({ member: false, repos: [] });
  });

  it('a collaborator removed from a repository loses it at once', async () => {
    const { db } = server.database;
    const open = await db
      .selectFrom('repositories')
      .select('repoid')
      .where('name', '=', 'open')
      .executeTakeFirstOrThrow();
    host.directory.rateLimit.remaining = 0; // the sync that follows cannot give it back
    const payload = { action: 'removed', member, repository: hookRepo(repository('open')) };
    expect(await deliver('member', payload)).toBe(200);
    const lauren = await db
      .selectFrom('owners')
      .select('permission')
      .where('username', '=', USER.username)
      .executeTakeFirstOrThrow();
    expect(lauren.permission).not.toContain(open.repoid);
    host.directory.rateLimit.remaining = 5000;
    // As if the limit had reset: syncs ask the host again.
    await db.updateTable('ownerSyncs').set({ rateLimitedUntil: null }).execute();
  });

  it('queues the syncs that are due, and only those', async () => {
    const options = { db: server.database.db, queue: server.app.ingestion.queue, services: ['github'] };
    expect(await refreshDueSyncs({ ...options, maxAgeMs: 3_600_000 })).toBe(0);
    const before = host.requests.length;
    expect(
      await refreshDueSyncs({ ...options, maxAgeMs: 3_600_000, now: () => new Date(Date.now() + 7_200_000) }),
    ).toBe(1);
    await server.app.ingestion.queue.idle();
    expect(host.requests.slice(before).some((request) => request.startsWith('GET /api/v3/user/repos'))).toBe(
      true,
    );
  });
});
