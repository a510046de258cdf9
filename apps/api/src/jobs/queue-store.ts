import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** A job as a worker sees it. */
export interface Job {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Adds a waiting job; a job already waiting for the same kind and key absorbs it. */
export async function insertJob(
  db: Kysely<Database>,
  kind: string,
  key: string,
  payload: Record<string, unknown>,
  delayMs: number,
): Promise<void> {
  await sql`insert into jobs (kind, key, payload, run_after)
    values (${kind}, ${key}, ${JSON.stringify(payload)}::jsonb, now() + make_interval(secs => ${delayMs / 1000}))
    on conflict (kind, key) where state = 'queued' do nothing`.execute(db);
}

/** Jobs waiting or running. */
export async function pendingJobCount(db: Kysely<Database>): Promise<number> {
  const pending = await sql<{ count: number }>`select count(*)::int as count from jobs
    where state = 'queued' or state = 'running'`.execute(db);
  return pending.rows[0]?.count ?? 0;
}

export async function markJobDone(db: Kysely<Database>, id: number): Promise<void> {
  await sql`update jobs set state = 'done', locked_by = null, locked_until = null, updated_at = now()
    where id = ${id}`.execute(db);
}

/**
 * Puts a failed job back in the queue after a back-off, or marks it failed when it was the last attempt or a
 * waiting job for the same key supersedes it.
 */
export async function markJobFailed(
  db: Kysely<Database>,
  job: Job,
  { final, message }: { final: boolean; message: string },
): Promise<void> {
  await sql`update jobs set
      state = case when ${final} or exists (select 1 from jobs q where q.kind = jobs.kind and q.key = jobs.key
        and q.state = 'queued') then 'failed' else 'queued' end,
      last_error = ${message}, locked_by = null, locked_until = null,
      run_after = now() + make_interval(secs => ${Math.min(60, 2 ** job.attempts)}), updated_at = now()
    where id = ${job.id}`.execute(db);
}

/** Forgets finished and failed jobs after a day. */
export async function deleteOldJobs(db: Kysely<Database>): Promise<void> {
  await sql`delete from jobs where state in ('done', 'failed') and updated_at < now() - interval '1 day'`.execute(
    db,
  );
}

/**
 * Frees jobs whose lease ran out (their worker crashed or was killed): one a waiting job for its key supersedes
 * is failed, the others wait again.
 */
export async function releaseExpiredJobs(db: Kysely<Database>): Promise<void> {
  await sql`update jobs set state = 'failed', last_error = 'superseded after the worker stopped', updated_at = now()
    where state = 'running' and locked_until < now()
      and exists (select 1 from jobs q where q.kind = jobs.kind and q.key = jobs.key and q.state = 'queued')`.execute(
    db,
  );
  await sql`update jobs set state = 'queued', locked_by = null, locked_until = null, updated_at = now()
    where state = 'running' and locked_until < now()`.execute(db);
}

/** Ends the lease of every running job. */
export async function expireRunningJobs(db: Kysely<Database>): Promise<void> {
  await sql`update jobs set locked_until = now() - interval '1 second' where state = 'running'`.execute(db);
}

/**
 * Takes the oldest waiting job of the given kinds whose key has no running job, or none. Two workers racing for
 * one key's running slot: the loser's job stays queued for later.
 */
export async function claimJob(
  db: Kysely<Database>,
  kinds: readonly string[],
  workerId: string,
  leaseMs: number,
): Promise<Job | undefined> {
  try {
    const result = await sql<Job>`update jobs set state = 'running', locked_by = ${workerId},
        locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1,
        updated_at = now()
      where id = (
        select j.id from jobs j
        where j.state = 'queued' and j.run_after <= now() and j.kind in (${sql.join(kinds)})
          and not exists (select 1 from jobs r where r.kind = j.kind and r.key = j.key and r.state = 'running')
        order by j.id limit 1
        for update skip locked)
      returning id, kind, key, payload, attempts`.execute(db);
    return result.rows[0];
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Extends the lease of a job this worker holds. */
export async function renewJobLease(
  db: Kysely<Database>,
  id: number,
  workerId: string,
  leaseMs: number,
): Promise<void> {
  await sql`update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id = ${id} and locked_by = ${workerId}`.execute(db);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
