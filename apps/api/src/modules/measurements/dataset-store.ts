import { type Kysely, sql } from 'kysely';
import type { CommitRecord, Database } from '../../db/schema';
import type { MeasuredKinds } from './commit-measurements';

/** The series a repository switches on; coverage is always measured. */
export type DatasetKind = 'flag' | 'component';

export interface DatasetState {
  active: boolean;
  backfilled: boolean;
}

/** Switches a series on; switching it on again changes nothing. */
export async function addDataset(db: Kysely<Database>, repoid: number, kind: DatasetKind): Promise<void> {
  await db
    .insertInto('measurementDatasets')
    .values({ repoid, kind })
    .onConflict((conflict) => conflict.columns(['repoid', 'kind']).doNothing())
    .execute();
}

export async function datasetState(
  db: Kysely<Database>,
  repoid: number,
  kind: DatasetKind,
): Promise<DatasetState> {
  const row = await db
    .selectFrom('measurementDatasets')
    .select('backfilledAt')
    .where('repoid', '=', repoid)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return { active: row !== undefined, backfilled: row?.backfilledAt != null };
}

/** The series processing must keep up to date for a repository. */
export async function activeKinds(db: Kysely<Database>, repoid: number): Promise<MeasuredKinds> {
  const rows = await db
    .selectFrom('measurementDatasets')
    .select('kind')
    .where('repoid', '=', repoid)
    .execute();
  const kinds = new Set(rows.map((row) => row.kind));
  return { flags: kinds.has('flag'), components: kinds.has('component') };
}

export async function markBackfilled(db: Kysely<Database>, repoid: number, kind: DatasetKind): Promise<void> {
  await db
    .updateTable('measurementDatasets')
    .set({ backfilledAt: sql`now()` })
    .where('repoid', '=', repoid)
    .where('kind', '=', kind)
    .execute();
}

/** Where a backfill page ended: the last commit's exact timestamp (as text, microseconds kept) and id. */
export interface BackfillCursor {
  timestamp: string;
  id: number;
}

export type PageCommit = CommitRecord & { cursorTimestamp: string };

/** A page of a repository's commits with a report, newest first, after the cursor. */
export async function commitsWithReportPage(
  db: Kysely<Database>,
  repoid: number,
  cursor: BackfillCursor | undefined,
  size: number,
): Promise<PageCommit[]> {
  let query = db
    .selectFrom('commits')
    .selectAll()
    .select(sql<string>`timestamp::text`.as('cursorTimestamp'))
    .where('repoid', '=', repoid)
    .where('deleted', '=', false)
    .where('reportStoragePath', 'is not', null);
  if (cursor)
    query = query.where(sql<boolean>`(timestamp, id) < (${cursor.timestamp}::timestamptz, ${cursor.id})`);
  return query.orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(size).execute();
}
