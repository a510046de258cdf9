import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { normaliseService, type Service } from '../config/providers';
import type { Database } from '../db/schema';
import { chargeRest, type CostBudget } from '../graphql/budget';
import { viewerOf } from './request-viewer';
import type { Viewer } from './viewer';

/** What a REST request without credentials is answered (docs/api-contract.md §2). */
export const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };

export type ProviderRequest = { service: Service; viewer: Viewer } | { sent: FastifyReply };

/**
 * A REST request under `/internal/{provider}/…`: its service and viewer, or the reply already sent: 404 for an
 * unknown provider, 401 without credentials, 429 once the client's cost budget (shared with GraphQL) is used up.
 */
export async function admitProviderRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, budget, cost }: { db: Kysely<Database>; budget: CostBudget; cost: number },
): Promise<ProviderRequest> {
  const { provider } = request.params as { provider: string };
  const service = normaliseService(provider);
  if (!service) return { sent: reply.code(404).send({ detail: `Unknown provider "${provider}"` }) };
  const viewer = await viewerOf(request, db, service);
  if (!viewer) return { sent: reply.code(401).send(NOT_AUTHENTICATED) };
  const refused = chargeRest(budget, request, reply, viewer, cost);
  if (refused) return { sent: refused };
  return { service, viewer };
}
