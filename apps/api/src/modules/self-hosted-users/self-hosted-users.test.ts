import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { NO_SEATS_DETAIL } from './self-hosted-users';

interface UsersPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Array<{
    ownerid: number;
    username: string;
    email: string | null;
    name: string | null;
    is_admin: boolean;
    activated: boolean;
  }>;
  total_pages: number;
}

const SETTINGS = `mutation($value: Boolean!) { updateSelfHostedSettings(input: { shouldAutoActivate: $value }) {
  error { __typename ... on ResolverError { message } } } }`;

describeEachBackend('self-hosted users: GET/PATCH /internal/users', (backend) => {
  let server: TestServer;
  let ada: string;
  let grace: string;
  let margaret: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    ada = await server.signIn('ada');
    grace = await server.signIn('grace');
    margaret = await server.signIn('margaret');
  });
  afterAll(() => server?.close());

  const list = async (query = '', cookie: string | null = ada) => {
    const response = await server.app.inject({
      url: `/internal/users${query}`,
      headers: cookie ? { cookie } : {},
    });
    return { status: response.statusCode, body: response.json() as UsersPage & { detail?: string } };
  };
  const patch = async (path: string, payload: unknown, cookie: string | null = ada) => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: `/internal/users/${path}`,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const ownerid = async (username: string) =>
    (
      await server.database.db
        .selectFrom('owners')
        .select('ownerid')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).ownerid;
  const seats = async () =>
    (
      await server.graphql<{ config: { seatsUsed: number; seatsLimit: number | null } }>(
        '{ config { seatsUsed seatsLimit planAutoActivate } }',
      )
    ).data!.config;

  it('lists the people of the install, not its organisations, for install admins only', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.results.map((user) => user.username)).toEqual(['ada', 'grace', 'linus', 'margaret']);
    expect(body).toMatchObject({ count: 4, next: null, previous: null, total_pages: 1 });
    expect(body.results[0]).toEqual({
      ownerid: await ownerid('ada'),
      username: 'ada',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      is_admin: true,
      activated: true,
    });
    expect(body.results.find((user) => user.username === 'margaret')).toMatchObject({
      activated: false,
      is_admin: false,
    });

    expect((await list('', null)).status).toBe(401);
    expect(await list('', grace)).toMatchObject({ status: 403, body: { detail: expect.any(String) } });
    expect((await list('', margaret)).status).toBe(403);
  });

  it('filters by activation, admin role and a case-insensitive search, and orders', async () => {
    const names = async (query: string) => (await list(query)).body.results.map((user) => user.username);
    expect(await names('?activated=true')).toEqual(['ada', 'grace', 'linus']);
    expect(await names('?activated=false')).toEqual(['margaret']);
    expect(await names('?is_admin=true')).toEqual(['ada']);
    expect(await names('?is_admin=false&activated=true')).toEqual(['grace', 'linus']);
    expect(await names('?search=HOPPER')).toEqual(['grace']);
    expect(await names('?search=linus@EXAMPLE')).toEqual(['linus']);
    expect(await names('?search=mar')).toEqual(['margaret']);
    expect(await names('?search=100%25')).toEqual([]);
    expect(await names('?ordering=-name')).toEqual(['margaret', 'linus', 'grace', 'ada']);
    expect(await names('?ordering=email')).toEqual(['ada', 'grace', 'linus', 'margaret']);
    // A filter leaves its name in the page links.
    const bad = await list('?activated=maybe');
    expect(bad).toMatchObject({
      status: 400,
      body: { detail: 'activated must be true or false, not "maybe"' },
    });
    expect((await list('?ordering=password')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?page=x')).status).toBe(400);
    // A page number too long to be one is refused before any query runs, not a 500.
    expect(await list('?page=99999999999999999999')).toMatchObject({
      status: 400,
      body: { detail: 'page must be a whole number from 1, not "99999999999999999999"' },
    });
    expect(await list('?page_size=101')).toMatchObject({
      status: 400,
      body: { detail: 'page_size must not exceed 100' },
    });
  });

  it('pages from 1 with full next and previous links that carry page=', async () => {
    const first = await list('?page_size=3&is_admin=false');
    expect(first.body).toMatchObject({ count: 3, total_pages: 1, next: null });
    const one = await list('?page_size=2');
    expect(one.body).toMatchObject({ count: 4, total_pages: 2, previous: null });
    const next = new URL(one.body.next!);
    expect(next.pathname).toBe('/internal/users');
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('page_size')).toBe('2');
    const two = await list(`${next.pathname}${next.search}`.replace('/internal/users', ''));
    expect(two.body.results.map((user) => user.username)).toEqual(['linus', 'margaret']);
    expect(two.body.next).toBeNull();
    expect(new URL(two.body.previous!).searchParams.get('page')).toBe('1');
    expect(await list('?page=3&page_size=2')).toMatchObject({
      status: 404,
      body: { detail: 'Invalid page.' },
    });
  });

  it('activates and deactivates a person, with the seat counted once for the install', async () => {
    const margaretId = await ownerid('margaret');
    expect((await seats()).seatsUsed).toBe(3);
    const on = await patch(String(margaretId), { activated: true });
    expect(on).toMatchObject({ status: 200, body: { username: 'margaret', activated: true } });
    expect((await seats()).seatsUsed).toBe(4);
    expect((await list('?activated=true')).body.count).toBe(4);
    // Again: nothing changes.
    expect((await patch(String(margaretId), { activated: true })).status).toBe(200);
    expect((await seats()).seatsUsed).toBe(4);

    // grace holds her seat in canopy: deactivating frees it everywhere.
    const graceId = await ownerid('grace');
    expect(await patch(String(graceId), { activated: false })).toMatchObject({
      status: 200,
      body: { activated: false },
    });
    expect((await seats()).seatsUsed).toBe(3);
    const page = await server.graphql<{ owner: { isCurrentUserActivated: boolean } }>(
      '{ owner(username: "canopy") { isCurrentUserActivated } }',
      { cookie: grace },
    );
    expect(page.data?.owner.isCurrentUserActivated).toBe(false);
    expect((await patch(String(graceId), { activated: true })).status).toBe(200);
    expect((await patch(String(margaretId), { activated: false })).status).toBe(200);
    expect((await seats()).seatsUsed).toBe(3);
  });

  it('refuses bad bodies (400), unknown people and organisations (404), and non-admins', async () => {
    const margaretId = String(await ownerid('margaret'));
    expect((await patch(margaretId, { activated: 'yes' })).status).toBe(400);
    expect((await patch(margaretId, {})).status).toBe(400);
    expect((await patch(margaretId, [true])).status).toBe(400);
    expect((await patch('987654', { activated: true })).status).toBe(404);
    expect((await patch('not-a-number', { activated: true })).status).toBe(404);
    expect((await patch(String(await ownerid('canopy')), { activated: true })).status).toBe(404);
    expect((await patch(margaretId, { activated: true }, null)).status).toBe(401);
    expect((await patch(margaretId, { activated: true }, grace)).status).toBe(403);
    const text = await server.app.inject({
      method: 'PATCH',
      url: `/internal/users/${margaretId}`,
      headers: { 'content-type': 'text/plain', cookie: ada },
      payload: '{"activated": true}',
    });
    expect(text.statusCode).toBe(400);
    expect((await seats()).seatsUsed).toBe(3);
  });

  it('lets anyone signed in activate themselves, under the same seat rule', async () => {
    expect((await patch('current', { activated: true }, null)).status).toBe(401);
    expect((await patch('current', { activated: 1 }, margaret)).status).toBe(400);
    expect(await patch('current', { activated: true }, margaret)).toMatchObject({
      status: 200,
      body: { username: 'margaret', activated: true, is_admin: false },
    });
    const current = await server.app.inject({
      url: '/internal/users/current',
      headers: { cookie: margaret },
    });
    expect(current.json()).toMatchObject({ activated: true });
    expect(await patch('current', { activated: false }, margaret)).toMatchObject({
      status: 200,
      body: { activated: false },
    });
    expect((await seats()).seatsUsed).toBe(3);
  });

  it("changes the install's auto-activation for install admins only", async () => {
    const run = (value: boolean, cookie?: string) =>
      server.graphql<{ updateSelfHostedSettings: { error: { __typename: string } | null } }>(SETTINGS, {
        variables: { value },
        cookie,
      });
    expect((await run(false)).data?.updateSelfHostedSettings.error?.__typename).toBe('UnauthenticatedError');
    expect((await run(false, grace)).data?.updateSelfHostedSettings.error?.__typename).toBe(
      'UnauthorizedError',
    );
    expect((await seats()) as unknown).toMatchObject({ planAutoActivate: true });
    expect((await run(false, ada)).data?.updateSelfHostedSettings.error).toBeNull();
    expect((await seats()) as unknown).toMatchObject({ planAutoActivate: false });
    expect((await run(true, ada)).data?.updateSelfHostedSettings.error).toBeNull();
    expect((await seats()) as unknown).toMatchObject({ planAutoActivate: true });
  });
});

