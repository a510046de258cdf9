// Seeds a large synthetic repository into a fresh data folder with the api's own migrations and storage format:
// its main branch's commits and their uploads, per-file totals, measurements, release branches and one pull
// request whose head carries its diff. Uploading hundreds of reports of this size would take far longer than
// the measurements that use it. Shared by the GraphQL latency and big-repository benchmarks.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import { repoRoot } from '../harness/index.ts';
import {
  type CoverageLibrary,
  type CoverageTotals,
  FLAGS,
  type RepositoryOptions,
  type Report,
  branchReport,
  pullRequestReports,
} from './large-repository.ts';

export interface SeedOptions {
  /** The files of every report, and how the pull request's diff is made. */
  repository: RepositoryOptions;
  /** Commits on main. */
  mainCommits: number;
  /**
   * Commits whose per-file totals are stored, the newest first: many make the table the file list reads large,
   * while storing them for every commit would take PGlite most of the time budget.
   */
  treeCommits: number;
  owner: string;
  repo: string;
  /** The repository's codecov.yml (components, flags), when it has one. */
  yaml?: string;
}

export const PULL_ID = 1;
export const FEATURE_BRANCH = 'feature/large-change';
/** How far behind main's head the pull request branched off. */
const BASE_BEHIND = 9;
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
  count: number,
  reports: StoredReport[],
  base: StoredReport,
  baseIndex: number,
  now: number,
): CommitSeed[] {
  const commits: CommitSeed[] = [];
  for (let k = 0; k < count; k++) {
    const older = reports[Math.min(reports.length - 2, Math.floor((k * (reports.length - 1)) / baseIndex))]!;
    commits.push({
      sha: sha(`main-${k}`),
      parent: k === 0 ? null : sha(`main-${k - 1}`),
      branch: 'main',
      pullid: null,
      timestamp: new Date(now - (count - k) * HOUR),
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
 * the other commits sharing that report (the newest `treeCommits` of them).
 */
async function insertFileTotals(
  api: ApiModules,
  db: Db,
  commits: readonly CommitSeed[],
  ids: Map<string, number>,
  treeCommits: number,
): Promise<number> {
  const newest = [...commits]
    .sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime())
    .slice(0, treeCommits);
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

export interface SeededRepository {
  repoid: number;
  baseSha: string;
  headSha: string;
  mainHeadSha: string;
  impactedFiles: number;
}

export async function seedLargeRepository(
  dataDir: string,
  library: CoverageLibrary,
  options: SeedOptions,
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
    }>`select ownerid from owners where service = 'github' and username = ${options.owner}`.execute(db);
    const { rows: repos } = await sql<{ repoid: number }>`insert into repositories (ownerid, service_id, name,
        private, active, activated, language, languages)
      values (${owners[0]!.ownerid}, '9001', ${options.repo}, false, true, true, 'typescript', array['typescript'])
      returning repoid`.execute(db);
    const repoid = repos[0]!.repoid;
    if (options.yaml)
      await sql`update repositories set yaml = ${options.yaml} where repoid = ${repoid}`.execute(db);

    const pull = pullRequestReports(library, options.repository);
    const reportsKey = (name: string) => `reports/${repoid}/bench/${name}.json.gz`;
    const base = await storeReport(api, library, storage, reportsKey('base'), pull.base);
    const head = await storeReport(api, library, storage, reportsKey('head'), pull.head);
    const history: StoredReport[] = [];
    for (const [n, drift] of [-0.03, -0.02, -0.01, 0.005].entries())
      history.push(
        await storeReport(
          api,
          library,
          storage,
          reportsKey(`main-${n}`),
          branchReport(library, drift, options.repository),
        ),
      );
    log(`  reports built and stored (6 distinct, gzip'ed): ${elapsed()}`);

    const now = Date.now();
    const baseIndex = options.mainCommits - 1 - BASE_BEHIND;
    const main = mainCommits(options.mainCommits, history, base, baseIndex, now);
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
    const fileRows = await insertFileTotals(api, db, commits, ids, options.treeCommits);
    log(`  ${fileRows.toLocaleString('en')} per-file totals rows: ${elapsed()}`);
    await insertMeasurements(api, db, repoid, commits);
    log(`  ${commits.length * (FLAGS.length + 1)} measurements: ${elapsed()}`);
    const comparison = library.compareReports(
      { report: pull.base },
      { report: pull.head },
      library.parseUnifiedDiff(pull.diffText),
    );
    return {
      repoid,
      baseSha,
      headSha: headCommit.sha,
      mainHeadSha: main.at(-1)!.sha,
      impactedFiles: comparison.files.length,
    };
  } finally {
    await close();
  }
}
