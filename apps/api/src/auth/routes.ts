import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../config/settings';
import { normaliseService } from '../config/providers';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { escapeHtml, messagePage } from '../http/html';
import { clearAuthCookies, readSessionToken, setSessionCookie } from './cookies';
import { devSignIn } from './dev-login';
import { isLoopbackAddress } from '../http/loopback';
import { safeRedirectPath } from './safe-redirect';
import { deleteSession } from './session-store';

const PROVIDER_LABELS: Record<string, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  github_enterprise: 'GitHub Enterprise',
  gitlab_enterprise: 'GitLab Enterprise',
  bitbucket_server: 'Bitbucket Server',
};

interface AuthRouteOptions {
  db: Kysely<Database>;
  settings: Settings;
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

/** Sign-in and sign-out: `/login/dev`, `/login/:provider`, `/logout`, `/logout/:provider`. */
export async function authRoutes(app: FastifyInstance, { db, settings }: AuthRouteOptions): Promise<void> {
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

  app.get<{ Params: { provider: string }; Querystring: { to?: string } }>(
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
      const label = PROVIDER_LABELS[service] ?? service;
      // OAuth sign-in arrives with the provider integration; until then no provider can complete a sign-in.
      if (settings.loginServices.includes(service)) {
        return reply
          .code(501)
          .type('text/html')
          .send(
            messagePage(
              `Sign-in with ${label} is not available yet`,
              `<p>${escapeHtml(label)} is configured, but this version of Canopy cannot complete a ${escapeHtml(label)} sign-in yet.</p>`,
            ),
          );
      }
      const devHint = settings.devLogin
        ? `<p>This is a development server: <a href="/login/dev?to=${encodeURIComponent(safeRedirectPath(request.query.to))}">sign in as the demo admin</a>, or pick a user with <code>/login/dev?username=NAME</code>.</p>`
        : '';
      return reply
        .code(404)
        .type('text/html')
        .send(
          messagePage(
            `Sign-in with ${label} is not available`,
            `<p>This server has no ${escapeHtml(label)} sign-in configured.</p>${devHint}`,
          ),
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
