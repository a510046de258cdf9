import { sql } from 'kysely';
import { startNotifyHost, type NotifyHostStandIn } from '../../testing/notify-host-stand-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const TOKEN = 'timing-token';
const BASE = 'a'.repeat(40);
const HEAD = 'e'.repeat(40);
const HEAD2 = 'f'.repeat(40);
const HEAD3 = '3'.repeat(40);
const YAML = `
codecov:
  notify:
    manual_trigger: true
    after_n_builds: 2
comment:
  behavior: new
`;

describeEachBackend(
  'when notifications go out: manual_trigger, after_n_builds, comment behavior',
  (backend) => {
    let host: NotifyHostStandIn;
    let server: TestServer;
    let pullHead = HEAD;

    beforeAll(async () => {
      const api = '/repos/acme/timed';
      host = await startNotifyHost('github', 'gh-token', {
        [`GET ${api}/commits/${HEAD3}/check-runs`]: {
          body: { check_runs: [{ name: 'test', status: 'completed', conclusion: 'failure' }] },
        },
        [`GET ${api}/pulls/7`]: () => ({
          body: {
            number: 7,
            title: 'T',
            state: 'open',
            base: { ref: 'main', sha: BASE },
            head: { ref: 'f', sha: pullHead },
          },
        }),
      });
      server = await startTestServer(backend, {
        env: {
          CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
          CANOPY_GITHUB_TOKEN: 'gh-token',
          CANOPY_GITHUB_API_URL: host.url,
        },
      });
    });
    afterAll(async () => {
      await server?.close();
      await host?.close();
    });

    const upload = async (sha: string, flag: string, pullid?: number) => {
      await uploadCoverage(server, {
        token: TOKEN,
        slug: 'acme/timed',
        sha,
        ...(pullid ? { branch: 'f', pullid, parent: BASE } : {}),
        flags: [flag],
        network: ['src/a.js'],
        files: { 'lcov.info': lcov({ 'src/a.js': { 1: 1, 2: pullid ? 1 : 0 } }) },
      });
      await server.app.ingestion.queue.idle();
    };
    const sendNotifications = async (sha: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url: `/upload/github/acme::::timed/commits/${sha}/upload-complete`,
        headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
        payload: { cli_args: {}, version: 'cli-11.3.1' },
      });
      expect(response.statusCode).toBe(200);
      await server.app.ingestion.queue.idle();
    };
    const headStatuses = () => host.statuses.filter((status) => status.sha === HEAD);

    it('waits for send-notifications and for after_n_builds uploads, then posts', async () => {
      await upload(BASE, 'unit');
      await sql`update repositories set yaml = ${YAML} where name = 'timed'`.execute(server.database.db);
      await upload(HEAD, 'unit', 7);
      expect(headStatuses()).toEqual([]);
      await sendNotifications(HEAD);
      // Asked for, but one upload of the two after_n_builds wants.
      expect(headStatuses()).toEqual([]);
      await upload(HEAD, 'ui', 7);
      expect(headStatuses().map((status) => [status.context, status.state, status.description])).toEqual([
        ['codecov/project', 'success', '100.00% (+50.00%) compared to aaaaaaa'],
        ['codecov/patch', 'success', 'Coverage not affected when comparing aaaaaaa...eeeeeee'],
      ]);
      expect(host.comments).toHaveLength(1);
    });

    it('behavior new deletes the previous comment and posts another for the next head', async () => {
      pullHead = HEAD2;
      await upload(HEAD2, 'unit', 7);
      await upload(HEAD2, 'ui', 7);
      expect(host.comments).toHaveLength(1);
      await sendNotifications(HEAD2);
      expect(host.comments.map((comment) => comment.deleted)).toEqual([true, false]);
    });

    it('a CI failure the host reports makes the statuses if_ci_failed (error) and is kept on the commit', async () => {
      pullHead = HEAD3;
      await upload(HEAD3, 'unit', 7);
      await upload(HEAD3, 'ui', 7);
      await sendNotifications(HEAD3);
      const states = host.statuses.filter((status) => status.sha === HEAD3).map((status) => status.state);
      expect(states).toEqual(['error', 'error']);
      const cookie = await server.signIn('ada');
      const response = await server.graphql<{ owner: { repository: { commit: { ciPassed: boolean } } } }>(
        `{ owner(username: "acme") { repository(name: "timed") { ... on Repository { commit(id: "${HEAD3}") { ciPassed } } } } }`,
        { cookie },
      );
      expect(response.data!.owner.repository.commit.ciPassed).toBe(false);
    });
  },
);
