import { dayFromToday, testLicenceEnv } from '../../testing/licence';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const CONFIG = '{ config { seatsUsed seatsLimit selfHostedLicense { expirationDate } } }';
const PLAN = '{ owner(username: "canopy") { plan { planUserCount hasSeatsLeft } } }';

interface ConfigAnswer {
  config: {
    seatsUsed: number | null;
    seatsLimit: number | null;
    selfHostedLicense: { expirationDate: string } | null;
  };
}

/** The install's licence (CANOPY_LICENSE) is what `config` answers: its seats and its last day. */
describeEachBackend('config with a licence', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const start = async (env: Record<string, string>) => {
    server = await startTestServer(backend, { env });
    return server;
  };

  it("answers the licence's seats and last day", async () => {
    const running = await start(testLicenceEnv({ seats: 5, daysLeft: 10 }));
    const answer = await running.graphql<ConfigAnswer>(CONFIG);
    expect(answer.data?.config).toEqual({
      seatsUsed: 3,
      seatsLimit: 5,
      selfHostedLicense: { expirationDate: `${dayFromToday(10)}T00:00:00.000Z` },
    });
  });

  it('lets CANOPY_SEATS_LIMIT lower the seats of the licence, never raise them', async () => {
    let running = await start({ ...testLicenceEnv({ seats: 5, daysLeft: 10 }), CANOPY_SEATS_LIMIT: '4' });
    expect((await running.graphql<ConfigAnswer>(CONFIG)).data?.config.seatsLimit).toBe(4);
    await running.close();
    running = await start({ ...testLicenceEnv({ seats: 5, daysLeft: 10 }), CANOPY_SEATS_LIMIT: '50' });
    expect((await running.graphql<ConfigAnswer>(CONFIG)).data?.config.seatsLimit).toBe(5);
  });

  it("keeps serving with an expired licence, whose date says so, and caps the plan's seats with it", async () => {
    const running = await start(testLicenceEnv({ seats: 3, daysLeft: -2 }));
    const answer = await running.graphql<ConfigAnswer>(CONFIG);
    expect(answer.data?.config).toEqual({
      seatsUsed: 3,
      seatsLimit: 3,
      selfHostedLicense: { expirationDate: `${dayFromToday(-2)}T00:00:00.000Z` },
    });
    const plan = await running.graphql(PLAN, { cookie: await running.signIn('ada') });
    expect(plan.data).toEqual({ owner: { plan: { planUserCount: 3, hasSeatsLeft: false } } });
  });

  it('leaves the licence out on the hosted edition', async () => {
    const running = await start({ ...testLicenceEnv({ seats: 5, daysLeft: 10 }), CANOPY_EDITION: 'cloud' });
    expect((await running.graphql<ConfigAnswer>(CONFIG)).data?.config).toEqual({
      seatsUsed: null,
      seatsLimit: null,
      selfHostedLicense: null,
    });
  });
});
