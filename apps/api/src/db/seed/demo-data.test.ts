import { describeEachBackend, openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { seedDemoData } from './demo-data';

describeEachBackend('seedDemoData', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database?.close());

  it('fills an empty database once and leaves it alone afterwards', async () => {
    expect(await seedDemoData(database.db)).toEqual({ seeded: true });
    expect(await seedDemoData(database.db)).toEqual({ seeded: false });
    const owners = await database.db.selectFrom('owners').select('username').orderBy('ownerid').execute();
    expect(owners.map((owner) => owner.username)).toEqual(['canopy', 'ada', 'grace', 'linus', 'margaret']);
  });

  it('makes ada the staff member, installation admin and canopy admin, with canopy as default organisation', async () => {
    const org = await database.db
      .selectFrom('owners')
      .selectAll()
      .where('username', '=', 'canopy')
      .executeTakeFirstOrThrow();
    const ada = await database.db
      .selectFrom('owners')
      .selectAll()
      .where('username', '=', 'ada')
      .executeTakeFirstOrThrow();
    expect(org).toMatchObject({ isOrg: true, name: 'Canopy', admins: [ada.ownerid] });
    expect(ada).toMatchObject({
      name: 'Ada Lovelace',
      staff: true,
      isInstallAdmin: true,
      defaultOrgOwnerid: org.ownerid,
    });
    expect(ada.organizations).toEqual([org.ownerid]);
    const user = await database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ada.userId)
      .executeTakeFirstOrThrow();
    expect(user.termsAgreement).toBe(true);
  });

  it('keeps margaret out of the organisation', async () => {
    const margaret = await database.db
      .selectFrom('owners')
      .selectAll()
      .where('username', '=', 'margaret')
      .executeTakeFirstOrThrow();
    expect(margaret.organizations).toEqual([]);
  });

  it('creates the repositories of canopy and ada', async () => {
    const repos = await database.db
      .selectFrom('repositories')
      .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
      .select([
        'owners.username',
        'repositories.name',
        'repositories.private',
        'repositories.active',
        'repositories.activated',
      ])
      .orderBy('repositories.repoid')
      .execute();
    expect(repos).toEqual([
      { username: 'canopy', name: 'demo', private: false, active: true, activated: true },
      { username: 'canopy', name: 'api-server', private: true, active: true, activated: true },
      { username: 'canopy', name: 'web-app', private: false, active: true, activated: true },
      { username: 'canopy', name: 'mobile', private: true, active: false, activated: true },
      { username: 'canopy', name: 'legacy-tools', private: false, active: true, activated: false },
      { username: 'ada', name: 'dotfiles', private: false, active: true, activated: true },
    ]);
  });

  it('gives every owner an avatar that does not load from the internet', async () => {
    const owners = await database.db.selectFrom('owners').select('avatarUrl').execute();
    for (const owner of owners) expect(owner.avatarUrl).toMatch(/^data:image\/svg\+xml,/);
  });
});
