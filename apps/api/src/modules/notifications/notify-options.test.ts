import { sql } from 'kysely';
import { startNotifyHost, type NotifyHostStandIn } from '../../testing/notify-host-stand-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';
import { uploadErrorText } from './post-comment';

const TOKEN = 'options-token';
const BASE = 'e'.repeat(40);
const HEAD = 'f'.repeat(40);
const LONE = '5'.repeat(40);
/** Not coverage in any format: its processing fails. */
const JUNK = { 'coverage.txt': 'hello, this is not coverage\n' };

const pullAnswer = (pullid: number, baseBranch: string) => ({
  body: {
    number: pullid,
    title: 'Change',
    state: 'open',
    user: { login: 'ada' },
    base: { ref: baseBranch, sha: BASE },
    head: { ref: 'feature', sha: HEAD },
  },
});

describeEachBackend('notify_error, comment branches and if_no_uploads', (backend) => {
  let host: NotifyHostStandIn;
  let server: TestServer;
  let cookie: string;

  const upload = (repo: string, sha: string, files: Record<string, string>, pullid?: number) =>
    uploadCoverage(server, {
      token: TOKEN,
      slug: `acme/${repo}`,
      sha,
      ...(pullid ? { branch: 'feature', pullid } : {}),
      files,
    });
  const coverage = { 'lcov.info': lcov({ 'src/a.js': { 1: 1, 2: 0 } }) };
  const setYaml = (repo: string, yaml: string) =>
    sql`update repositories set yaml = ${yaml} where name = ${repo}`.execute(server.database.db);

  beforeAll(async () => {
    host = await startNotifyHost('github', 'gh-token', {
      'GET /repos/acme/erring/pulls/8': pullAnswer(8, 'main'),
      'GET /repos/acme/branched/pulls/9': pullAnswer(9, 'main'),
    });
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
        CANOPY_GITHUB_TOKEN: 'gh-token',
        CANOPY_GITHUB_API_URL: host.url,
        CANOPY_PUBLIC_URL: 'https://canopy.example',
      },
    });
    for (const repo of ['erring', 'branched']) {
      await upload(repo, BASE, coverage);
      await server.app.ingestion.queue.idle();
    }
    await setYaml('erring', 'codecov:\n  notify:\n    notify_error: true\n');
    await setYaml(
      'branched',
      'comment:\n  branches: ["release/*"]\ncoverage:\n  status:\n    project:\n      default:\n        if_no_uploads: failure\n',
    );
    cookie = await server.signIn('ada');
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  const notifications = async (repo: string, sha: string) => {
    const response = await server.graphql<{
      owner: { repository: { commit: { notifications: Record<string, unknown>[] } } };
    }>(
      `{ owner(username: "acme") { repository(name: "${repo}") { ... on Repository { commit(id: "${sha}") {
        notifications { name kind outcome state description error } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.commit.notifications;
  };
  const commentsOn = (pullid: number) => host.comments.filter((comment) => comment.pullid === pullid);

  it('notify_error: a failed upload turns the comment into Codecov’s error text, and no status is posted', async () => {
    await upload('erring', HEAD, coverage, 8);
    await server.app.ingestion.queue.idle();
    expect(commentsOn(8)).toHaveLength(1);
    expect(commentsOn(8)[0]!.body).toContain('Report');
    const statusesBefore = host.statuses.filter((status) => status.sha === HEAD).length;
    expect(statusesBefore).toBe(2);

    await upload('erring', HEAD, JUNK, 8);
    await server.app.ingestion.queue.idle();
    // The same comment, edited in place: no numbers made from part of the uploads.
    expect(commentsOn(8)).toHaveLength(1);
    expect(commentsOn(8)[0]!.body).toBe(uploadErrorText(1, 2));
    expect(commentsOn(8)[0]!.body).toBe(
      "❗️ We couldn't process [1] out of [2] uploads. Codecov cannot generate a coverage report with partially processed data. Please review the upload errors on the commit page.",
    );
    expect(host.statuses.filter((status) => status.sha === HEAD)).toHaveLength(statusesBefore);
    const recorded = await notifications('erring', HEAD);
    expect(recorded).toEqual(
      expect.arrayContaining([
        {
          name: 'comment',
          kind: 'UPLOAD_ERROR_COMMENT',
          outcome: 'POSTED',
          state: null,
          description: 'Comment edited: 1 of 2 uploads could not be processed',
          error: null,
        },
        {
          name: 'notifications',
          kind: null,
          outcome: 'SKIPPED',
          state: null,
          description: null,
          error: 'notify_error: 1 of 2 uploads could not be processed, so no status is posted',
        },
      ]),
    );
  });

  it('comment branches: no comment on a pull merging into another branch', async () => {
    await upload('branched', HEAD, coverage, 9);
    await server.app.ingestion.queue.idle();
    expect(commentsOn(9)).toEqual([]);
    const recorded = await notifications('branched', HEAD);
    expect(recorded.find((row) => row.name === 'comment')).toEqual({
      name: 'comment',
      kind: 'COMMENT',
      outcome: 'SKIPPED',
      state: null,
      description: null,
      error: "branches: the pull's base branch main is not among the comment branches",
    });
  });

  it('if_no_uploads: a head whose only upload failed gets the configured state', async () => {
    await upload('branched', LONE, JUNK);
    await server.app.ingestion.queue.idle();
    const statuses = host.statuses.filter((status) => status.sha === LONE);
    expect(statuses.map(({ context, state, description }) => [context, state, description])).toEqual([
      ['codecov/project', 'failure', 'No coverage uploads found on head'],
      // Left at its default.
      ['codecov/patch', 'error', 'No coverage uploads found on head'],
    ]);
  });
});
