import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../config/settings';
import { normaliseService } from '../config/providers';
import type { Database, OwnerRecord } from '../db/schema';
import { AppError } from '../errors';
import { escapeHtml, messagePage } from '../http/html';
import { clearAuthCookies, readSessionToken, setSessionCookie } from './cookies';
import { devSignIn } from './dev-login';
import { isLoopbackAddress } from '../http/loopback';
import { safeRedirectPath } from './safe-redirect';
import { deleteSession } from './session-store';
import { providerLogin, type ProviderLoginQuery } from './oauth/oauth-routes';
import type { TokenCipher } from './oauth/token-cipher';

interface AuthRouteOptions {
  db: Kysely<Database>;
  settings: Settings;
  /** Encrypts git-host tokens, with a key from the install's secret (CANOPY_SECRET or the cookie secret). */
  cipher: TokenCipher;
  /** Runs after each sign-in with a git host (queues the person's organisation and repository sync). */
  afterSignIn?: (owner: OwnerRecord) => Promise<void>;
}

/** Headers a proxy adds: a request carrying any of them may come from anywhere, whatever its socket says. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/**
 * A request from a browser on this machine, not through a proxy: the socket is loopback, the client address as
 * TRUST_PROXY reads it is loopback, and no forwarding header is present (a proxy on the same host would otherwise
 * let the whole network in).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    FORWARDING_HEADERS.every((header) => request.headers[header] === undefined)
  );
}

/**
 * Sign-in and sign-out: `/login/dev`, `/login/:provider` (the git hosts' OAuth flow, auth/oauth), `/logout`,
 * `/logout/:provider`.
 */
export async function authRoutes(
  app: FastifyInstance,
  { db, settings, cipher, afterSignIn }: AuthRouteOptions,
): Promise<void> {
  app.get<{ Querystring: { username?: string; to?: string; service?: string } }>(
    '/login/dev',
    async (request, reply) => {
      if (!settings.devLogin) {
        return reply
          .code(404)
          .type('text/html')
          .send(
            messagePage(
              'Development sign-in is off',
              '<p>It exists only when no git provider is configured, the server does not run in production mode, and it listens on this machine only (<code>HOST=localhost</code>) or <code>CANOPY_DEV_LOGIN=true</code> is set.</p>',
            ),
          );
      }
      if (!isLocalRequest(request)) {
        return reply
          .code(403)
          .type('text/html')
          .send(
            messagePage(
              'Development sign-in is local only',
              '<p>Open Canopy from a browser on the machine it runs on, or configure a git provider.</p>',
            ),
          );
      }
      const service = normaliseService(request.query.service ?? 'github');
      if (!service)
        return reply
          .code(400)
          .type('text/html')
          .send(messagePage('Unknown provider', '<p>Use github, gitlab or bitbucket.</p>'));
      try {
        const { token } = await devSignIn(db, {
          service,
          username: request.query.username,
          useragent: request.headers['user-agent'] ?? null,
          ip: request.ip,
        });
        clearAuthCookies(request, reply);
        setSessionCookie(request, reply, token);
        return reply.redirect(safeRedirectPath(request.query.to), 302);
      } catch (error) {
        if (error instanceof AppError) {
          return reply
            .code(404)
            .type('text/html')
            .send(messagePage('No such user', `<p>${escapeHtml(error.message)}.</p>`));
        }
        throw error;
      }
    },
  );

  app.get<{ Params: { provider: string }; Querystring: ProviderLoginQuery }>(
    '/login/:provider',
    async (request, reply) => {
      const service = normaliseService(request.params.provider);
      if (!service) {
        return reply
          .code(404)
          .type('text/html')
          .send(
            messagePage(
              'Unknown provider',
              `<p>“${escapeHtml(request.params.provider)}” is not a git provider Canopy knows.</p>`,
            ),
          );
      }
      return providerLogin(
        { db, settings, cipher, ...(afterSignIn ? { afterSignIn } : {}) },
        service,
        request,
        reply,
      );
    },
  );

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = readSessionToken(request);
    if (token) await deleteSession(db, token);
    clearAuthCookies(request, reply);
  };

  app.get('/logout/:provider', async (request, reply) => {
    await signOut(request, reply);
    return reply.redirect('/login', 302);
  });
  for (const path of ['/logout', '/logout/:provider']) {
    app.post(path, async (request, reply) => {
      await signOut(request, reply);
      return reply.code(205).send();
    });
  }
}
