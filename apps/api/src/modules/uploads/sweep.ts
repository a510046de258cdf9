import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { failUploadsNotReceived } from './upload-store';

/** An upload whose file has not arrived after this long was abandoned (clients PUT right after they POST). */
export const ABANDONED_AFTER_MS = 15 * 60 * 1000;

export const NOT_RECEIVED_MESSAGE =
  'The upload was registered but its file never arrived: the uploader stopped, or the server restarted while ' +
  'receiving it. Nothing was processed; run the upload again.';

/**
 * Settles what a crash or a vanished client left behind: uploads still waiting for their file are marked failed
 * with the reason (kept and shown, never deleted), and unfinished writes in storage are removed. Old enough ones
 * only, so that uploads another server process is receiving right now are left alone.
 */
export async function sweepAbandonedUploads(
  db: Kysely<Database>,
  storage: Storage,
  log: FastifyBaseLogger,
  now = new Date(),
  { files = true }: { files?: boolean } = {},
): Promise<{ uploads: number; files: number; bytes: number }> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const settled = await failUploadsNotReceived(db, before, NOT_RECEIVED_MESSAGE);
  // Unfinished writes come only from a crash, so walking storage once at start is enough.
  const removed = files ? await storage.removeUnfinished(before) : { files: 0, bytes: 0 };
  if (settled.length > 0 || removed.files > 0)
    log.info(
      { uploads: settled.length, partialFiles: removed.files, partialBytes: removed.bytes },
      'abandoned uploads marked failed and unfinished files removed',
    );
  return { uploads: settled.length, ...removed };
}

/** Sweeps at start and then every `ABANDONED_AFTER_MS`; returns the stop function for shutdown. */
export function startUploadSweeper(
  db: Kysely<Database>,
  storage: Storage,
  log: FastifyBaseLogger,
): () => void {
  const run = (files: boolean) =>
    sweepAbandonedUploads(db, storage, log, new Date(), { files }).catch((error: unknown) =>
      log.warn({ err: error }, 'could not sweep abandoned uploads'),
    );
  void run(true);
  const timer = setInterval(() => void run(false), ABANDONED_AFTER_MS);
  timer.unref();
  return () => clearInterval(timer);
}
