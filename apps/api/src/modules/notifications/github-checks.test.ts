import { sql } from 'kysely';
import { startNotifyHost, type NotifyHostStandIn } from '../../testing/notify-host-stand-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const TOKEN = 'checks-token';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const HEAD2 = 'c'.repeat(40);
const REPO = '/repos/acme/checked';
/** The pull adds lines 3 to 122 of src/a.js. */
const DIFF = `diff --git a/src/a.js b/src/a.js\n--- a/src/a.js\n+++ b/src/a.js\n@@ -1,2 +1,122 @@\n a\n b\n${'+x\n'.repeat(120)}`;

/** Tests hit the odd added lines up to 119; the even ones and 121, 122 are missed: 59 runs of missed lines. */
function headLines(): Record<number, number> {
  const lines: Record<number, number> = { 1: 1, 2: 0 };
  for (let line = 3; line <= 122; line += 1) lines[line] = line % 2 === 1 && line < 120 ? 1 : 0;
  return lines;
}

describeEachBackend('GitHub check runs in place of statuses when the GitHub app is installed', (backend) => {
  let host: NotifyHostStandIn;
  let server: TestServer;
  let cookie: string;
  let pullHead = HEAD;

  const commitAnswer = (sha: string, parent: string | null) => ({
    body: {
      sha,
      parents: parent ? [{ sha: parent }] : [],
      commit: { message: 'm', author: { date: '2026-11-02T10:00:00Z' } },
    },
  });
  const upload = (sha: string, pullid?: number) =>
    uploadCoverage(server, {
      token: TOKEN,
      slug: 'acme/checked',
      sha,
      ...(pullid ? { branch: 'feature', pullid } : {}),
      network: ['src/a.js'],
      files: { 'lcov.info': lcov({ 'src/a.js': sha === BASE ? { 1: 1, 2: 0 } : headLines() }) },
    });

  beforeAll(async () => {
    const compare = (request: { headers: Record<string, unknown> }) =>
      String(request.headers.accept).includes('diff')
        ? { body: DIFF }
        : { body: { merge_base_commit: { sha: BASE } } };
    host = await startNotifyHost('github', 'gh-token', {
      [`GET ${REPO}/commits/${BASE}`]: commitAnswer(BASE, null),
      [`GET ${REPO}/commits/${HEAD}`]: commitAnswer(HEAD, BASE),
      [`GET ${REPO}/commits/${HEAD2}`]: commitAnswer(HEAD2, BASE),
      [`GET ${REPO}/pulls/7`]: () => ({
        body: {
          number: 7,
          title: 'Grow a',
          state: 'open',
          user: { login: 'ada' },
          base: { ref: 'main', sha: BASE },
          head: { ref: 'feature', sha: pullHead },
        },
      }),
      [`GET ${REPO}/compare/${BASE}...${HEAD}`]: compare,
      [`GET ${REPO}/compare/${BASE}...${HEAD2}`]: compare,
    });
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
        CANOPY_GITHUB_TOKEN: 'gh-token',
        CANOPY_GITHUB_API_URL: host.url,
        CANOPY_PUBLIC_URL: 'https://canopy.example',
      },
    });
    await upload(BASE);
    await server.app.ingestion.queue.idle();
    // The app is installed on acme for all its repositories.
    await sql`insert into github_app_installations (ownerid, installation_id, repository_selection)
      select ownerid, 77, 'all' from owners where username = 'acme'`.execute(server.database.db);
    await upload(HEAD, 7);
    await server.app.ingestion.queue.idle();
    cookie = await server.signIn('ada');
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  const notifications = async (sha: string) => {
    const response = await server.graphql<{
      owner: { repository: { commit: { notifications: { name: string; kind: string | null }[] } } };
    }>(
      `{ owner(username: "acme") { repository(name: "checked") { ... on Repository { commit(id: "${sha}") {
        notifications { name kind outcome state description } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.commit.notifications;
  };

  it('posts the pull head’s project and patch results as completed check runs, not statuses', async () => {
    expect(host.statuses.filter((status) => status.sha === HEAD)).toEqual([]);
    const runs = host.checkRuns.filter((run) => run.sha === HEAD);
    expect(runs.map((run) => [run.name, run.status, run.conclusion])).toEqual([
      ['codecov/project', 'completed', 'failure'],
      ['codecov/patch', 'completed', 'failure'],
    ]);
    const url = 'https://canopy.example/gh/acme/checked/pull/7';
    const patch = runs[1]!;
    expect(patch).toMatchObject({
      title: '49.16% of diff hit (target 50.00%)',
      summary: `[View this Pull Request on Codecov](${url})\n\n49.16% of diff hit (target 50.00%)`,
      detailsUrl: url,
    });
    // The same words the status would have had.
    const recorded = await notifications(HEAD);
    expect(recorded).toEqual(
      expect.arrayContaining([
        {
          name: 'codecov/patch',
          kind: 'CHECK_RUN',
          outcome: 'POSTED',
          state: 'failure',
          description: patch.title,
        },
        {
          name: 'codecov/project',
          kind: 'CHECK_RUN',
          outcome: 'POSTED',
          state: 'failure',
          description: runs[0]!.title,
        },
        expect.objectContaining({ name: 'comment', kind: 'COMMENT', outcome: 'POSTED' }),
      ]),
    );
    // A commit heading no pull keeps commit statuses.
    expect(host.statuses.filter((status) => status.sha === BASE).map((status) => status.context)).toEqual([
      'codecov/project',
      'codecov/patch',
    ]);
  });

  it('annotates the patch check’s uncovered added lines, 50 per request', () => {
    const [project, patch] = host.checkRuns.filter((run) => run.sha === HEAD);
    expect(project!.annotations).toEqual([]);
    expect(patch!.batches).toEqual([50, 9]);
    expect(patch!.annotations).toHaveLength(59);
    expect(patch!.annotations[0]).toEqual({
      path: 'src/a.js',
      start_line: 4,
      end_line: 4,
      annotation_level: 'warning',
      message: 'Added line #L4 was not covered by tests',
    });
    expect(patch!.annotations.at(-1)).toEqual({
      path: 'src/a.js',
      start_line: 120,
      end_line: 122,
      annotation_level: 'warning',
      message: 'Added lines #L120 - L122 were not covered by tests',
    });
    expect(host.requests.filter((request) => request.startsWith('PATCH '))).toHaveLength(1);
  });

  it('falls back to commit statuses when GitHub refuses check runs', async () => {
    host.refuseCheckRuns(true);
    pullHead = HEAD2;
    await upload(HEAD2, 7);
    await server.app.ingestion.queue.idle();
    host.refuseCheckRuns(false);
    expect(host.checkRuns.filter((run) => run.sha === HEAD2)).toEqual([]);
    expect(host.statuses.filter((status) => status.sha === HEAD2).map((status) => status.context)).toEqual([
      'codecov/project',
      'codecov/patch',
    ]);
    const recorded = await notifications(HEAD2);
    expect(recorded.find((row) => row.name === 'codecov/patch')).toMatchObject({
      kind: 'STATUS',
      outcome: 'POSTED',
    });
  });
});
