import type { Kysely } from 'kysely';
import { type BundleStats, parseBundleStats } from '@canopy/bundle-analysis';
import type { Database, UploadRecord } from '../../db/schema';
import type { Job } from '../../jobs/queue';
import type { Storage } from '../../storage/storage';
import { decodeBody, RawUploadError } from '../processing';
import { failUpload, uploadsWaiting } from '../uploads';
import { BUNDLE_UPLOADS, replaceBundle } from './bundle-report-store';

export const PROCESS_BUNDLE_ANALYSIS = 'process-bundle-analysis';

/** Uploads read per pass before the lease is renewed. */
const BATCH_SIZE = 20;
/** Entries (assets, chunks and modules together) and links a bundle may have: far above real builds. */
export const MAX_ENTRIES = 100_000;
export const MAX_LINKS = 1_000_000;
/** Longest bundle name (it is a key) and longest asset or module name. */
export const MAX_BUNDLE_NAME = 512;
export const MAX_NAME = 8192;

export interface BundleProcessingContext {
  db: Kysely<Database>;
  storage: Storage;
  maxDecompressedBytes: number;
  /** Keeps a long job's lease alive. */
  renew?: () => Promise<void>;
  log?: { info(obj: object, msg?: string): void };
  /** Runs once the commit's bundle uploads are all settled (the server queues its notifications). */
  afterBundles?: (commitId: number) => Promise<void>;
}

export function bundleJobHandler(
  context: Omit<BundleProcessingContext, 'renew'>,
  renew: (job: Job) => Promise<void>,
) {
  return async (job: Job) => {
    const commitId = Number(job.payload.commitId ?? job.key);
    await processCommitBundles({ ...context, renew: () => renew(job) }, commitId);
    // Also after a pass that found nothing left: a run cut short after processing must still notify.
    await context.afterBundles?.(commitId);
  };
}

/**
 * Reads every stored, unprocessed bundle upload of a commit, oldest first, into the bundle tables. Idempotent:
 * each upload's bundle and its state change in one transaction, so a pass interrupted anywhere is done again.
 */
export async function processCommitBundles(
  context: BundleProcessingContext,
  commitId: number,
): Promise<void> {
  for (;;) {
    const uploads = await uploadsWaiting(context.db, commitId, BUNDLE_UPLOADS, BATCH_SIZE);
    if (uploads.length === 0) return;
    for (const upload of uploads) {
      const outcome = await readBundleUpload(context, upload);
      if (outcome.ok) await replaceBundle(context.db, upload, outcome.stats);
      else await failUpload(context.db, upload.id, outcome.error);
      context.log?.info(
        {
          commitId,
          uploadId: upload.id,
          ...(outcome.ok ? { bundle: outcome.stats.bundleName } : { error: outcome.error.code }),
        },
        outcome.ok ? 'bundle stats stored' : 'bundle stats upload failed',
      );
      await context.renew?.();
    }
  }
}

type ReadOutcome = { ok: true; stats: BundleStats } | { ok: false; error: { code: string; message: string } };

const failed = (code: string, message: string): ReadOutcome => ({ ok: false, error: { code, message } });
const unreadable = (reason: string) =>
  failed('unsupported_file_format', `The bundle stats could not be read: ${reason}`);

/** The stored body, opened and checked: the stats, or why the upload fails. */
async function readBundleUpload(
  context: BundleProcessingContext,
  upload: UploadRecord,
): Promise<ReadOutcome> {
  const raw = upload.storagePath ? await context.storage.readIfPresent(upload.storagePath) : null;
  if (!raw) return failed('file_not_in_storage', 'The bundle stats file is not in storage: upload it again.');
  if (raw.length === 0) return failed('report_empty', 'The bundle stats upload is empty.');
  let text: string;
  try {
    text = decodeBody(raw, upload.contentEncoding, context.maxDecompressedBytes).toString('utf8');
  } catch (error) {
    if (error instanceof RawUploadError) return failed(error.code, error.message);
    // A body too large for one string is too large to be stats.
    return unreadable(`the file is too large (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = parseBundleStats(text);
  if (!parsed.ok) return unreadable(parsed.reason);
  const problem = storableProblem(parsed.stats);
  return problem ? unreadable(problem) : parsed;
}

const hasNul = (value: string | null | undefined) => !!value && value.includes('\u0000');

/**
 * What in well-formed stats still cannot be stored: sizes beyond exact integers, text the database refuses (NUL),
 * names longer than any file has, or more entries than any build makes. Fractional sizes are rounded.
 */
export function storableProblem(stats: BundleStats): string | null {
  if (stats.bundleName.length > MAX_BUNDLE_NAME)
    return `the bundle name is longer than ${MAX_BUNDLE_NAME} characters`;
  const entries = stats.assets.length + stats.chunks.length + stats.modules.length;
  if (entries > MAX_ENTRIES)
    return `the stats list ${entries} assets, chunks and modules together; at most ${MAX_ENTRIES} are accepted`;
  const links =
    stats.chunks.reduce((sum, chunk) => sum + chunk.files.length + chunk.dynamicImports.length, 0) +
    stats.modules.reduce((sum, module) => sum + module.chunkUniqueIds.length, 0);
  if (links > MAX_LINKS)
    return `the stats link chunks, assets and modules ${links} times; at most ${MAX_LINKS} links are accepted`;
  if (!Number.isSafeInteger(Math.round(stats.builtAt)) || Number.isNaN(new Date(stats.builtAt).getTime()))
    return '"builtAt" is not a time in milliseconds';
  if (!Number.isSafeInteger(Math.round(stats.duration))) return '"duration" is not a number of milliseconds';
  stats.builtAt = Math.round(stats.builtAt);
  stats.duration = Math.round(stats.duration);
  const texts = [
    stats.plugin.name,
    stats.plugin.version,
    stats.bundler?.name,
    stats.bundler?.version,
    stats.outputPath,
  ];
  if (texts.some(hasNul)) return 'the plugin, bundler or output path contains a NUL character';
  for (const [index, asset] of stats.assets.entries()) {
    const at = `assets[${index}]`;
    if (asset.name.length > MAX_NAME || asset.normalized.length > MAX_NAME)
      return `${at}.name is longer than ${MAX_NAME} characters`;
    if (hasNul(asset.name) || hasNul(asset.normalized)) return `${at}.name contains a NUL character`;
    const size = Math.round(asset.size);
    const gzipSize = asset.gzipSize === null ? null : Math.round(asset.gzipSize);
    if (!Number.isSafeInteger(size) || (gzipSize !== null && !Number.isSafeInteger(gzipSize)))
      return `${at} has a size beyond ${Number.MAX_SAFE_INTEGER} bytes`;
    asset.size = size;
    asset.gzipSize = gzipSize;
  }
  for (const [index, chunk] of stats.chunks.entries()) {
    const at = `chunks[${index}]`;
    if (chunk.id.length > MAX_NAME || chunk.uniqueId.length > MAX_NAME)
      return `${at}.id is longer than ${MAX_NAME} characters`;
    if (hasNul(chunk.id) || hasNul(chunk.uniqueId)) return `${at}.id contains a NUL character`;
  }
  for (const [index, module] of stats.modules.entries()) {
    const at = `modules[${index}]`;
    if (module.name.length > MAX_NAME) return `${at}.name is longer than ${MAX_NAME} characters`;
    if (hasNul(module.name)) return `${at}.name contains a NUL character`;
    const size = Math.round(module.size);
    if (!Number.isSafeInteger(size)) return `${at} has a size beyond ${Number.MAX_SAFE_INTEGER} bytes`;
    module.size = size;
  }
  return null;
}
