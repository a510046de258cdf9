// Our own uploader against the real server: a project with a codecov.yml, uploaded with canopy-cli, read back
// through GraphQL (totals, the file list, the configuration's errors and the paths that matched nothing).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { repoRoot, startServer, type RunningServer } from '@canopy/tools/harness';

const run = promisify(execFile);
const TOKEN = 'cli-global-token';

let server: RunningServer;
let project: string;
let sha: string;

const LCOV = [
  'TN:',
  'SF:src/math.js',
  'DA:1,1',
  'DA:2,1',
  'DA:3,0',
  'LF:3',
  'LH:2',
  'end_of_record',
  'SF:src/vendor/lib.js',
  'DA:1,0',
  'end_of_record',
  'SF:/home/ci/elsewhere/generated.js',
  'DA:1,1',
  'end_of_record',
  '',
].join('\n');

before(async () => {
  server = await startServer({ CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN });
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-cli-project-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    fs.writeFileSync(path.join(project, file), text);
  };
  write('src/math.js', 'const a = 1;\nconst b = 2;\nmodule.exports = a + b;\n');
  write('src/vendor/lib.js', 'module.exports = 0;\n');
  write('codecov.yml', 'ignore:\n  - src/vendor\ncoverage:\n  precision: 120\n');
  write('coverage/lcov.info', LCOV);
  const git = (...args: string[]) => run('git', args, { cwd: project });
  await git('init', '-q', '-b', 'main');
  await git('add', 'src', 'codecov.yml');
  await git('-c', 'user.name=CI', '-c', 'user.email=ci@example.com', 'commit', '-q', '-m', 'first');
  sha = (await git('rev-parse', 'HEAD')).stdout.trim();
});

after(async () => {
  await server?.stop();
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const signIn = await fetch(`${server.url}/login/dev?username=ada`, { redirect: 'manual' });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const response = await fetch(`${server.url}/graphql/gh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data;
}

describe('canopy-cli', () => {
  test('uploads a report with the repository file list and codecov.yml, and the server applies both', async () => {
    const cli = path.join(repoRoot, 'node_modules/.bin/canopy-cli');
    const { stdout } = await run(
      process.execPath,
      [
        cli,
        'upload',
        '--url',
        server.url,
        '--token',
        TOKEN,
        '--slug',
        'acme/cli-demo',
        '--git-service',
        'github',
        '--flag',
        'unit',
        '--file',
        'coverage/lcov.info',
      ],
      { cwd: project, env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir() } },
    );
    assert.match(stdout, /View the upload at http:\/\/127\.0\.0\.1:\d+\/gh\/acme\/cli-demo\/commit\//);

    type Commit = {
      state: string;
      coverageAnalytics: {
        totals: { lineCount: number; hitsCount: number };
        unmatchedPaths: { message: string };
      };
      errors: { edges: Array<{ node: { errorCode: string; errorMessage: string } }> };
      uploads: { edges: Array<{ node: { state: string; flags: string[] } }> };
      pathContents: { results: Array<{ path: string; lines: number }> };
    };
    const query = `query($sha: String!) { owner(username: "acme") { repository(name: "cli-demo") { ... on Repository {
      commit(id: $sha) { state
        coverageAnalytics { totals { lineCount hitsCount } unmatchedPaths { message } }
        errors(errorType: YAML_ERROR) { edges { node { errorCode errorMessage } } }
        uploads { edges { node { state flags } } }
        pathContents(filters: { displayType: LIST }) { ... on PathContents { results { path lines } } } } } } } }`;
    let commit: Commit | null = null;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const data = await graphql<{ owner: { repository: { commit: Commit | null } } }>(query, { sha });
      commit = data.owner.repository.commit;
      if (commit?.state === 'complete') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.ok(commit, 'the commit was recorded');
    assert.equal(commit.state, 'complete');
    assert.deepEqual(commit.uploads.edges[0]?.node, { state: 'PROCESSED', flags: ['unit'] });
    // src/vendor is ignored by codecov.yml; the absolute path outside the repository matched nothing.
    assert.deepEqual(commit.coverageAnalytics.totals, { lineCount: 3, hitsCount: 2 });
    assert.deepEqual(commit.pathContents.results, [{ path: 'src/math.js', lines: 3 }]);
    assert.match(commit.coverageAnalytics.unmatchedPaths.message, /1 file in the report matched no file/);
    assert.match(commit.coverageAnalytics.unmatchedPaths.message, /generated\.js/);
    const yamlError = commit.errors.edges[0]?.node;
    assert.equal(yamlError?.errorCode, 'invalid_yaml');
    assert.match(yamlError?.errorMessage ?? '', /coverage\.precision/);
  });
});
