import { sql } from 'kysely';
import { setAdminOf } from '../sync/sync-store';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

interface Member {
  activated: boolean;
  is_admin: boolean;
  username: string;
  email: string | null;
  ownerid: number;
  student: boolean;
  name: string | null;
  last_pull_timestamp: string | null;
}

interface MembersPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Member[];
  total_pages: number;
}

const IS_ADMIN = 'query IsAdmin($owner: String!) { owner(username: $owner) { isAdmin } }';

describeEachBackend('organisation members REST', (backend) => {
  let server: TestServer;
  let ada: string;
  let grace: string;
  let margaret: string;
  let canopyId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_EDITION: 'cloud', CANOPY_PUBLIC_URL: 'https://canopy.test' },
    });
    ada = await server.signIn('ada');
    grace = await server.signIn('grace');
    margaret = await server.signIn('margaret');
    const owners = await server.database.db.selectFrom('owners').select(['ownerid', 'username']).execute();
    for (const owner of owners) ids[owner.username] = owner.ownerid;
    canopyId = ids.canopy!;
  });
  afterAll(() => server?.close());

  const list = (query = '', cookie: string | null = grace, owner = 'canopy') =>
    server.app.inject({ url: `/internal/gh/${owner}/users/${query}`, headers: cookie ? { cookie } : {} });
  const page = async (query = '', cookie = grace) => {
    const response = await list(query, cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as MembersPage;
  };
  const usernames = (answer: MembersPage) => answer.results.map((member) => member.username);
  const patch = (member: string, body: unknown, cookie: string | null = ada) =>
    server.app.inject({
      method: 'PATCH',
      url: `/internal/gh/canopy/users/${member}/`,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
    });
  const isAdmin = async (cookie: string) =>
    (
      await server.graphql<{ owner: { isAdmin: boolean } }>(IS_ADMIN, {
        variables: { owner: 'canopy' },
        cookie,
      })
    ).data?.owner.isAdmin;
  const setSeats = (count: number) =>
    server.database.db
      .updateTable('owners')
      .set({ planUserCount: count })
      .where('ownerid', '=', canopyId)
      .execute();

  describe('GET /internal/{service}/{owner}/users/', () => {
    it('lists the members of the organisation, with their seat and admin right, for any member', async () => {
      const answer = await page();
      expect(answer).toMatchObject({ count: 3, next: null, previous: null, total_pages: 1 });
      expect(usernames(answer)).toEqual(['ada', 'grace', 'linus']); // by name: Ada Lovelace, Grace Hopper, Linus…
      // The demo's pull requests may or may not be in yet: the latest pull is checked below.
      const { last_pull_timestamp: lastPull, ...grace } = answer.results[1]!;
      expect(lastPull === null || !Number.isNaN(Date.parse(lastPull))).toBe(true);
      expect(grace).toEqual({
        activated: true,
        is_admin: false,
        username: 'grace',
        email: 'grace@example.com',
        ownerid: ids.grace,
        student: false,
        name: 'Grace Hopper',
      });
      expect(answer.results[0]).toMatchObject({ username: 'ada', is_admin: true });
      // The long provider name and the form without the trailing slash answer alike.
      const long = await server.app.inject({
        url: '/internal/github/canopy/users',
        headers: { cookie: ada },
      });
      expect(long.json()).toEqual(answer);
    });

    it('filters by seat and admin right and searches names, usernames and emails case-insensitively', async () => {
      expect(usernames(await page('?is_admin=true'))).toEqual(['ada']);
      expect(usernames(await page('?is_admin=false'))).toEqual(['grace', 'linus']);
      expect(usernames(await page('?activated=True'))).toEqual(['ada', 'grace', 'linus']);
      expect(usernames(await page('?activated=false'))).toEqual([]);
      expect(usernames(await page('?search=HOPPER'))).toEqual(['grace']);
      expect(usernames(await page('?search=Lin'))).toEqual(['linus']);
      expect(usernames(await page('?search=ada%40example'))).toEqual(['ada']);
      expect(usernames(await page('?search=%25'))).toEqual([]); // % is a character, not a wildcard
      expect(usernames(await page('?search=&is_admin='))).toEqual(['ada', 'grace', 'linus']);
    });

    it('orders by each field, descending with a leading -, and reads the latest pull request of each member', async () => {
      expect(usernames(await page('?ordering=-name'))).toEqual(['linus', 'grace', 'ada']);
      expect(usernames(await page('?ordering=-username'))).toEqual(['linus', 'grace', 'ada']);
      expect(usernames(await page('?ordering=email'))).toEqual(['ada', 'grace', 'linus']);
      const [repo] = await server.database.db
        .selectFrom('repositories')
        .select('repoid')
        .where('ownerid', '=', canopyId)
        .where('name', '=', 'web-app')
        .execute();
      await server.database.db
        .insertInto('pulls')
        .values({
          repoid: repo!.repoid,
          pullid: 9001,
          title: 'newest',
          authorUsername: 'Linus',
          createdAt: new Date('2099-01-02T03:04:05Z'),
        })
        .execute();
      const answer = await page('?ordering=-last_pull_timestamp');
      expect(answer.results[0]).toMatchObject({
        username: 'linus',
        last_pull_timestamp: '2099-01-02T03:04:05.000Z',
      });
      const ascending = await page('?ordering=last_pull_timestamp');
      expect(ascending.results.find((member) => member.username === 'linus')?.last_pull_timestamp).toBe(
        '2099-01-02T03:04:05.000Z',
      );
    });

    it("reads a member's latest pull request only in repositories the viewer can read", async () => {
      const { db } = server.database;
      const secret = await db
        .insertInto('repositories')
        .values({ ownerid: canopyId, serviceId: 'members-secret', name: 'members-secret', private: true })
        .returning('repoid')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('pulls')
        .values({
          repoid: secret.repoid,
          pullid: 9002,
          title: 'hidden',
          authorUsername: 'linus',
          createdAt: new Date('2199-01-01T00:00:00Z'),
        })
        .execute();
      await db
        .updateTable('owners')
        .set({ permission: sql<number[]>`array_append(permission, ${secret.repoid}::int)` })
        .where('ownerid', '=', ids.ada!)
        .execute();
      const linusOf = async (cookie: string) =>
        (await page('?search=linus', cookie)).results[0]?.last_pull_timestamp ?? null;
      expect(await linusOf(ada)).toBe('2199-01-01T00:00:00.000Z');
      expect(await linusOf(grace)).not.toBe('2199-01-01T00:00:00.000Z');
      // Nor does ordering by it give the hidden pull request away.
      const ordered = await page('?ordering=-last_pull_timestamp', grace);
      expect(ordered.results.map((member) => member.last_pull_timestamp)).not.toContain(
        '2199-01-01T00:00:00.000Z',
      );
      await db.deleteFrom('pulls').where('repoid', '=', secret.repoid).execute();
      await db.deleteFrom('repositories').where('repoid', '=', secret.repoid).execute();
    });

    it('pages with page and page_size; next and previous carry page= and the rest of the query', async () => {
      const first = await page('?page_size=1&ordering=username');
      expect(first).toMatchObject({ count: 3, total_pages: 3, previous: null });
      expect(usernames(first)).toEqual(['ada']);
      const next = new URL(first.next!);
      expect(next.origin).toBe('https://canopy.test');
      expect(next.pathname).toBe('/internal/gh/canopy/users/');
      expect(Object.fromEntries(next.searchParams)).toEqual({
        page_size: '1',
        ordering: 'username',
        page: '2',
      });
      const second = await page(next.search);
      expect(usernames(second)).toEqual(['grace']);
      expect(new URL(second.previous!).searchParams.get('page')).toBe('1');
      const last = await page('?page_size=1&ordering=username&page=3');
      expect(usernames(last)).toEqual(['linus']);
      expect(last.next).toBeNull();
      const beyond = await list('?page_size=1&page=4');
      expect([beyond.statusCode, beyond.json()]).toEqual([404, { detail: 'Invalid page.' }]);
    });

    it.each([
      ['?activated=maybe', 'activated must be true or false, not "maybe"'],
      ['?is_admin=2', 'is_admin must be true or false, not "2"'],
      ['?ordering=password', 'ordering must be one of name, username, email, activated, last_pull_timestamp'],
      ['?ordering=--name', 'ordering must be one of'],
      ['?page=0', 'page must be a whole number from 1, not "0"'],
      ['?page=two', 'page must be a whole number from 1, not "two"'],
      ['?page=99999999999999999999', 'page must be a whole number from 1, not "99999999999999999999"'],
      ['?page=1000001', 'page must not exceed 1000000'],
      ['?page_size=-1', 'page_size must be a whole number from 1'],
      ['?page_size=101', 'page_size must not exceed 100'],
      ['?page=1&page=2', 'page is given more than once'],
      [`?search=${'x'.repeat(201)}`, 'search must not be longer than 200 characters'],
    ])('answers 400 with what was wrong for %s', async (query, detail) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { detail: string }).detail).toContain(detail);
    });

    it('refuses a guest (401), someone outside the organisation (403), an unknown owner or provider (404)', async () => {
      const guest = await list('', null);
      expect([guest.statusCode, guest.json()]).toEqual([
        401,
        { detail: 'Authentication credentials were not provided.' },
      ]);
      const stranger = await list('', margaret);
      expect([stranger.statusCode, stranger.json()]).toEqual([
        403,
        { detail: 'You do not have permission to perform this action.' },
      ]);
      expect((await list('', grace, 'no-such-org')).statusCode).toBe(404);
      const provider = await server.app.inject({
        url: '/internal/xx/canopy/users/',
        headers: { cookie: grace },
      });
      expect(provider.statusCode).toBe(404);
      // A person's own account: they are its only member-to-be, and the list is theirs to read.
      expect((await list('', margaret, 'margaret')).json()).toMatchObject({ count: 0, results: [] });
    });
  });

  describe('PATCH /internal/{service}/{owner}/users/{username_or_ownerid}/', () => {
    it('lets an admin add and remove an admin, by username or ownerid; the new admin is an admin everywhere', async () => {
      expect(await isAdmin(grace)).toBe(false);
      const added = await patch('Grace', { is_admin: true });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ username: 'grace', is_admin: true, activated: true });
      expect(await isAdmin(grace)).toBe(true);
      expect(usernames(await page('?is_admin=true'))).toEqual(['ada', 'grace']);
      // Now an admin herself, grace may change others.
      expect((await patch('linus', { is_admin: false }, grace)).statusCode).toBe(200);

      const removed = await patch(String(ids.grace), { is_admin: false });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ username: 'grace', is_admin: false });
      expect(await isAdmin(grace)).toBe(false);
    });

    it('keeps an admin added here through a sync that does not name them, and a host admin cannot be removed here', async () => {
      await patch('grace', { is_admin: true });
      await setAdminOf(server.database.db, [canopyId], ids.grace!, false);
      expect(await isAdmin(grace)).toBe(true);
      await patch('grace', { is_admin: false });

      // linus is an admin of canopy on GitHub: the sync says so.
      await setAdminOf(server.database.db, [canopyId], ids.linus!, true);
      const refused = await patch('linus', { is_admin: false });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        detail:
          'linus is an admin of canopy on GitHub, and admins there are admins here: change their role on GitHub.',
      });
      expect(usernames(await page('?is_admin=true'))).toEqual(['ada', 'linus']);
      // Once GitHub takes the role away, so does the sync.
      await setAdminOf(server.database.db, [canopyId], ids.linus!, false);
      expect(usernames(await page('?is_admin=true'))).toEqual(['ada']);
    });

    it('activates and deactivates a seat within the plan, and says when no seat is left (403)', async () => {
      await setSeats(3);
      const off = await patch('linus', { activated: false });
      expect([off.statusCode, off.json().activated]).toEqual([200, false]);
      expect(usernames(await page('?activated=false'))).toEqual(['linus']);

      await setSeats(2);
      const full = await patch('linus', { activated: true });
      expect([full.statusCode, full.json()]).toEqual([
        403,
        { detail: 'Cannot activate user -- not enough seats left.' },
      ]);

      await setSeats(3);
      const on = await patch('linus', { activated: true, is_admin: false });
      expect([on.statusCode, on.json().activated]).toEqual([200, true]);
      // Activating someone who holds a seat changes nothing, whatever is left.
      await setSeats(1);
      expect((await patch('linus', { activated: true })).json()).toMatchObject({ activated: true });
      await setSeats(10);
    });

    it('refuses members who are not admins (403), outsiders (403), guests (401), and changes nothing', async () => {
      const before = await sql<{
        admins: number[];
      }>`select admins from owners where ownerid = ${canopyId}`.execute(server.database.db);
      const member = await patch('grace', { is_admin: true }, grace);
      expect([member.statusCode, member.json()]).toEqual([
        403,
        { detail: 'Only admins of the organization can change its members.' },
      ]);
      const outsider = await patch('grace', { is_admin: true }, margaret);
      expect([outsider.statusCode, outsider.json()]).toEqual([
        403,
        { detail: 'You do not have permission to perform this action.' },
      ]);
      expect((await patch('grace', { is_admin: true }, null)).statusCode).toBe(401);
      const after = await sql<{
        admins: number[];
      }>`select admins from owners where ownerid = ${canopyId}`.execute(server.database.db);
      expect(after.rows).toEqual(before.rows);
    });

    it.each([
      [{}, 'Send activated and/or is_admin'],
      [{ is_admin: 'yes' }, 'is_admin must be true or false'],
      [{ activated: null }, 'activated must be true or false'],
      [
        { is_admin: true, plan: 'users-enterprisey' },
        'Unknown field "plan": only activated and is_admin can be changed',
      ],
      [[true], 'Send a JSON object with activated and/or is_admin'],
    ])('answers 400 for the body %j', async (body, detail) => {
      const response = await patch('grace', body);
      expect([response.statusCode, response.json()]).toEqual([400, { detail }]);
    });

    it('answers 404 for someone who is not a member, and for an unknown organisation', async () => {
      expect((await patch('margaret', { is_admin: true })).json()).toEqual({
        detail: 'No member of this organization has that username or ownerid.',
      });
      expect((await patch('margaret', { is_admin: true })).statusCode).toBe(404);
      const unknown = await server.app.inject({
        method: 'PATCH',
        url: '/internal/gh/no-such-org/users/grace/',
        headers: { 'content-type': 'application/json', cookie: ada },
        payload: '{"is_admin":true}',
      });
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: 'Not found.' }]);
    });
  });
});

