import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { normaliseService } from '../config/providers';
import type { Database } from '../db/schema';
import { readSessionToken, readStaffUser } from './cookies';
import { resolveViewer, type Viewer } from './viewer';

const cache = new WeakMap<FastifyRequest, Map<string, Promise<Viewer | null>>>();

/**
 * The personal API token of `Authorization: Bearer <token>` or `Authorization: token <token>`, or null. Other
 * schemes (Basic from a proxy in front of the server) are not ours and are left alone.
 */
export function readApiToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^(?:bearer|token)(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) return null;
  // An empty credential is still a credential sent: it is refused (401), not taken for a visit without one.
  return match[1]?.trim() || ' ';
}

/** The provider named by the legacy `Token-Type: <provider>-token` header, if any. */
export function serviceFromHeader(request: FastifyRequest): string | null {
  const header = request.headers['token-type'];
  return typeof header === 'string' ? normaliseService(header.replace(/-token$/i, '')) : null;
}

/**
 * The viewer of a request for a provider, resolved once per request. Rejects with `InvalidApiTokenError`
 * (401) when the request carries an API token that is unknown or revoked.
 */
export function viewerOf(
  request: FastifyRequest,
  db: Kysely<Database>,
  service: string | null,
): Promise<Viewer | null> {
  let byService = cache.get(request);
  if (!byService) {
    byService = new Map();
    cache.set(request, byService);
  }
  const key = service ?? '';
  let viewer = byService.get(key);
  if (!viewer) {
    viewer = resolveViewer(db, {
      token: readSessionToken(request),
      apiToken: readApiToken(request),
      staffUser: readStaffUser(request),
      service,
    });
    // Callers that answer before awaiting it (a refused request) must not leave an unhandled rejection.
    viewer.catch(() => undefined);
    byService.set(key, viewer);
  }
  return viewer;
}
