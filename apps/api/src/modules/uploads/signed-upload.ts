import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadRecord } from '../../db/schema';
import { type IngestDeps, type RawBody, storeUploadBody } from './ingest';
import { UploadHttpError } from './upload-errors';
import { readAll } from './upload-http';
import { uploadByExternalId } from './upload-store';

/**
 * The storage URLs handed to uploaders: only the holder of a fresh URL can write an upload's body. Each report
 * type has its own PUT route; all sign the same way.
 */

function signature(signingKey: string, upload: UploadRecord): string {
  return createHmac('sha256', signingKey).update(`upload:${upload.externalId}`).digest('hex').slice(0, 32);
}

/** `<origin><route>/<upload id>?signature=…`, the absolute URL the client PUTs the body to. */
export function signedUploadUrl(origin: string, route: string, signingKey: string, upload: UploadRecord) {
  return `${origin}${route}/${upload.externalId}?signature=${signature(signingKey, upload)}`;
}

export interface ReceivedBody {
  id: string;
  signature: string;
  body: RawBody;
  /** The upload type this route takes: another type's URL is refused as any bad URL is. */
  uploadType: string;
  /** The job that processes the stored body. */
  job: string;
}

/**
 * Checks the signed URL and stores the body (see `storeUploadBody`). A repeated PUT of an upload already
 * processed is drained and answered as received, so a client's retry never fails the build.
 */
export async function receiveUploadBody(
  deps: IngestDeps & { signingKey: string },
  input: ReceivedBody,
): Promise<'stored' | 'already received'> {
  const upload = /^[0-9a-f-]{36}$/i.test(input.id) ? await uploadByExternalId(deps.db, input.id) : undefined;
  const expected = upload ? Buffer.from(signature(deps.signingKey, upload)) : Buffer.alloc(32);
  const given = Buffer.from(input.signature.padEnd(32).slice(0, 32));
  if (
    !upload ||
    !timingSafeEqual(expected, given) ||
    input.signature.length !== 32 ||
    upload.uploadType !== input.uploadType
  )
    throw new UploadHttpError(403, 'This upload URL is not valid');
  if (upload.state !== 'started' && upload.state !== 'uploaded') {
    await readAll(input.body.stream as Readable | undefined, deps.settings.maxUploadBytes);
    return 'already received';
  }
  await storeUploadBody(deps, upload, input.body, input.job);
  return 'stored';
}
