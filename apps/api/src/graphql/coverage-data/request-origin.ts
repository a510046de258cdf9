import type { MercuriusContext } from 'mercurius';
import type { GraphQLContext } from '../context';

/** "protocol://host[:port]" of the GraphQL request, as the client reached the server (proxies per TRUST_PROXY). */
export function requestOrigin(context: GraphQLContext): string {
  const { request } = (context as MercuriusContext).reply;
  return `${request.protocol}://${request.host}`;
}
