import type { FastifyRequest } from 'fastify';

/** "protocol://host[:port]" as the client reached this server (proxies per TRUST_PROXY): links we hand out. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
