import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requestSync, type SyncQueue } from './sync-jobs';
import { peopleDueForSync } from './sync-state-store';

export interface SyncRefreshOptions {
  db: Kysely<Database>;
  queue: SyncQueue;
  /** Hosts people sign in with (the others have no directory to read). */
  services: readonly string[];
  /** A person's last sync older than this is done again. */
  maxAgeMs: number;
  /** How often to look; default: an hour, or maxAge when shorter. */
  everyMs?: number;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/** At most this many people are queued per look, so a large install spreads its refreshes over the day. */
const BATCH = 200;

/** Queues the syncs that are due once; answers how many. */
export async function refreshDueSyncs(options: SyncRefreshOptions): Promise<number> {
  const now = options.now?.() ?? new Date();
  const due = await peopleDueForSync(
    options.db,
    options.services,
    new Date(now.getTime() - options.maxAgeMs),
    BATCH,
  );
  for (const ownerid of due) await requestSync(options.queue, ownerid);
  return due.length;
}

/**
 * Keeps webhooks' gaps from lasting: everyone's organisations and repositories are read again once their last sync
 * is older than `maxAgeMs`. Answers a function that stops it.
 */
export function startSyncRefresh(options: SyncRefreshOptions): () => void {
  if (options.maxAgeMs <= 0 || options.services.length === 0) return () => {};
  const every = options.everyMs ?? Math.min(options.maxAgeMs, 3_600_000);
  const timer = setInterval(() => {
    refreshDueSyncs(options).catch((error: unknown) =>
      options.log?.warn({ err: error }, 'could not queue the periodic git host syncs'),
    );
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
