import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { activateMeasurements } from '../measurements';
import { PROCESS_COVERAGE } from '../processing/process-coverage';
import type { Storage } from '../storage/storage';
import { createUpload, markUploaded, upsertCommit } from '../uploads/upload-store';

/**
 * Coverage for the demo repositories, sent through the real ingestion path (stored uploads, processing jobs), so a
 * fresh install shows what an uploaded report looks like. Runs once, right after the demo data is created.
 */

interface DemoFile {
  path: string;
  lines: number;
}

const DEMO_FILES: DemoFile[] = [
  { path: 'src/server.ts', lines: 120 },
  { path: 'src/routes/repositories.ts', lines: 210 },
  { path: 'src/routes/uploads.ts', lines: 180 },
  { path: 'src/reports/merge.ts', lines: 260 },
  { path: 'src/reports/parse-lcov.ts', lines: 140 },
  { path: 'src/reports/totals.ts', lines: 90 },
  { path: 'src/auth/session.ts', lines: 110 },
  { path: 'src/util/paths.ts', lines: 70 },
  { path: 'web/app.tsx', lines: 150 },
  { path: 'web/components/coverage-bar.tsx', lines: 60 },
];

const DAY = 24 * 60 * 60 * 1000;

function sha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

/** A deterministic lcov report: `share` of each file's executable lines covered, some branches partly taken. */
/** Hits a change gives a line (a pull request's new tests, or a deleted one); undefined keeps the line as it was. */
type CoverageChange = (path: string, line: number) => number | undefined;

function lcov(files: DemoFile[], share: number, seed: number, change?: CoverageChange): string {
  const records: string[] = [];
  for (const [index, file] of files.entries()) {
    records.push('TN:', `SF:${file.path}`);
    for (let line = 1; line <= file.lines; line++) {
      // Roughly two lines in three are executable.
      if ((line * 7 + index) % 3 === 0) continue;
      const position = ((line * 37 + index * 11 + seed) % 100) / 100;
      const hits = change?.(file.path, line) ?? (position < share ? 1 + ((line + seed) % 9) : 0);
      records.push(`DA:${line},${hits}`);
      if (line % 17 === 0) {
        records.push(
          `BRDA:${line},0,0,${position < share ? 3 : 0}`,
          `BRDA:${line},0,1,${position < share / 2 ? 1 : '-'}`,
        );
      }
    }
    records.push('end_of_record');
  }
  return `${records.join('\n')}\n`;
}

interface DemoCommit {
  repo: string;
  branch: string;
  daysAgo: number;
  share: number;
  flags: string[];
  pullid?: number;
  /** The demo's integration tests run on some commits only; carryforward fills the others. */
  integration?: boolean;
  /** Attach this diff against the previous commit of main, as canopy-cli --diff-base does. */
  diff?: string;
  /** A pull request's coverage: its base's, with these lines changed (so every difference has a reason). */
  change?: CoverageChange;
}

/** PR #12's tests cover most of the rewritten merge code; a test of the session code was deleted on the way. */
const FASTER_MERGE: CoverageChange = (path, line) => {
  if (path === 'src/reports/merge.ts' && line >= 100 && line < 112)
    return line === 104 || line === 107 ? 0 : 2;
  if (path === 'src/reports/parse-lcov.ts' && line >= 20 && line < 26) return 1;
  if (path === 'src/auth/session.ts' && line >= 30 && line < 36) return 0;
  return undefined;
};

/** PR #14 sends no diff: only project-level changes can be shown, here tests of the web app that stopped running. */
const LCOV_BRANCHES: CoverageChange = (path, line) => (path === 'web/app.tsx' && line < 40 ? 0 : undefined);

/** The demo's codecov.yml: integration coverage is carried forward, and the code is split into components. */
const DEMO_YAML = `flags:
  integration:
    carryforward: true
component_management:
  individual_components:
    - component_id: server
      name: Server
      paths: ["src/server.ts", "src/routes/**", "src/auth/**"]
    - component_id: reports
      name: Reports
      paths: ["src/reports/**"]
    - component_id: web
      name: Web
      paths: ["web/**"]
`;

/** A change to merge.ts and parse-lcov.ts: lines replaced in place, so the generated reports still line up. */
function demoDiff(): string {
  const hunk = (path: string, start: number, count: number) => {
    const lines = Array.from({ length: count }, (_, i) => `-  old line ${start + i}`).concat(
      Array.from({ length: count }, (_, i) => `+  faster line ${start + i}`),
    );
    return [
      `diff --git a/${path} b/${path}`,
      `--- a/${path}`,
      `+++ b/${path}`,
      `@@ -${start},${count} +${start},${count} @@`,
      ...lines,
    ].join('\n');
  };
  return `${hunk('src/reports/merge.ts', 100, 12)}\n${hunk('src/reports/parse-lcov.ts', 20, 6)}\n`;
}

const DEMO_COMMITS: DemoCommit[] = [
  { repo: 'demo', branch: 'main', daysAgo: 9, share: 0.62, flags: ['unit'], integration: true },
  { repo: 'demo', branch: 'main', daysAgo: 6, share: 0.68, flags: ['unit'] },
  { repo: 'demo', branch: 'main', daysAgo: 3, share: 0.71, flags: ['unit'], integration: true },
  {
    repo: 'demo',
    branch: 'feature/faster-merge',
    daysAgo: 2,
    share: 0.71,
    flags: ['unit'],
    pullid: 12,
    diff: demoDiff(),
    change: FASTER_MERGE,
  },
  {
    repo: 'demo',
    branch: 'feature/lcov-branches',
    daysAgo: 2,
    share: 0.71,
    flags: ['unit'],
    pullid: 14,
    change: LCOV_BRANCHES,
  },
  { repo: 'demo', branch: 'main', daysAgo: 1, share: 0.76, flags: ['unit'] },
  { repo: 'api-server', branch: 'main', daysAgo: 2, share: 0.83, flags: ['unit'] },
  { repo: 'web-app', branch: 'main', daysAgo: 4, share: 0.48, flags: ['unit'] },
];

