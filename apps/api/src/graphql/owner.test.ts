import { sql } from 'kysely';
import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { lcov, uploadCoverage } from '../testing/upload-coverage';

const OWNER = `query OwnerPageData($username: String!) {
  owner(username: $username) {
    username avatarUrl ownerid hashOwnerid isCurrentUserPartOfOrg isCurrentUserActivated isAdmin defaultOrgUsername
    hasPrivateRepos hasActiveRepos hasPublicRepos numberOfUploads orgUploadToken uploadTokenRequired
    isUserOktaAuthenticated isGithubRateLimited activatedUserCount
    plan { value tierName marketingName isProPlan isFreePlan hasSeatsLeft planUserCount trialStatus benefits }
    pretrialPlan { value isFreePlan monthlyUploadLimit }
  }
}`;

const REPOSITORY = `query GetRepo($owner: String!, $repo: String!) {
  owner(username: $owner) {
    isCurrentUserPartOfOrg
    isCurrentUserActivated
    repository(name: $repo) {
      __typename
      ... on Repository {
        repoid name displayName isDemo private active activated defaultBranch uploadToken graphToken yaml
        isFirstPullRequest coverageEnabled bundleAnalysisEnabled testAnalyticsEnabled languages primaryLanguage
        latestCommitAt oldestCommitAt updatedAt isGithubRateLimited
        author { username }
        repositoryConfig { indicationRange { lowerRange upperRange } }
        coverageAnalytics { percentCovered commitSha hits misses lines }
      }
      ... on ResolverError { message }
    }
  }
}`;

type OwnerData = { owner: Record<string, unknown> | null };
type RepoData = { owner: { isCurrentUserPartOfOrg: boolean; repository: Record<string, unknown> } };

const GLOBAL_TOKEN = 'owner-test-global-token';

