import type { StandInRepository } from '../../testing/github-directory-host';
import { startOAuthHost, type OAuthHostStandIn } from '../../testing/oauth-host';
import { describeEachBackend } from '../../testing/test-database';
import { signInThroughHost } from '../../testing/host-sign-in';
import { startTestServer, type TestServer } from '../../testing/test-server';

const PUBLIC_URL = 'http://canopy.test';
const USER = { id: 9001, username: 'octavia', name: 'Octavia Butler', email: 'octavia@example.com' };
const PARABLE = { id: 500, login: 'parable', type: 'Organization' as const };
const KINDRED = { id: 501, login: 'kindred', type: 'Organization' as const };

const read = { admin: false, push: false, pull: true };
const repo = (id: number, owner: StandInRepository['owner'], name: string, isPrivate: boolean) => ({
  id,
  owner,
  name,
  private: isPrivate,
  permissions: read,
});

const OWNER = `query Owner($username: String!) {
  owner(username: $username) {
    isAdmin isCurrentUserPartOfOrg isGithubRateLimited
    repositories(first: 50) { edges { node { name private } } }
  }
}`;
const REPOSITORY = `query Repo($owner: String!, $name: String!) {
  owner(username: $owner) { repository(name: $name) { __typename ... on Repository { name isGithubRateLimited } } }
}`;
const SYNC = 'mutation { syncWithGitProvider { error { __typename } me { isSyncingWithGitProvider } } }';

interface OwnerAnswer {
  owner: {
    isAdmin: boolean;
    isCurrentUserPartOfOrg: boolean;
    isGithubRateLimited: boolean;
    repositories: { edges: Array<{ node: { name: string; private: boolean } }> };
  } | null;
}

