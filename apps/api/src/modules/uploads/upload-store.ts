import { type Kysely, sql } from 'kysely';
import type { CommitRecord, Database, RepositoryRecord, UploadRecord } from '../../db/schema';
import { recordPullFromUpload } from '../comparisons';
import { badRequest } from './upload-errors';
import type { UploadAuth } from './upload-target';

export interface CommitDescription {
  commitid: string;
  branch?: string | null;
  pullid?: number | null;
  parentCommitid?: string | null;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

export function normaliseSha(value: unknown, what = 'commit'): string {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!text) throw badRequest(`Missing ${what} sha: pass the full commit sha`);
  if (!SHA.test(text))
    throw badRequest(`Invalid ${what} sha "${String(value)}": expected 40 hexadecimal characters`);
  return text;
}

export function optionalSha(value: unknown, what: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  return normaliseSha(value, what);
}

export function optionalPullId(value: unknown): number | null {
  if (value === undefined || value === null || value === '' || value === 'false' || value === 'null')
    return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw badRequest(`Invalid pull request number "${String(value)}"`);
  return number;
}

export function optionalBranch(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let branch = value.trim();
  if (branch.startsWith('refs/heads/')) branch = branch.slice('refs/heads/'.length);
  if (!branch) return null;
  if (branch.length > 512) throw badRequest('Branch name is longer than 512 characters');
  return branch;
}

/**
 * Records a commit (or adds what a later upload knows about it) and moves its branch head to it. An upload
 * without a token only fills in what is unknown: it never rewrites a stored branch, pull or parent.
 */
