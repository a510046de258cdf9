import { sql } from 'kysely';
import { createCommit } from '../../testing/bundle-uploads';
import { startNotifyHost, type NotifyHostStandIn } from '../../testing/notify-host-stand-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { junitXml, uploadJUnit, uploadTestResults } from '../../testing/test-results-uploads';

const TOKEN = 'test-results-comment-token';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const GREEN = 'c'.repeat(40);
const BROKEN = 'd'.repeat(40);
const slug = 'acme/tested';
const dashboard =
  'To view more test analytics, go to the [Test Analytics Dashboard](https://canopy.example/gh/acme/tested/tests/feature)';

describeEachBackend('the test results section of the pull request comment on GitHub', (backend) => {
  let host: NotifyHostStandIn;
  let server: TestServer;
  const commentOn = (pullid: number) => host.comments.filter((comment) => comment.pullid === pullid);

  beforeAll(async () => {
    host = await startNotifyHost('github', 'gh-token');
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
        CANOPY_GITHUB_TOKEN: 'gh-token',
        CANOPY_GITHUB_API_URL: host.url,
        CANOPY_PUBLIC_URL: 'https://canopy.example',
      },
    });
    const at = { slug, token: TOKEN };
    await createCommit(server, { ...at, sha: BASE, branch: 'main' });
    // The default branch had `flaky` fail once: it is flaky now.
    await uploadJUnit(server, {
      ...at,
      sha: BASE,
      branch: 'main',
      files: { 'j.xml': junitXml([{ name: 'flaky', failure: 'once' }, { name: 'steady' }]) },
    });
    await server.app.ingestion.queue.idle();
    for (const [sha, pullid] of [
      [HEAD, 7],
      [GREEN, 8],
      [BROKEN, 9],
    ] as const)
      await createCommit(server, { ...at, sha, branch: 'feature', parent: BASE, pullid });
    await uploadJUnit(server, {
      ...at,
      sha: HEAD,
      branch: 'feature',
      pullid: 7,
      buildUrl: 'https://ci.example/run/1',
      files: {
        'junit.xml': junitXml([
          {
            name: 'steady',
            failure: 'AssertionError: 1 != 2\r\n  at /home/ci/work/project/tests/test_math.py:12',
            time: 0.25,
          },
          { name: 'quick', failure: 'boom', time: 0.01 },
          { name: 'flaky', failure: 'again', time: 1 },
          { name: 'passing' },
          { name: 'ignored', skipped: true },
        ]),
      },
    });
    await uploadJUnit(server, {
      ...at,
      sha: GREEN,
      branch: 'feature',
      pullid: 8,
      files: { 'j.xml': junitXml([{ name: 'steady' }]) },
    });
    await uploadTestResults(server, {
      ...at,
      sha: BROKEN,
      branch: 'feature',
      pullid: 9,
      body: JSON.stringify({
        test_results_files: [
          {
            filename: 'junit.xml',
            format: 'base64',
            data: Buffer.from('<testsuites><testsuite>').toString('base64'),
          },
        ],
      }),
    });
    await server.app.ingestion.queue.idle();
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  it('lists the failed tests by shortest run time, the flaky one apart, and links the tests page', () => {
    const comments = commentOn(7);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    const lines = body.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '### :x: 3 Tests Failed:',
      '| Tests completed | Failed | Passed | Skipped |',
      '|---|---|---|---|',
      '| 4 | 3 | 1 | 1 |',
    ]);
    expect(body).toContain('<details><summary>View the top 2 failed tests by shortest run time</summary>');
    expect(body.indexOf('tests.example::quick')).toBeLessThan(body.indexOf('tests.example::steady'));
    expect(body).toContain('> <details><summary>Stack Traces | 0.25s run time</summary>');
    expect(body).toContain('> >   at .../project/tests/test_math.py:12');
    expect(body).toContain('> > [View](https://ci.example/run/1) the CI Build');
    expect(body).toContain('<details><summary>View the full list of 1 :snowflake: flaky test</summary>');
    expect(body).toContain('> **Flake rate in main:** 100.00%');
    expect(body).not.toContain('\r');
    expect(lines.at(-1)).toBe(dashboard);
    // Nothing about coverage: the head has test results only.
    expect(body).not.toContain('## [Codecov]');
    expect(host.statuses.filter((status) => status.sha === HEAD)).toEqual([]);
  });

  it('says nothing when every test passed', () => {
    expect(commentOn(8)).toEqual([]);
  });

  it('explains an upload that could not be processed', async () => {
    const [comment] = commentOn(9);
    expect(comment!.body.split('\n').slice(0, 4)).toEqual([
      '### :x: Unsupported file format',
      '',
      '> Upload processing failed due to unsupported file format. Please review the parser error message:',
      '> ```',
    ]);
    expect(comment!.body).toContain('Error parsing JUnit XML in junit.xml');
    const recorded = await sql<{ description: string }>`
      select description from commit_notifications n join commits c on c.id = n.commit_id
      where c.commitid = ${BROKEN} and n.name = 'comment'`.execute(server.database.db);
    expect(recorded.rows).toEqual([{ description: 'Comment created: test results only' }]);
  });
});
