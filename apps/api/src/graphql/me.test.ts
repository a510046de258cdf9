import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const CURRENT_USER = `query CurrentUser {
  me {
    email businessEmail onboardingCompleted privateAccess termsAgreement isSyncingWithGitProvider
    user { username name avatarUrl student studentCreatedAt studentUpdatedAt customerIntent }
    owner { username avatarUrl ownerid defaultOrgUsername isAdmin }
    trackingMetadata { service ownerid serviceId plan staff hasYaml bot delinquent didTrial planProvider planUserCount createdAt updatedAt createstamp updatestamp profile { createdAt } }
  }
}`;

const MY_CONTEXTS = `query MyContexts($after: String, $term: String) {
  me {
    owner { username }
    myOrganizations(filters: { term: $term }, first: 20, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { username avatarUrl } }
    }
  }
}`;

interface OrganizationsPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ node: { username: string } }>;
}

describeEachBackend('me', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('is null for anonymous visitors', async () => {
    expect((await server.graphql(CURRENT_USER)).data).toEqual({ me: null });
  });

  it('describes the signed-in user', async () => {
    const result = await server.graphql<{ me: Record<string, unknown> }>(CURRENT_USER, {
      cookie: await server.signIn('ada'),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.me).toMatchObject({
      email: 'ada@example.com',
      businessEmail: null,
      onboardingCompleted: true,
      privateAccess: true,
      termsAgreement: true,
      isSyncingWithGitProvider: false,
      user: {
        username: 'ada',
        name: 'Ada Lovelace',
        student: false,
        studentCreatedAt: null,
        customerIntent: null,
      },
      owner: { username: 'ada', defaultOrgUsername: 'canopy', isAdmin: true },
      trackingMetadata: {
        service: 'github',
        serviceId: '2001',
        plan: 'users-developer',
        staff: true,
        hasYaml: false,
        bot: null,
        delinquent: false,
        didTrial: false,
        planUserCount: 1,
        profile: null,
      },
    });
    const tracking = result.data?.me.trackingMetadata as Record<string, unknown>;
    expect(tracking.ownerid).toEqual(expect.any(Number));
    expect(Date.parse(tracking.createstamp as string)).not.toBeNaN();
    // The spec's names answer the same instants as Codecov's.
    expect(tracking.createdAt).toBe(tracking.createstamp);
    expect(tracking.updatedAt).toBe(tracking.updatestamp);
  });

  it('reports terms not yet agreed as null', async () => {
    const result = await server.graphql<{
      me: { termsAgreement: boolean | null; onboardingCompleted: boolean };
    }>(CURRENT_USER, {
      cookie: await server.signIn('linus'),
    });
    expect(result.data?.me).toMatchObject({ termsAgreement: null, onboardingCompleted: false });
  });

  it('is null for a provider the user has no account on', async () => {
    const result = await server.graphql(CURRENT_USER, { cookie: await server.signIn('ada'), provider: 'gl' });
    expect(result.data).toEqual({ me: null });
  });
});

describeEachBackend('me.myOrganizations', (backend) => {
  let server: TestServer;
  let cookie: string;
  let orgNames: string[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    const { db } = server.database;
    // 24 more organisations for grace, so that the switcher needs two pages of 20.
    const created = await db
      .insertInto('owners')
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          service: 'github',
          serviceId: `9${i}`,
          username: `team-${String(i).padStart(2, '0')}`,
          isOrg: true,
        })),
      )
      .returning(['ownerid', 'username'])
      .execute();
    const canopy = await db
      .selectFrom('owners')
      .select(['ownerid', 'username'])
      .where('username', '=', 'canopy')
      .executeTakeFirstOrThrow();
    const all = [canopy, ...created];
    await db
      .updateTable('owners')
      .set({ organizations: all.map((org) => org.ownerid) })
      .where('username', '=', 'grace')
      .execute();
    orgNames = [...all].sort((a, b) => b.ownerid - a.ownerid).map((org) => org.username);
    cookie = await server.signIn('grace');
  });
  afterAll(() => server?.close());

  async function organizations(variables: Record<string, unknown>): Promise<OrganizationsPage> {
    const result = await server.graphql<{ me: { myOrganizations: OrganizationsPage } }>(MY_CONTEXTS, {
      variables,
      cookie,
    });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!.me.myOrganizations;
  }

  it('pages 20 at a time, newest (highest ownerid) first', async () => {
    const first = await organizations({});
    expect(first.totalCount).toBe(25);
    expect(first.edges.map((edge) => edge.node.username)).toEqual(orgNames.slice(0, 20));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await organizations({ after: first.pageInfo.endCursor });
    expect(second.edges.map((edge) => edge.node.username)).toEqual(orgNames.slice(20));
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by a username substring', async () => {
    const result = await organizations({ term: 'TEAM-1' });
    expect(result.totalCount).toBe(10);
    expect(result.edges.every((edge) => edge.node.username.startsWith('team-1'))).toBe(true);
    expect((await organizations({ term: 'cano' })).edges.map((edge) => edge.node.username)).toEqual([
      'canopy',
    ]);
  });

  it('is empty for a user without organisations', async () => {
    const result = await server.graphql<{ me: { myOrganizations: OrganizationsPage } }>(MY_CONTEXTS, {
      cookie: await server.signIn('margaret'),
    });
    expect(result.data?.me.myOrganizations).toEqual({
      totalCount: 0,
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: [],
    });
  });
});

describeEachBackend('config', (backend) => {
  it('answers anonymous callers with the self-hosted settings', async () => {
    const server = await startTestServer(backend);
    try {
      const result = await server.graphql(
        '{ config { loginProviders syncProviders isTimescaleEnabled planAutoActivate seatsUsed seatsLimit hasAdmins selfHostedLicense { expirationDate } githubEnterpriseURL gitlabEnterpriseURL bitbucketServerURL } }',
        { provider: '' },
      );
      expect(result.data).toEqual({
        config: {
          loginProviders: [],
          syncProviders: [],
          isTimescaleEnabled: true,
          planAutoActivate: true,
          seatsUsed: 3,
          seatsLimit: null,
          hasAdmins: true,
          selfHostedLicense: null,
          githubEnterpriseURL: null,
          gitlabEnterpriseURL: null,
          bitbucketServerURL: null,
        },
      });
    } finally {
      await server.close();
    }
  });

  it('leaves the self-hosted fields null on the hosted edition', async () => {
    const server = await startTestServer(backend, {
      env: { CANOPY_EDITION: 'cloud', GITHUB_ENTERPRISE_URL: 'https://ghe.example' },
    });
    try {
      const result = await server.graphql(
        '{ config { seatsUsed seatsLimit hasAdmins planAutoActivate githubEnterpriseURL } }',
      );
      expect(result.data).toEqual({
        config: {
          seatsUsed: null,
          seatsLimit: null,
          hasAdmins: null,
          planAutoActivate: null,
          githubEnterpriseURL: 'https://ghe.example',
        },
      });
    } finally {
      await server.close();
    }
  });
});
