// GraphQL latency on the real server and the embedded database (PGlite) with a large repository: 10,000 files,
// 1,000 commits on main and one pull request whose head carries its diff. Measures, with autocannon on loopback,
// the repository overview, the pull request's comparison and the 10,000-row file list, plus the first (cold)
// comparison request. The database is seeded before the server starts, with the api's own migrations and
// storage format: uploading 1,000 reports of 10,000 files would take far longer than the measurement.
// Prints figures; asserts no timings. A query answering with errors sets a failing exit code.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { type Kysely, sql } from 'kysely';
import { repoRoot, startServer } from '../harness/index.ts';
import {
  type CoverageLibrary,
  type CoverageTotals,
  FLAGS,
  LARGE_REPOSITORY,
  type Report,
  branchReport,
  loadCoverageLibrary,
  pullRequestReports,
} from './large-repository.ts';

const MAIN_COMMITS = Number(process.env.BENCH_COMMITS ?? 1000);
/**
 * Commits whose per-file totals are stored, the newest first: 200 × 10,000 rows make the table the file list
 * reads large, while all 1,000 would take PGlite most of the time budget to insert.
 */
const TREE_COMMITS = Number(process.env.BENCH_TREE_COMMITS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
/** Only the queries whose name contains this (e.g. `comparison`), to profile one at a time. */
const ONLY = process.env.BENCH_QUERY ?? '';
/** A folder for a V8 CPU profile of the server, written when it stops. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE ?? '';
/** How far behind main's head the pull request branched off. */
const BASE_BEHIND = 9;
const OWNER = 'canopy';
const REPO = 'large-monorepo';
const PULL_ID = 1;
const FEATURE_BRANCH = 'feature/large-change';
const HOUR = 3_600_000;

// --- the api's modules, typed by shape ----------------------------------------------------------------------
// Loaded at run time: the benchmarks may not import the server's source statically (module boundaries), and
// tools type-check under NodeNext, which the server's extensionless imports do not satisfy.

type Db = Kysely<unknown>;

interface FileTotalsRow {
  path: string;
  lines: number;
  hits: number;
  misses: number;
  partials: number;
  coverage: number | null;
  branches: number;
  methods: number;
}

interface HitsAndLines {
  hits: number;
  lines: number;
}

interface ApiModules {
  openDatabase(options: { kind: 'pglite'; dataDir: string }): Promise<{ db: Db; close(): Promise<void> }>;
  migrateToLatest(db: Db): Promise<string[]>;
  seedDemoData(db: Db): Promise<{ seeded: boolean }>;
  fileTotalsRows(report: Report): FileTotalsRow[];
  storeFileTotals(db: Db, commitId: number, files: readonly FileTotalsRow[]): Promise<void>;
  updateRepositoryCoverage(db: Db, repoid: number): Promise<void>;
  recordCommitMeasurements(
    db: Db,
    input: {
      repoid: number;
      commitid: string;
      branch: string | null;
      timestamp: Date;
      totals: HitsAndLines;
      flags?: ReadonlyMap<string, HitsAndLines>;
    },
  ): Promise<void>;
  createLocalStorage(root: string): { write(key: string, body: Buffer | string): Promise<number> };
  attachedDiffKey(commit: { repoid: number; commitid: string }): string;
}

async function loadApi(): Promise<ApiModules> {
  const load = (file: string) => import(pathToFileURL(path.join(repoRoot, 'apps/api/src', file)).href);
  const [database, migrate, demo, mergeBatch, reportStore, measurements, storage, diffSource] =
    await Promise.all([
      load('db/database.ts'),
      load('db/migrate.ts'),
      load('db/seed/demo-data.ts'),
      load('modules/processing/merge-batch.ts'),
      load('modules/processing/report-store.ts'),
      load('modules/measurements/measurement-store.ts'),
      load('storage/storage.ts'),
      load('modules/reports/diff-source.ts'),
    ]);
  return {
    openDatabase: database.openDatabase,
    migrateToLatest: migrate.migrateToLatest,
    seedDemoData: demo.seedDemoData,
    fileTotalsRows: mergeBatch.fileTotalsRows,
    storeFileTotals: reportStore.storeFileTotals,
    updateRepositoryCoverage: reportStore.updateRepositoryCoverage,
    recordCommitMeasurements: measurements.recordCommitMeasurements,
    createLocalStorage: storage.createLocalStorage,
    attachedDiffKey: diffSource.attachedDiffKey,
  };
}

// --- seeding ------------------------------------------------------------------------------------------------

function sha(name: string): string {
  return createHash('sha1').update(`canopy-bench-large:${name}`).digest('hex');
}

/** One stored report that many commits may share: its blob key, totals and per-file rows. */
interface StoredReport {
  key: string;
  totals: CoverageTotals;
  sessionTotals: CoverageTotals[];
  files: FileTotalsRow[];
}

interface CommitSeed {
  sha: string;
  parent: string | null;
  branch: string;
  pullid: number | null;
  timestamp: Date;
  report: StoredReport;
  diffBase: string | null;
}

async function storeReport(
  api: ApiModules,
  library: CoverageLibrary,
  storage: ReturnType<ApiModules['createLocalStorage']>,
  key: string,
  report: Report,
): Promise<StoredReport> {
  await storage.write(key, gzipSync(library.encodeReport(report), { level: 6 }));
  return {
    key,
    totals: report.totals(),
    sessionTotals: FLAGS.map((_, session) => report.totals(new Set([session]))),
    files: api.fileTotalsRows(report),
  };
}

/** Main's commits, oldest first: coverage creeps up over three older reports; `baseIndex` has the base's. */
function mainCommits(
  reports: StoredReport[],
  base: StoredReport,
  baseIndex: number,
  now: number,
): CommitSeed[] {
  const commits: CommitSeed[] = [];
  for (let k = 0; k < MAIN_COMMITS; k++) {
    const older = reports[Math.min(reports.length - 2, Math.floor((k * (reports.length - 1)) / baseIndex))]!;
    commits.push({
      sha: sha(`main-${k}`),
      parent: k === 0 ? null : sha(`main-${k - 1}`),
      branch: 'main',
      pullid: null,
      timestamp: new Date(now - (MAIN_COMMITS - k) * HOUR),
      report: k === baseIndex ? base : k > baseIndex ? reports.at(-1)! : older,
      diffBase: null,
    });
  }
  return commits;
}

async function insertCommits(
  db: Db,
  repoid: number,
  commits: readonly CommitSeed[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < commits.length; i += 250) {
    const values = commits.slice(i, i + 250).map(
      (commit, n) =>
        sql`(${repoid}, ${commit.sha}, ${commit.parent}, ${commit.branch}, ${commit.pullid},
          ${`Change ${i + n + 1}`}, true, 'complete', ${commit.timestamp}, ${JSON.stringify(commit.report.totals)}::jsonb,
          ${commit.report.key}, ${FLAGS.length}, ${commit.diffBase})`,
    );
    const { rows } = await sql<{ id: number; commitid: string }>`insert into commits (repoid, commitid,
        parent_commitid, branch, pullid, message, ci_passed, state, timestamp, totals, report_storage_path,
        session_count, diff_base)
      values ${sql.join(values)} returning id, commitid`.execute(db);
    for (const row of rows) ids.set(row.commitid, Number(row.id));
  }
  await sql`insert into commit_reports (commit_id) select id from commits where repoid = ${repoid}`.execute(
    db,
  );
  return ids;
}

/** One processed upload per flag and commit, with the session id the stored report uses. */
async function insertUploads(
  db: Db,
  repoid: number,
  commits: readonly CommitSeed[],
  ids: Map<string, number>,
) {
  for (let i = 0; i < commits.length; i += 250) {
    const values = commits.slice(i, i + 250).flatMap((commit) =>
      FLAGS.map(
        (flag, session) =>
          sql`(${ids.get(commit.sha)!}, ${repoid}, ${session}, 'processed', array[${flag}]::text[], ${flag},
            'github-actions', 'v1', ${JSON.stringify(commit.report.sessionTotals[session])}::jsonb,
            array['lcov']::text[])`,
      ),
    );
    await sql`insert into uploads (commit_id, repoid, session_id, state, flags, name, provider, format_version,
        totals, formats)
      values ${sql.join(values)}`.execute(db);
  }
}

/**
 * Per-file totals, as processing stores them: through the api once per distinct report, then copied in SQL to
 * the other commits sharing that report (the newest `TREE_COMMITS` of them).
 */
async function insertFileTotals(
  api: ApiModules,
  db: Db,
  commits: readonly CommitSeed[],
  ids: Map<string, number>,
): Promise<number> {
  const newest = [...commits]
    .sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime())
    .slice(0, TREE_COMMITS);
  const byReport = new Map<StoredReport, number[]>();
  for (const commit of newest) {
    const list = byReport.get(commit.report) ?? [];
    list.push(ids.get(commit.sha)!);
    byReport.set(commit.report, list);
  }
  let rows = 0;
  for (const [report, commitIds] of byReport) {
    const [template, ...others] = commitIds;
    await api.storeFileTotals(db, template!, report.files);
    for (let i = 0; i < others.length; i += 20) {
      await sql`insert into report_files (commit_id, path, lines, hits, misses, partials, coverage, branches, methods)
        select c.id, f.path, f.lines, f.hits, f.misses, f.partials, f.coverage, f.branches, f.methods
        from unnest(${others.slice(i, i + 20)}::bigint[]) as c(id)
        cross join report_files f where f.commit_id = ${template!}`.execute(db);
    }
    rows += commitIds.length * report.files.length;
  }
  return rows;
}

