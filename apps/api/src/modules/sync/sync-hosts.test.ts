import type { DirectoryData } from '../../testing/host-directory-stand-in';
import { type SyncedHost, type SyncedHostKind, startSyncedHost } from '../../testing/host-sync-server';
import { describeEachBackend } from '../../testing/test-database';
import type { TestServer } from '../../testing/test-server';

// The GitHub sync has its own, longer test (sync.test.ts); this one proves every other host's client end to end.
const USER = { id: 9001, username: 'octavia', name: 'Octavia Butler', email: 'octavia@example.com' };

const HOSTS: SyncedHostKind[] = [
  { short: 'gl', kind: 'gitlab', prefix: 'GITLAB', env: (host) => ({ CANOPY_GITLAB_URL: host.url }) },
  {
    short: 'gle',
    kind: 'gitlab',
    prefix: 'GITLAB_ENTERPRISE',
    env: (host) => ({ GITLAB_ENTERPRISE_URL: host.url }),
  },
  {
    short: 'bb',
    kind: 'bitbucket',
    prefix: 'BITBUCKET',
    env: (host) => ({ CANOPY_BITBUCKET_URL: host.url, CANOPY_BITBUCKET_API_URL: host.apiUrl }),
  },
  {
    short: 'bbs',
    kind: 'bitbucket_server',
    prefix: 'BITBUCKET_SERVER',
    env: (host) => ({ BITBUCKET_SERVER_URL: host.url }),
  },
];

const OWNER = `query Owner($username: String!) {
  owner(username: $username) { isAdmin repositories(first: 50) { edges { node { name } } } }
}`;
const REPOSITORY = `query Repo($owner: String!, $name: String!) {
  owner(username: $owner) { repository(name: $name) { __typename } }
}`;

describeEachBackend('organisation and repository sync with every other host', (backend) => {
  describe.each(HOSTS)('$short', (hostKind) => {
    const { short } = hostKind;
    const data: DirectoryData = {
      user: { id: USER.id, username: USER.username, name: USER.name },
      orgs: [{ id: 500, path: 'parable', name: 'Parable', admin: true }],
      repos: [
        { id: 1, name: 'sower', owner: 'parable', private: true, permission: 'read' },
        { id: 2, name: 'talents', owner: 'parable', private: true, permission: 'write' },
        { id: 3, name: 'public-web', owner: 'parable', private: false, permission: 'read' },
        { id: 4, name: 'notes', owner: USER.username, private: true, permission: 'admin' },
      ],
      pageSize: 1,
    };
    let synced: SyncedHost;
    let server: TestServer;
    let cookie: string;

    beforeAll(async () => {
      synced = await startSyncedHost(backend, hostKind, { user: USER, data, seatIn: 'parable' });
      ({ server, cookie } = synced);
    });
    afterAll(() => synced?.close());

    const names = async (username: string) => {
      const answer = await server.graphql<{
        owner: { isAdmin: boolean | null; repositories: { edges: Array<{ node: { name: string } }> } };
      }>(OWNER, { variables: { username }, cookie, provider: short });
      const owner = answer.data!.owner;
      return { isAdmin: owner.isAdmin, names: owner.repositories.edges.map((e) => e.node.name).sort() };
    };
    const repository = async (owner: string, name: string) =>
      (
        await server.graphql<{ owner: { repository: { __typename: string } } }>(REPOSITORY, {
          variables: { owner, name },
          cookie,
          provider: short,
        })
      ).data!.owner.repository.__typename;

    it('signs in and shows exactly what the host lets the person read, with the host admin as admin', async () => {
      expect(await names('parable')).toEqual({ isAdmin: true, names: ['public-web', 'sower', 'talents'] });
      expect((await names(USER.username)).names).toEqual(['notes']);
      expect(await repository('parable', 'talents')).toBe('Repository');
    });

    it('takes a repository away once the host does, on the next sync', async () => {
      data.repos = data.repos.filter((repo) => repo.name !== 'talents');
      data.orgs = [{ ...data.orgs[0]!, admin: false }];
      const answer = await server.graphql<{ syncWithGitProvider: { error: unknown } }>(
        'mutation { syncWithGitProvider { error { __typename } } }',
        { cookie, provider: short },
      );
      expect(answer.data!.syncWithGitProvider.error).toBeNull();
      await server.app.ingestion.queue.idle();
      expect(await names('parable')).toEqual({ isAdmin: false, names: ['public-web', 'sower'] });
      expect(await repository('parable', 'talents')).toBe('NotFoundError');
    });
  });
});
