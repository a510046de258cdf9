import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  claimJob,
  deleteOldJobs,
  expireRunningJobs,
  insertJob,
  type Job,
  markJobDone,
  markJobFailed,
  pendingJobCount,
  releaseExpiredJobs,
  renewJobLease,
} from './queue-store';

export type { Job } from './queue-store';

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
    await insertJob(this.db, kind, key, payload, delayMs);
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
      if ((await pendingJobCount(this.db)) === 0) return;
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
      await markJobDone(this.db, job.id);
    } catch (error) {
      this.options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= this.maxAttempts;
      // Back off before a retry; a waiting job for the same key supersedes this one.
      await markJobFailed(this.db, job, { final, message });
    }
  }

  /** Frees jobs whose worker stopped renewing them (a crash, a kill), and forgets finished ones after a day. */
  private async releaseExpired(): Promise<void> {
    if (Date.now() - this.lastCleanup > 60_000) {
      this.lastCleanup = Date.now();
      await deleteOldJobs(this.db);
    }
    await releaseExpiredJobs(this.db);
  }

  /** Embedded mode: this process is the only worker, so anything marked running is from a previous run. */
  async releaseAll(): Promise<void> {
    await expireRunningJobs(this.db);
    await this.releaseExpired();
  }

  private async claim(): Promise<Job | undefined> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return undefined;
    // Another worker may take the running slot for a key first; its job then stays queued for later.
    return claimJob(this.db, kinds, this.workerId, this.leaseMs);
  }

  /** Extends the lease of a long job so other workers leave it alone. */
  async renew(job: Job): Promise<void> {
    await renewJobLease(this.db, job.id, this.workerId, this.leaseMs);
  }
}
