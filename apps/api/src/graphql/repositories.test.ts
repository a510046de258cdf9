import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const REPOSITORIES = `query Repos($filters: RepositorySetFilters, $ordering: RepositoryOrdering, $direction: OrderingDirection,
  $first: Int, $after: String, $last: Int, $before: String) {
  owner(username: "canopy") {
    repositories(filters: $filters, ordering: $ordering, orderingDirection: $direction,
      first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { name private active activated latestCommitAt coverageAnalytics { percentCovered lines } author { username } } }
    }
  }
}`;

interface Page {
  totalCount: number;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  edges: Array<{ cursor: string; node: { name: string } }>;
}

describeEachBackend('owner.repositories', (backend) => {
  let server: TestServer;
  let member: string;
  let visitor: string;

  async function page(
    variables: Record<string, unknown>,
    cookie: string | undefined = member,
  ): Promise<Page> {
    const result = await server.graphql<{ owner: { repositories: Page } }>(REPOSITORIES, {
      variables,
      cookie,
    });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!.owner.repositories;
  }
  const names = (result: Page) => result.edges.map((edge) => edge.node.name);

  beforeAll(async () => {
    server = await startTestServer(backend);
    member = await server.signIn('grace');
    visitor = await server.signIn('margaret');
  });
  afterAll(() => server?.close());

  it('lists every repository a member may read, by id, with a total count', async () => {
    const result = await page({});
    expect(names(result)).toEqual(['demo', 'api-server', 'web-app', 'mobile', 'legacy-tools']);
    expect(result.totalCount).toBe(5);
    expect(result.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('lists only public repositories to visitors and anonymous users', async () => {
    expect(names(await page({}, visitor))).toEqual(['demo', 'web-app', 'legacy-tools']);
    expect((await page({}, '')).totalCount).toBe(3);
  });

  it('answers hasRepoAccess: true to members, false to outsiders and guests', async () => {
    const query = `{ owner(username: "canopy") { repository(name: "demo") { ... on Repository { hasRepoAccess } } } }`;
    const access = async (cookie: string) => {
      const result = await server.graphql<{ owner: { repository: { hasRepoAccess: boolean } } }>(query, {
        cookie,
      });
      expect(result.errors).toBeUndefined();
      return result.data!.owner.repository.hasRepoAccess;
    };
    expect(await access(member)).toBe(true);
    expect(await access(visitor)).toBe(false);
    expect(await access('')).toBe(false);
  });

  it('orders by name in both directions', async () => {
    expect(names(await page({ ordering: 'NAME' }))).toEqual([
      'api-server',
      'demo',
      'legacy-tools',
      'mobile',
      'web-app',
    ]);
    expect(names(await page({ ordering: 'NAME', direction: 'DESC' }))).toEqual([
      'web-app',
      'mobile',
      'legacy-tools',
      'demo',
      'api-server',
    ]);
  });

  it('orders by latest commit, repositories without commits last when descending', async () => {
    expect(names(await page({ ordering: 'COMMIT_DATE', direction: 'DESC' }))).toEqual([
      'api-server',
      'demo',
      'web-app',
      'legacy-tools',
      'mobile',
    ]);
    expect(names(await page({ ordering: 'COMMIT_DATE', direction: 'ASC' }))).toEqual([
      'mobile',
      'legacy-tools',
      'web-app',
      'demo',
      'api-server',
    ]);
  });

  it('orders by coverage (none yet: ties broken by id)', async () => {
    expect(names(await page({ ordering: 'COVERAGE', direction: 'DESC' }))).toEqual([
      'legacy-tools',
      'mobile',
      'web-app',
      'api-server',
      'demo',
    ]);
  });

  it.each(['ID', 'NAME', 'COMMIT_DATE', 'COVERAGE'])(
    'pages forwards and backwards with cursors ordered by %s',
    async (ordering) => {
      for (const direction of ['ASC', 'DESC']) {
        const everything = names(await page({ ordering, direction }));
        const first = await page({ ordering, direction, first: 2 });
        expect(names(first)).toEqual(everything.slice(0, 2));
        expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
        expect(first.totalCount).toBe(5);
        const second = await page({ ordering, direction, first: 2, after: first.pageInfo.endCursor });
        expect(names(second)).toEqual(everything.slice(2, 4));
        expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
        const third = await page({ ordering, direction, first: 2, after: second.pageInfo.endCursor });
        expect(names(third)).toEqual(everything.slice(4));
        expect(third.pageInfo.hasNextPage).toBe(false);

        const last = await page({ ordering, direction, last: 2 });
        expect(names(last)).toEqual(everything.slice(3));
        expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
        const before = await page({ ordering, direction, last: 2, before: last.pageInfo.startCursor });
        expect(names(before)).toEqual(everything.slice(1, 3));
      }
    },
  );

  it('filters by a case-insensitive name substring', async () => {
    expect(names(await page({ filters: { term: 'ER' } }))).toEqual(['api-server']);
    expect(names(await page({ filters: { term: 'App' } }))).toEqual(['web-app']);
    expect(names(await page({ filters: { term: '%' } }))).toEqual([]);
  });

  it('finds the demo repository by its display name', async () => {
    expect(names(await page({ filters: { term: 'canopy dem' } }))).toEqual(['demo']);
  });

  it('filters by active, activated, public and names', async () => {
    expect(names(await page({ filters: { active: true } }))).toEqual([
      'demo',
      'api-server',
      'web-app',
      'legacy-tools',
    ]);
    expect(names(await page({ filters: { active: false } }))).toEqual(['mobile']);
    expect(names(await page({ filters: { activated: false } }))).toEqual(['legacy-tools']);
    expect(names(await page({ filters: { isPublic: false } }))).toEqual(['api-server', 'mobile']);
    expect(names(await page({ filters: { repoNames: ['WEB-APP', 'demo', 'nope'] } }))).toEqual([
      'demo',
      'web-app',
    ]);
    const combined = await page({ filters: { active: true, isPublic: true, term: 'e' }, first: 1 });
    expect(combined.totalCount).toBe(3);
    expect(names(combined)).toEqual(['demo']);
  });

  it('returns no coverage numbers until coverage exists, then the stored totals', async () => {
    expect((await page({ filters: { repoNames: ['demo'] } })).edges[0]?.node).toMatchObject({
      coverageAnalytics: { percentCovered: null, lines: null },
    });
    await server.database.db
      .updateTable('repositories')
      .set({
        coveragePercent: 87.5,
        coverageTotals: JSON.stringify({ commitSha: 'abc', hits: 7, misses: 1, lines: 8 }),
      })
      .where('name', '=', 'demo')
      .execute();
    try {
      expect((await page({ filters: { repoNames: ['demo'] } })).edges[0]?.node).toMatchObject({
        coverageAnalytics: { percentCovered: 87.5, lines: 8 },
      });
      expect(names(await page({ ordering: 'COVERAGE', direction: 'DESC', first: 1 }))).toEqual(['demo']);
    } finally {
      await server.database.db
        .updateTable('repositories')
        .set({ coveragePercent: null, coverageTotals: null })
        .where('name', '=', 'demo')
        .execute();
    }
  });

  it('rejects bad pagination arguments as validation errors', async () => {
    for (const variables of [
      { first: 1, last: 1 },
      { first: 101 },
      { after: 'garbage' },
      { ordering: 'COMMIT_DATE', after: Buffer.from('["x",1]').toString('base64url') },
    ]) {
      const result = await server.graphql(REPOSITORIES, { variables, cookie: member });
      expect(result.errors?.[0]).toMatchObject({ extensions: { type: 'ValidationError' } });
      expect(result.errors?.[0]?.message).not.toBe('INTERNAL SERVER ERROR');
    }
  });
});

describeEachBackend('me.viewableRepositories', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it("lists the user's own and their organisations' repositories", async () => {
    const cookie = await server.signIn('ada');
    const result = await server.graphql<{ me: { viewableRepositories: Page } }>(
      '{ me { viewableRepositories(ordering: NAME, first: 10) { totalCount edges { node { name author { username } } } } } }',
      { cookie },
    );
    expect(result.data?.me.viewableRepositories.totalCount).toBe(6);
    expect(result.data?.me.viewableRepositories.edges.map((edge) => edge.node.name)).toEqual([
      'api-server',
      'demo',
      'dotfiles',
      'legacy-tools',
      'mobile',
      'web-app',
    ]);
  });

  it('loads the authors of a page in one batched query', async () => {
    const cookie = await server.signIn('ada');
    const queries: string[] = [];
    const executor = server.database.db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    const spy = jest.spyOn(executor, 'executeQuery').mockImplementation((query, ...rest) => {
      // The job worker's housekeeping may run inside the window; only the request's queries count.
      if (!/\b(update|from|into) "?jobs"?\b/.test(query.sql)) queries.push(query.sql);
      return original(query, ...rest);
    });
    try {
      const result = await server.graphql<{ me: { viewableRepositories: Page } }>(
        '{ me { viewableRepositories(first: 10) { edges { node { name author { username avatarUrl } } } } } }',
        { cookie },
      );
      expect(result.data?.me.viewableRepositories.edges).toHaveLength(6);
    } finally {
      spy.mockRestore();
    }
    // The session with its signed-in owner and the organisations whose enforced Okta it has not passed (one
    // query), count, page, and one lookup for both authors (canopy and ada).
    expect(queries.filter((sql) => sql.includes('from "owners" where "ownerid" in'))).toHaveLength(1);
    expect(queries).toHaveLength(4);
  });
});