describeEachBackend('self-hosted users at the seat limit', (backend) => {
  let server: TestServer;
  let ada: string;
  let margaret: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_SEATS_LIMIT: '3' } });
    ada = await server.signIn('ada');
    // At the limit, sign-in refuses someone without a seat: margaret signs in while one is free.
    const grace = await server.signIn('grace');
    const graceId = (
      await server.database.db
        .selectFrom('owners')
        .select('ownerid')
        .where('username', '=', 'grace')
        .executeTakeFirstOrThrow()
    ).ownerid;
    await server.app.inject({
      method: 'PATCH',
      url: `/internal/users/${graceId}`,
      headers: { 'content-type': 'application/json', cookie: ada },
      payload: JSON.stringify({ activated: false }),
    });
    margaret = await server.signIn('margaret');
    await server.app.inject({
      method: 'PATCH',
      url: `/internal/users/${graceId}`,
      headers: { 'content-type': 'application/json', cookie: ada },
      payload: JSON.stringify({ activated: true }),
    });
    expect(grace).toBeTruthy();
  });
  afterAll(() => server?.close());

  it('refuses (403) to activate anyone without a seat while every seat is taken', async () => {
    const margaretId = (
      await server.database.db
        .selectFrom('owners')
        .select('ownerid')
        .where('username', '=', 'margaret')
        .executeTakeFirstOrThrow()
    ).ownerid;
    const byAdmin = await server.app.inject({
      method: 'PATCH',
      url: `/internal/users/${margaretId}`,
      headers: { 'content-type': 'application/json', cookie: ada },
      payload: JSON.stringify({ activated: true }),
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ detail: NO_SEATS_DETAIL });
    const bySelf = await server.app.inject({
      method: 'PATCH',
      url: '/internal/users/current',
      headers: { 'content-type': 'application/json', cookie: margaret },
      payload: JSON.stringify({ activated: true }),
    });
    expect(bySelf.statusCode).toBe(403);
    // Someone holding a seat keeps it.
    const again = await server.app.inject({
      method: 'PATCH',
      url: '/internal/users/current',
      headers: { 'content-type': 'application/json', cookie: ada },
      payload: JSON.stringify({ activated: true }),
    });
    expect(again.statusCode).toBe(200);
    const config = await server.graphql<{ config: { seatsUsed: number; seatsLimit: number } }>(
      '{ config { seatsUsed seatsLimit } }',
    );
    expect(config.data?.config).toEqual({ seatsUsed: 3, seatsLimit: 3 });
  });
});

