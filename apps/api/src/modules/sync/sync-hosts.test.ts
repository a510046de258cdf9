import {
  directoryAnswers,
  type DirectoryData,
  type DirectoryKind,
} from '../../testing/host-directory-stand-in';
import { signInThroughHost } from '../../testing/host-sign-in';
import { startOAuthHost, type OAuthHostStandIn } from '../../testing/oauth-host';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

// The GitHub sync has its own, longer test (sync.test.ts); this one proves every other host's client end to end.
const PUBLIC_URL = 'http://canopy.test';
const USER = { id: 9001, username: 'octavia', name: 'Octavia Butler', email: 'octavia@example.com' };

interface Host {
  short: string;
  kind: DirectoryKind;
  env: (host: OAuthHostStandIn) => Record<string, string>;
}

const HOSTS: Host[] = [
  { short: 'gl', kind: 'gitlab', env: (host) => ({ CANOPY_GITLAB_URL: host.url }) },
  { short: 'gle', kind: 'gitlab', env: (host) => ({ GITLAB_ENTERPRISE_URL: host.url }) },
  {
    short: 'bb',
    kind: 'bitbucket',
    env: (host) => ({ CANOPY_BITBUCKET_URL: host.url, CANOPY_BITBUCKET_API_URL: host.apiUrl }),
  },
  { short: 'bbs', kind: 'bitbucket_server', env: (host) => ({ BITBUCKET_SERVER_URL: host.url }) },
];

const CLIENT_PREFIX: Record<string, string> = {
  gl: 'GITLAB',
  gle: 'GITLAB_ENTERPRISE',
  bb: 'BITBUCKET',
  bbs: 'BITBUCKET_SERVER',
};

const OWNER = `query Owner($username: String!) {
  owner(username: $username) { isAdmin repositories(first: 50) { edges { node { name } } } }
}`;
const REPOSITORY = `query Repo($owner: String!, $name: String!) {
  owner(username: $owner) { repository(name: $name) { __typename } }
}`;

describeEachBackend('organisation and repository sync with every other host', (backend) => {
  describe.each(HOSTS)('$short', ({ short, kind, env }) => {
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
    let host: OAuthHostStandIn;
    let server: TestServer;
    let cookie: string;

    beforeAll(async () => {
      const prefix = CLIENT_PREFIX[short]!;
      host = await startOAuthHost({
        kind,
        clientId: `${short}-client`,
        clientSecret: `${short}-secret`,
        user: USER,
        callbackUrl: `${PUBLIC_URL}/login/${short}`,
        extraApi: directoryAnswers(kind, data),
      });
      server = await startTestServer(backend, {
        env: {
          ...env(host),
          [`${prefix}_CLIENT_ID`]: `${short}-client`,
          [`${prefix}_CLIENT_SECRET`]: `${short}-secret`,
          CANOPY_PUBLIC_URL: PUBLIC_URL,
          CANOPY_EDITION: 'cloud',
        },
      });
      cookie = await signInThroughHost(server, short);
      await server.app.ingestion.queue.idle();
      // Seats are not this test's subject: the person holds one in the organisation.
      const { db } = server.database;
      const person = await db
        .selectFrom('owners')
        .select('ownerid')
        .where('username', '=', USER.username)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('owners')
        .set({ planActivatedUsers: [person.ownerid] })
        .where('username', '=', 'parable')
        .execute();
    });
    afterAll(async () => {
      await server?.close();
      await host?.close();
    });

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
