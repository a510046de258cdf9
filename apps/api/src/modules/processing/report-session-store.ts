import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, UploadRecord, UploadsTable } from '../../db/schema';

/** The uploads of a commit as sessions of its report. */

/** Coverage uploads stored and waiting to be merged, oldest first. */
export async function uploadsToMerge(
  db: Kysely<Database>,
  commitId: number,
  limit: number,
): Promise<UploadRecord[]> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('commitId', '=', commitId)
    .where('state', '=', 'uploaded')
    .where('uploadType', '=', 'coverage')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether any coverage upload of the commit is stored and not merged yet. */
export async function hasUploadsWaiting(db: Kysely<Database>, commitId: number): Promise<boolean> {
  const waiting = await db
    .selectFrom('uploads')
    .select('id')
    .where('commitId', '=', commitId)
    .where('state', '=', 'uploaded')
    .where('uploadType', '=', 'coverage')
    .limit(1)
    .executeTakeFirst();
  return waiting !== undefined;
}

/** The sessions in the commit's report, by session number. */
export async function processedSessions(db: Kysely<Database>, commitId: number): Promise<UploadRecord[]> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('commitId', '=', commitId)
    .where('state', '=', 'processed')
    .where('sessionId', 'is not', null)
    .orderBy('sessionId')
    .execute();
}

/** What merging made of an upload. */
export type UploadOutcomeUpdate = Pick<
  Updateable<UploadsTable>,
  | 'state'
  | 'sessionId'
  | 'errorCode'
  | 'errorMessage'
  | 'totals'
  | 'formats'
  | 'unmatchedPaths'
  | 'unmatchedCount'
>;

/** Records a merge's outcome, unless another pass settled the upload first. */
export async function recordUploadOutcome(
  db: Kysely<Database>,
  uploadId: number,
  outcome: UploadOutcomeUpdate,
): Promise<void> {
  await db
    .updateTable('uploads')
    .set({ ...outcome, updatedAt: sql`now()` })
    .where('id', '=', uploadId)
    .where('state', '=', 'uploaded')
    .execute();
}

export async function removeSessions(db: Kysely<Database>, uploadIds: readonly number[]): Promise<void> {
  await db
    .deleteFrom('uploads')
    .where('id', 'in', [...uploadIds])
    .execute();
}

/** A session copied from an ancestor's report. */
export async function addCarriedSession(
  db: Kysely<Database>,
  session: Insertable<UploadsTable>,
): Promise<void> {
  await db.insertInto('uploads').values(session).execute();
}
