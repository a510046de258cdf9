import { type Kysely, sql } from 'kysely';
import type { CommitRecord, Database } from '../../db/schema';

/** A commit known to exist (found on a walk along parents a moment ago). */
export async function commitOfChain(db: Kysely<Database>, id: number): Promise<CommitRecord> {
  return db.selectFrom('commits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Timestamps compared in SQL: a JavaScript Date drops PostgreSQL's microseconds. */
function timestampOf(commit: CommitRecord) {
  return sql<Date>`(select c.timestamp from commits c where c.id = ${commit.id})`;
}

/** The newest commit of a branch with a report, no newer than `before`. */
export async function newestReportOnBranch(
  db: Kysely<Database>,
  repoid: number,
  branch: string,
  before: CommitRecord | null,
): Promise<CommitRecord | null> {
  let query = db
    .selectFrom('commits')
    .selectAll()
    .where('repoid', '=', repoid)
    .where('branch', '=', branch)
    .where('deleted', '=', false)
    .where('reportStoragePath', 'is not', null);
  if (before) query = query.where('timestamp', '<=', timestampOf(before));
  return (await query.orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()) ?? null;
}

/** Commits of a branch after `older`, up to and including `newer` (null: up to the branch's newest). */
export async function commitsBetween(
  db: Kysely<Database>,
  repoid: number,
  branch: string,
  older: CommitRecord,
  newer: CommitRecord | null,
): Promise<number> {
  let query = db
    .selectFrom('commits')
    .where('repoid', '=', repoid)
    .where('branch', '=', branch)
    .where('deleted', '=', false)
    .where('timestamp', '>', timestampOf(older));
  if (newer) query = query.where('timestamp', '<=', timestampOf(newer));
  const { count } = await query
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** How many commits of the target branch are newer than the base compared to, and the branch's head. */
export async function behindBy(
  db: Kysely<Database>,
  repoid: number,
  target: string,
  comparedTo: CommitRecord,
): Promise<{ count: number; head: string | null }> {
  const branch = await db
    .selectFrom('branches')
    .select('head')
    .where('repoid', '=', repoid)
    .where('branch', '=', target)
    .executeTakeFirst();
  const count = await commitsBetween(db, repoid, target, comparedTo, null);
  return { count, head: branch?.head ?? null };
}
