import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { viewerOf } from '../auth/request-viewer';
import { normaliseService } from '../config/providers';
import type { Database } from '../db/schema';
import { internalUser, selfHostedCurrentUser } from './user-service';

const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };

/** The provider named by the legacy `Token-Type: <provider>-token` header, if any. */
function serviceFromHeader(request: FastifyRequest): string | null {
  const header = request.headers['token-type'];
  return typeof header === 'string' ? normaliseService(header.replace(/-token$/i, '')) : null;
}

/** Front-end REST helpers under `/internal/` (docs/api-contract.md §2.1). */
export async function internalRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get('/internal/user', async (request, reply) => {
    const viewer = await viewerOf(request, db, null);
    if (!viewer) return reply.code(401).send(NOT_AUTHENTICATED);
    return internalUser(db, viewer);
  });

  app.get('/internal/users/current', async (request, reply) => {
    const viewer = await viewerOf(request, db, serviceFromHeader(request));
    if (!viewer) return reply.code(401).send(NOT_AUTHENTICATED);
    const current = await selfHostedCurrentUser(db, viewer);
    if (!current) return reply.code(404).send({ detail: 'No account for this provider.' });
    return current;
  });
}
