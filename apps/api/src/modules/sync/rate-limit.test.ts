/**
 * The git host's rate limit as the front end reads it (GetOwnerRateLimitStatus, GetRepoRateLimitStatus): a sync
 * the host refuses (403 with `x-ratelimit-remaining: 0`, or a 429 secondary limit with `retry-after`) sets the
 * flag on the person and their organisations; a later successful sync clears it; and the repository status is
 * NotFoundError / OwnerNotActivatedError (the front end's null) when the repository is missing or the viewer
 * holds no seat.
 */
import { startOAuthHost, type OAuthHostStandIn } from '../../testing/oauth-host';
import { signInThroughHost } from '../../testing/host-sign-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const OCTAVIA = { id: 9001, username: 'octavia', name: 'Octavia Butler', email: 'octavia@example.com' };
const LAUREN = { id: 9002, username: 'lauren', name: 'Lauren Olamina', email: 'lauren@example.com' };
const PARABLE = { id: 500, login: 'parable', type: 'Organization' as const };
const read = { admin: false, push: false, pull: true };

// The front end's documents, as repo-data-access sends them.
const OWNER_STATUS =
  'query GetOwnerRateLimitStatus { me { owner { ownerid username isGithubRateLimited } } }';
const REPO_STATUS = `query GetRepoRateLimitStatus($owner: String!, $repo: String!) {
  owner(username: $owner) {
    ownerid
    username
    repository(name: $repo) {
      __typename
      ... on Repository { repoid isGithubRateLimited }
      ... on NotFoundError { message }
      ... on OwnerNotActivatedError { message }
    }
  }
}`;
const SYNC = 'mutation { syncWithGitProvider { error { __typename } me { isSyncingWithGitProvider } } }';

