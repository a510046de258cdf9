import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_FOLDERS } from '../config/runtime-config';
import type { Settings } from '../config/settings';
import { messagePage } from '../http/html';
import { cacheControlFor, NO_CACHE } from './cache-policy';

/** Paths the server owns; never answered with the web app (docs/interfaces.md). */
export const SERVER_PATHS =
  /^\/(graphql|internal|login\/|logout|upload|health|config\.js$|remotes\.json$|mf\/)/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

function notBuilt(reply: FastifyReply, what: string, command: string) {
  return reply
    .code(503)
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(
      messagePage(
        'The Canopy web app is not built',
        `<p>This server has no build of ${what}. Build it with <code>${command}</code> and restart the server.</p>` +
          '<p>The API (<code>/graphql</code>, <code>/internal</code>, <code>/health</code>) works without it.</p>',
      ),
    );
}

/** The shell's index.html (its router draws the page), or the 503 page when the shell is not built. */
export function sendWebApp(reply: FastifyReply, settings: Settings) {
  const shellDist = path.join(settings.webRoot, 'apps/shell/dist');
  if (!existsSync(path.join(shellDist, 'index.html')))
    return notBuilt(reply, 'the shell', 'npx nx build shell');
  return reply.header('cache-control', NO_CACHE).sendFile('index.html', shellDist);
}

export function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built front end: the shell from apps/shell/dist at `/` (index.html for client routes) and each
 * remote from apps/<folder>/dist at `/mf/<folder>/`. Missing builds are logged and answered with 503.
 * Registered on the root instance because it installs the server-wide not-found handler.
 */
export async function registerWebApp(app: FastifyInstance, settings: Settings): Promise<void> {
  const shellDist = path.join(settings.webRoot, 'apps/shell/dist');
  const shellBuilt = existsSync(path.join(shellDist, 'index.html'));
  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      cacheControl: false,
      setHeaders: setCacheHeaders,
      preCompressed: true,
    });
  } else {
    app.log.warn(
      `web app not built: ${shellDist} has no index.html; pages answer 503 (run: npx nx build shell)`,
    );
  }

  for (const folder of Object.values(REMOTE_FOLDERS)) {
    const dist = path.join(settings.webRoot, 'apps', folder, 'dist');
    const prefix = `/mf/${folder}/`;
    if (existsSync(dist)) {
      await app.register(fastifyStatic, {
        root: dist,
        prefix,
        decorateReply: false,
        cacheControl: false,
        setHeaders: setCacheHeaders,
        preCompressed: true,
      });
    } else {
      app.log.warn(
        `remote ${folder} not built: ${dist} is missing; ${prefix}* answers 503 (run: npx nx build ${folder})`,
      );
      app.get(`${prefix}*`, (_request, reply) =>
        notBuilt(reply, `the ${folder} remote`, `npx nx build ${folder}`),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PATHS.test(pathname);
    if (!isServerPath && (request.method === 'GET' || request.method === 'HEAD')) {
      if (!shellBuilt) return notBuilt(reply, 'the shell', 'npx nx build shell');
      if (wantsHtml(request)) return sendWebApp(reply, settings);
    }
    return reply.code(404).send({ status: 404, detail: 'Not found' });
  });
}
