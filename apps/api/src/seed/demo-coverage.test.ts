import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JobQueue } from '../jobs/queue';
import { createLocalStorage } from '../storage/storage';
import { describeEachBackend, openTestDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_BUNDLE } from './demo-bundles';
import { seedDemoCoverage } from './demo-coverage';
import { seedDemoData } from '../db/seed/demo-data';
import { DEMO_HISTORY } from './demo-history';
import { codeLines } from './demo-lcov';
import { DEMO_TREES } from './demo-sources';

describeEachBackend('demo coverage on the first start', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_DEMO_COVERAGE: 'true' } });
    await server.app.ingestion.queue.idle();
  });
  afterAll(() => server.close());

  it('goes through the real ingestion path and shows on the repository list', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: {
        repositories: {
          edges: Array<{ node: { name: string; coverageAnalytics: { percentCovered: number } | null } }>;
        };
      };
    }>(
      `{ owner(username: "canopy") { repositories(filters: {}) { edges { node { name coverageAnalytics { percentCovered } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const coverage = Object.fromEntries(
      response.data!.owner.repositories.edges.map(({ node }) => [
        node.name,
        node.coverageAnalytics?.percentCovered ?? null,
      ]),
    );
    expect(coverage.demo).toBeGreaterThan(60);
    expect(coverage['api-server']).toBeGreaterThan(coverage['web-app']!);
    expect(coverage.mobile).toBeNull();
    const uploads = await server.database.db
      .selectFrom('uploads')
      .select(['state', 'sessionType'])
      .where('uploadType', '=', 'coverage')
      .execute();
    // 10 uploaded (two demo commits also ran integration tests) and 4 carried-forward integration sessions.
    expect(uploads.filter((upload) => upload.sessionType === 'uploaded')).toHaveLength(10);
    expect(uploads.filter((upload) => upload.sessionType === 'carriedforward')).toHaveLength(4);
    expect(uploads.every((upload) => upload.state === 'processed')).toBe(true);
  });

  it('has a web bundle on every commit of the demo, which pull #12 grows', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: { repository: Record<string, unknown> & { pull: Record<string, unknown> } };
    }>(
      `{ owner(username: "canopy") { repository(name: "demo") { ... on Repository {
        bundleAnalysisEnabled
        branch(name: "main") { head { bundleAnalysis { bundleAnalysisReport { __typename
          ... on BundleAnalysisReport { bundles { name moduleCount bundleData { size { uncompress } } } } } } } }
        pull(id: 12) { bundleAnalysisCompareWithBase { __typename
          ... on BundleAnalysisComparison { bundles { name changeType bundleChange { size { uncompress } } } } } }
      } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const repository = response.data!.owner.repository;
    expect(repository.bundleAnalysisEnabled).toBe(true);
    expect(repository.branch).toMatchObject({
      head: {
        bundleAnalysis: {
          bundleAnalysisReport: { __typename: 'BundleAnalysisReport', bundles: [{ name: DEMO_BUNDLE }] },
        },
      },
    });
    expect(repository.pull.bundleAnalysisCompareWithBase).toEqual({
      __typename: 'BundleAnalysisComparison',
      bundles: [{ name: DEMO_BUNDLE, changeType: 'changed', bundleChange: { size: { uncompress: 3_300 } } }],
    });
    const states = await server.database.db
      .selectFrom('uploads')
      .select('state')
      .where('uploadType', '=', 'bundle_analysis')
      .execute();
    expect(states.map((upload) => upload.state)).toEqual(
      Array(DEMO_HISTORY.filter((commit) => commit.repo === 'demo').length).fill('processed'),
    );
  });

  it('has test results: a flaky test on main, a retried job on its head, and a test pull #12 breaks', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: { repository: Record<string, unknown> };
    }>(
      `{ owner(username: "canopy") { repository(name: "demo") { ... on Repository {
        testAnalyticsEnabled
        branch(name: "main") { head { testResults { totalCount passedCount failedCount skippedCount flakyCount } } }
        pull(id: 12) { head { testResults { failedCount failedTests { name testSuite isFlaky failureMessage } } } }
      } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const repository = response.data!.owner.repository;
    expect(repository.testAnalyticsEnabled).toBe(true);
    // The retried job passed: each test counts once, by its latest run.
    expect(repository.branch).toEqual({
      head: {
        testResults: { totalCount: 22, passedCount: 21, failedCount: 0, skippedCount: 1, flakyCount: 0 },
      },
    });
    expect(repository.pull).toEqual({
      head: {
        testResults: {
          failedCount: 1,
          failedTests: [
            {
              name: 'merge keeps partial hits',
              testSuite: 'src/reports/merge.test.ts',
              isFlaky: false,
              failureMessage: expect.stringContaining('"partials": 2,'),
            },
          ],
        },
      },
    });
    const states = await server.database.db
      .selectFrom('uploads')
      .select('state')
      .where('uploadType', '=', 'test_results')
      .execute();
    // One upload per demo commit, and the retried job of the last one.
    expect(states.map((upload) => upload.state)).toEqual(
      Array(DEMO_HISTORY.filter((commit) => commit.repo === 'demo').length + 1).fill('processed'),
    );
  });

  it('has a pull request with patch coverage, flags, components and their charts', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: { repository: Record<string, Record<string, unknown>> };
    }>(
      `{ owner(username: "canopy") { repository(name: "demo") { ... on Repository {
        pull(id: 12) { compareWithBase { __typename ... on Comparison { diffSource isPseudoBase
          patchTotals { lineCount } impactedFilesCount directChangedFilesCount indirectChangedFilesCount
          flagComparisonsCount componentComparisonsCount } } }
        other: pull(id: 14) { compareWithBase { ... on Comparison { diffSource impactedFiles {
          ... on ImpactedFiles { results { fileName } } } } } }
        coverageAnalytics { flagsCount flagsMeasurementsBackfilled componentsCount componentsMeasurementsBackfilled } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const repo = response.data!.owner.repository;
    expect(repo.pull!.compareWithBase).toMatchObject({
      __typename: 'Comparison',
      diffSource: 'UPLOAD',
      isPseudoBase: false,
      flagComparisonsCount: 2,
      componentComparisonsCount: 3,
      // merge.ts and parse-lcov.ts changed; session.ts lost its tests, so its coverage, outside the diff.
      impactedFilesCount: 3,
      directChangedFilesCount: 2,
      indirectChangedFilesCount: 1,
    });
    // #14 sent no diff: the mirror has its commits. Its parser change is direct, the web tests that did not run
    // are an indirect change.
    expect(repo.other!.compareWithBase).toEqual({
      diffSource: 'MIRROR',
      impactedFiles: {
        results: expect.arrayContaining([
          { fileName: 'src/reports/parse-lcov.ts' },
          { fileName: 'web/app.tsx' },
        ]),
      },
    });
    expect(
      (repo.other!.compareWithBase as { impactedFiles: { results: unknown[] } }).impactedFiles.results,
    ).toHaveLength(2);
    expect(
      (repo.pull!.compareWithBase as { patchTotals: { lineCount: number } }).patchTotals.lineCount,
    ).toBeGreaterThan(0);
    expect(repo.coverageAnalytics).toEqual({
      flagsCount: 2,
      flagsMeasurementsBackfilled: true,
      componentsCount: 3,
      componentsMeasurementsBackfilled: true,
    });
  });

  it('writes the history to a bare mirror in the data folder, with the commits the coverage was uploaded to', async () => {
    const mirror = path.join(server.settings.dataDir, 'git-mirrors', 'github', 'canopy', 'demo.git');
    expect(existsSync(mirror)).toBe(true);
    const git = (...args: string[]) =>
      execFileSync('git', [`--git-dir=${mirror}`, ...args], { encoding: 'utf8' });
    const branches = await server.database.db
      .selectFrom('branches')
      .innerJoin('repositories', 'repositories.repoid', 'branches.repoid')
      .select(['branches.branch', 'branches.head'])
      .where('repositories.name', '=', 'demo')
      .orderBy('branches.branch')
      .execute();
    expect(branches.map((branch) => branch.branch)).toEqual([
      'feature/faster-merge',
      'feature/lcov-branches',
      'main',
    ]);
    for (const branch of branches)
      expect(git('rev-parse', `refs/heads/${branch.branch}`).trim()).toBe(branch.head);
    expect(git('log', '--format=%an', 'main').trim().split('\n')).toEqual([
      'Ada Lovelace',
      'Linus Pauling',
      'Grace Hopper',
      'Ada Lovelace',
    ]);
  });

  it('serves a file with its source from the mirror and coverage on its code lines only', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: {
        repository: {
          branch: {
            head: {
              coverageAnalytics: {
                coverageFile: { content: string | null; coverage: Array<{ line: number; coverage: string }> };
              };
            };
          };
        };
      };
    }>(
      `{ owner(username: "canopy") { repository(name: "demo") { ... on Repository { branch(name: "main") { head {
        coverageAnalytics { coverageFile(path: "src/reports/merge.ts") { content coverage { line coverage } } } } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const file = response.data!.owner.repository.branch.head.coverageAnalytics.coverageFile;
    expect(file.content).toBe(DEMO_TREES.ONE_DECIMAL['src/reports/merge.ts']);
    const source = file.content!.split('\n');
    const code = codeLines(file.content!);
    expect(file.coverage.length).toBeGreaterThan(20);
    for (const { line } of file.coverage) {
      expect(code.has(line)).toBe(true);
      // Not a blank line, a comment or a brace.
      expect(source[line - 1]!.trim()).toMatch(/^(?!\/\/|\/\*|\*|[}\])]*;?$)./);
    }
    expect(new Set(file.coverage.map((line) => line.coverage))).toEqual(new Set(['H', 'M', 'P']));
  });

  it('shows commit authors and messages from the mirror, pull request titles and authors from the webhook', async () => {
    const cookie = await server.signIn('ada');
    const response = await server.graphql<{
      owner: {
        repository: {
          commits: {
            edges: Array<{ node: { message: string; author: { username: string; avatarUrl: string } } }>;
          };
          pulls: { edges: Array<{ node: { pullId: number; title: string; author: { username: string } } }> };
        };
      };
    }>(
      `{ owner(username: "canopy") { repository(name: "demo") { ... on Repository {
        commits(first: 20) { edges { node { message author { username avatarUrl } } } }
        pulls { edges { node { pullId title author { username } } } } } } } }`,
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const { commits, pulls } = response.data!.owner.repository;
    const demoCommits = DEMO_HISTORY.filter((commit) => commit.repo === 'demo');
    expect(commits.edges.map(({ node }) => [node.author.username, node.message]).sort()).toEqual(
      demoCommits.map((commit) => [commit.author, commit.message]).sort(),
    );
    for (const { node } of commits.edges) expect(node.author.avatarUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(pulls.edges.map(({ node }) => node).sort((a, b) => a.pullId - b.pullId)).toEqual([
      { pullId: 12, title: 'Merge sessions in one pass', author: { username: 'grace' } },
      { pullId: 14, title: 'Read branch records from lcov reports', author: { username: 'linus' } },
    ]);
  });
});

describeEachBackend('demo coverage without git', (backend) => {
  it('is uploaded to made-up commits, with one line saying why there is no source', async () => {
    const database = await openTestDatabase(backend);
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'canopy-demo-no-git-'));
    try {
      await seedDemoData(database.db);
      const warnings: string[] = [];
      await seedDemoCoverage(
        database.db,
        createLocalStorage(path.join(scratch, 'storage')),
        new JobQueue(database.db),
        {
          mirrorDir: path.join(scratch, 'mirrors'),
          git: path.join(scratch, 'no-git'),
          log: { warn: (message) => warnings.push(message) },
        },
      );
      expect(warnings).toEqual([
        `demo coverage without source, commit authors or diffs: ${path.join(scratch, 'no-git')} was not found`,
      ]);
      const commits = await database.db.selectFrom('commits').select(['commitid', 'message']).execute();
      expect(commits).toHaveLength(DEMO_HISTORY.length);
      expect(
        commits.every((commit) => /^[0-9a-f]{40}$/.test(commit.commitid) && commit.message === null),
      ).toBe(true);
      const uploads = await database.db
        .selectFrom('uploads')
        .select('state')
        .where('uploadType', '=', 'coverage')
        .execute();
      expect(uploads.map((upload) => upload.state)).toEqual(Array(10).fill('uploaded'));
      // The pull requests still come as the host's webhook would send them.
      const pulls = await database.db
        .selectFrom('pulls')
        .select(['pullid', 'title'])
        .orderBy('pullid')
        .execute();
      expect(pulls).toEqual([
        { pullid: 12, title: 'Merge sessions in one pass' },
        { pullid: 14, title: 'Read branch records from lcov reports' },
      ]);
    } finally {
      await database.close();
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
