import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readSessionToken, readStaffUser } from './cookies';
import { resolveViewer, type Viewer } from './viewer';

const cache = new WeakMap<FastifyRequest, Map<string, Promise<Viewer | null>>>();

/** The viewer of a request for a provider, resolved once per request. */
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
      staffUser: readStaffUser(request),
      service,
    });
    byService.set(key, viewer);
  }
  return viewer;
}