interface RepoStatus {
  owner: {
    repository: { __typename: string; isGithubRateLimited?: boolean | null; message?: string | null };
  } | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const healthy = () => ({ limit: 5000, remaining: 5000, reset: nowSeconds() + 3600 });

describeEachBackend('the git host rate limit seen by the front end', (backend) => {
  let host: OAuthHostStandIn;
  let server: TestServer;
  /** The person the stand-in signs in next (changed in place to sign someone else in). */
  const user = { ...OCTAVIA };
  let octavia: string;

  beforeAll(async () => {
    host = await startOAuthHost({
      kind: 'github',
      clientId: 'gh-client',
      clientSecret: 'gh-secret',
      user,
      directory: {
        organizations: [{ id: PARABLE.id, login: PARABLE.login, role: 'member' }],
        repositories: [
          { id: 1, owner: PARABLE, name: 'sower', private: true, permissions: read },
          { id: 2, owner: PARABLE, name: 'public-web', private: false, permissions: read },
        ],
      },
    });
    server = await startTestServer(backend, {
      env: {
        GITHUB_CLIENT_ID: 'gh-client',
        GITHUB_CLIENT_SECRET: 'gh-secret',
        CANOPY_GITHUB_URL: host.url,
        CANOPY_GITHUB_API_URL: host.apiUrl,
        CANOPY_PUBLIC_URL: 'http://canopy.test',
        CANOPY_EDITION: 'cloud',
      },
    });
    octavia = await signInThroughHost(server, 'gh', { privateRepositories: true });
    await server.app.ingestion.queue.idle();
    // Nobody holds a seat in parable, and viewing does not hand one out.
    await server.database.db
      .updateTable('owners')
      .set({ planAutoActivate: false })
      .where('username', '=', PARABLE.login)
      .execute();
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  const ownerStatus = async (cookie?: string) => {
    const answer = await server.graphql<{ me: { owner: { isGithubRateLimited: boolean | null } } | null }>(
      OWNER_STATUS,
      cookie ? { cookie } : {},
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.me;
  };
  const repoStatus = async (owner: string, repo: string, cookie?: string) => {
    const answer = await server.graphql<RepoStatus>(REPO_STATUS, {
      variables: { owner, repo },
      ...(cookie ? { cookie } : {}),
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.owner;
  };
  const sync = async (cookie: string) => {
    const answer = await server.graphql<{ syncWithGitProvider: { error: unknown } }>(SYNC, { cookie });
    expect(answer.data!.syncWithGitProvider.error).toBeNull();
    await server.app.ingestion.queue.idle();
  };
  const ownerFlag = async (username: string) => {
    const answer = await server.graphql<{ owner: { isGithubRateLimited: boolean | null } | null }>(
      'query($username: String!) { owner(username: $username) { isGithubRateLimited } }',
      { variables: { username }, cookie: octavia },
    );
    return answer.data!.owner?.isGithubRateLimited;
  };
  const giveSeat = async (username: string) => {
    const { db } = server.database;
    const person = await db
      .selectFrom('owners')
      .select('ownerid')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const org = await db
      .selectFrom('owners')
      .select('planActivatedUsers')
      .where('username', '=', PARABLE.login)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('owners')
      .set({ planActivatedUsers: [...(org.planActivatedUsers ?? []), person.ownerid] })
      .where('username', '=', PARABLE.login)
      .execute();
  };
  const rateLimitedUntil = async (username: string) => {
    const { db } = server.database;
    const row = await db
      .selectFrom('ownerSyncs')
      .innerJoin('owners', 'owners.ownerid', 'ownerSyncs.ownerid')
      .select('ownerSyncs.rateLimitedUntil')
      .where('owners.username', '=', username)
      .executeTakeFirst();
    return row?.rateLimitedUntil ?? null;
  };

  it('answers not rate-limited after a sync the host answered', async () => {
    expect(await ownerStatus(octavia)).toEqual({
      owner: { ownerid: expect.any(Number), username: 'octavia', isGithubRateLimited: false },
    });
    expect((await repoStatus('parable', 'public-web', octavia))!.repository).toEqual({
      __typename: 'Repository',
      repoid: expect.any(Number),
      isGithubRateLimited: false,
    });
  });

  it('answers the errors the front end turns into null: missing repository, missing owner, no seat', async () => {
    expect((await repoStatus('parable', 'no-such-repo', octavia))!.repository.__typename).toBe(
      'NotFoundError',
    );
    expect(await repoStatus('nobody-at-all', 'sower', octavia)).toBeNull();
    // A member without a seat in the organisation: the private repository's status is not theirs to read.
    expect((await repoStatus('parable', 'sower', octavia))!.repository.__typename).toBe(
      'OwnerNotActivatedError',
    );
    // A guest: no person to be rate-limited, and the private repository does not exist for them.
    expect(await ownerStatus()).toBeNull();
    expect((await repoStatus('parable', 'sower'))!.repository.__typename).toBe('NotFoundError');
    expect((await repoStatus('parable', 'public-web'))!.repository).toMatchObject({
      __typename: 'Repository',
      isGithubRateLimited: false,
    });
    await giveSeat('octavia');
    expect((await repoStatus('parable', 'sower', octavia))!.repository).toMatchObject({
      __typename: 'Repository',
      isGithubRateLimited: false,
    });
  });

  it('a sync GitHub refuses with 403 and no calls left flags the person and their organisation', async () => {
    host.directory.rateLimit = { limit: 5000, remaining: 0, reset: nowSeconds() + 600 };
    await sync(octavia);
    expect(host.requests.filter((r) => r.startsWith('GET /api/v3/user/')).length).toBeGreaterThan(0);
    expect((await ownerStatus(octavia))!.owner.isGithubRateLimited).toBe(true);
    expect((await repoStatus('parable', 'sower', octavia))!.repository.isGithubRateLimited).toBe(true);
    expect(await ownerFlag('parable')).toBe(true);
    // Visitors see the organisation's public repository flagged too: the flag is the owner's, not the viewer's.
    expect((await repoStatus('parable', 'public-web'))!.repository.isGithubRateLimited).toBe(true);
  });

  it('a later successful sync of another member clears the organisation, not the person GitHub still refuses', async () => {
    // GitHub's limits are per token: the next member's calls are answered.
    host.directory.rateLimit = healthy();
    Object.assign(user, LAUREN);
    let lauren: string;
    try {
      lauren = await signInThroughHost(server, 'gh', { privateRepositories: true });
      await server.app.ingestion.queue.idle();
    } finally {
      Object.assign(user, OCTAVIA);
    }
    await giveSeat('lauren');
    expect((await ownerStatus(lauren))!.owner.isGithubRateLimited).toBe(false);
    expect(await ownerFlag('parable')).toBe(false);
    expect(await rateLimitedUntil('parable')).toBeNull();
    expect((await repoStatus('parable', 'sower', lauren))!.repository.isGithubRateLimited).toBe(false);
    // Octavia's own calls stay refused until the reset GitHub announced.
    expect((await ownerStatus(octavia))!.owner.isGithubRateLimited).toBe(true);
  });

  it('a secondary limit (429 with retry-after) flags the person until it passes, and the next sync clears it', async () => {
    const { db } = server.database;
    // As if GitHub's primary reset had come for octavia.
    await db.updateTable('ownerSyncs').set({ rateLimitedUntil: null }).execute();
    host.directory.secondaryRateLimit = { retryAfter: 1 };
    await sync(octavia);
    expect((await ownerStatus(octavia))!.owner.isGithubRateLimited).toBe(true);
    expect(await ownerFlag('parable')).toBe(true);
    const until = await rateLimitedUntil('octavia');
    expect(until).not.toBeNull();
    expect(new Date(until!).getTime() - Date.now()).toBeLessThanOrEqual(1000);

    // Until it passes, a sync does not even ask.
    const asked = host.requests.length;
    await sync(octavia);
    expect(host.requests.length).toBe(asked);

    host.directory.secondaryRateLimit = null;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, new Date(until!).getTime() - Date.now()) + 50),
    );
    await sync(octavia);
    expect(host.requests.length).toBeGreaterThan(asked);
    expect(await rateLimitedUntil('octavia')).toBeNull();
    expect(await rateLimitedUntil('parable')).toBeNull();
    expect((await ownerStatus(octavia))!.owner.isGithubRateLimited).toBe(false);
    expect((await repoStatus('parable', 'sower', octavia))!.repository.isGithubRateLimited).toBe(false);
  });
});
