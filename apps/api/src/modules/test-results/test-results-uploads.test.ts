import { deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { replayCapture } from '../../testing/replay';
import { createCommit } from '../../testing/bundle-uploads';
import {
  junitXml,
  testResultsPayload,
  uploadJUnit,
  uploadTestResults,
} from '../../testing/test-results-uploads';
import { PROCESS_TEST_RESULTS } from './process-test-results';
import { FLAKE_EXPIRY_COUNT } from './test-results-store';
import { NO_JUNIT_FILE } from './routes';

const GLOBAL = 'test-results-global-token';
const WIDGETS_TOKEN = '11111111-2222-3333-4444-555555555555';
const CAPTURED_SHA = '02d8022881dad909423642cb677ecc08f2f33b22';
const sha = (seed: string) => seed.repeat(40).slice(0, 40);

const COMMIT_RESULTS = `testResults { totalCount passedCount failedCount skippedCount flakyCount
  failedTests { testId name testSuite flags durationSeconds failureMessage isFlaky flakeRate buildUrl }
  latestUploadError { errorCode errorMessage } }`;

interface CommitResults {
  totalCount: number;
  passedCount: number;
  failedCount: number;
  skippedCount: number;
  flakyCount: number;
  failedTests: Array<Record<string, unknown>>;
  latestUploadError: { errorCode: string; errorMessage: string } | null;
}

describeEachBackend('test results uploads', (backend) => {
  let server: TestServer;
  let cookie: string;
  const db = () => server.database.db;
  const at = { slug: 'acme/widgets', token: WIDGETS_TOKEN };

  const commitResults = async (commit: string, repo = 'widgets', first?: number) => {
    const selection =
      first === undefined
        ? COMMIT_RESULTS
        : COMMIT_RESULTS.replace('failedTests {', `failedTests(first: ${first}) {`);
    const response = await server.graphql<{
      owner: {
        repository: { commit: { testResults: CommitResults | null; uploads: { totalCount: number } } };
      };
    }>(
      `{ owner(username: "acme") { repository(name: "${repo}") { ... on Repository { commit(id: "${commit}") {
        ${selection} uploads { totalCount } } } } } }`,
      { cookie },
    );
    return response;
  };
  const resultsOf = async (commit: string, repo = 'widgets') => {
    const response = await commitResults(commit, repo);
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.commit.testResults;
  };
  const uploadsOf = (commit: string) =>
    db()
      .selectFrom('uploads')
      .innerJoin('commits', 'commits.id', 'uploads.commitId')
      .selectAll('uploads')
      .where('commits.commitid', '=', commit)
      .where('uploads.uploadType', '=', 'test_results')
      .orderBy('uploads.id')
      .execute();
  const runsOf = (commit: string) =>
    db()
      .selectFrom('testRuns')
      .innerJoin('tests', (join) =>
        join.onRef('tests.repoid', '=', 'testRuns.repoid').onRef('tests.testId', '=', 'testRuns.testId'),
      )
      .select([
        'tests.name',
        'testRuns.outcome',
        'testRuns.branch',
        'testRuns.flags',
        'testRuns.durationSeconds',
      ])
      .where('testRuns.commitid', '=', commit)
      .orderBy('testRuns.id')
      .execute();
  const spellOf = async (name: string) =>
    db()
      .selectFrom('testFlakes')
      .innerJoin('tests', (join) =>
        join.onRef('tests.repoid', '=', 'testFlakes.repoid').onRef('tests.testId', '=', 'testFlakes.testId'),
      )
      .select([
        'testFlakes.count',
        'testFlakes.failCount',
        'testFlakes.recentPassesCount',
        'testFlakes.endDate',
      ])
      .where('tests.name', '=', name)
      .orderBy('testFlakes.id')
      .execute();
  const idle = () => server.app.ingestion.queue.idle();

  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL,
        CANOPY_PUBLIC_URL: 'https://canopy.example.test/',
        // Small enough for the bomb below to pass it.
        CANOPY_MAX_DECOMPRESSED_BYTES: String(16 * 1024 * 1024),
      },
    });
    for (const name of ['widgets', 'opensource'])
      await createCommit(server, {
        slug: `acme/${name}`,
        token: GLOBAL,
        sha: 'f'.repeat(40),
        branch: 'main',
      });
    await sql`update repositories set upload_token = ${WIDGETS_TOKEN}::uuid where name = 'widgets'`.execute(
      db(),
    );
    await sql`update repositories set private = false where name = 'opensource'`.execute(db());
    cookie = await server.signIn('ada');
  });
  afterAll(() => server.close());

  it('codecov-cli do-upload --report-type test_results: the location, the stored body, the runs and Commit.testResults', async () => {
    const before = await db()
      .selectFrom('repositories')
      .select('testAnalyticsEnabled')
      .where('name', '=', 'widgets')
      .executeTakeFirstOrThrow();
    expect(before.testAnalyticsEnabled).toBe(false);
    const steps = await replayCapture(server.app, 'cli-test-results', {
      rewrite: (request) => ({
        headers: { ...request.headers, authorization: `token ${WIDGETS_TOKEN}` },
        body: request.body,
      }),
    });
    expect(steps.map((step) => step.response.statusCode)).toEqual([201, 200]);
    expect((steps[0]!.response.json() as { raw_upload_location: string }).raw_upload_location).toMatch(
      /^https:\/\/canopy\.example\.test\/upload\/test_results\/storage\/[0-9a-f-]{36}\?signature=/,
    );
    await idle();
    const [upload] = await uploadsOf(CAPTURED_SHA);
    expect(upload).toMatchObject({
      state: 'processed',
      reportCode: 'default',
      flags: ['unit'],
      provider: 'local',
      errorCode: null,
    });
    expect(await server.app.ingestion.storage.readIfPresent(upload!.storagePath!)).not.toBeNull();
    const after = await db()
      .selectFrom('repositories')
      .select(['testAnalyticsEnabled', 'coverageEnabled'])
      .where('name', '=', 'widgets')
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ testAnalyticsEnabled: true, coverageEnabled: false });
    // On the default branch a failure is presumed flaky (as Codecov): it opens a spell.
    expect(await runsOf(CAPTURED_SHA)).toEqual([
      { name: 'adds', outcome: 'pass', branch: 'main', flags: ['unit'], durationSeconds: 0.001 },
      { name: 'subs', outcome: 'flaky_failure', branch: 'main', flags: ['unit'], durationSeconds: 0.002 },
    ]);
    const results = await commitResults(CAPTURED_SHA);
    expect(results.errors).toBeUndefined();
    const commit = results.data!.owner.repository.commit;
    // The coverage uploads list holds coverage uploads only.
    expect(commit.uploads.totalCount).toBe(0);
    expect(commit.testResults).toEqual({
      totalCount: 2,
      passedCount: 1,
      failedCount: 1,
      skippedCount: 0,
      flakyCount: 1,
      failedTests: [
        {
          testId: expect.any(String),
          name: 'math::subs',
          testSuite: 'math',
          flags: ['unit'],
          durationSeconds: 0.002,
          failureMessage: 'AssertionError',
          isFlaky: true,
          flakeRate: 1,
          buildUrl: null,
        },
      ],
      latestUploadError: null,
    });
  });

  it('a commit without test results uploads has none; first is checked', async () => {
    expect(await resultsOf('f'.repeat(40))).toBeNull();
    const tooMany = await commitResults(CAPTURED_SHA, 'widgets', 501);
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'first must be between 0 and 500',
      extensions: { type: 'ValidationError' },
    });
  });

  it('tokens as for coverage: a wrong token, an unknown repository, a private repository without a token', async () => {
    const body = testResultsPayload({ 'junit.xml': junitXml([{ name: 'a' }]) });
    const wrong = await uploadTestResults(server, {
      slug: 'acme/widgets',
      token: '99999999-9999-9999-9999-999999999999',
      sha: sha('1'),
      branch: 'main',
      body,
    });
    expect(wrong.post.statusCode).toBe(401);
    expect(wrong.post.json()).toMatchObject({ detail: 'Invalid upload token' });
    const unknown = await uploadTestResults(server, {
      slug: 'acme/nothing',
      token: GLOBAL,
      sha: sha('1'),
      branch: 'main',
      body,
    });
    // The global token makes repositories on first use; an organisation token does not.
    expect(unknown.post.statusCode).toBe(201);
    const tokenless = await uploadTestResults(server, {
      slug: 'acme/widgets',
      sha: sha('1'),
      branch: 'feature',
      body,
    });
    expect(tokenless.post.statusCode).toBe(401);
    expect(tokenless.post.json().detail).toContain('acme/widgets is private or does not exist');
    const badSha = await uploadTestResults(server, { ...at, sha: 'nope', branch: 'main', body });
    expect(badSha.post.statusCode).toBe(400);
    // A public repository takes uploads without a token from a fork branch, not onto its own branches.
    const fork = await uploadTestResults(server, {
      slug: 'acme/opensource',
      sha: sha('2'),
      branch: 'mallory:feature',
      body,
    });
    expect(fork.post.statusCode).toBe(201);
    expect(fork.put?.statusCode).toBe(200);
    const own = await uploadTestResults(server, {
      slug: 'acme/opensource',
      sha: sha('3'),
      branch: 'main',
      body,
    });
    expect(own.post.statusCode).toBe(401);
    await idle();
  });

  it('file_not_found: the upload is kept, failed, with the reason; the location is answered anyway', async () => {
    const { post } = await uploadTestResults(server, {
      ...at,
      sha: sha('4'),
      branch: 'feature',
      fileNotFound: true,
    });
    expect(post.statusCode).toBe(201);
    expect(post.json()).toHaveProperty('raw_upload_location');
    expect(await uploadsOf(sha('4'))).toEqual([
      expect.objectContaining({
        state: 'error',
        errorCode: 'file_not_in_storage',
        errorMessage: NO_JUNIT_FILE,
      }),
    ]);
    expect(await resultsOf(sha('4'))).toMatchObject({
      totalCount: 0,
      failedTests: [],
      latestUploadError: { errorCode: 'FILE_NOT_IN_STORAGE', errorMessage: NO_JUNIT_FILE },
    });
  });

  it('a test that failed and passed on one commit (a retried job) is flaky, its failures relabelled in runs and rollups', async () => {
    const commit = sha('5');
    await uploadJUnit(server, {
      ...at,
      sha: commit,
      branch: 'feature',
      flags: ['first'],
      buildUrl: 'https://ci.example/1',
      files: {
        'junit.xml': junitXml([
          { name: 'retried', failure: 'boom' },
          { name: 'broken', failure: 'always' },
          { name: 'ok' },
        ]),
      },
    });
    await idle();
    expect((await runsOf(commit)).map((run) => run.outcome)).toEqual(['failure', 'failure', 'pass']);
    await uploadJUnit(server, {
      ...at,
      sha: commit,
      branch: 'feature',
      flags: ['second'],
      files: {
        'junit.xml': junitXml([
          { name: 'retried' },
          { name: 'broken', failure: 'always' },
          { name: 'ok', skipped: true },
        ]),
      },
    });
    await idle();
    expect((await runsOf(commit)).map((run) => `${run.name} ${run.outcome}`)).toEqual([
      'retried flaky_failure',
      'broken failure',
      'ok pass',
      'retried pass',
      'broken failure',
      'ok skip',
    ]);
    expect(await spellOf('retried')).toEqual([
      { count: 2, failCount: 1, recentPassesCount: 0, endDate: null },
    ]);
    expect(await spellOf('broken')).toEqual([]);
    const results = await resultsOf(commit);
    // Counted once each by the latest run: retried passed, broken failed, ok was skipped.
    expect(results).toMatchObject({
      totalCount: 3,
      passedCount: 1,
      failedCount: 1,
      skippedCount: 1,
      flakyCount: 0,
    });
    expect(results!.failedTests).toEqual([
      expect.objectContaining({
        name: 'tests.example::broken',
        isFlaky: false,
        flakeRate: null,
        flags: ['second'],
        failureMessage: 'always',
      }),
    ]);
    await expectRollupsMatchRuns();
  });

  it('failures on the default branch open a spell; 30 passes in a row there end it', async () => {
    const flaky = 'wobbly';
    await uploadJUnit(server, {
      ...at,
      sha: sha('6'),
      branch: 'main',
      files: { 'j.xml': junitXml([{ name: flaky, failure: 'x' }]) },
    });
    await idle();
    await uploadJUnit(server, {
      ...at,
      sha: sha('7'),
      branch: 'main',
      files: { 'j.xml': junitXml([{ name: flaky, failure: 'y' }]) },
    });
    await idle();
    expect(await spellOf(flaky)).toEqual([{ count: 2, failCount: 2, recentPassesCount: 0, endDate: null }]);
    expect((await resultsOf(sha('7')))!.failedTests).toEqual([
      expect.objectContaining({ name: 'tests.example::wobbly', isFlaky: true, flakeRate: 1 }),
    ]);
    // A failure on another branch while the spell lasts is flaky too, and leaves the spell's counts alone.
    await uploadJUnit(server, {
      ...at,
      sha: sha('8'),
      branch: 'topic',
      files: { 'j.xml': junitXml([{ name: flaky, failure: 'z' }]) },
    });
    await idle();
    expect((await runsOf(sha('8')))[0]!.outcome).toBe('flaky_failure');
    const passes = Array.from({ length: FLAKE_EXPIRY_COUNT - 1 }, () => ({ name: flaky }));
    await uploadJUnit(server, { ...at, sha: sha('9'), branch: 'main', files: { 'j.xml': junitXml(passes) } });
    await idle();
    expect(await spellOf(flaky)).toEqual([
      {
        count: 2 + FLAKE_EXPIRY_COUNT - 1,
        failCount: 2,
        recentPassesCount: FLAKE_EXPIRY_COUNT - 1,
        endDate: null,
      },
    ]);
    await uploadJUnit(server, {
      ...at,
      sha: sha('a'),
      branch: 'main',
      files: { 'j.xml': junitXml([{ name: flaky }]) },
    });
    await idle();
    const [spell] = await spellOf(flaky);
    expect(spell).toMatchObject({ count: 2 + FLAKE_EXPIRY_COUNT, recentPassesCount: FLAKE_EXPIRY_COUNT });
    expect(spell!.endDate).not.toBeNull();
    await expectRollupsMatchRuns();
  });

  it('hostile bodies: the upload is kept, failed, its reason readable; nothing partial is stored', async () => {
    const bodies: Array<[string, string | Buffer, RegExp]> = [
      ['b', 'not json', /not JSON/],
      [
        'c',
        JSON.stringify({
          test_results_files: [{ filename: 'a.xml', format: 'base64+compressed', data: '%%%' }],
        }),
        /a\.xml is not base64/,
      ],
      [
        'd',
        JSON.stringify({
          test_results_files: [
            { filename: 'a.xml', format: 'base64+compressed', data: Buffer.from('plain').toString('base64') },
          ],
        }),
        /a\.xml is not zlib-compressed/,
      ],
      [
        'e',
        testResultsPayload({
          'ok.xml': junitXml([{ name: 'fine' }]),
          'bad.xml': '<testsuites><testsuite><testcase name="x">',
        }),
        /bad\.xml/,
      ],
      [
        'f',
        testResultsPayload({
          'entity.xml':
            '<!DOCTYPE x [<!ENTITY a "aaaa">]><testsuites><testsuite><testcase name="&a;"/></testsuite></testsuites>',
        }),
        /entity\.xml/,
      ],
      [
        '0',
        JSON.stringify({
          test_results_files: [
            {
              filename: 'bomb.xml',
              format: 'base64+compressed',
              data: deflateSync(Buffer.alloc(64 * 1024 * 1024, 32)).toString('base64'),
            },
          ],
        }),
        /bomb\.xml expands beyond/,
      ],
    ];
    for (const [seed, body, reason] of bodies) {
      const { put } = await uploadTestResults(server, { ...at, sha: sha(seed), branch: 'feature', body });
      expect(put?.statusCode).toBe(200);
      await idle();
      const [upload] = await uploadsOf(sha(seed));
      expect(upload).toMatchObject({ state: 'error', errorCode: 'unsupported_file_format' });
      expect(upload!.errorMessage).toMatch(reason);
      expect(await runsOf(sha(seed))).toEqual([]);
      expect((await resultsOf(sha(seed)))!.latestUploadError).toEqual({
        errorCode: 'UNSUPPORTED_FILE_FORMAT',
        errorMessage: upload!.errorMessage,
      });
    }
  });

  it('too many test cases: refused with a clear reason', async () => {
    const { MAX_TEST_CASES } = await import('./process-test-results');
    const many = `<testsuites><testsuite name="s">${'<testcase name="t"/>'.repeat(MAX_TEST_CASES + 1)}</testsuite></testsuites>`;
    await uploadTestResults(server, {
      ...at,
      sha: sha('ab'),
      branch: 'feature',
      body: testResultsPayload({ 'many.xml': many }),
    });
    await idle();
    const [upload] = await uploadsOf(sha('ab'));
    expect(upload).toMatchObject({ state: 'error', errorCode: 'unsupported_file_format' });
    expect(upload!.errorMessage).toBe(
      `The upload holds more than ${MAX_TEST_CASES} test cases; split the results into several uploads`,
    );
  });

  it('processing again changes nothing', async () => {
    const commit = sha('5');
    const count = async () =>
      (
        await db()
          .selectFrom('testRuns')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const rollups = () =>
      db().selectFrom('testDailyRollups').selectAll().orderBy(['branch', 'testId']).execute();
    const [runsBefore, rollupsBefore] = [await count(), await rollups()];
    const { id } = await db()
      .selectFrom('commits')
      .select('id')
      .where('commitid', '=', commit)
      .executeTakeFirstOrThrow();
    await server.app.ingestion.queue.enqueue(PROCESS_TEST_RESULTS, String(id), { commitId: id });
    await idle();
    expect(await count()).toBe(runsBefore);
    expect(await rollups()).toEqual(rollupsBefore);
  });

  /** Every rollup row equals the sums of its runs (the dashboard reads rollups only). */
  async function expectRollupsMatchRuns() {
    const fromRuns = await sql<Record<string, unknown>>`
      select coalesce(branch, '') as branch, test_id,
        to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD') as day,
        count(*) filter (where outcome = 'pass')::int as pass_count,
        count(*) filter (where outcome in ('failure', 'flaky_failure'))::int as fail_count,
        count(*) filter (where outcome = 'skip')::int as skip_count,
        count(*) filter (where outcome = 'flaky_failure')::int as flaky_fail_count,
        coalesce(sum(duration_seconds) filter (where outcome <> 'skip'), 0)::float8 as total
      from test_runs group by 1, 2, 3 order by 1, 2, 3`.execute(db());
    const rollups = await sql<Record<string, unknown>>`
      select branch, test_id, day::text as day, pass_count, fail_count, skip_count, flaky_fail_count,
        total_duration_seconds::float8 as total
      from test_daily_rollups order by 1, 2, 3`.execute(db());
    const round = (rows: Record<string, unknown>[]) =>
      rows.map((row) => ({ ...row, total: Math.round(Number(row.total) * 1e6) / 1e6 }));
    expect(round(rollups.rows)).toEqual(round(fromRuns.rows));
  }
});
