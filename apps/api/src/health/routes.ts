import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { pingDatabase } from '../db/database';
import type { Database } from '../db/schema';

export async function healthRoutes(
  app: FastifyInstance,
  { db, databaseKind, version }: { db: Kysely<Database>; databaseKind: string; version: string },
): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok', database: databaseKind, version };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: databaseKind, version });
    }
  });
}
