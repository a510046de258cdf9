import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface ClientError {
  statusCode: number;
  message: string;
}

function bytes(count: number): string {
  const mib = 1024 * 1024;
  const size = count % mib === 0 ? `${count / mib} MiB` : `${Math.round(count / 1024)} KiB`;
  return `${size} (${count} bytes)`;
}

/** What of the request makes a message clearer: the route's body limit, the content type sent. */
export interface RequestFacts {
  bodyLimit?: number;
  contentType?: string;
}

/** An error the request caused (HTTP 4xx) with a message for the client; null for anything else. */
export function clientErrorOf(
  error: { statusCode?: unknown; code?: unknown; message?: string },
  { bodyLimit, contentType }: RequestFacts = {},
): ClientError | null {
  const { statusCode } = error;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode > 499) return null;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && bodyLimit)
    return { statusCode, message: `Request body is larger than the limit of ${bytes(bodyLimit)}` };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && contentType)
    return { statusCode, message: `Unsupported content type ${contentType}` };
  return { statusCode, message: error.message || 'Bad request' };
}

/**
 * Root error handler: a client's mistake is answered with its status and message and logged at info; anything
 * else goes on to Fastify's own handler (logged as an error, answered 500).
 */
export function rootErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refused = clientErrorOf(error, {
    bodyLimit: request.routeOptions.bodyLimit,
    contentType: request.headers['content-type'],
  });
  if (!refused) return reply.send(error);
  request.log.info({ statusCode: refused.statusCode, code: error.code }, refused.message);
  return reply.code(refused.statusCode).send({ status: refused.statusCode, detail: refused.message });
}
