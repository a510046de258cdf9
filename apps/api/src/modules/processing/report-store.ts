import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileTotalsRow } from './merge-batch';

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
