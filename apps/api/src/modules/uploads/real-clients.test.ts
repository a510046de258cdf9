import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const run = promisify(execFile);
const GLOBAL_TOKEN = 'global-upload-token-for-tests';

jest.setTimeout(120_000);

/** A small project with tests, covered by Node's own test runner, committed to git. */
async function makeProject(): Promise<{ dir: string; sha: string; lcov: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'canopy-project-'));
  await mkdir(path.join(dir, 'src'));
  await writeFile(
    path.join(dir, 'src/math.js'),
    [
      'function add(a, b) {',
      '  return a + b;',
      '}',
      'function divide(a, b) {',
      '  if (b === 0) {',
      "    throw new Error('division by zero');",
      '  }',
      '  return a / b;',
      '}',
      'function unused() {',
      '  return 42;',
      '}',
      'module.exports = { add, divide, unused };',
      '',
    ].join('\n'),
  );
  await writeFile(
    path.join(dir, 'src/math.test.js'),
    [
      "const test = require('node:test');",
      "const assert = require('node:assert');",
      "const { add, divide } = require('./math');",
      "test('add', () => assert.strictEqual(add(1, 2), 3));",
      "test('divide', () => assert.strictEqual(divide(6, 3), 2));",
      '',
    ].join('\n'),
  );
  const git = (...args: string[]) => run('git', args, { cwd: dir });
  await git('init', '-q', '-b', 'main');
  await git('add', '.');
  await git('-c', 'user.name=CI', '-c', 'user.email=ci@example.com', 'commit', '-q', '-m', 'first');
  const sha = (await git('rev-parse', 'HEAD')).stdout.trim();
  await mkdir(path.join(dir, 'coverage'));
  await run(
    process.execPath,
    [
      '--test',
      '--experimental-test-coverage',
      '--test-reporter=lcov',
      '--test-reporter-destination=coverage/lcov.info',
      'src/math.test.js',
    ],
    { cwd: dir },
  );
  const lcov = await readFile(path.join(dir, 'coverage/lcov.info'), 'utf8');
  return { dir, sha, lcov };
}

/** The totals the coverage tool printed itself: the LF (lines found) and LH (lines hit) records. */
function lcovSummary(lcov: string): { lines: number; hits: number; files: number } {
  let lines = 0;
  let hits = 0;
  let files = 0;
  for (const line of lcov.split('\n')) {
    if (line.startsWith('LF:')) lines += Number(line.slice(3));
    if (line.startsWith('LH:')) hits += Number(line.slice(3));
    if (line.startsWith('SF:')) files += 1;
  }
  return { lines, hits, files };
}

async function codecov(dir: string, args: string[]) {
  const bin = require.resolve('codecov/bin/codecov');
  // A bare environment: no CI variables, so the client falls back to git as it does on a laptop.
  return run(process.execPath, [bin, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir() },
  });
}

describeEachBackend('the real codecov@3.8.3 uploader against the real server', (backend) => {
  let server: TestServer;
  let url: string;
  let project: { dir: string; sha: string; lcov: string };

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL_TOKEN } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    project = await makeProject();
  });
  afterAll(async () => {
    await server.close();
    if (project) await rm(project.dir, { recursive: true, force: true });
  });

  async function totalsThroughGraphQL(repo: string, sha: string) {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: {
        repository: { commit: { state: string; coverageAnalytics: { totals: Record<string, number> } } };
      };
    }>(
      `query($repo: String!, $sha: String!) { owner(username: "acme") { repository(name: $repo) {
        ... on Repository { commit(id: $sha) { state coverageAnalytics { totals {
          fileCount lineCount hitsCount missesCount partialsCount percentCovered } } } } } } }`,
      { variables: { repo, sha }, cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.commit;
  }

  it.each([
    ['v4 (default)', 'tools-v4', ['-X', 'gcov']],
    ['v2 (-X s3)', 'tools-v2', ['-X', 'gcov,s3']],
  ])(
    '%s: creates the repository and shows the totals the coverage tool printed',
    async (_label, repo, extra) => {
      const { stdout } = await codecov(project.dir, [
        '-u',
        url,
        '-t',
        GLOBAL_TOKEN,
        '-r',
        `acme/${repo}`,
        '-F',
        'unit',
        '-f',
        'coverage/lcov.info',
        ...extra,
      ]);
      expect(stdout).toMatch(/View report at: http:\/\/127\.0\.0\.1:\d+\/gh\/acme\//);
      await server.app.ingestion.queue.idle();
      const expected = lcovSummary(project.lcov);
      const commit = await totalsThroughGraphQL(repo, project.sha);
      expect(commit.state).toBe('complete');
      expect(commit.coverageAnalytics.totals).toMatchObject({
        fileCount: expected.files,
        lineCount: expected.lines,
        hitsCount: expected.hits,
        missesCount: expected.lines - expected.hits,
        partialsCount: 0,
      });
      expect(commit.coverageAnalytics.totals.percentCovered).toBeCloseTo(
        (expected.hits / expected.lines) * 100,
        6,
      );
    },
  );
});