describeEachBackend('organisation and repository sync with GitHub', (backend) => {
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
        pageSize: 2,
        organizations: [
          { id: PARABLE.id, login: PARABLE.login, role: 'admin' },
          { id: KINDRED.id, login: KINDRED.login, role: 'member' },
        ],
        repositories: [
          repo(1, PARABLE, 'sower', true),
          repo(2, PARABLE, 'talents', true),
          repo(3, PARABLE, 'public-web', false),
          repo(4, KINDRED, 'dawn', true),
          repo(5, { id: USER.id, login: USER.username, type: 'User' }, 'notes', true),
        ],
      },
    });
    server = await startTestServer(backend, {
      env: {
        GITHUB_CLIENT_ID: 'gh-client',
        GITHUB_CLIENT_SECRET: 'gh-secret',
        CANOPY_GITHUB_URL: host.url,
        CANOPY_GITHUB_API_URL: host.apiUrl,
        CANOPY_PUBLIC_URL: PUBLIC_URL,
        CANOPY_EDITION: 'cloud',
      },
    });
    // A global-token upload named kindred/dawn before anyone signed in.
    const { db } = server.database;
    const kindred = await db
      .insertInto('owners')
      .values({ service: 'github', serviceId: 'upload:kindred', username: 'kindred', isOrg: true })
      .returning('ownerid')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('repositories')
      .values({ ownerid: kindred.ownerid, serviceId: 'upload:kindred/dawn', name: 'dawn', private: true })
      .execute();

    cookie = await signInThroughHost(server, 'gh', { privateRepositories: true });
    await server.app.ingestion.queue.idle();
    // Seats are not this test's subject: octavia holds one in both organisations.
    await db
      .updateTable('owners')
      .set({
        planActivatedUsers: await db
          .selectFrom('owners')
          .select('ownerid')
          .where('username', '=', USER.username)
          .executeTakeFirstOrThrow()
          .then((o) => [o.ownerid]),
      })
      .where('username', 'in', ['parable', 'kindred'])
      .execute();
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  const ownerView = async (username: string, as: string = cookie) =>
    (await server.graphql<OwnerAnswer>(OWNER, { variables: { username }, ...(as ? { cookie: as } : {}) }))
      .data!.owner;
  const names = (owner: OwnerAnswer['owner']) =>
    owner!.repositories.edges.map((edge) => edge.node.name).sort();
  const repository = async (owner: string, name: string) =>
    (
      await server.graphql<{ owner: { repository: { __typename: string; isGithubRateLimited?: boolean } } }>(
        REPOSITORY,
        { variables: { owner, name }, cookie },
      )
    ).data!.owner.repository;
  const sync = async () => {
    const answer = await server.graphql<{
      syncWithGitProvider: { error: unknown; me: { isSyncingWithGitProvider: boolean } };
    }>(SYNC, { cookie });
    // The in-process queue may already have finished the sync by the time `me` is read, so either answer is right.
    expect(answer.data!.syncWithGitProvider).toEqual({
      error: null,
      me: { isSyncingWithGitProvider: expect.any(Boolean) },
    });
    await server.app.ingestion.queue.idle();
  };

  it('after sign-in, shows the private repositories the host lets the person read, and the public ones', async () => {
    const me = await server.graphql<{ me: { isSyncingWithGitProvider: boolean } }>(
      '{ me { isSyncingWithGitProvider } }',
      { cookie },
    );
    expect(me.data!.me.isSyncingWithGitProvider).toBe(false);
    expect(names(await ownerView('parable'))).toEqual(['public-web', 'sower', 'talents']);
    expect(names(await ownerView('octavia'))).toEqual(['notes']);
    expect(await repository('parable', 'sower')).toEqual({
      __typename: 'Repository',
      name: 'sower',
      isGithubRateLimited: false,
    });
  });

  it('hides a private repository the host does not list for the person', async () => {
    const { db } = server.database;
    const parable = await db
      .selectFrom('owners')
      .select('ownerid')
      .where('username', '=', 'parable')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('repositories')
      .values({ ownerid: parable.ownerid, serviceId: '77', name: 'secret', private: true })
      .execute();
    expect(names(await ownerView('parable'))).not.toContain('secret');
    expect((await repository('parable', 'secret')).__typename).toBe('NotFoundError');
    // A visitor sees the public repository only.
    expect(names(await ownerView('parable', ''))).toEqual(['public-web']);
  });

  it('makes a host admin an admin in Canopy, and a member not', async () => {
    expect(await ownerView('parable')).toMatchObject({ isAdmin: true, isCurrentUserPartOfOrg: true });
    expect(await ownerView('kindred')).toMatchObject({ isAdmin: false, isCurrentUserPartOfOrg: true });
  });

  it('adopts what a global-token upload created, keeping its id', async () => {
    const { db } = server.database;
    const dawn = await db
      .selectFrom('repositories')
      .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
      .select(['owners.serviceId as ownerServiceId', 'repositories.serviceId', 'owners.username'])
      .where('repositories.name', '=', 'dawn')
      .execute();
    expect(dawn).toEqual([{ ownerServiceId: '501', serviceId: '4', username: 'kindred' }]);
    expect(names(await ownerView('kindred'))).toEqual(['dawn']);
  });

  it('takes access away once the host does, on a new sync', async () => {
    host.directory.repositories = host.directory.repositories.filter((r) => r.name !== 'talents');
    host.directory.organizations = host.directory.organizations.filter((o) => o.login !== 'kindred');
    host.directory.repositories = host.directory.repositories.filter((r) => r.owner.login !== 'kindred');
    await sync();
    expect(names(await ownerView('parable'))).toEqual(['public-web', 'sower']);
    expect((await repository('parable', 'talents')).__typename).toBe('NotFoundError');
    expect(await ownerView('kindred')).toMatchObject({ isAdmin: null, isCurrentUserPartOfOrg: false });
    expect(names(await ownerView('kindred'))).toEqual([]);
  });

  it('removes admin rights the host took back', async () => {
    host.directory.organizations = [{ id: PARABLE.id, login: PARABLE.login, role: 'member' }];
    await sync();
    expect(await ownerView('parable')).toMatchObject({ isAdmin: false, isCurrentUserPartOfOrg: true });
  });

  it('keeps access and reports the rate limit while the host refuses', async () => {
    host.directory.rateLimit = { limit: 5000, remaining: 0, reset: Math.floor(Date.now() / 1000) + 600 };
    host.directory.repositories = [];
    await sync();
    expect(await ownerView('parable')).toMatchObject({ isGithubRateLimited: true });
    expect(names(await ownerView('parable'))).toEqual(['public-web', 'sower']);
    expect((await repository('parable', 'sower')).isGithubRateLimited).toBe(true);
    // Until the limit resets, a sync does not even ask.
    const asked = host.requests.length;
    await sync();
    expect(host.requests.length).toBe(asked);
  });

  it('answers the rate-limit queries of the front end', async () => {
    const ownerStatus = await server.graphql(
      'query GetOwnerRateLimitStatus { me { owner { isGithubRateLimited } } }',
      {
        cookie,
      },
    );
    expect(ownerStatus.data).toEqual({ me: { owner: { isGithubRateLimited: true } } });
    const repoStatus = await server.graphql(
      `query GetRepoRateLimitStatus($owner: String!, $repo: String!) { owner(username: $owner) {
        repository(name: $repo) { __typename ... on Repository { isGithubRateLimited }
          ... on NotFoundError { message } ... on OwnerNotActivatedError { message } } } }`,
      { variables: { owner: 'parable', repo: 'sower' }, cookie },
    );
    expect(repoStatus.data).toEqual({
      owner: { repository: { __typename: 'Repository', isGithubRateLimited: true } },
    });
  });

  it('stops, without retrying, when the host refuses the token, and keeps access as it was', async () => {
    host.directory.rateLimit = { limit: 5000, remaining: 5000, reset: Math.floor(Date.now() / 1000) + 3600 };
    host.revokeAccessTokens();
    const { db } = server.database;
    // As if the host's limit had reset since.
    await db.updateTable('ownerSyncs').set({ rateLimitedUntil: null }).execute();
    const before = host.requests.length;
    await sync();
    // One refused request and no retry.
    expect(host.requests.slice(before).filter((line) => /\/user\/memberships\/orgs/.test(line))).toHaveLength(
      1,
    );
    expect(host.requests.at(-1)).toMatch(/^GET \/api\/v3\/user\/memberships\/orgs/);
    const failed = await db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'sync-owner')
      .where('state', '=', 'failed')
      .execute();
    expect(failed).toEqual([]);
    expect(names(await ownerView('parable'))).toEqual(['public-web', 'sower']);
  });

  it('refuses a guest', async () => {
    const answer = await server.graphql<{ syncWithGitProvider: { error: { __typename: string } } }>(SYNC);
    expect(answer.data!.syncWithGitProvider.error).toEqual({ __typename: 'UnauthenticatedError' });
  });
});
