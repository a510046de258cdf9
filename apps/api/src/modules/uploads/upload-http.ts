import type { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidApiTokenError } from '../../auth/viewer';
import { TooLargeError } from '../../storage/storage';
import { badRequest, UploadHttpError } from './upload-errors';

/** The HTTP edge every upload protocol shares: bodies as streams, JSON within a limit, one way to answer errors. */

export const JSON_LIMIT = 1024 * 1024;

/**
 * Raw upload bodies are stored exactly as sent, compressed or not; decompression happens later, within limits
 * (a request-decompression hook would expand a gzip bomb in memory).
 */
export const RAW_BODY = { decompress: false } as const;

/** Bodies arrive as streams: raw uploads go straight to storage, with a size limit, whatever their type. */
export function acceptBodiesAsStreams(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}

export async function readAll(stream: Readable | undefined, limit: number): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new TooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The request's JSON object body (an empty body is `{}`); 400 for anything else. */
export async function readJson(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body = await readAll(request.body as Readable | undefined, JSON_LIMIT);
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('The request body must be a JSON object');
  return parsed as Record<string, unknown>;
}

function humanBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KiB`;
  return `${bytes} bytes`;
}

/**
 * Upload errors as the clients read them: JSON `{detail, message}`, plain text on the legacy endpoints (their
 * clients print the body). Anything unexpected is a 500 that says nothing was accepted.
 */
export function uploadErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const legacy = request.url.startsWith('/upload/v');
  const send = (status: number, message: string) =>
    legacy
      ? reply.code(status).type('text/plain; charset=utf-8').send(message)
      : reply.code(status).send({ detail: message, message });
  if (error instanceof UploadHttpError) return send(error.statusCode, error.message);
  // The raw download is read as the viewer: a bad API token is the caller's mistake, told as such.
  if (error instanceof InvalidApiTokenError) return send(error.statusCode, error.message);
  if (error instanceof TooLargeError)
    return send(413, `Upload too large: the limit is ${humanBytes(error.limit)} (${error.limit} bytes)`);
  request.log.error({ err: error }, 'upload request failed');
  return send(500, 'The upload could not be stored; nothing was accepted. Please retry.');
}
