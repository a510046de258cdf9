import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { clientErrorOf, rootErrorHandler } from './errors';

function fastifyError(statusCode: number, code: string, message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode, code }) as FastifyError;
}

describe('clientErrorOf', () => {
  it('explains a body over the limit and an unsupported content type', () => {
    expect(
      clientErrorOf(fastifyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'Request body is too large'), {
        bodyLimit: 1024 * 1024,
      }),
    ).toEqual({ statusCode: 413, message: 'Request body is larger than the limit of 1 MiB (1048576 bytes)' });
    expect(
      clientErrorOf(fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'Unsupported Media Type'), {
        contentType: 'text/csv',
      }),
    ).toEqual({ statusCode: 415, message: 'Unsupported content type text/csv' });
  });

  it('is null for server errors and errors without a status', () => {
    expect(clientErrorOf(fastifyError(503, 'X', 'down'))).toBeNull();
    expect(clientErrorOf(new Error('boom'))).toBeNull();
  });
});

describe('rootErrorHandler', () => {
  function call(error: FastifyError) {
    const log = { info: jest.fn(), error: jest.fn() };
    const reply = { code: jest.fn(), send: jest.fn() };
    reply.code.mockReturnValue(reply);
    const request = { log, routeOptions: { bodyLimit: 1024 }, headers: {} } as unknown as FastifyRequest;
    rootErrorHandler(error, request, reply as unknown as FastifyReply);
    return { log, reply };
  }

  it('answers a client error with its status and message, logged at info', () => {
    const { log, reply } = call(fastifyError(400, 'FST_ERR_CTP_INVALID_JSON_BODY', 'Body is not valid JSON'));
    expect(reply.code).toHaveBeenCalledWith(400);
    expect(reply.send).toHaveBeenCalledWith({ status: 400, detail: 'Body is not valid JSON' });
    expect(log.info).toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it("hands anything else to Fastify's own handler", () => {
    const failure = new Error('database on fire') as FastifyError;
    const { reply } = call(failure);
    expect(reply.code).not.toHaveBeenCalled();
    expect(reply.send).toHaveBeenCalledWith(failure);
  });
});
