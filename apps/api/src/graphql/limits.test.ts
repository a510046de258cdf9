import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { NUL_MESSAGE } from './strings';

/** The job worker's polling and housekeeping, which run on their own timer whatever a request does. */
const JOB_QUEUE = /\b(update|from|into) jobs\b/;

/** Counts the database queries the server runs from now on, the job worker's aside. */
function countQueries(server: TestServer, match = '') {
  const executor = server.database.db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  const calls: string[] = [];
  const spy = jest.spyOn(executor, 'executeQuery').mockImplementation((query, ...rest) => {
    if (query.sql.includes(match) && !JOB_QUEUE.test(query.sql)) calls.push(query.sql);
    return original(query, ...rest);
  });
  return { calls, restore: () => spy.mockRestore() };
}

/** The fan-out of the security review: each repository's author lists its repositories again, four times. */
function fanOut(levels: number): string {
  let selection = 'repositories(first: 100) { totalCount edges { node { name } } }';
  for (let level = 1; level < levels; level++)
    selection = `repositories(first: 100) { totalCount edges { node { author { ${selection} } } } }`;
  return `{ owner(username: "wide") { ${selection} } }`;
}

describeEachBackend('GraphQL cost limit and client errors', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
    const { db } = server.database;
    const owner = await db
      .insertInto('owners')
      .values({ service: 'github', serviceId: '9001', username: 'wide', isOrg: true })
      .returning('ownerid')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('repositories')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          ownerid: owner.ownerid,
          serviceId: String(9100 + i),
          name: `repo-${i}`,
          private: false,
        })),
      )
      .execute();
  });
  afterAll(() => server?.close());

  it('refuses the four-level fan-out before any resolver runs', async () => {
    const queries = countQueries(server);
    try {
      const result = await server.graphql(fanOut(4));
      expect(result.status).toBe(400);
      expect(result.data).toBeNull();
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Query cost [\d,]+ exceeds the limit of 25,000$/),
          extensions: { type: 'ValidationError' },
        }),
      ]);
      expect(queries.calls).toEqual([]);
    } finally {
      queries.restore();
    }
  });

  it('still answers one level of the same query', async () => {
    const result = await server.graphql<{ owner: { repositories: { totalCount: number } } }>(fanOut(1));
    expect(result.errors).toBeUndefined();
    expect(result.data?.owner.repositories.totalCount).toBe(20);
  });

  it('answers form and multipart posts with 415', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/graphql/gh',
        headers: { 'content-type': contentType },
        payload: 'query=%7B%20config%20%7B%20isTimescaleEnabled%20%7D%20%7D',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().errors).toEqual([
        {
          message: 'Send GraphQL requests as application/json',
          extensions: { type: 'BadRequest', status: 415 },
        },
      ]);
    }
  });

  it('answers a body over the limit with 413 and the limit', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql/gh',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: '{ config { isTimescaleEnabled } }',
        variables: { pad: 'x'.repeat(2e6) },
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe(
      'Request body is larger than the limit of 1 MiB (1048576 bytes)',
    );
  });

  it('refuses NUL characters in string arguments and variables', async () => {
    const queries = countQueries(server, '"owners"');
    try {
      const literal = await server.graphql('{ owner(username: "a\\u0000b") { username } }');
      const variable = await server.graphql(
        'query ($name: String!) { owner(username: $name) { username } }',
        {
          variables: { name: 'a\u0000b' },
        },
      );
      const nested = await server.graphql(
        'query ($f: RepositorySetFilters) { owner(username: "canopy") { repositories(filters: $f) { totalCount } } }',
        { variables: { f: { repoNames: ['ok', 'a\u0000b'] } } },
      );
      for (const result of [literal, variable, nested]) {
        expect(result.status).toBe(400);
        expect(result.errors).toEqual([
          expect.objectContaining({ message: NUL_MESSAGE, extensions: { type: 'ValidationError' } }),
        ]);
      }
      expect(queries.calls).toEqual([]);
    } finally {
      queries.restore();
    }
  });

  it('suggests field names outside production', async () => {
    const result = await server.graphql('{ owner(username: "canopy") { usernam } }');
    expect(result.errors?.[0]?.message).toMatch(/Did you mean "username"\?/);
  });

  it('answers client errors of other routes with their status and message', async () => {
    const badJson = await server.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ status: 400, detail: expect.stringMatching(/JSON/) });
    const xml = await server.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': 'application/xml' },
      payload: '<logout/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ status: 415, detail: expect.stringMatching(/application\/xml/) });
  });
});