async function insertMeasurements(api: ApiModules, db: Db, repoid: number, commits: readonly CommitSeed[]) {
  for (const commit of commits) {
    const flags = new Map(
      FLAGS.map((flag, session) => {
        const totals = commit.report.sessionTotals[session]!;
        return [flag, { hits: totals.hits, lines: totals.lines }] as const;
      }),
    );
    await api.recordCommitMeasurements(db, {
      repoid,
      commitid: commit.sha,
      branch: commit.branch,
      timestamp: commit.timestamp,
      totals: { hits: commit.report.totals.hits, lines: commit.report.totals.lines },
      flags,
    });
  }
}

async function insertBranches(db: Db, repoid: number, main: readonly CommitSeed[], head: CommitSeed) {
  const latest = main.at(-1)!;
  const branches = [
    { name: 'main', head: latest },
    { name: FEATURE_BRANCH, head },
    // Release branches cut from main along the way: the overview's list has more than a page of branches.
    ...Array.from({ length: 30 }, (_, n) => {
      const cut = main[Math.floor(((n + 1) * main.length) / 32)]!;
      return { name: `release/1.${n}`, head: cut };
    }),
  ];
  const values = branches.map(
    (branch) => sql`(${repoid}, ${branch.name}, ${branch.head.sha}, ${branch.head.timestamp})`,
  );
  await sql`insert into branches (repoid, branch, head, updatestamp) values ${sql.join(values)}`.execute(db);
}

