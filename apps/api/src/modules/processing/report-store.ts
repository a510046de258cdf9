import { type Kysely, sql, type Updateable } from 'kysely';
import type { CommitRecord, CommitsTable, Database } from '../../db/schema';
import type { FileTotalsRow } from './merge-batch';

/** The commit being processed; it exists, as its job was queued for it. */
export async function commitToProcess(db: Kysely<Database>, commitId: number): Promise<CommitRecord> {
  return db.selectFrom('commits').selectAll().where('id', '=', commitId).executeTakeFirstOrThrow();
}

/** What a processing pass writes on the commit along with its new report. */
export type CommitReportUpdate = Pick<
  Updateable<CommitsTable>,
  | 'reportStoragePath'
  | 'totals'
  | 'sessionCount'
  | 'yaml'
  | 'yamlErrors'
  | 'yamlSource'
  | 'yamlPath'
  | 'diffBase'
>;

export async function saveCommitReport(
  db: Kysely<Database>,
  commitId: number,
  update: CommitReportUpdate,
): Promise<void> {
  await db
    .updateTable('commits')
    .set({ ...update, updatedAt: sql`now()` })
    .where('id', '=', commitId)
    .execute();
}

/** Once nothing waits: complete when there is a report, error when every upload failed. */
export async function settleCommitState(db: Kysely<Database>, commitId: number): Promise<void> {
  await sql`update commits c set state = case
        when exists (select 1 from uploads u where u.commit_id = c.id and u.upload_type = 'coverage'
          and u.state = 'uploaded') then 'pending'
        when c.report_storage_path is not null then 'complete'
        when exists (select 1 from uploads u where u.commit_id = c.id and u.upload_type = 'coverage'
          and u.state = 'error') then 'error'
        else c.state end,
      updated_at = now()
    where c.id = ${commitId}`.execute(db);
}

/** Replaces the per-file totals of a commit's report. */
export async function storeFileTotals(
  db: Kysely<Database>,
  commitId: number,
  files: readonly FileTotalsRow[],
): Promise<void> {
  await db.deleteFrom('reportFiles').where('commitId', '=', commitId).execute();
  const rows = files.map((file) => ({ commitId, ...file }));
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('reportFiles')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/**
 * The repository's headline numbers: the newest commit of its default branch that has a report, so a later
 * upload that failed does not blank them. The repository list sorts by these.
 */
export async function updateRepositoryCoverage(db: Kysely<Database>, repoid: number): Promise<void> {
  await sql`with latest as (
      select c.commitid, c.totals from commits c join repositories r on r.repoid = c.repoid
      where c.repoid = ${repoid} and c.branch = r.default_branch and c.totals is not null and not c.deleted
      order by c.timestamp desc, c.id desc limit 1)
    update repositories r set
      coverage_percent = (latest.totals->>'coverage')::numeric,
      coverage_totals = jsonb_build_object('commitSha', latest.commitid, 'hits', latest.totals->'hits',
        'misses', latest.totals->'misses', 'lines', latest.totals->'lines'),
      updated_at = now()
    from latest
    where r.repoid = ${repoid}`.execute(db);
}
