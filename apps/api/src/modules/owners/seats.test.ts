import { sql } from 'kysely';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Spec §4 and §6: a private repository of an org needs a seat; auto-activation gives a free one on a visit. */
const REPOSITORY = `query($repo: String!) { owner(username: "canopy") {
  isCurrentUserActivated
  plan { planUserCount hasSeatsLeft }
  repository(name: $repo) { __typename ... on Repository { name } ... on ResolverError { message } }
} }`;
const CONFIG = '{ config { seatsUsed seatsLimit planAutoActivate } }';

interface RepositoryAnswer {
  owner: {
    isCurrentUserActivated: boolean;
    plan: { planUserCount: number | null; hasSeatsLeft: boolean } | null;
    repository: { __typename: string; name?: string; message?: string };
  };
}

const NOT_ACTIVATED = { __typename: 'OwnerNotActivatedError', message: 'You must be activated in the org' };

/** Margaret joins canopy with read access to its private repositories, and no seat. */
async function makeMemberWithoutSeat(server: TestServer, { member = true } = {}) {
  const { db } = server.database;
  const canopy = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('username', '=', 'canopy')
    .executeTakeFirstOrThrow();
  const repos = await db
    .selectFrom('repositories')
    .select('repoid')
    .where('ownerid', '=', canopy.ownerid)
    .where('private', '=', true)
    .execute();
  const margaret = await db
    .updateTable('owners')
    .set({ organizations: member ? [canopy.ownerid] : [], permission: repos.map((repo) => repo.repoid) })
    .where('username', '=', 'margaret')
    .returning('ownerid')
    .executeTakeFirstOrThrow();
  await sql`update owners set plan_activated_users = array_remove(plan_activated_users, ${margaret.ownerid})`.execute(
    db,
  );
  return { canopy: canopy.ownerid, margaret: margaret.ownerid };
}

async function activatedUsers(server: TestServer, ownerid: number): Promise<number[]> {
  const row = await server.database.db
    .selectFrom('owners')
    .select('planActivatedUsers')
    .where('ownerid', '=', ownerid)
    .executeTakeFirstOrThrow();
  return row.planActivatedUsers;
}

describeEachBackend('seats on the hosted edition', (backend) => {
  let server: TestServer;
  let margaretCookie: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_EDITION: 'cloud' } });
    margaretCookie = await server.signIn('margaret');
  });
  afterAll(() => server?.close());

  const open = (repo = 'api-server') =>
    server.graphql<RepositoryAnswer>(REPOSITORY, { variables: { repo }, cookie: margaretCookie });
  const setOrg = (changes: { planAutoActivate?: boolean; planUserCount?: number }) =>
    server.database.db.updateTable('owners').set(changes).where('username', '=', 'canopy').execute();

  it('refuses a member without a seat when the org does not auto-activate', async () => {
    const { canopy, margaret } = await makeMemberWithoutSeat(server);
    await setOrg({ planAutoActivate: false, planUserCount: 10 });
    const answer = await open();
    expect(answer.data?.owner).toEqual({
      isCurrentUserActivated: false,
      plan: { planUserCount: 10, hasSeatsLeft: true },
      repository: NOT_ACTIVATED,
    });
    expect(await activatedUsers(server, canopy)).not.toContain(margaret);
  });

  it('gives a member a free seat once, on opening a private repository, when the org auto-activates', async () => {
    const { canopy, margaret } = await makeMemberWithoutSeat(server);
    await setOrg({ planAutoActivate: true, planUserCount: 10 });
    expect((await open()).data?.owner.repository).toEqual({ __typename: 'Repository', name: 'api-server' });
    expect((await open('mobile')).data?.owner).toMatchObject({
      isCurrentUserActivated: true,
      repository: { __typename: 'Repository', name: 'mobile' },
    });
    expect((await activatedUsers(server, canopy)).filter((id) => id === margaret)).toHaveLength(1);
  });

  it('takes no seat when the plan has none left, and says so', async () => {
    const { canopy, margaret } = await makeMemberWithoutSeat(server);
    const taken = (await activatedUsers(server, canopy)).length;
    await setOrg({ planAutoActivate: true, planUserCount: taken });
    const answer = await open();
    expect(answer.data?.owner).toEqual({
      isCurrentUserActivated: false,
      plan: { planUserCount: taken, hasSeatsLeft: false },
      repository: NOT_ACTIVATED,
    });
    expect(await activatedUsers(server, canopy)).not.toContain(margaret);
    await setOrg({ planUserCount: 10 });
  });

  it('gives no seat to someone outside the org, even with read access', async () => {
    const { canopy, margaret } = await makeMemberWithoutSeat(server, { member: false });
    await setOrg({ planAutoActivate: true });
    expect((await open()).data?.owner.repository).toEqual(NOT_ACTIVATED);
    expect(await activatedUsers(server, canopy)).not.toContain(margaret);
  });

  it('auto-activates through the coverage tree as through the repository page', async () => {
    const { canopy, margaret } = await makeMemberWithoutSeat(server);
    await setOrg({ planAutoActivate: false });
    const tree = () =>
      server.app.inject({
        url: '/internal/gh/canopy/api-server/coverage/tree',
        headers: { cookie: margaretCookie },
      });
    const refused = await tree();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You must be activated in the org' });
    await setOrg({ planAutoActivate: true });
    expect((await tree()).statusCode).not.toBe(403);
    expect(await activatedUsers(server, canopy)).toContain(margaret);
  });

  it('leaves the self-hosted seat fields of config null', async () => {
    const answer = await server.graphql(CONFIG, { cookie: margaretCookie });
    expect(answer.data).toEqual({ config: { seatsUsed: null, seatsLimit: null, planAutoActivate: null } });
  });
});