/** The list position of a pull request's base: the last commit of main before it. */
function pullBaseIndex(index: number): number {
  for (let i = index - 1; i >= 0; i--) if (DEMO_COMMITS[i]!.branch === 'main') return i;
  return index;
}

/** The body a client would send: the legacy text format, or codecov-cli's JSON when a diff goes along. */
function uploadBody(files: DemoFile[], report: string, yaml: string | null, diff: string | null) {
  if (diff === null) {
    const yamlSection = yaml ? `# path=codecov.yml\n${yaml}<<<<<< EOF\n` : '';
    return `${files.map((file) => file.path).join('\n')}\n<<<<<< network\n${yamlSection}# path=coverage/lcov.info\n${report}<<<<<< EOF\n`;
  }
  const encode = (filename: string, text: string) => ({
    filename,
    format: 'base64+compressed',
    data: deflateSync(Buffer.from(text)).toString('base64'),
    labels: '',
  });
  return JSON.stringify({
    report_fixes: { format: 'legacy', value: {} },
    network_files: files.map((file) => file.path),
    coverage_files: [encode('coverage/lcov.info', report), ...(yaml ? [encode('codecov.yml', yaml)] : [])],
    metadata: {},
    git_diff: { base: null, head: null, text: diff },
  });
}

export async function seedDemoCoverage(
  db: Kysely<Database>,
  storage: Storage,
  queue: JobQueue,
  now: Date = new Date(),
): Promise<void> {
  const parents = new Map<string, string>();
  const demoRepo = await db
    .selectFrom('repositories')
    .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
    .select('repositories.repoid')
    .where('owners.username', '=', 'canopy')
    .where('repositories.name', '=', 'demo')
    .executeTakeFirst();
  // Flag and component charts are switched on for the demo, so its analytics have data from the start.
  if (demoRepo)
    for (const kind of ['flag', 'component'] as const)
      await activateMeasurements(db, queue, demoRepo.repoid, kind);
  for (const [index, demo] of DEMO_COMMITS.entries()) {
    const repo = await db
      .selectFrom('repositories')
      .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
      .selectAll('repositories')
      .where('owners.username', '=', 'canopy')
      .where('repositories.name', '=', demo.repo)
      .executeTakeFirst();
    if (!repo) continue;
    const commitid = sha(`canopy-demo:${demo.repo}:${index}`);
    const parentKey = `${demo.repo}:main`;
    const commit = await upsertCommit(db, repo, {
      commitid,
      branch: demo.branch,
      pullid: demo.pullid ?? null,
      parentCommitid: parents.get(parentKey) ?? null,
    });
    if (demo.branch === 'main') parents.set(parentKey, commitid);
    const when = new Date(now.getTime() - demo.daysAgo * DAY);
    await sql`update commits set timestamp = ${when}, message = ${`Demo change ${index + 1}`} where id = ${commit.id}`.execute(
      db,
    );
    await sql`update branches set updatestamp = ${when} where repoid = ${repo.repoid} and branch = ${demo.branch}`.execute(
      db,
    );
    const files = DEMO_FILES.filter((_, i) => demo.repo === 'demo' || i % 2 === index % 2);
    const yaml = demo.repo === 'demo' ? DEMO_YAML : null;
    const baseSha = parents.get(parentKey) ?? null;
    const sessions: Array<{ flags: string[]; report: string }> = [
      // A pull request starts from its base's coverage (the commit before it in this list).
      {
        flags: demo.flags,
        report: lcov(files, demo.share, demo.change ? pullBaseIndex(index) : index, demo.change),
      },
    ];
    // Integration tests cover the server code only, and a little less of it.
    if (demo.integration)
      sessions.push({
        flags: ['integration'],
        report: lcov(
          files.filter((file) => file.path.startsWith('src/routes') || file.path === 'src/server.ts'),
          demo.share - 0.2,
          index + 50,
        ),
      });
    for (const session of sessions) {
      const diff = demo.diff && baseSha ? demo.diff : null;
      const body = uploadBody(files, session.report, yaml, diff);
      const upload = await createUpload(db, commit, {
        formatVersion: diff ? 'v1' : 'legacy',
        flags: session.flags,
        provider: 'github-actions',
        name: session.flags.includes('integration') ? 'integration tests' : 'unit tests',
      });
      const key = `uploads/${repo.repoid}/${commit.id}/${upload.externalId}.raw`;
      const size = await storage.write(key, diff ? body.replace('"base":null', `"base":"${baseSha}"`) : body);
      await markUploaded(db, upload, { storagePath: key, sizeBytes: size, contentEncoding: null });
    }
    // Jobs run in the order they were queued: each commit is processed before its children, so carryforward
    // finds its ancestor's report.
    await queue.enqueue(PROCESS_COVERAGE, String(commit.id), { commitId: commit.id });
  }
  // The demo commits are dated in the past; the repository list shows when each repository last changed.
  await sql`update repositories r set latest_commit_at = c.latest, oldest_commit_at = c.oldest
    from (select repoid, max(timestamp) as latest, min(timestamp) as oldest from commits group by repoid) c
    where c.repoid = r.repoid`.execute(db);
}
