import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { parseJUnit, type ParsedTestRun } from '@canopy/test-results';
import {
  JUNIT_RUNNERS,
  type JUnitRunner,
  readReport,
  repoRoot,
  runJUnitRunner,
  type RunnerReport,
} from '@canopy/tools/junit-runners';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const run = promisify(execFile);
const GLOBAL_TOKEN = 'global-upload-token-for-tests';
const CANOPY_CLI = path.join(repoRoot, 'apps/cli/bin/canopy-cli.js');

jest.setTimeout(180_000);

/** The JUnit files that node, jest, vitest, pytest and gotestsum write on their small projects, run once here. */
const reports = new Map<JUnitRunner, RunnerReport>();

beforeAll(async () => {
  for (const runner of JUNIT_RUNNERS) reports.set(runner, await runJUnitRunner(runner));
});
afterAll(() => {
  for (const report of reports.values()) report.remove();
});

const shaOf = (runner: JUnitRunner, client: string) =>
  Buffer.from(`${runner}-${client}`.padEnd(20, '-')).toString('hex').slice(0, 40);

interface CommitTestResults {
  totalCount: number;
  passedCount: number;
  failedCount: number;
  skippedCount: number;
  failedTests: Array<{ name: string; failureMessage: string | null; durationSeconds: number | null }>;
}

interface TestResultNode {
  name: string;
  avgDuration: number;
  totalPassCount: number;
  totalFailCount: number;
  totalSkipCount: number;
  failureRate: number;
}

describeEachBackend('JUnit files of real runners, uploaded by codecov-cli and canopy-cli', (backend) => {
  let server: TestServer;
  let url: string;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: GLOBAL_TOKEN } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    cookie = await server.signIn('ada');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** codecov-cli 11.3.1's test results upload (docs: upload-protocols §4.5): the POST, then the PUT it is told. */
  async function codecovCliUpload(repo: string, sha: string, report: RunnerReport): Promise<void> {
    const post = await fetch(`${url}/upload/test_results/v1`, {
      method: 'POST',
      headers: {
        authorization: `token ${GLOBAL_TOKEN}`,
        'content-type': 'application/json',
        'user-agent': 'codecov-cli/11.3.1',
      },
      body: JSON.stringify({
        ci_service: 'local',
        ci_url: null,
        cli_args: { command: 'do-upload', report_type_str: 'test_results', flags: ['unit'] },
        env: {},
        flags: ['unit'],
        job_code: null,
        name: null,
        version: '11.3.1',
        file_not_found: false,
        slug: `acme::::${repo}`,
        branch: 'main',
        commit: sha,
        service: 'github',
      }),
    });
    expect(post.status).toBeLessThan(400);
    const { raw_upload_location: location } = (await post.json()) as { raw_upload_location: string };
    const files = report.reports.map((name) => ({
      filename: path.join(report.dir, name),
      format: 'base64+compressed',
      data: deflateSync(readReport(report, name)).toString('base64'),
      labels: '',
    }));
    const put = await fetch(location, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ test_results_files: files }),
    });
    expect(put.status).toBeLessThan(400);
  }

  /** `canopy-cli test-results` run in the project, finding `junit*.xml` itself. */
  async function canopyCliUpload(repo: string, sha: string, report: RunnerReport): Promise<string> {
    const { stdout } = await run(
      process.execPath,
      [
        CANOPY_CLI,
        'test-results',
        ...[
          '--url',
          url,
          '--token',
          GLOBAL_TOKEN,
          '--slug',
          `acme/${repo}`,
          '--sha',
          sha,
          '--branch',
          'main',
        ],
        ...['--flag', 'unit'],
      ],
      // A bare environment: no CI variables, as on a laptop.
      { cwd: report.dir, env: { PATH: process.env.PATH ?? '', HOME: report.dir } },
    );
    return stdout;
  }

  async function readBack(repo: string, sha: string) {
    const response = await server.graphql<{
      owner: {
        repository: {
          commit: { testResults: CommitTestResults | null };
          testAnalytics: { testResults: { totalCount: number; edges: Array<{ node: TestResultNode }> } };
        };
      };
    }>(
      `query($repo: String!, $sha: String!) { owner(username: "acme") { repository(name: $repo) {
        ... on Repository {
          commit(id: $sha) { testResults { totalCount passedCount failedCount skippedCount
            failedTests(first: 100) { name failureMessage durationSeconds } } }
          testAnalytics { testResults(filters: { branch: "main" }, first: 100) { totalCount edges { node {
            name avgDuration totalPassCount totalFailCount totalSkipCount failureRate } } } }
        } } } }`,
      { variables: { repo, sha }, cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository;
  }

  /** Every test case of the runner's files, as the parser reads them: what Canopy must show, exactly. */
  function expected(report: RunnerReport): ParsedTestRun[] {
    return report.reports.flatMap((name) => parseJUnit(name, readReport(report, name)).runs);
  }

  function expectExactly(report: RunnerReport, read: Awaited<ReturnType<typeof readBack>>): void {
    const runs = expected(report);
    const results = read.commit.testResults!;
    // The runner's own summary and Canopy's counts agree.
    expect({
      passed: results.passedCount,
      failed: results.failedCount,
      skipped: results.skippedCount,
    }).toEqual(report.counts);
    expect(results.totalCount).toBe(runs.length);

    const failed = runs.filter((test) => test.outcome === 'failure');
    expect(
      results.failedTests.map((test) => [test.name, test.failureMessage, test.durationSeconds]).sort(),
    ).toEqual(failed.map((test) => [test.computedName, test.failureMessage, test.durationSeconds]).sort());

    const rows = read.testAnalytics.testResults.edges.map(({ node }) => node);
    expect(read.testAnalytics.testResults.totalCount).toBe(runs.length);
    expect(
      rows
        .map((row) => [
          row.name,
          row.totalPassCount,
          row.totalFailCount,
          row.totalSkipCount,
          row.failureRate,
          row.avgDuration,
        ])
        .sort(),
    ).toEqual(
      runs
        .map((test) => [
          test.computedName,
          test.outcome === 'pass' ? 1 : 0,
          test.outcome === 'failure' ? 1 : 0,
          test.outcome === 'skip' ? 1 : 0,
          test.outcome === 'failure' ? 1 : 0,
          test.outcome === 'skip' ? 0 : (test.durationSeconds ?? 0),
        ])
        .sort(),
    );
  }

  it.each(JUNIT_RUNNERS.map((runner) => [runner]))(
    '%s: the codecov-cli upload reads back exactly what the runner wrote',
    async (runner) => {
      const report = reports.get(runner)!;
      const repo = `${runner}-codecov-cli`;
      const sha = shaOf(runner, 'codecov-cli');
      await codecovCliUpload(repo, sha, report);
      await server.app.ingestion.queue.idle();
      expectExactly(report, await readBack(repo, sha));
    },
  );

  it.each(JUNIT_RUNNERS.map((runner) => [runner]))(
    '%s: canopy-cli finds the file, uploads it, and it reads back exactly',
    async (runner) => {
      const report = reports.get(runner)!;
      const repo = `${runner}-canopy-cli`;
      const sha = shaOf(runner, 'canopy-cli');
      const said = await canopyCliUpload(repo, sha, report);
      expect(said).toContain('junit.xml');
      await server.app.ingestion.queue.idle();
      expectExactly(report, await readBack(repo, sha));
    },
  );
});
