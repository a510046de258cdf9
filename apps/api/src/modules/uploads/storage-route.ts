import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { IngestDeps } from './ingest';
import { receiveUploadBody } from './signed-upload';
import { RAW_BODY } from './upload-http';

export interface SignedStorageRoute {
  /** The route the POST's signed URL names (`signedUploadUrl`); the upload's id follows it. */
  route: string;
  /** The upload type this route takes. */
  uploadType: string;
  /** The job that processes the stored body. */
  job: string;
  /** The answer's `detail` for a body stored, and for a repeated PUT of an upload already received. */
  received: string;
  repeated: string;
}

/** The PUT of a report type's signed upload URL: checks the signature and stores the body (`receiveUploadBody`). */
export function signedStorageRoute(
  app: FastifyInstance,
  deps: IngestDeps & { signingKey: string },
  options: SignedStorageRoute,
): void {
  app.put(`${options.route}/:id`, RAW_BODY, async (request, reply) => {
    const { id = '' } = request.params as Record<string, string>;
    const signature = (request.query as Record<string, unknown>).signature;
    const outcome = await receiveUploadBody(deps, {
      id,
      signature: typeof signature === 'string' ? signature : '',
      body: {
        stream: request.body as Readable | undefined,
        contentEncoding: request.headers['content-encoding'],
      },
      uploadType: options.uploadType,
      job: options.job,
    });
    return reply.code(200).send({ detail: outcome === 'stored' ? options.received : options.repeated });
  });
}
