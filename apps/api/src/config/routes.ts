import type { FastifyInstance } from 'fastify';
import { remotesManifest, renderConfigJs } from './runtime-config';
import type { Settings } from './settings';

/** Runtime configuration for the front end: `/config.js` and `/remotes.json`, never cached. */
export async function configRoutes(
  app: FastifyInstance,
  { settings }: { settings: Settings },
): Promise<void> {
  const configJs = renderConfigJs(settings);
  const remotes = remotesManifest(settings);
  app.get('/config.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(configJs),
  );
  app.get('/remotes.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(remotes),
  );
}
