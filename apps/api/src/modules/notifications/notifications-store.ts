import { type Kysely, sql } from 'kysely';
import type { CommitNotificationRecord, Database } from '../../db/schema';

/** How a notification goes to the git host. */
export type NotificationKind = 'status' | 'check_run' | 'comment' | 'error_comment';

export interface NotificationOutcome {
  name: string;
  outcome: 'posted' | 'failed' | 'skipped';
  /** Absent (null) for the line that says why nothing was posted. */
  kind?: NotificationKind | null;
  state: string | null;
  description: string | null;
  target: string | null;
  url: string | null;
  error: string | null;
}

/** Replaces what is recorded for a commit's notification `name`. */
export async function recordNotification(
  db: Kysely<Database>,
  commitId: number,
  outcome: NotificationOutcome,
): Promise<void> {
  const postedAt = outcome.outcome === 'posted' ? new Date() : null;
  const row = { ...outcome, kind: outcome.kind ?? null };
  await db
    .insertInto('commitNotifications')
    .values({ commitId, ...row, postedAt })
    .onConflict((conflict) =>
      conflict.columns(['commitId', 'name']).doUpdateSet({
        ...row,
        // A retry that fails keeps the time of an earlier successful post.
        postedAt: postedAt ?? sql<Date | null>`commit_notifications.posted_at`,
        updatedAt: new Date(),
      }),
    )
    .execute();
}

export async function notificationOf(
  db: Kysely<Database>,
  commitId: number,
  name: string,
): Promise<CommitNotificationRecord | null> {
  const row = await db
    .selectFrom('commitNotifications')
    .selectAll()
    .where('commitId', '=', commitId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ?? null;
}

export async function notificationsOfCommit(
  db: Kysely<Database>,
  commitId: number,
): Promise<CommitNotificationRecord[]> {
  return db
    .selectFrom('commitNotifications')
    .selectAll()
    .where('commitId', '=', commitId)
    .orderBy('name')
    .execute();
}

export interface PullComment {
  commentId: string;
  bodySha: string | null;
  gone: boolean;
  /** It shows a bundle section. */
  bundleSection: boolean;
}

export async function pullComment(
  db: Kysely<Database>,
  repoid: number,
  pullid: number,
): Promise<PullComment | null> {
  const row = await db
    .selectFrom('pullComments')
    .select(['commentId', 'bodySha', 'gone', 'bundleSection'])
    .where('repoid', '=', repoid)
    .where('pullid', '=', pullid)
    .executeTakeFirst();
  return row ?? null;
}

export async function savePullComment(
  db: Kysely<Database>,
  repoid: number,
  pullid: number,
  comment: PullComment,
): Promise<void> {
  await db
    .insertInto('pullComments')
    .values({ repoid, pullid, ...comment })
    .onConflict((conflict) =>
      conflict.columns(['repoid', 'pullid']).doUpdateSet({ ...comment, updatedAt: new Date() }),
    )
    .execute();
}

export interface UploadCounts {
  /** Coverage uploads still waiting to be processed. */
  waiting: number;
  /** Processed coverage uploads, carried-forward sessions left out (`after_n_builds` counts builds). */
  processed: number;
  /** Coverage uploads whose processing failed. */
  failed: number;
}

/** A commit's coverage uploads by state, in one query. */
export async function uploadCounts(db: Kysely<Database>, commitId: number): Promise<UploadCounts> {
  const rows = await db
    .selectFrom('uploads')
    .select((eb) => ['state', eb.fn.countAll<string>().as('count')])
    .where('commitId', '=', commitId)
    .where('uploadType', '=', 'coverage')
    .where((eb) =>
      eb.or([
        eb('state', 'in', ['uploaded', 'error']),
        eb.and([eb('state', '=', 'processed'), eb('sessionType', '<>', 'carriedforward')]),
      ]),
    )
    .groupBy('state')
    .execute();
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  return { waiting: count('uploaded'), processed: count('processed'), failed: count('error') };
}

/** A commit's bundle stats uploads by state: stored and waiting, processed, failed. */
export async function bundleUploadCounts(db: Kysely<Database>, commitId: number): Promise<UploadCounts> {
  const rows = await db
    .selectFrom('uploads')
    .select((eb) => ['state', eb.fn.countAll<string>().as('count')])
    .where('commitId', '=', commitId)
    .where('uploadType', '=', 'bundle_analysis')
    .where('state', 'in', ['uploaded', 'processed', 'error'])
    .groupBy('state')
    .execute();
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  return { waiting: count('uploaded'), processed: count('processed'), failed: count('error') };
}

export async function testResultsUploadCounts(db: Kysely<Database>, commitId: number): Promise<UploadCounts> {
  const rows = await db
    .selectFrom('uploads')
    .select((eb) => ['state', eb.fn.countAll<string>().as('count')])
    .where('commitId', '=', commitId)
    .where('uploadType', '=', 'test_results')
    .where('state', 'in', ['uploaded', 'processed', 'error'])
    .groupBy('state')
    .execute();
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  return { waiting: count('uploaded'), processed: count('processed'), failed: count('error') };
}

export async function recordNotifyRequest(db: Kysely<Database>, commitId: number): Promise<void> {
  await db
    .insertInto('notifyRequests')
    .values({ commitId })
    .onConflict((conflict) => conflict.column('commitId').doNothing())
    .execute();
}

export async function notifyRequested(db: Kysely<Database>, commitId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifyRequests')
    .select('commitId')
    .where('commitId', '=', commitId)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the host's CI said about the commit: read by `if_ci_failed` and shown on the commit. */
export async function saveCiPassed(db: Kysely<Database>, commitId: number, passed: boolean): Promise<void> {
  await db.updateTable('commits').set({ ciPassed: passed }).where('id', '=', commitId).execute();
}

export async function forgetNotification(
  db: Kysely<Database>,
  commitId: number,
  name: string,
): Promise<void> {
  await db
    .deleteFrom('commitNotifications')
    .where('commitId', '=', commitId)
    .where('name', '=', name)
    .execute();
}