describeEachBackend('seats on a self-hosted install', (backend) => {
  let server: TestServer;
  let margaretCookie: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_SEATS_LIMIT: '50' } });
    margaretCookie = await server.signIn('margaret');
  });
  afterAll(() => server?.close());

  const open = () =>
    server.graphql<RepositoryAnswer>(REPOSITORY, {
      variables: { repo: 'api-server' },
      cookie: margaretCookie,
    });
  const setInstall = (planAutoActivate: boolean) =>
    server.database.db.updateTable('installSettings').set({ planAutoActivate }).execute();
  const seatsUsed = async () =>
    ((await server.graphql<{ config: { seatsUsed: number } }>(CONFIG)).data?.config.seatsUsed ??
      -1) as number;

  it('reads the seat limit from CANOPY_SEATS_LIMIT', async () => {
    const answer = await server.graphql(CONFIG);
    expect(answer.data).toMatchObject({ config: { seatsLimit: 50, planAutoActivate: true } });
  });

  it("takes no seat past the install's limit, and the plan counts the install's seats", async () => {
    const { canopy, margaret } = await makeMemberWithoutSeat(server);
    await setInstall(true);
    const used = await seatsUsed();
    server.settings.access.seatsLimit = used;
    try {
      expect((await open()).data?.owner).toEqual({
        isCurrentUserActivated: false,
        plan: { planUserCount: used, hasSeatsLeft: false },
        repository: NOT_ACTIVATED,
      });
      expect(await activatedUsers(server, canopy)).not.toContain(margaret);
    } finally {
      server.settings.access.seatsLimit = 50;
    }
  });

  it("follows the install's auto-activation, not the org's", async () => {
    const { canopy, margaret } = await makeMemberWithoutSeat(server);
    await server.database.db
      .updateTable('owners')
      .set({ planAutoActivate: true })
      .where('ownerid', '=', canopy)
      .execute();
    await setInstall(false);
    expect((await open()).data?.owner.repository).toEqual(NOT_ACTIVATED);
    await setInstall(true);
    expect((await open()).data?.owner.repository).toEqual({ __typename: 'Repository', name: 'api-server' });
    // Fields of one query resolve side by side: the next one sees the seat the visit took.
    expect((await open()).data?.owner).toMatchObject({
      isCurrentUserActivated: true,
      plan: { planUserCount: 50, hasSeatsLeft: true },
    });
    expect(await activatedUsers(server, canopy)).toContain(margaret);
  });

  it('counts a seat in any organisation of the install', async () => {
    const { canopy, margaret } = await makeMemberWithoutSeat(server);
    await setInstall(false);
    await server.database.db
      .insertInto('owners')
      .values({
        service: 'github',
        serviceId: 'seats-elsewhere',
        username: 'elsewhere',
        isOrg: true,
        planActivatedUsers: [margaret],
      })
      .execute();
    expect((await open()).data?.owner).toMatchObject({
      isCurrentUserActivated: true,
      repository: { __typename: 'Repository', name: 'api-server' },
    });
    // Nothing written: the seat is the one she holds already.
    expect(await activatedUsers(server, canopy)).not.toContain(margaret);
  });
});
