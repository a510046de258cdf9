import { createHmac } from 'node:crypto';
import type { DirectoryData } from '../../testing/host-directory-stand-in';
import { type SyncedHost, type SyncedHostKind, startSyncedHost } from '../../testing/host-sync-server';
import { describeEachBackend } from '../../testing/test-database';
import type { TestServer } from '../../testing/test-server';
import { hookFor, type Hook, type HookRepo } from '../../testing/host-hooks';

// GitHub's deliveries have their own test (sync-events.test.ts); these are GitLab's and Bitbucket's.
const SECRET = 'hook-secret';
const USER = { id: 9001, username: 'octavia', name: 'Octavia Butler', email: 'octavia@example.com' };

const HOSTS: SyncedHostKind[] = [
  {
    short: 'gl',
    kind: 'gitlab',
    prefix: 'GITLAB',
    env: (host) => ({ CANOPY_GITLAB_URL: host.url, CANOPY_GITLAB_WEBHOOK_SECRET: SECRET }),
  },
  {
    short: 'bb',
    kind: 'bitbucket',
    prefix: 'BITBUCKET',
    env: (host) => ({
      CANOPY_BITBUCKET_URL: host.url,
      CANOPY_BITBUCKET_API_URL: host.apiUrl,
      CANOPY_BITBUCKET_WEBHOOK_SECRET: SECRET,
    }),
  },
  {
    short: 'bbs',
    kind: 'bitbucket_server',
    prefix: 'BITBUCKET_SERVER',
    env: (host) => ({ BITBUCKET_SERVER_URL: host.url, CANOPY_BITBUCKET_SERVER_WEBHOOK_SECRET: SECRET }),
  },
];

const OWNER = `query Owner($username: String!) {
  owner(username: $username) { isCurrentUserPartOfOrg repositories(first: 50) { edges { node { name } } } }
}`;

describeEachBackend('GitLab and Bitbucket webhooks keep access current', (backend) => {
  describe.each(HOSTS)('$short', (hostKind) => {
    const { short } = hostKind;
    const data: DirectoryData = {
      user: { id: USER.id, username: USER.username, name: USER.name },
      orgs: [{ id: 500, path: 'parable', name: 'Parable', admin: false }],
      repos: [
        { id: 1, name: 'sower', owner: 'parable', private: true, permission: 'read' },
        { id: 2, name: 'talents', owner: 'parable', private: true, permission: 'read' },
        { id: 3, name: 'open', owner: 'parable', private: false, permission: 'read' },
      ],
      pageSize: 50,
    };
    let synced: SyncedHost;
    let server: TestServer;
    let cookie: string;
    let hook: Hook;

    beforeAll(async () => {
      synced = await startSyncedHost(backend, hostKind, { user: USER, data, seatIn: 'parable' });
      ({ server, cookie } = synced);
      hook = hookFor(short);
    });
    afterAll(() => synced?.close());

    async function deliver(
      delivery: { headers: Record<string, string>; body: unknown } | null,
      secret = SECRET,
    ) {
      if (!delivery) throw new Error('no such delivery');
      const body = JSON.stringify(delivery.body);
      const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
      const response = await server.app.inject({
        method: 'POST',
        url: hook.path,
        headers: {
          'content-type': 'application/json',
          ...delivery.headers,
          ...(hook.path === '/webhooks/gitlab'
            ? { 'x-gitlab-token': secret }
            : { 'x-hub-signature': signature }),
        },
        payload: body,
      });
      await server.app.ingestion.queue.idle();
      return response.statusCode;
    }

    const view = async (as: string | null = cookie, username = 'parable') => {
      const answer = await server.graphql<{
        owner: {
          isCurrentUserPartOfOrg: boolean;
          repositories: { edges: Array<{ node: { name: string } }> };
        };
      }>(OWNER, { variables: { username }, provider: short, ...(as ? { cookie: as } : {}) });
      const owner = answer.data!.owner;
      if (!owner) return { member: false, repos: [] };
      return {
        member: owner.isCurrentUserPartOfOrg,
        repos: owner.repositories.edges.map((e) => e.node.name).sort(),
      };
    };
    const repo = (name: string): HookRepo => {
      const found = data.repos.find((candidate) => candidate.name === name)!;
      return { id: found.id, name: found.name, owner: found.owner, private: found.private };
    };

    it('refuses a delivery with a wrong signature', async () => {
      expect(await deliver(hook.renamed(repo('open'), { ...repo('open'), name: 'x' }), 'wrong')).toBe(401);
      expect((await view()).repos).toEqual(['open', 'sower', 'talents']);
    });

    it('follows a rename', async () => {
      const before = repo('sower');
      data.repos.find((candidate) => candidate.id === 1)!.name = 'sower-2';
      expect(await deliver(hook.renamed(before, repo('sower-2')))).toBe(200);
      expect((await view()).repos).toEqual(['open', 'sower-2', 'talents']);
    });

    it('hides a repository made private from visitors at once', async () => {
      const before = repo('open');
      data.repos.find((candidate) => candidate.id === 3)!.private = true;
      expect(await deliver(hook.privatized(before, repo('open')))).toBe(200);
      expect((await view(null)).repos).toEqual([]);
      // The member's sync gives it back to them, since the host lets them read it.
      expect((await view()).repos).toEqual(['open', 'sower-2', 'talents']);
    });

    it('takes a deleted repository away', async () => {
      if (!hook.deleted) return;
      const gone = repo('talents');
      data.repos = data.repos.filter((candidate) => candidate.id !== 2);
      expect(await deliver(hook.deleted(gone))).toBe(200);
      expect((await view()).repos).toEqual(['open', 'sower-2']);
    });

    it('takes a repository moved to a space the person cannot read away at once', async () => {
      data.repos = data.repos.filter((candidate) => candidate.id !== 2);
      const before = repo('sower-2');
      data.repos = data.repos.filter((candidate) => candidate.id !== 1);
      expect(await deliver(hook.transferred(before, { ...before, owner: 'kindred' }))).toBe(200);
      expect((await view()).repos).toEqual(['open']);
      expect((await view(cookie, 'kindred')).repos).toEqual([]);
    });

    it('removes a person from a group at once and gives it back when they are added again', async () => {
      if (!hook.memberRemoved) return; // Bitbucket sends no workspace membership events.
      const kept = { orgs: data.orgs, repos: data.repos };
      data.orgs = [];
      data.repos = [];
      expect(await deliver(hook.memberRemoved(USER))).toBe(200);
      expect(await view()).toEqual({ member: false, repos: [] });
      Object.assign(data, kept);
      expect(await deliver(hook.memberAdded!(USER))).toBe(200);
      expect(await view()).toEqual({ member: true, repos: ['open'] });
    });

    it('takes a project away from a member removed from it', async () => {
      if (!hook.collaboratorRemoved) return;
      const open = repo('open');
      data.repos = [];
      expect(await deliver(hook.collaboratorRemoved(USER, open))).toBe(200);
      expect((await view()).repos).toEqual([]);
    });
  });
});