describeEachBackend('organisation members REST on a self-hosted install', (backend) => {
  let server: TestServer;
  let ada: string;
  let grace: string;
  let linusId: number;

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_PUBLIC_URL: 'https://canopy.test' } });
    ada = await server.signIn('ada');
    grace = await server.signIn('grace');
    const linus = await server.database.db
      .selectFrom('owners')
      .select('ownerid')
      .where('username', '=', 'linus')
      .executeTakeFirstOrThrow();
    linusId = linus.ownerid;
  });
  afterAll(() => server?.close());

  const patch = (member: string, body: unknown, cookie = ada) =>
    server.app.inject({
      method: 'PATCH',
      url: `/internal/gh/canopy/users/${member}/`,
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify(body),
    });
  const seatsUsed = async () =>
    (await server.graphql<{ config: { seatsUsed: number } }>('query { config { seatsUsed } }')).data?.config
      .seatsUsed;
  const ownersListing = async (ownerid: number) =>
    (await server.database.db.selectFrom('owners').select('planActivatedUsers').execute()).filter((row) =>
      row.planActivatedUsers.includes(ownerid),
    ).length;
  const withLimit = async (limit: number | null, run: () => Promise<void>) => {
    const before = server.settings.access.seatsLimit;
    server.settings.access.seatsLimit = limit;
    try {
      await run();
    } finally {
      server.settings.access.seatsLimit = before;
    }
  };

  it("deactivating frees the member's install seat everywhere, and activating takes one back", async () => {
    const used = (await seatsUsed())!;
    const off = await patch('linus', { activated: false });
    expect([off.statusCode, off.json().activated]).toEqual([200, false]);
    expect(await ownersListing(linusId)).toBe(0);
    expect(await seatsUsed()).toBe(used - 1);
    const on = await patch('linus', { activated: true });
    expect([on.statusCode, on.json().activated]).toEqual([200, true]);
    expect(await seatsUsed()).toBe(used);
  });

  it('activates someone who already holds a seat at the limit, and refuses a new seat past it (403)', async () => {
    const used = (await seatsUsed())!;
    await withLimit(used, async () => {
      const held = await patch('grace', { activated: true });
      expect([held.statusCode, held.json().activated]).toEqual([200, true]);
      expect((await patch('linus', { activated: false })).statusCode).toBe(200);
      await withLimit(used - 1, async () => {
        const full = await patch('linus', { activated: true });
        expect([full.statusCode, full.json()]).toEqual([
          403,
          { detail: 'Cannot activate user -- not enough seats left.' },
        ]);
      });
      expect((await patch('linus', { activated: true })).json()).toMatchObject({ activated: true });
    });
  });

  it('refuses seat changes (403) to an admin of the organisation who is not an install admin', async () => {
    expect((await patch('grace', { is_admin: true })).statusCode).toBe(200);
    try {
      const before = await ownersListing(linusId);
      for (const activated of [false, true]) {
        const refused = await patch('linus', { activated, is_admin: false }, grace);
        expect([refused.statusCode, refused.json()]).toEqual([
          403,
          { detail: 'Only the admins of this install can activate or deactivate its users.' },
        ]);
      }
      expect(await ownersListing(linusId)).toBe(before);
      // The admin right itself is still theirs to change.
      expect((await patch('linus', { is_admin: false }, grace)).statusCode).toBe(200);
    } finally {
      await patch('grace', { is_admin: false });
    }
  });
});

describeEachBackend('organisation members REST: cost', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_GRAPHQL_COST_PER_MINUTE: '40', CANOPY_GRAPHQL_MAX_COST: '40' },
    });
  });
  afterAll(() => server?.close());

  it('takes each page (its rows) and each change from the client budget, then answers 429 with Retry-After', async () => {
    const cookie = await server.signIn('grace');
    const get = () =>
      server.app.inject({ url: '/internal/gh/canopy/users/?page_size=20', headers: { cookie } });
    expect((await get()).statusCode).toBe(200); // 21 of 40
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { detail: string }).detail).toMatch(/^Too many requests/);
  });
});
