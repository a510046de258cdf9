import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startNotifyHost, type NotifyHostStandIn } from '../../testing/notify-host-stand-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const run = promisify(execFile);
const TOKEN = 'e2e-upload-token';
jest.setTimeout(120_000);

const lines = (count: number) => Array.from({ length: count }, (_, i) => `line${i + 1}();`).join('\n') + '\n';
const lcov = (hits: Record<number, number>) =>
  `SF:src/app.js\n${Object.entries(hits)
    .map(([line, count]) => `DA:${line},${count}\n`)
    .join('')}end_of_record\n`;

/** A repository with a base commit on main and a head commit on a feature branch adding four lines. */
async function makeRepository() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'canopy-notify-'));
  const git = async (...args: string[]) =>
    (await run('git', ['-c', 'user.name=CI', '-c', 'user.email=ci@example.com', ...args], { cwd: dir }))
      .stdout;
  await git('init', '-q', '-b', 'main');
  await mkdir(path.join(dir, 'src'));
  await writeFile(path.join(dir, 'src/app.js'), lines(4));
  await git('add', '.');
  await git('commit', '-q', '-m', 'base');
  const base = (await git('rev-parse', 'HEAD')).trim();
  await git('checkout', '-q', '-b', 'feature');
  await writeFile(path.join(dir, 'src/app.js'), lines(8));
  await git('commit', '-q', '-am', 'head');
  const head = (await git('rev-parse', 'HEAD')).trim();
  const diff = await git('diff', `${base}...${head}`);
  return { dir, base, head, diff, git };
}

describeEachBackend('codecov@3 uploads of a pull request’s base and head notify the git host', (backend) => {
  let host: NotifyHostStandIn;
  let server: TestServer;
  let repo: Awaited<ReturnType<typeof makeRepository>>;

  beforeAll(async () => {
    repo = await makeRepository();
    const api = '/repos/acme/e2e';
    const commit = (sha: string, parents: string[]) => ({
      body: {
        sha,
        parents: parents.map((p) => ({ sha: p })),
        commit: { message: 'm', author: { date: '2026-11-02T10:00:00Z' } },
      },
    });
    host = await startNotifyHost('github', 'gh-token', {
      [`GET ${api}/commits/${repo.base}`]: commit(repo.base, []),
      [`GET ${api}/commits/${repo.head}`]: commit(repo.head, [repo.base]),
      [`GET ${api}/pulls/5`]: {
        body: {
          number: 5,
          title: 'Grow',
          state: 'open',
          user: { login: 'ada' },
          base: { ref: 'main', sha: repo.base },
          head: { ref: 'feature', sha: repo.head },
        },
      },
      [`GET ${api}/compare/${repo.base}...${repo.head}`]: (request) =>
        request.headers.accept?.includes('diff')
          ? { body: repo.diff }
          : { body: { merge_base_commit: { sha: repo.base } } },
    });
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
        CANOPY_GITHUB_TOKEN: 'gh-token',
        CANOPY_GITHUB_API_URL: host.url,
      },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const upload = async (sha: string, coverage: string, pull: boolean) => {
      await repo.git('checkout', '-q', sha);
      await writeFile(path.join(repo.dir, 'lcov.info'), coverage);
      const bin = require.resolve('codecov/bin/codecov');
      // GitHub Actions as codecov@3 detects it: the pull number comes from GITHUB_REF.
      await run(process.execPath, [bin, '-u', url, '-t', TOKEN, '-f', 'lcov.info', '-X', 'gcov'], {
        cwd: repo.dir,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: os.tmpdir(),
          GITHUB_ACTIONS: 'true',
          GITHUB_SHA: sha,
          GITHUB_REPOSITORY: 'acme/e2e',
          GITHUB_RUN_ID: '1',
          GITHUB_REF: pull ? 'refs/pull/5/merge' : 'refs/heads/main',
          ...(pull ? { GITHUB_HEAD_REF: 'feature' } : {}),
        },
      });
      await server.app.ingestion.queue.idle();
    };
    await upload(repo.base, lcov({ 1: 1, 2: 1, 3: 0, 4: 0 }), false);
    await upload(repo.head, lcov({ 1: 1, 2: 1, 3: 1, 4: 0, 5: 1, 6: 1, 7: 1, 8: 0 }), true);
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
    if (repo) await rm(repo.dir, { recursive: true, force: true });
  });

  it('posts statuses and one comment that agree with the pull page', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: {
        repository: { pull: { compareWithBase: Record<string, { percentCovered: number } | number> } };
      };
    }>(
      `{ owner(username: "acme") { repository(name: "e2e") { ... on Repository { pull(id: 5) { compareWithBase {
        ... on Comparison { baseTotals { percentCovered } headTotals { percentCovered } patchTotals { percentCovered }
          changeCoverage } } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const numbers = response.data!.owner.repository.pull.compareWithBase;
    // Base 2/4, head 6/8, patch lines 5–8: 3/4.
    expect(numbers).toEqual({
      baseTotals: { percentCovered: 50 },
      headTotals: { percentCovered: 75 },
      patchTotals: { percentCovered: 75 },
      changeCoverage: 25,
    });
    const short = repo.base.slice(0, 7);
    const statuses = host.statuses.filter((status) => status.sha === repo.head);
    expect(statuses.map(({ context, state, description }) => ({ context, state, description }))).toEqual([
      { context: 'codecov/project', state: 'success', description: `75.00% (+25.00%) compared to ${short}` },
      { context: 'codecov/patch', state: 'success', description: '75.00% of diff hit (target 50.00%)' },
    ]);
    expect(host.comments).toHaveLength(1);
    const body = host.comments[0]!.body;
    expect(body).toContain('Patch coverage is `75.00000%` with `1 line` in your changes missing coverage.');
    expect(body).toContain(`Project coverage is 75.00%. Comparing base ([\`${short}\`]`);
    expect(body).toMatch(/\+ Coverage\s+50\.00%\s+75\.00%\s+\+25\.00%/);
  });
});