interface SeededRepository {
  baseSha: string;
  headSha: string;
  mainHeadSha: string;
  impactedFiles: number;
}

async function seed(
  dataDir: string,
  library: CoverageLibrary,
  log: (line: string) => void,
): Promise<SeededRepository> {
  const api = await loadApi();
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const storage = api.createLocalStorage(path.join(dataDir, 'storage'));
  const { db, close } = await api.openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
  try {
    await api.migrateToLatest(db);
    await api.seedDemoData(db);
    const { rows: owners } = await sql<{
      ownerid: number;
    }>`select ownerid from owners where service = 'github' and username = ${OWNER}`.execute(db);
    const { rows: repos } = await sql<{ repoid: number }>`insert into repositories (ownerid, service_id, name,
        private, active, activated, language, languages)
      values (${owners[0]!.ownerid}, '9001', ${REPO}, false, true, true, 'typescript', array['typescript'])
      returning repoid`.execute(db);
    const repoid = repos[0]!.repoid;

    const pull = pullRequestReports(library);
    const reportsKey = (name: string) => `reports/${repoid}/bench/${name}.json.gz`;
    const base = await storeReport(api, library, storage, reportsKey('base'), pull.base);
    const head = await storeReport(api, library, storage, reportsKey('head'), pull.head);
    const history: StoredReport[] = [];
    for (const [n, drift] of [-0.03, -0.02, -0.01, 0.005].entries())
      history.push(
        await storeReport(api, library, storage, reportsKey(`main-${n}`), branchReport(library, drift)),
      );
    log(`  reports built and stored (6 distinct, gzip'ed): ${elapsed()}`);

    const now = Date.now();
    const baseIndex = MAIN_COMMITS - 1 - BASE_BEHIND;
    const main = mainCommits(history, base, baseIndex, now);
    const baseSha = main[baseIndex]!.sha;
    const headCommit: CommitSeed = {
      sha: sha('pull-head'),
      parent: baseSha,
      branch: FEATURE_BRANCH,
      pullid: PULL_ID,
      timestamp: new Date(now - HOUR / 2),
      report: head,
      diffBase: baseSha,
    };
    const commits = [...main, headCommit];
    const ids = await insertCommits(db, repoid, commits);
    await insertUploads(db, repoid, commits, ids);
    await insertBranches(db, repoid, main, headCommit);
    // What an upload with canopy-cli's diff leaves behind: the diff in storage and the measured merge base.
    await storage.write(
      api.attachedDiffKey({ repoid, commitid: headCommit.sha }),
      JSON.stringify({ base: baseSha, head: headCommit.sha, text: pull.diffText }),
    );
    await sql`insert into pulls (repoid, pullid, state, title, author_username, base_branch, head_branch, head,
        user_provided_base_sha, source)
      values (${repoid}, ${PULL_ID}, 'open', 'A large change', 'ada', 'main', ${FEATURE_BRANCH}, ${headCommit.sha},
        ${baseSha}, 'upload')`.execute(db);
    await sql`update repositories set latest_commit_at = ${headCommit.timestamp},
        oldest_commit_at = ${main[0]!.timestamp} where repoid = ${repoid}`.execute(db);
    await api.updateRepositoryCoverage(db, repoid);
    log(
      `  ${commits.length} commits, ${commits.length * FLAGS.length} uploads, 32 branches, 1 pull: ${elapsed()}`,
    );
    const fileRows = await insertFileTotals(api, db, commits, ids);
    log(`  ${fileRows.toLocaleString('en')} per-file totals rows: ${elapsed()}`);
    await insertMeasurements(api, db, repoid, commits);
    log(`  ${commits.length * (FLAGS.length + 1)} measurements: ${elapsed()}`);
    const comparison = library.compareReports(
      { report: pull.base },
      { report: pull.head },
      library.parseUnifiedDiff(pull.diffText),
    );
    return {
      baseSha,
      headSha: headCommit.sha,
      mainHeadSha: main.at(-1)!.sha,
      impactedFiles: comparison.files.length,
    };
  } finally {
    await close();
  }
}