export async function upsertCommit(
  db: Kysely<Database>,
  repo: RepositoryRecord,
  description: CommitDescription,
  auth: UploadAuth,
): Promise<CommitRecord> {
  const merged = <T>(column: string) =>
    auth === 'tokenless'
      ? sql<T>`coalesce(commits.${sql.ref(column)}, excluded.${sql.ref(column)})`
      : sql<T>`coalesce(excluded.${sql.ref(column)}, commits.${sql.ref(column)})`;
  const commit = await db
    .insertInto('commits')
    .values({
      repoid: repo.repoid,
      commitid: description.commitid,
      branch: description.branch ?? null,
      pullid: description.pullid ?? null,
      parentCommitid: description.parentCommitid ?? null,
    })
    .onConflict((oc) =>
      oc.columns(['repoid', 'commitid']).doUpdateSet({
        branch: merged<string | null>('branch'),
        pullid: merged<number | null>('pullid'),
        parentCommitid: merged<string | null>('parent_commitid'),
        updatedAt: sql`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  if (commit.branch) {
    await db
      .insertInto('branches')
      .values({ repoid: repo.repoid, branch: commit.branch, head: commit.commitid })
      .onConflict((oc) =>
        oc.columns(['repoid', 'branch']).doUpdateSet({ head: commit.commitid, updatestamp: sql`now()` }),
      )
      .execute();
  }
  await recordPullFromUpload(db, commit);
  await db
    .updateTable('repositories')
    .set({
      active: true,
      activated: true,
      latestCommitAt: sql`greatest(latest_commit_at, ${commit.timestamp})`,
      oldestCommitAt: sql`least(coalesce(oldest_commit_at, ${commit.timestamp}), ${commit.timestamp})`,
      updatedAt: sql`now()`,
    })
    .where('repoid', '=', repo.repoid)
    .execute();
  return commit;
}

export async function ensureReport(
  db: Kysely<Database>,
  commit: CommitRecord,
  code: string,
  reportType = 'coverage',
) {
  await db
    .insertInto('commitReports')
    .values({ commitId: commit.id, code, reportType })
    .onConflict((oc) => oc.columns(['commitId', 'code', 'reportType']).doNothing())
    .execute();
}

export interface UploadDescription {
  reportCode?: string;
  /** The report type: `coverage` (the default), `bundle_analysis` or `test_results`. */
  uploadType?: 'coverage' | 'bundle_analysis' | 'test_results';
  flags?: string[];
  name?: string | null;
  provider?: string | null;
  buildCode?: string | null;
  buildUrl?: string | null;
  jobCode?: string | null;
  env?: Record<string, string> | null;
  formatVersion: 'legacy' | 'v1';
}

/** Splits and checks flags: comma lists and repeated values, each ≤ 1024 characters, no quotes. */
export function normaliseFlags(values: unknown): string[] {
  const list = (Array.isArray(values) ? values : [values])
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .map((flag) => flag.trim())
    .filter((flag) => flag.length > 0);
  for (const flag of list) {
    if (flag.length > 1024) throw badRequest('A flag is longer than 1024 characters');
    if (/["']/.test(flag)) throw badRequest(`Invalid flag ${flag}: flags may not contain quotes`);
  }
  return [...new Set(list)];
}

/** CI links are shown as links: only http(s) ones are kept (a `javascript:` URL is dropped, not stored). */
export function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

export async function createUpload(
  db: Kysely<Database>,
  commit: CommitRecord,
  description: UploadDescription,
): Promise<UploadRecord> {
  const uploadType = description.uploadType ?? 'coverage';
  // The first coverage upload turns coverage on for the repository (migration 0020-coverage-enabled).
  if (uploadType === 'coverage')
    await db
      .updateTable('repositories')
      .set({ coverageEnabled: true })
      .where('repoid', '=', commit.repoid)
      .where('coverageEnabled', '=', false)
      .execute();
  // Likewise the first test results upload turns test analytics on.
  if (uploadType === 'test_results')
    await db
      .updateTable('repositories')
      .set({ testAnalyticsEnabled: true })
      .where('repoid', '=', commit.repoid)
      .where('testAnalyticsEnabled', '=', false)
      .execute();
  return db
    .insertInto('uploads')
    .values({
      commitId: commit.id,
      repoid: commit.repoid,
      reportCode: description.reportCode ?? 'default',
      uploadType,
      flags: description.flags ?? [],
      name: description.name ?? null,
      provider: description.provider ?? null,
      buildCode: description.buildCode ?? null,
      buildUrl: webUrl(description.buildUrl),
      jobCode: description.jobCode ?? null,
      env: description.env ? JSON.stringify(description.env) : null,
      formatVersion: description.formatVersion,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A stored raw upload becomes processable: its state moves to `uploaded`, and for coverage the commit goes back
 * to pending (the commit's state is its coverage's; other report types have their own uploads' states).
 */
export async function markUploaded(
  db: Kysely<Database>,
  upload: UploadRecord,
  stored: { storagePath: string; sizeBytes: number; contentEncoding: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('uploads')
      .set({
        state: 'uploaded',
        storagePath: stored.storagePath,
        sizeBytes: stored.sizeBytes,
        contentEncoding: stored.contentEncoding,
        errorCode: null,
        errorMessage: null,
        updatedAt: sql`now()`,
      })
      .where('id', '=', upload.id)
      .execute();
    if (upload.uploadType !== 'coverage') return;
    await trx
      .updateTable('commits')
      .set({ state: 'pending', updatedAt: sql`now()` })
      .where('id', '=', upload.commitId)
      .execute();
  });
}

/** The stored upload at `storagePath` of a repository, for downloads. */
export async function uploadByStoragePath(db: Kysely<Database>, repoid: number, storagePath: string) {
  return db
    .selectFrom('uploads')
    .select(['storagePath', 'contentEncoding'])
    .where('repoid', '=', repoid)
    .where('storagePath', '=', storagePath)
    .executeTakeFirst();
}

/** A commit of the repository the client created before, or null. */
export async function commitOfRepository(
  db: Kysely<Database>,
  repoid: number,
  commitid: string,
): Promise<CommitRecord | null> {
  const commit = await db
    .selectFrom('commits')
    .selectAll()
    .where('repoid', '=', repoid)
    .where('commitid', '=', commitid)
    .executeTakeFirst();
  return commit ?? null;
}

/** An upload by the id handed out in its storage URL. */
export async function uploadByExternalId(db: Kysely<Database>, externalId: string) {
  return db.selectFrom('uploads').selectAll().where('externalId', '=', externalId).executeTakeFirst();
}

/** A commit that will get no coverage is done (skipped), unless coverage uploads arrived for it. */
export async function skipCommitWithoutUploads(db: Kysely<Database>, commitId: number): Promise<void> {
  const uploads = await db
    .selectFrom('uploads')
    .select('id')
    .where('commitId', '=', commitId)
    .where('uploadType', '=', 'coverage')
    .limit(1)
    .execute();
  if (uploads.length === 0)
    await db.updateTable('commits').set({ state: 'skipped' }).where('id', '=', commitId).execute();
}

/** The states of a commit's coverage uploads. */
export async function uploadStatesOfCommit(db: Kysely<Database>, commitId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('state')
    .where('commitId', '=', commitId)
    .where('uploadType', '=', 'coverage')
    .execute();
  return rows.map((row) => row.state);
}

/** Uploads whose body never came (still `started`, created before `before`) fail with `message`. */
export async function failUploadsNotReceived(db: Kysely<Database>, before: Date, message: string) {
  return db
    .updateTable('uploads')
    .set({ state: 'error', errorCode: 'file_not_in_storage', errorMessage: message, updatedAt: sql`now()` })
    .where('state', '=', 'started')
    .where('createdAt', '<', before)
    .returning('id')
    .execute();
}

/** Stored uploads of one report type of a commit, waiting to be processed, oldest first. */
export async function uploadsWaiting(
  db: Kysely<Database>,
  commitId: number,
  uploadType: NonNullable<UploadDescription['uploadType']>,
  limit: number,
): Promise<UploadRecord[]> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('commitId', '=', commitId)
    .where('uploadType', '=', uploadType)
    .where('state', '=', 'uploaded')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * An upload that could not be read fails with its reason; its stored body is kept. Only from the states given, so
 * an upload another pass already settled stays as it is.
 */
export async function failUpload(
  db: Kysely<Database>,
  uploadId: number,
  error: { code: string; message: string },
  fromStates: readonly string[] = ['uploaded'],
): Promise<void> {
  await db
    .updateTable('uploads')
    .set({ state: 'error', errorCode: error.code, errorMessage: error.message, updatedAt: sql`now()` })
    .where('id', '=', uploadId)
    .where('state', 'in', [...fromStates])
    .execute();
}