describeEachBackend('owner(username)', (backend) => {
  let server: TestServer;
  let ada: string;
  let margaret: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL_TOKEN } });
    ada = await server.signIn('ada');
    margaret = await server.signIn('margaret');
  });
  afterAll(() => server?.close());

  it('shows a member everything about the organisation', async () => {
    const result = await server.graphql<OwnerData>(OWNER, { variables: { username: 'canopy' }, cookie: ada });
    expect(result.errors).toBeUndefined();
    expect(result.data?.owner).toMatchObject({
      username: 'canopy',
      isCurrentUserPartOfOrg: true,
      isCurrentUserActivated: true,
      isAdmin: true,
      hasPrivateRepos: true,
      hasActiveRepos: true,
      hasPublicRepos: true,
      numberOfUploads: 0,
      uploadTokenRequired: false,
      isUserOktaAuthenticated: false,
      isGithubRateLimited: false,
      activatedUserCount: 3,
      plan: {
        value: 'users-pr-inappy',
        tierName: 'pro',
        isProPlan: true,
        isFreePlan: false,
        hasSeatsLeft: true,
        planUserCount: 10,
        trialStatus: 'CANNOT_TRIAL',
      },
      pretrialPlan: { value: 'users-developer', isFreePlan: true, monthlyUploadLimit: 250 },
    });
    const owner = result.data?.owner as Record<string, unknown>;
    expect(owner.ownerid).toEqual(expect.any(Number));
    expect(owner.hashOwnerid).toMatch(/^[0-9a-f]{40}$/);
    expect(owner.orgUploadToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(owner.avatarUrl).toMatch(/^data:image\/svg\+xml,/);
  });

  it("counts the uploads to the organisation's private repositories", async () => {
    const count = async () =>
      (await server.graphql<OwnerData>(OWNER, { variables: { username: 'canopy' }, cookie: ada })).data?.owner
        ?.numberOfUploads;
    const before = await count();
    const upload = (name: string, sha: string) =>
      uploadCoverage(server, {
        token: GLOBAL_TOKEN,
        slug: `canopy/${name}`,
        sha,
        files: { 'lcov.info': lcov({ 'src/a.js': { 1: 1 } }) },
      });
    await upload('api-server', 'a'.repeat(40));
    await upload('demo', 'b'.repeat(40)); // public: not counted
    expect(await count()).toBe((before as number) + 1);
  });

  it('hides organisation-only fields from a visitor', async () => {
    const result = await server.graphql<OwnerData>(OWNER, {
      variables: { username: 'canopy' },
      cookie: margaret,
    });
    expect(result.data?.owner).toMatchObject({
      username: 'canopy',
      isCurrentUserPartOfOrg: false,
      isCurrentUserActivated: false,
      ownerid: null,
      hashOwnerid: null,
      isAdmin: null,
      plan: null,
      pretrialPlan: null,
      orgUploadToken: null,
      hasPrivateRepos: null,
      defaultOrgUsername: null,
      numberOfUploads: null,
    });
  });

  it('gives the organisation upload token to its admins only', async () => {
    const token = async (cookie: string) =>
      (
        await server.graphql<{ owner: { orgUploadToken: string | null } }>(
          '{ owner(username: "canopy") { orgUploadToken } }',
          { cookie },
        )
      ).data?.owner.orgUploadToken;
    expect(await token(ada)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await token(await server.signIn('grace'))).toBeNull();
    expect(await token(await server.signIn('linus'))).toBeNull();
  });

  it('answers anonymous visitors like visitors', async () => {
    const result = await server.graphql<OwnerData>(OWNER, { variables: { username: 'canopy' } });
    expect(result.data?.owner).toMatchObject({ isCurrentUserPartOfOrg: false, ownerid: null, plan: null });
  });

  it("reads an organisation's trial from its plan and trial dates (the trial banners)", async () => {
    const PLAN = `query GetPlanData($owner: String!) {
      owner(username: $owner) {
        plan { value isTrialPlan isFreePlan trialStatus trialStartDate trialEndDate trialTotalDays }
      }
    }`;
    const day = 24 * 60 * 60 * 1000;
    const start = new Date(Date.now() - 12 * day);
    const end = new Date(start.getTime() + 14 * day);
    const orgs = await server.database.db
      .insertInto('owners')
      .values([
        {
          service: 'github',
          serviceId: '9101',
          username: 'sapling',
          isOrg: true,
          plan: 'users-trial',
          trialStatus: 'ongoing',
          trialStartDate: start,
          trialEndDate: end,
        },
        {
          service: 'github',
          serviceId: '9102',
          username: 'stump',
          isOrg: true,
          plan: 'users-developer',
          trialStatus: 'expired',
          trialStartDate: new Date(start.getTime() - 30 * day),
          trialEndDate: new Date(end.getTime() - 30 * day),
        },
      ])
      .returning('ownerid')
      .execute();
    const plan = async (owner: string, cookie: string) =>
      (await server.graphql<{ owner: { plan: unknown } }>(PLAN, { variables: { owner }, cookie })).data?.owner
        ?.plan;
    // Only members see the plan.
    expect(await plan('sapling', ada)).toBeNull();
    await server.database.db
      .updateTable('owners')
      .set({
        organizations: sql<number[]>`organizations || ${sql.val(orgs.map((org) => org.ownerid))}::integer[]`,
      })
      .where('username', '=', 'ada')
      .execute();
    expect(await plan('sapling', ada)).toEqual({
      value: 'users-trial',
      isTrialPlan: true,
      isFreePlan: false,
      trialStatus: 'ONGOING',
      trialStartDate: start.toISOString(),
      trialEndDate: end.toISOString(),
      trialTotalDays: 14,
    });
    expect(await plan('stump', ada)).toMatchObject({
      value: 'users-developer',
      isTrialPlan: false,
      isFreePlan: true,
      trialStatus: 'EXPIRED',
    });
  });

  it('finds owners case-insensitively and answers null for unknown ones', async () => {
    const found = await server.graphql<OwnerData>('{ owner(username: "CANOPY") { username } }', {
      cookie: ada,
    });
    expect(found.data?.owner).toEqual({ username: 'canopy' });
    const missing = await server.graphql<OwnerData>('{ owner(username: "nobody") { username } }', {
      cookie: ada,
    });
    expect(missing.data).toEqual({ owner: null });
  });

  it('shows a user their own default organisation', async () => {
    const result = await server.graphql<OwnerData>(
      '{ owner(username: "ada") { defaultOrgUsername isAdmin } }',
      { cookie: ada },
    );
    expect(result.data?.owner).toEqual({ defaultOrgUsername: 'canopy', isAdmin: true });
  });

  it('returns the repository with its tokens to a member', async () => {
    const result = await server.graphql<RepoData>(REPOSITORY, {
      variables: { owner: 'canopy', repo: 'api-server' },
      cookie: ada,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.owner.repository).toMatchObject({
      __typename: 'Repository',
      name: 'api-server',
      displayName: 'api-server',
      isDemo: false,
      private: true,
      active: true,
      activated: true,
      defaultBranch: 'main',
      yaml: null,
      isFirstPullRequest: false,
      coverageEnabled: true,
      languages: ['typescript'],
      primaryLanguage: 'typescript',
      author: { username: 'canopy' },
      repositoryConfig: { indicationRange: { lowerRange: 60, upperRange: 80 } },
      coverageAnalytics: { percentCovered: null, commitSha: null, hits: null, misses: null, lines: null },
    });
    expect(result.data?.owner.repository.uploadToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.data?.owner.repository.graphToken).toMatch(/^[0-9a-f]{10}$/);
  });

  it('answers NotFoundError for a private repository a visitor may not read, and for unknown names', async () => {
    for (const [repo, cookie] of [
      ['api-server', margaret],
      ['api-server', undefined],
      ['nothing-here', ada],
    ] as const) {
      const result = await server.graphql<RepoData>(REPOSITORY, {
        variables: { owner: 'canopy', repo },
        cookie,
      });
      expect(result.data?.owner.repository).toEqual({ __typename: 'NotFoundError', message: 'Not found' });
    }
  });

  it('shows a visitor a public repository without its tokens', async () => {
    const result = await server.graphql<RepoData>(REPOSITORY, {
      variables: { owner: 'canopy', repo: 'web-app' },
      cookie: margaret,
    });
    expect(result.data?.owner.repository).toMatchObject({
      __typename: 'Repository',
      name: 'web-app',
      uploadToken: null,
      graphToken: null,
    });
  });

  it('names the demo repository "Canopy demo"', async () => {
    const result = await server.graphql<RepoData>(REPOSITORY, {
      variables: { owner: 'canopy', repo: 'demo' },
    });
    expect(result.data?.owner.repository).toMatchObject({
      name: 'demo',
      displayName: 'Canopy demo',
      isDemo: true,
    });
  });

  it('answers OwnerNotActivatedError when a member without a seat opens a private repository', async () => {
    const { db } = server.database;
    const org = await db
      .selectFrom('owners')
      .selectAll()
      .where('username', '=', 'canopy')
      .executeTakeFirstOrThrow();
    const repo = await db
      .selectFrom('repositories')
      .select('repoid')
      .where('name', '=', 'api-server')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('owners')
      .set({ organizations: [org.ownerid], permission: [repo.repoid] })
      .where('username', '=', 'margaret')
      .execute();
    // Auto-activation would give her a seat (modules/owners/seats.test.ts).
    await db.updateTable('installSettings').set({ planAutoActivate: false }).execute();
    try {
      const result = await server.graphql<RepoData>(REPOSITORY, {
        variables: { owner: 'canopy', repo: 'api-server' },
        cookie: margaret,
      });
      expect(result.data?.owner).toMatchObject({
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: false,
        repository: { __typename: 'OwnerNotActivatedError', message: 'You must be activated in the org' },
      });
    } finally {
      await db
        .updateTable('owners')
        .set({ organizations: [], permission: [] })
        .where('username', '=', 'margaret')
        .execute();
      await db.updateTable('installSettings').set({ planAutoActivate: true }).execute();
    }
  });

  it('answers the NavigatorData and RepoContext lookups', async () => {
    const result = await server.graphql(
      `query NavigatorData($username: String!, $repo: String!) {
        owner(username: $username) { username isCurrentUserPartOfOrg repository(name: $repo) { __typename ... on Repository { name } } }
      }`,
      { variables: { username: 'canopy', repo: 'demo' }, cookie: margaret },
    );
    expect(result.data).toEqual({
      owner: {
        username: 'canopy',
        isCurrentUserPartOfOrg: false,
        repository: { __typename: 'Repository', name: 'demo' },
      },
    });
  });
});

describeEachBackend('/graphql/ without a provider', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('answers owner with null but still knows the signed-in user and the config', async () => {
    const cookie = await server.signIn('ada');
    for (const url of ['/graphql/', '/graphql']) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie },
        payload: {
          query:
            '{ owner(username: "canopy") { username } me { owner { username } } config { isTimescaleEnabled } }',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        owner: null,
        me: { owner: { username: 'ada' } },
        config: { isTimescaleEnabled: true },
      });
    }
  });

  it('accepts short and long provider codes and rejects unknown ones', async () => {
    for (const provider of ['gh', 'github', 'GitHub']) {
      const result = await server.graphql('{ owner(username: "canopy") { username } }', { provider });
      expect(result.data).toEqual({ owner: { username: 'canopy' } });
    }
    const gitlab = await server.graphql('{ owner(username: "canopy") { username } }', { provider: 'gl' });
    expect(gitlab.data).toEqual({ owner: null });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/graphql/svn',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ config { isTimescaleEnabled } }' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