// --- measuring ----------------------------------------------------------------------------------------------

interface GraphQLQuery {
  name: string;
  goal: { p95Ms: number; text: string } | null;
  body: string;
  /** A short account of the answer, or why it is wrong. */
  check: (data: unknown) => { ok: boolean; summary: string };
}

/** Opens three braces; with the operation's own, a query ends in `} } } }`. */
const REPOSITORY = `owner(username: $owner) { repository(name: $repo) { __typename ... on Repository {`;

function repository(data: unknown): Record<string, unknown> | undefined {
  const owner = (data as { owner?: { repository?: Record<string, unknown> } } | undefined)?.owner;
  return owner?.repository;
}

function queries(seeded: SeededRepository): GraphQLQuery[] {
  const variables = { owner: OWNER, repo: REPO };
  return [
    {
      name: 'repository overview',
      goal: { p95Ms: 50, text: 'p95 ≤ 50 ms' },
      body: JSON.stringify({
        operationName: 'GetRepoOverview',
        query: `query GetRepoOverview($owner: String!, $repo: String!) { ${REPOSITORY}
          defaultBranch private
          coverageAnalytics { percentCovered lines hits misses commitSha }
          branches(first: 20) { edges { node { name head { commitid } } } }
        } } } }`,
        variables,
      }),
      check: (data) => {
        const repo = repository(data) as
          { coverageAnalytics?: { commitSha?: string }; branches?: { edges: unknown[] } } | undefined;
        const edges = repo?.branches?.edges.length ?? 0;
        const sha = repo?.coverageAnalytics?.commitSha;
        return {
          ok: sha === seeded.mainHeadSha && edges === 20,
          summary: `${edges} branches, head ${sha?.slice(0, 7)}`,
        };
      },
    },
    {
      name: 'pull comparison',
      goal: { p95Ms: 150, text: 'p95 < 150 ms' },
      body: JSON.stringify({
        operationName: 'PullComparison',
        query: `query PullComparison($owner: String!, $repo: String!, $pullId: Int!) { ${REPOSITORY}
          pull(id: $pullId) { compareWithBase { __typename ... on Comparison {
            patchTotals { percentCovered } headTotals { percentCovered } impactedFilesCount
            impactedFiles { __typename ... on ImpactedFiles { results { fileName patchCoverage { percentCovered } } } }
          } } }
        } } } }`,
        variables: { ...variables, pullId: PULL_ID },
      }),
      check: (data) => {
        const pull = repository(data)?.pull as
          { compareWithBase?: { __typename: string; impactedFilesCount?: number } } | undefined;
        const comparison = pull?.compareWithBase;
        const count = comparison?.impactedFilesCount;
        return {
          ok: comparison?.__typename === 'Comparison' && count === seeded.impactedFiles,
          summary: `${comparison?.__typename}, ${count} impacted files (engine: ${seeded.impactedFiles})`,
        };
      },
    },
    {
      name: 'file list, 10,000 rows',
      goal: null,
      body: JSON.stringify({
        operationName: 'CommitFileList',
        query: `query CommitFileList($owner: String!, $repo: String!, $sha: String!) { ${REPOSITORY}
          commit(id: $sha) { pathContents(filters: { displayType: LIST }) { __typename ... on PathContents {
            results { path }
          } } }
        } } } }`,
        variables: { ...variables, sha: seeded.mainHeadSha },
      }),
      check: (data) => {
        const commit = repository(data)?.commit as
          { pathContents?: { __typename: string; results?: unknown[] } } | undefined;
        const rows = commit?.pathContents?.results?.length ?? 0;
        return { ok: rows === LARGE_REPOSITORY.files, summary: `${rows} rows` };
      },
    },
  ];
}