describeEachBackend('self-hosted users on the hosted edition', (backend) => {
  let server: TestServer;
  let ada: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_EDITION: 'cloud' } });
    ada = await server.signIn('ada');
  });
  afterAll(() => server?.close());

  it('has no such paths (404) and refuses the settings (ValidationError)', async () => {
    for (const [method, url] of [
      ['GET', '/internal/users'],
      ['PATCH', '/internal/users/1'],
      ['PATCH', '/internal/users/current'],
    ] as const) {
      const response = await server.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', cookie: ada },
        ...(method === 'PATCH' ? { payload: JSON.stringify({ activated: true }) } : {}),
      });
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
    }
    const result = await server.graphql<{ updateSelfHostedSettings: { error: { __typename: string } } }>(
      SETTINGS,
      { variables: { value: false }, cookie: ada },
    );
    expect(result.data?.updateSelfHostedSettings.error.__typename).toBe('ValidationError');
  });
});

describeEachBackend('self-hosted users: the per-client budget', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_GRAPHQL_COST_PER_MINUTE: '60', CANOPY_GRAPHQL_MAX_COST: '60' },
    });
  });
  afterAll(() => server?.close());

  it('takes each page of the install users from the budget the members list and GraphQL draw on', async () => {
    const cookie = await server.signIn('ada');
    const users = await server.app.inject({ url: '/internal/users?page_size=20', headers: { cookie } });
    expect(users.statusCode).toBe(200); // 21 of 60
    const members = await server.app.inject({
      url: '/internal/gh/canopy/users/?page_size=20',
      headers: { cookie },
    });
    expect(members.statusCode).toBe(200); // 42 of 60
    const refused = await server.app.inject({ url: '/internal/users?page_size=20', headers: { cookie } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { detail: string }).detail).toMatch(/^Too many requests/);
    // GraphQL finds the same budget spent: a query a fresh budget would take is refused.
    const graphql = await server.app.inject({
      method: 'POST',
      url: '/graphql/gh',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: '{ owner(username: "canopy") { repositories(first: 40) { edges { node { name } } } } }',
      }),
    });
    expect(graphql.statusCode).toBe(429);
    const cost = Number(/costs ([\d.]+)/.exec(graphql.body)?.[1]);
    expect(cost).toBeGreaterThan(19);
    expect(cost).toBeLessThanOrEqual(60);
  });
});
