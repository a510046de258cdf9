import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Settings } from '../../config/settings';
import type { CommitRecord, Database, UploadRecord } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { PROCESS_COVERAGE } from '../processing';
import type { Storage } from '../../storage/storage';
import { badRequest } from './upload-errors';
import {
  type CommitDescription,
  createUpload,
  ensureReport,
  markUploaded,
  type UploadDescription,
  upsertCommit,
} from './upload-store';
import type { UploadTarget } from './upload-target';
import { refuseOverUploadLimit } from './upload-limit';

export interface IngestDeps {
  db: Kysely<Database>;
  settings: Settings;
  storage: Storage;
  queue: JobQueue;
  /** The site's address, for links in refusals (the plan page of an organisation over its upload limit). */
  origin?: string;
}

/** A raw upload body as sent, with its `Content-Encoding`. */
export interface RawBody {
  stream: Readable | undefined;
  contentEncoding: string | undefined;
}

/**
 * Records a commit for the target (an upload without a token only fills in what is unknown, see
 * `upsertCommit`).
 */
export function recordCommit(
  db: Kysely<Database>,
  target: UploadTarget,
  commit: CommitDescription,
): Promise<CommitRecord> {
  return upsertCommit(db, target.repo, commit, target.auth);
}

/**
 * The one way uploads come in, whatever the protocol or report type: the commit (described, or one the client
 * made before), its report of the upload's type and a new upload; with a body, the body is stored and
 * processing is queued. A coverage upload over the plan's monthly upload limit is refused before anything is
 * stored (see upload-limit.ts).
 */
export async function ingestUpload(
  deps: IngestDeps,
  target: UploadTarget,
  input: { commit: CommitDescription | CommitRecord; upload: UploadDescription; body?: RawBody },
): Promise<{ commit: CommitRecord; upload: UploadRecord }> {
  if ((input.upload.uploadType ?? 'coverage') === 'coverage')
    await refuseOverUploadLimit(deps, target, deps.origin ?? deps.settings.publicUrl ?? '');
  const commit = 'id' in input.commit ? input.commit : await recordCommit(deps.db, target, input.commit);
  await ensureReport(deps.db, commit, input.upload.reportCode ?? 'default', input.upload.uploadType);
  const upload = await createUpload(deps.db, commit, input.upload);
  if (input.body) await storeUploadBody(deps, upload, input.body);
  return { commit, upload };
}

/**
 * Writes the body to storage before anything else, then marks the upload processable and queues the job that
 * processes its report type (coverage unless told otherwise), keyed by the commit.
 */
export async function storeUploadBody(
  deps: IngestDeps,
  upload: UploadRecord,
  body: RawBody,
  job: string = PROCESS_COVERAGE,
): Promise<void> {
  const encoding = body.contentEncoding?.toLowerCase().trim() || null;
  if (encoding && encoding !== 'gzip' && encoding !== 'deflate' && encoding !== 'identity')
    throw badRequest(`Unsupported Content-Encoding "${encoding}": send the body plain or gzip-compressed`);
  const key = `uploads/${upload.repoid}/${upload.commitId}/${upload.externalId}.raw`;
  const sizeBytes = await deps.storage.write(key, body.stream ?? Buffer.alloc(0), {
    maxBytes: deps.settings.maxUploadBytes,
  });
  await markUploaded(deps.db, upload, {
    storagePath: key,
    sizeBytes,
    contentEncoding: encoding === 'identity' ? null : encoding,
  });
  await deps.queue.enqueue(job, String(upload.commitId), { commitId: upload.commitId });
}
