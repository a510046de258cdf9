import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface Job {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export type JobHandler = (job: Job) => Promise<void>;

export interface JobQueueOptions {
  /** How long a claimed job stays reserved; a worker that dies frees its job when this runs out. */
  leaseMs?: number;
  /** Poll interval when idle; in-process enqueues wake the worker at once. */
  pollMs?: number;
  /** Attempts before a job is marked failed. */
  maxAttempts?: number;
  /** A job failed (`job` set) or the worker could not reach the queue (no job). */
  onError?: (error: unknown, job?: Job) => void;
}

/**
 * A durable job queue in the database. Jobs with the same (kind, key) never run at the same time, and a
 * waiting job absorbs later enqueues for its key, so a burst of uploads to one commit becomes one pass.
 * Handlers must be idempotent: a job whose worker died is run again after its lease expires.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly workerId = `worker-${randomUUID()}`;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private lastCleanup = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: JobQueueOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.pollMs = options.pollMs ?? 500;
    this.maxAttempts = options.maxAttempts ?? 5;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Queues a job; `delayMs` holds it back (a retry that waits for something else to finish first). */
  async enqueue(
    kind: string,
    key: string,
    payload: Record<string, unknown> = {},
    { delayMs = 0 }: { delayMs?: number } = {},
  ): Promise<void> {
    await sql`insert into jobs (kind, key, payload, run_after)
      values (${kind}, ${key}, ${JSON.stringify(payload)}::jsonb, now() + make_interval(secs => ${delayMs / 1000}))
      on conflict (kind, key) where state = 'queued' do nothing`.execute(this.db);
    this.wake?.();
  }

  /** Runs jobs in this process until stop(). Jobs left running by a previous process are taken back. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.work();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Resolves when no job is waiting or running (tests and benchmarks wait on this). */
  async idle(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const pending = await sql<{ count: number }>`select count(*)::int as count from jobs
        where state = 'queued' or state = 'running'`.execute(this.db);
      if ((pending.rows[0]?.count ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('jobs still pending after the timeout');
  }

  private async work(): Promise<void> {
    while (this.running) {
      let job: Job | undefined;
      try {
        await this.releaseExpired();
        job = await this.claim();
      } catch (error) {
        // A database hiccup must not end the worker; try again after a pause.
        this.options.onError?.(error);
      }
      if (!job) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
        continue;
      }
      await this.run(job);
    }
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await sql`update jobs set state = 'done', locked_by = null, locked_until = null, updated_at = now()
        where id = ${job.id}`.execute(this.db);
    } catch (error) {
      this.options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= this.maxAttempts;
      // Back off before a retry; a waiting job for the same key supersedes this one.
      await sql`update jobs set
          state = case when ${final} or exists (select 1 from jobs q where q.kind = jobs.kind and q.key = jobs.key
            and q.state = 'queued') then 'failed' else 'queued' end,
          last_error = ${message}, locked_by = null, locked_until = null,
          run_after = now() + make_interval(secs => ${Math.min(60, 2 ** job.attempts)}), updated_at = now()
        where id = ${job.id}`.execute(this.db);
    }
  }

  /** Frees jobs whose worker stopped renewing them (a crash, a kill), and forgets finished ones after a day. */
  private async releaseExpired(): Promise<void> {
    if (Date.now() - this.lastCleanup > 60_000) {
      this.lastCleanup = Date.now();
      await sql`delete from jobs where state in ('done', 'failed') and updated_at < now() - interval '1 day'`.execute(
        this.db,
      );
    }
    await sql`update jobs set state = 'failed', last_error = 'superseded after the worker stopped', updated_at = now()
      where state = 'running' and locked_until < now()
        and exists (select 1 from jobs q where q.kind = jobs.kind and q.key = jobs.key and q.state = 'queued')`.execute(
      this.db,
    );
    await sql`update jobs set state = 'queued', locked_by = null, locked_until = null, updated_at = now()
      where state = 'running' and locked_until < now()`.execute(this.db);
  }

  /** Embedded mode: this process is the only worker, so anything marked running is from a previous run. */
  async releaseAll(): Promise<void> {
    await sql`update jobs set locked_until = now() - interval '1 second' where state = 'running'`.execute(
      this.db,
    );
    await this.releaseExpired();
  }

  private async claim(): Promise<Job | undefined> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return undefined;
    try {
      const result = await sql<Job>`update jobs set state = 'running', locked_by = ${this.workerId},
          locked_until = now() + make_interval(secs => ${this.leaseMs / 1000}), attempts = attempts + 1,
          updated_at = now()
        where id = (
          select j.id from jobs j
          where j.state = 'queued' and j.run_after <= now() and j.kind in (${sql.join(kinds)})
            and not exists (select 1 from jobs r where r.kind = j.kind and r.key = j.key and r.state = 'running')
          order by j.id limit 1
          for update skip locked)
        returning id, kind, key, payload, attempts`.execute(this.db);
      return result.rows[0];
    } catch (error) {
      // Another worker took the running slot for this key first; the job stays queued for later.
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** Extends the lease of a long job so other workers leave it alone. */
  async renew(job: Job): Promise<void> {
    await sql`update jobs set locked_until = now() + make_interval(secs => ${this.leaseMs / 1000})
      where id = ${job.id} and locked_by = ${this.workerId}`.execute(this.db);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
