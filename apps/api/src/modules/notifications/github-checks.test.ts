import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'kysely';
import { startNotifyHost, type NotifyHostStandIn } from '../../testing/notify-host-stand-in';
import { type Backend, describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const TOKEN = 'checks-token';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const HEAD2 = 'c'.repeat(40);
const HEAD3 = 'd'.repeat(40);
const REPO = '/repos/acme/checked';
/** The pull adds lines 3 to 122 of src/a.js. */
const DIFF = `diff --git a/src/a.js b/src/a.js\n--- a/src/a.js\n+++ b/src/a.js\n@@ -1,2 +1,122 @@\n a\n b\n${'+x\n'.repeat(120)}`;

/** Tests hit the odd added lines up to 119; the even ones and 121, 122 are missed: 59 runs of missed lines. */
function headLines(): Record<number, number> {
  const lines: Record<number, number> = { 1: 1, 2: 0 };
  for (let line = 3; line <= 122; line += 1) lines[line] = line % 2 === 1 && line < 120 ? 1 : 0;
  return lines;
}

/** The GitHub App Canopy is configured as; the stand-in checks its JWTs with the public key. */
const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '4242';
const APP_ENV = {
  CANOPY_GITHUB_APP_ID: APP_ID,
  CANOPY_GITHUB_APP_PRIVATE_KEY: appKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};

/**
 * acme/checked on a GitHub stand-in, with pull 7 from `feature` whose head is `pullHead`, and Canopy configured by
 * `env`; the app is installed on acme (all its repositories) after the base commit was notified.
 */
function checkedRepository(backend: Backend, env: Record<string, string>) {
  const state = {
    host: undefined as unknown as NotifyHostStandIn,
    server: undefined as unknown as TestServer,
    cookie: '',
    pullHead: HEAD,
  };

  const commitAnswer = (sha: string, parent: string | null) => ({
    body: {
      sha,
      parents: parent ? [{ sha: parent }] : [],
      commit: { message: 'm', author: { date: '2026-11-02T10:00:00Z' } },
    },
  });
  const upload = (sha: string, pullid?: number) =>
    uploadCoverage(state.server, {
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
    state.host = await startNotifyHost(
      'github',
      'gh-token',
      {
        [`GET ${REPO}/commits/${BASE}`]: commitAnswer(BASE, null),
        [`GET ${REPO}/commits/${HEAD}`]: commitAnswer(HEAD, BASE),
        [`GET ${REPO}/commits/${HEAD2}`]: commitAnswer(HEAD2, BASE),
        [`GET ${REPO}/commits/${HEAD3}`]: commitAnswer(HEAD3, BASE),
        [`GET ${REPO}/pulls/7`]: () => ({
          body: {
            number: 7,
            title: 'Grow a',
            state: 'open',
            user: { login: 'ada' },
            base: { ref: 'main', sha: BASE },
            head: { ref: 'feature', sha: state.pullHead },
          },
        }),
        [`GET ${REPO}/compare/${BASE}...${HEAD}`]: compare,
        [`GET ${REPO}/compare/${BASE}...${HEAD2}`]: compare,
        [`GET ${REPO}/compare/${BASE}...${HEAD3}`]: compare,
      },
      { id: APP_ID, publicKey: appKeys.publicKey },
    );
    state.server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
        CANOPY_GITHUB_TOKEN: 'gh-token',
        CANOPY_GITHUB_API_URL: state.host.url,
        CANOPY_PUBLIC_URL: 'https://canopy.example',
        ...env,
      },
    });
    await upload(BASE);
    await state.server.app.ingestion.queue.idle();
    await sql`insert into github_app_installations (ownerid, installation_id, repository_selection)
      select ownerid, 77, 'all' from owners where username = 'acme'`.execute(state.server.database.db);
    await upload(HEAD, 7);
    await state.server.app.ingestion.queue.idle();
    state.cookie = await state.server.signIn('ada');
  });
  afterAll(async () => {
    await state.server?.close();
    await state.host?.close();
  });

  const notifications = async (sha: string) => {
    const response = await state.server.graphql<{
      owner: { repository: { commit: { notifications: { name: string; kind: string | null }[] } } };
    }>(
      `{ owner(username: "acme") { repository(name: "checked") { ... on Repository { commit(id: "${sha}") {
        notifications { name kind outcome state description } } } } } }`,
      { cookie: state.cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.commit.notifications;
  };

  return { state, upload, notifications };
}

describeEachBackend('GitHub check runs in place of statuses when the GitHub app is installed', (backend) => {
  const { state, upload, notifications } = checkedRepository(backend, APP_ENV);

  it('posts the pull head’s project and patch results as completed check runs, not statuses', async () => {
    expect(state.host.statuses.filter((status) => status.sha === HEAD)).toEqual([]);
    const runs = state.host.checkRuns.filter((run) => run.sha === HEAD);
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
    // A commit heading no pull keeps commit statuses; the base was notified before the app was installed.
    expect(
      state.host.statuses.filter((status) => status.sha === BASE).map((status) => status.context),
    ).toEqual(['codecov/project', 'codecov/patch']);
    expect(state.host.statuses.filter((status) => status.sha === BASE).map((status) => status.auth)).toEqual([
      'token',
      'token',
    ]);
  });

  it('acts as the app on the repositories its installation covers: check runs and the comment', () => {
    expect(state.host.checkRuns.filter((run) => run.sha === HEAD).map((run) => run.auth)).toEqual([
      'installation',
      'installation',
    ]);
    expect(state.host.comments.map((comment) => comment.auth)).toEqual(['installation']);
    expect(state.host.issuedTokens).toEqual([77]);
  });

  it('annotates the patch check’s uncovered added lines, 50 per request', () => {
    const [project, patch] = state.host.checkRuns.filter((run) => run.sha === HEAD);
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
    expect(state.host.requests.filter((request) => request.startsWith('PATCH '))).toHaveLength(1);
  });

  it('falls back to commit statuses when GitHub refuses check runs', async () => {
    state.host.refuseCheckRuns(true);
    state.pullHead = HEAD2;
    await upload(HEAD2, 7);
    await state.server.app.ingestion.queue.idle();
    state.host.refuseCheckRuns(false);
    expect(state.host.checkRuns.filter((run) => run.sha === HEAD2)).toEqual([]);
    expect(
      state.host.statuses.filter((status) => status.sha === HEAD2).map((status) => status.context),
    ).toEqual(['codecov/project', 'codecov/patch']);
    const recorded = await notifications(HEAD2);
    expect(recorded.find((row) => row.name === 'codecov/patch')).toMatchObject({
      kind: 'STATUS',
      outcome: 'POSTED',
    });
    // Still as the app, with the token fetched for the first commit.
    expect(state.host.statuses.filter((status) => status.sha === HEAD2).map((status) => status.auth)).toEqual(
      ['installation', 'installation'],
    );
    expect(state.host.issuedTokens).toEqual([77]);
  });

  it('fetches a new installation token when GitHub no longer takes the one it has', async () => {
    state.host.revokeInstallationTokens();
    state.pullHead = HEAD3;
    await upload(HEAD3, 7);
    await state.server.app.ingestion.queue.idle();
    expect(state.host.issuedTokens).toEqual([77, 77]);
    const runs = state.host.checkRuns.filter((run) => run.sha === HEAD3);
    expect(runs.map((run) => [run.name, run.auth])).toEqual([
      ['codecov/project', 'installation'],
      ['codecov/patch', 'installation'],
    ]);
    const recorded = await notifications(HEAD3);
    expect(recorded.find((row) => row.name === 'codecov/patch')).toMatchObject({
      kind: 'CHECK_RUN',
      outcome: 'POSTED',
    });
  });
});

describeEachBackend('GitHub notifications when Canopy is not configured as a GitHub App', (backend) => {
  const { state, notifications } = checkedRepository(backend, {});

  it('posts commit statuses with the configured token, even where the app is installed', async () => {
    expect(state.host.checkRuns).toEqual([]);
    expect(state.host.issuedTokens).toEqual([]);
    const statuses = state.host.statuses.filter((status) => status.sha === HEAD);
    expect(statuses.map((status) => [status.context, status.auth])).toEqual([
      ['codecov/project', 'token'],
      ['codecov/patch', 'token'],
    ]);
    expect(state.host.comments.map((comment) => comment.auth)).toEqual(['token']);
    const recorded = await notifications(HEAD);
    expect(recorded.find((row) => row.name === 'codecov/patch')).toMatchObject({
      kind: 'STATUS',
      outcome: 'POSTED',
    });
  });
});