/** What a browser sends: the session cookie and the encodings it accepts (the server compresses answers). */
function requestHeaders(cookie: string): Record<string, string> {
  return { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', cookie };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/login/dev?username=ada`, { redirect: 'manual' });
  const cookies = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  if (cookies.length === 0) throw new Error(`sign-in set no cookie (HTTP ${res.status})`);
  return cookies.join('; ');
}

/** One request, timed, with its answer checked. */
async function ask(url: string, cookie: string, query: GraphQLQuery) {
  const started = performance.now();
  const res = await fetch(`${url}/graphql/gh`, {
    method: 'POST',
    headers: requestHeaders(cookie),
    body: query.body,
  });
  const json = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  const ms = performance.now() - started;
  if (json.errors?.length) return { ms, ok: false, summary: json.errors.map((e) => e.message).join('; ') };
  return { ms, ...query.check(json.data) };
}

interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  bytesPerRequest: number;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** autocannon for a fixed duration; percentiles come from every response time (it reports no p95 itself). */
async function load(
  url: string,
  cookie: string,
  query: GraphQLQuery,
  connections: number,
): Promise<LoadFigures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql/gh`,
        method: 'POST',
        headers: requestHeaders(cookie),
        body: query.body,
        connections,
        duration: DURATION_SECONDS,
      },
      (error: unknown, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / (result.duration || DURATION_SECONDS),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    // `errors` counts timeouts too.
    failed: result.non2xx + result.errors,
    bytesPerRequest: result.throughput.total / Math.max(1, result.requests.total),
  };
}

function printTable(rows: { query: GraphQLQuery; connections: number; figures: LoadFigures }[]): void {
  const width = Math.max(...rows.map((row) => row.query.name.length));
  const cell = (value: string, size: number) => value.padStart(size);
  console.log(
    `${'query'.padEnd(width)}  conn  ${cell('req/s', 7)}  ${cell('p50', 8)}  ${cell('p95', 8)}  ${cell('p99', 8)}` +
      `  ${cell('KiB/resp', 8)}  failed  goal`,
  );
  for (const { query, connections, figures } of rows) {
    const goal = query.goal
      ? `${query.goal.text}: ${figures.p95 <= query.goal.p95Ms ? 'met' : 'MISSED'}`
      : '—';
    console.log(
      `${query.name.padEnd(width)}  ${cell(String(connections), 4)}  ${cell(figures.perSecond.toFixed(1), 7)}  ` +
        `${cell(`${figures.p50.toFixed(1)} ms`, 8)}  ${cell(`${figures.p95.toFixed(1)} ms`, 8)}  ` +
        `${cell(`${figures.p99.toFixed(1)} ms`, 8)}  ${cell((figures.bytesPerRequest / 1024).toFixed(1), 8)}  ` +
        `${cell(String(figures.failed), 6)}  ${goal}`,
    );
  }
}

async function main(): Promise<void> {
  const library = await loadCoverageLibrary();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-large-'));
  console.log(
    `GraphQL latency, real server on the embedded database: ${LARGE_REPOSITORY.files} files, ` +
      `${MAIN_COMMITS} commits on main, 1 pull request (diff of ${LARGE_REPOSITORY.diffFiles} files attached)`,
  );
  let seeded: SeededRepository;
  try {
    seeded = await seed(dataDir, library, (line) => console.log(line));
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const profiling: Record<string, string> = CPU_PROFILE_DIR
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}` }
    : {};
  // One signed-in client sends thousands of requests a minute: the per-client cost budget would cut the load short.
  const server = await startServer(
    { ...profiling, CANOPY_GRAPHQL_COST_PER_MINUTE: '1000000000' },
    { dataDir },
  );
  try {
    const cookie = await signIn(server.url);
    const [overview, comparison, fileList] = queries(seeded);
    // The overview first, so the comparison's first request pays for the reports and the comparison, not for
    // the server's first GraphQL request.
    const overviewFirst = await ask(server.url, cookie, overview!);
    const cold = await ask(server.url, cookie, comparison!);
    const second = await ask(server.url, cookie, comparison!);
    const fileListFirst = await ask(server.url, cookie, fileList!);
    const firsts = [
      [overview!, overviewFirst],
      [comparison!, cold],
      [fileList!, fileListFirst],
    ] as const;
    for (const [query, answer] of firsts) {
      console.log(`  first ${query.name}: ${answer.ms.toFixed(0)} ms, ${answer.summary}`);
      if (!answer.ok) {
        console.log(`WRONG ANSWER: ${query.name}: ${answer.summary}`);
        process.exitCode = 1;
      }
    }
    console.log(
      `pull comparison, first (cold) request: ${cold.ms.toFixed(0)} ms (reads both reports, diffs and compares); ` +
        `second request ${second.ms.toFixed(0)} ms`,
    );
    console.log(
      `\nautocannon, ${DURATION_SECONDS} s per row, 127.0.0.1, server and load generator on the same ${os.cpus().length} cores:`,
    );
    const rows: { query: GraphQLQuery; connections: number; figures: LoadFigures }[] = [];
    for (const query of [overview!, comparison!, fileList!].filter((q) => q.name.includes(ONLY)))
      for (const connections of [1, CONNECTIONS])
        rows.push({ query, connections, figures: await load(server.url, cookie, query, connections) });
    printTable(rows);
    if (rows.some((row) => row.figures.failed > 0)) process.exitCode = 1;
  } catch (error) {
    console.error(server.logs().split('\n').slice(-40).join('\n'));
    throw error;
  } finally {
    await server.stop();
  }
}

await main();
