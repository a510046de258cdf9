import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobHandler } from '../../jobs/queue';
import { type SyncDeps, syncOwner } from './sync-service';
import { SYNC_OWNER } from './sync-state-store';

/** Something that queues jobs: the server's JobQueue. */
export interface SyncQueue {
  enqueue(kind: string, key: string, payload?: Record<string, unknown>): Promise<void>;
}

/**
 * Queues a sync of the person. The queue keeps it across restarts, runs one per person at a time, and folds
 * requests made while one waits into it.
 */
export async function requestSync(queue: SyncQueue, ownerid: number): Promise<void> {
  await queue.enqueue(SYNC_OWNER, String(ownerid), { ownerid });
}

/** Runs queued syncs; a host failure other than its rate limit is thrown, so the queue retries later. */
export function syncJobHandler(deps: SyncDeps & { log?: FastifyBaseLogger }): JobHandler {
  return async (job: Job) => {
    const ownerid = Number(job.payload.ownerid ?? job.key);
    const outcome = await syncOwner(deps, ownerid);
    if (outcome.kind !== 'synced') deps.log?.info({ ownerid, outcome }, 'git host sync did not run in full');
  };
}
