import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The queue's job kind of a person's sync; its key is the person's ownerid. */
export const SYNC_OWNER = 'sync-owner';

export async function markSyncStarted(db: Kysely<Database>, ownerid: number, at: Date): Promise<void> {
  await db
    .insertInto('ownerSyncs')
    .values({ ownerid, startedAt: at })
    .onConflict((oc) => oc.column('ownerid').doUpdateSet({ startedAt: at }))
    .execute();
}

export async function markSyncFinished(
  db: Kysely<Database>,
  ownerid: number,
  at: Date,
  error: string | null,
): Promise<void> {
  await db
    .insertInto('ownerSyncs')
    .values({ ownerid, finishedAt: at, lastError: error })
    .onConflict((oc) => oc.column('ownerid').doUpdateSet({ finishedAt: at, lastError: error }))
    .execute();
}

/** The host refuses calls for these owners until `until` (null: it answers again). */
export async function markRateLimited(
  db: Kysely<Database>,
  ownerids: readonly number[],
  until: Date | null,
): Promise<void> {
  for (const ownerid of new Set(ownerids))
    await db
      .insertInto('ownerSyncs')
      .values({ ownerid, rateLimitedUntil: until })
      .onConflict((oc) => oc.column('ownerid').doUpdateSet({ rateLimitedUntil: until }))
      .execute();
}

/** Of `ownerids`, those the host still refuses at `now`. */
export async function rateLimitedOwnerIds(
  db: Kysely<Database>,
  ownerids: readonly number[],
  now: Date,
): Promise<number[]> {
  if (ownerids.length === 0) return [];
  const rows = await db
    .selectFrom('ownerSyncs')
    .select('ownerid')
    .where('ownerid', 'in', [...ownerids])
    .where('rateLimitedUntil', '>', now)
    .execute();
  return rows.map((row) => row.ownerid);
}

/** A sync of the person waits in the queue or runs. */
export async function syncPending(db: Kysely<Database>, ownerid: number): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', SYNC_OWNER)
    .where('key', '=', String(ownerid))
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function lastSync(db: Kysely<Database>, ownerid: number) {
  return db.selectFrom('ownerSyncs').selectAll().where('ownerid', '=', ownerid).executeTakeFirst();
}

/**
 * People of `services` who hold a host token and whose last sync finished before `before` (or never ran), oldest
 * first: the periodic refresh queues them.
 */
export async function peopleDueForSync(
  db: Kysely<Database>,
  services: readonly string[],
  before: Date,
  limit: number,
): Promise<number[]> {
  if (services.length === 0) return [];
  const rows = await sql<{ ownerid: number }>`select t.ownerid from oauth_tokens t
      left join owner_syncs s on s.ownerid = t.ownerid
    where t.service = any(${[...services]}::text[])
      and (s.finished_at is null or s.finished_at < ${before})
    order by s.finished_at asc nulls first, t.ownerid
    limit ${limit}`.execute(db);
  return rows.rows.map((row) => row.ownerid);
}