describeEachBackend('GraphQL cost budget per client', (backend) => {
  let server: TestServer;
  /** 1 + 1 + 1 + 20 × 1 = 23: four fit in the budget of 100 a minute, a fifth does not. */
  const QUERY = '{ owner(username: "canopy") { repositories(first: 20) { edges { node { name } } } } }';
  const TWICE =
    '{ a: owner(username: "canopy") { repositories(first: 20) { edges { node { name } } } } ' +
    'b: owner(username: "canopy") { repositories(first: 20) { edges { node { name } } } } }';

  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_GRAPHQL_MAX_COST: '50', CANOPY_GRAPHQL_COST_PER_MINUTE: '100' },
    });
  });
  afterAll(() => server?.close());

  const ask = (query: string, cookie: string) =>
    server.app.inject({
      method: 'POST',
      url: '/graphql/gh',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ query }),
    });

  it('answers 429 with Retry-After once a client has spent its budget; others go on', async () => {
    const ada = await server.signIn('ada');
    for (let i = 0; i < 4; i++) expect((await ask(QUERY, ada)).statusCode).toBe(200);
    const refused = await ask(QUERY, ada);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^Too many GraphQL requests: this query costs 23 and the budget of 100 a minute is used up\. Retry in \d+ s\.$/,
        ),
        extensions: { type: 'RateLimited' },
      }),
    ]);
    expect((await ask(QUERY, await server.signIn('grace'))).statusCode).toBe(200);
  });

  it('draws aliases and parallel requests from the same budget', async () => {
    const linus = await server.signIn('linus');
    expect((await ask(TWICE, linus)).statusCode).toBe(200);
    expect((await ask(TWICE, linus)).statusCode).toBe(200);
    expect((await ask(TWICE, linus)).statusCode).toBe(429);

    const margaret = await server.signIn('margaret');
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(QUERY, margaret)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('refuses a single query over the per-request limit', async () => {
    const result = await server.graphql(TWICE.replace(/first: 20/g, 'first: 30'));
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe('Query cost 66 exceeds the limit of 50');
  });
});

describeEachBackend('GraphQL time limit', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GRAPHQL_TIMEOUT_MS: '100' } });
  });
  afterAll(() => server?.close());

  it('stops resolvers that would start after the deadline', async () => {
    const executor = server.database.db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    const repositoryQueries: string[] = [];
    // The owner's lookup outlasts the time limit; its repositories would start after it.
    const spy = jest.spyOn(executor, 'executeQuery').mockImplementation(async (query, ...rest) => {
      if (query.sql.includes('"repositories"')) repositoryQueries.push(query.sql);
      if (query.sql.includes('from "owners"')) await new Promise((resolve) => setTimeout(resolve, 150));
      return original(query, ...rest);
    });
    try {
      // Twice: the second run goes through the compiled (JIT) query.
      for (let run = 0; run < 2; run++) {
        const result = await server.graphql(
          '{ owner(username: "canopy") { username repositories { totalCount } } }',
        );
        expect(result.status).toBe(200);
        expect(result.data).toEqual({ owner: null });
        expect(result.errors).toEqual([
          expect.objectContaining({
            message: 'Query took longer than 100 ms and was stopped',
            path: ['owner', 'repositories'],
            extensions: { type: 'Timeout' },
          }),
        ]);
      }
      expect(repositoryQueries).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});

describeEachBackend('GraphQL errors in production', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { NODE_ENV: 'production', CANOPY_PUBLIC_URL: 'https://canopy.test' },
    });
  });
  afterAll(() => server?.close());

  it('gives no "Did you mean" hints', async () => {
    const field = await server.graphql('{ owner(username: "canopy") { usernam } }');
    expect(field.errors?.[0]?.message).toBe('Cannot query field "usernam" on type "Owner".');
    const variable = await server.graphql(
      'query ($o: RepositoryOrdering) { owner(username: "canopy") { repositories(ordering: $o) { totalCount } } }',
      { variables: { o: 'NAM' } },
    );
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0]?.message).toMatch(/"NAM"/);
    expect(variable.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
