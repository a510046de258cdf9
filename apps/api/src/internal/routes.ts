import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { NOT_AUTHENTICATED } from '../auth/provider-request';
import { viewerOf } from '../auth/request-viewer';
import type { Database } from '../db/schema';
import { internalUser } from './user-service';

/** Front-end REST helpers under `/internal/` (docs/api-contract.md §2.1). */
export async function internalRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get('/internal/user', async (request, reply) => {
    const viewer = await viewerOf(request, db, null);
    if (!viewer) return reply.code(401).send(NOT_AUTHENTICATED);
    return internalUser(db, viewer);
  });
}
