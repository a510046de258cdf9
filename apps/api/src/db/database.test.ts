import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { parseInt8, parseNumeric } from './normalise';
import { describeEachBackend, openTestDatabase, type TestDatabase } from '../testing/test-database';

describe('parseInt8 and parseNumeric', () => {
  it('turn database text into numbers', () => {
    expect(parseInt8('42')).toBe(42);
    expect(parseInt8('-7')).toBe(-7);
    expect(parseNumeric('12.3400')).toBe(12.34);
  });

  it('refuse int8 values a JavaScript number cannot hold exactly', () => {
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
  });
});

describeEachBackend('migrations', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend, { migrated: false });
  });
  afterAll(() => database?.close());

  it('apply every migration once, in order, and then nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(database.db)).toEqual([]);
    const tables = await sql<{ tablename: string }>`
      select tablename from pg_tables where schemaname = 'public' order by tablename
    `.execute(database.db);
    expect(tables.rows.map((row) => row.tablename)).toEqual(
      expect.arrayContaining(['install_settings', 'owners', 'repositories', 'sessions', 'users']),
    );
  });

  it('stop at a seat limit stored in the database, naming CANOPY_SEATS_LIMIT, and go on once it is cleared', async () => {
    const stored = await openTestDatabase(backend, { migrated: false });
    try {
      const migrator = new Migrator({ db: stored.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0015-org-admins')).error).toBeUndefined();
      await sql`insert into install_settings (cookie_secret, seats_limit) values ('secret', 7)`.execute(
        stored.db,
      );
      await expect(migrateToLatest(stored.db)).rejects.toThrow(
        /0016-licence-from-configuration failed: .*seats_limit holds 7.*CANOPY_SEATS_LIMIT=7/,
      );
      await sql`update install_settings set seats_limit = null`.execute(stored.db);
      // 0016 runs first now; later migrations follow it.
      expect((await migrateToLatest(stored.db))[0]).toBe('0016-licence-from-configuration');
    } finally {
      await stored.close();
    }
  });

  it('index every list the API pages through', async () => {
    const indexes = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename in ('owners', 'repositories', 'sessions')
    `.execute(database.db);
    expect(indexes.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'repositories_owner_id',
        'repositories_owner_name_order',
        'repositories_owner_commit_date',
        'repositories_owner_coverage',
        'owners_organizations',
        'sessions_owner',
      ]),
    );
  });
});

describeEachBackend('driver normalisation', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database?.close());

  it('returns int8, count(*), sum(), numeric and their arrays as numbers', async () => {
    const result = await sql<Record<string, unknown>>`
      select 9007199254740991::int8 as big, count(*) as counted, sum(x) as summed, 12.5::numeric(7,4) as ratio,
             array[1, 2]::int8[] as bigs, array[1.25, null]::numeric[] as ratios, array[3, 4]::int[] as ints
      from (values (1), (2), (3)) as t(x)
    `.execute(database.db);
    expect(result.rows[0]).toEqual({
      big: 9007199254740991,
      counted: 3,
      summed: 6,
      ratio: 12.5,
      bigs: [1, 2],
      ratios: [1.25, null],
      ints: [3, 4],
    });
  });

  it('returns timestamps as Dates and jsonb as objects', async () => {
    const result = await sql<{ at: Date; doc: unknown }>`
      select '2026-01-02T03:04:05Z'::timestamptz as at, '{"a": [1, "b"]}'::jsonb as doc
    `.execute(database.db);
    expect(result.rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(result.rows[0]?.doc).toEqual({ a: [1, 'b'] });
  });

  it('throws rather than round an int8 beyond 2^53', async () => {
    await expect(sql`select 9007199254740993::int8 as too_big`.execute(database.db)).rejects.toThrow();
  });

  it('maps snake_case columns to camelCase properties', async () => {
    await database.db.insertInto('users').values({ name: 'Test', email: 't@example.com' }).execute();
    const user = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 't@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Test', marketingConsent: false, termsAgreement: null });
    expect(typeof user.id).toBe('number');
    expect(user.createdAt).toBeInstanceOf(Date);
  });

  it('runs concurrent transactions without losing either', async () => {
    const insert = (name: string) =>
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({ name, email: `${name}@example.com` })
          .execute();
        await sql`select pg_sleep(0.01)`.execute(trx);
      });
    await Promise.all([insert('first'), insert('second'), insert('third')]);
    const { count } = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('name', 'in', ['first', 'second', 'third'])
      .executeTakeFirstOrThrow();
    expect(count).toBe(3);
  });
});
