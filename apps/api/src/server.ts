import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authRoutes } from './auth/routes';
import { deleteExpiredSessions } from './auth/session-store';
import { configRoutes } from './config/routes';
import type { Settings } from './config/settings';
import type { DatabaseHandle } from './db/database';
import { loadInstallSettings } from './db/install-settings';
import { migrateToLatest } from './db/migrate';
import { graphqlPlugin } from './graphql/plugin';
import { healthRoutes } from './health/routes';
import { internalRoutes } from './internal/routes';
import { seedDemoData } from './seed/demo-data';
import { registerWebApp } from './static/web-app';

export interface ServerOptions {
  settings: Settings;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Prepares the database (migrations, first-start demo data) and builds the HTTP server. Does not listen:
 * main.ts does, tests use inject() or listen on port 0.
 */
export async function createServer({
  settings,
  database,
  logger = false,
}: ServerOptions): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger,
    trustProxy: settings.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const applied = await migrateToLatest(db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if ((await seedDemoData(db)).seeded)
    app.log.info('first start: demo data seeded (users ada, grace, linus, margaret)');
  await deleteExpiredSessions(db);
  const install = await loadInstallSettings(db);

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyCookie, { secret: settings.secret ?? install.cookieSecret });

  await app.register(healthRoutes, { db, databaseKind: database.kind, version: settings.version });
  await app.register(configRoutes, { settings });
  await app.register(authRoutes, { db, settings });
  await app.register(internalRoutes, { db });
  await app.register(graphqlPlugin, { db, settings });
  await registerWebApp(app, settings);

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
