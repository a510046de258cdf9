import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
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
function lcov(files: DemoFile[], share: number, seed: number): string {
  const records: string[] = [];
  for (const [index, file] of files.entries()) {
    records.push('TN:', `SF:${file.path}`);
    for (let line = 1; line <= file.lines; line++) {
      // Roughly two lines in three are executable.
      if ((line * 7 + index) % 3 === 0) continue;
      const position = ((line * 37 + index * 11 + seed) % 100) / 100;
      records.push(`DA:${line},${position < share ? 1 + ((line + seed) % 9) : 0}`);
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
}

const DEMO_COMMITS: DemoCommit[] = [
  { repo: 'demo', branch: 'main', daysAgo: 9, share: 0.62, flags: ['unit'] },
  { repo: 'demo', branch: 'main', daysAgo: 6, share: 0.68, flags: ['unit'] },
  { repo: 'demo', branch: 'main', daysAgo: 3, share: 0.71, flags: ['unit'] },
  { repo: 'demo', branch: 'feature/faster-merge', daysAgo: 2, share: 0.74, flags: ['unit'], pullid: 12 },
  { repo: 'demo', branch: 'main', daysAgo: 1, share: 0.76, flags: ['unit'] },
  { repo: 'api-server', branch: 'main', daysAgo: 2, share: 0.83, flags: ['unit'] },
  { repo: 'web-app', branch: 'main', daysAgo: 4, share: 0.48, flags: ['unit'] },
];

export async function seedDemoCoverage(
  db: Kysely<Database>,
  storage: Storage,
  queue: JobQueue,
  now: Date = new Date(),
): Promise<void> {
  const parents = new Map<string, string>();
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
    const body = `${files.map((file) => file.path).join('\n')}\n<<<<<< network\n# path=coverage/lcov.info\n${lcov(
      files,
      demo.share,
      index,
    )}<<<<<< EOF\n`;
    const upload = await createUpload(db, commit, {
      formatVersion: 'legacy',
      flags: demo.flags,
      provider: 'github-actions',
      name: 'demo',
    });
    const key = `uploads/${repo.repoid}/${commit.id}/${upload.externalId}.raw`;
    const size = await storage.write(key, body);
    await markUploaded(db, upload, { storagePath: key, sizeBytes: size, contentEncoding: null });
    await queue.enqueue(PROCESS_COVERAGE, String(commit.id), { commitId: commit.id });
  }
  // The demo commits are dated in the past; the repository list shows when each repository last changed.
  await sql`update repositories r set latest_commit_at = c.latest, oldest_commit_at = c.oldest
    from (select repoid, max(timestamp) as latest, min(timestamp) as oldest from commits group by repoid) c
    where c.repoid = r.repoid`.execute(db);
}
