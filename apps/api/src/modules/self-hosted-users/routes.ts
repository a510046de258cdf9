import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { viewerOf } from '../../auth/request-viewer';
import type { Viewer } from '../../auth/viewer';
import { normaliseService } from '../../config/providers';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/schema';
import { publicOrigin } from '../../http/origin';
import { type AreaRoutes, areaRoutes } from '../area-routes';
import type { InstallPeopleOrdering } from './self-hosted-users-store';
import {
  changeActivation,
  listSelfHostedUsers,
  MAX_USERS_PAGE_SIZE,
  USERS_PAGE_SIZE,
} from './self-hosted-users';

export interface SelfHostedUsersRouteOptions {
  db: Kysely<Database>;
  settings: Settings;
}

type Query = Record<string, string | string[] | undefined>;

const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };
const NOT_ADMIN = { detail: 'You do not have permission to perform this action.' };
const NOT_FOUND = { detail: 'Not found.' };
const ORDERINGS: readonly InstallPeopleOrdering[] = ['name', 'username', 'email'];

class BadRequest extends Error {}

/** The provider named by the legacy `Token-Type: <provider>-token` header, if any. */
function serviceFromHeader(request: FastifyRequest): string | null {
  const header = request.headers['token-type'];
  return typeof header === 'string' ? normaliseService(header.replace(/-token$/i, '')) : null;
}

function single(query: Query, name: string): string | null {
  const value = query[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? null : text.trim();
}

/** `true`/`false` as Django's boolean filter reads them (`True`, `1`, `0` too); anything else is a 400. */
function booleanParam(query: Query, name: string): boolean | null {
  const text = single(query, name);
  if (text === null) return null;
  if (/^(true|1)$/i.test(text)) return true;
  if (/^(false|0)$/i.test(text)) return false;
  throw new BadRequest(`"${name}" must be true or false.`);
}

function positiveInteger(query: Query, name: string, fallback: number, max = Infinity): number {
  const text = single(query, name);
  if (text === null) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new BadRequest(`"${name}" must be a whole number from 1.`);
  return Math.min(Number(text), max);
}

function orderingParam(query: Query): { field: InstallPeopleOrdering | null; descending: boolean } {
  const text = single(query, 'ordering');
  if (text === null) return { field: null, descending: false };
  const descending = text.startsWith('-');
  const field = (descending ? text.slice(1) : text) as InstallPeopleOrdering;
  if (!ORDERINGS.includes(field))
    throw new BadRequest(`"ordering" must be one of ${ORDERINGS.join(', ')} (prefix "-" for descending).`);
  return { field, descending };
}

/** `{activated: boolean}`, nothing else required; anything else is a 400. */
function activatedBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequest('Send a JSON object: {"activated": true} or {"activated": false}.');
  const { activated } = body as { activated?: unknown };
  if (typeof activated !== 'boolean') throw new BadRequest('"activated" must be true or false.');
  return activated;
}

/**
 * The self-hosted admin's REST calls (spec §7, docs/api-contract.md §2.1): the install's people, one page at a
 * time, and their seats. Install admins only (guests 401, others 403); self-activation is for anyone signed in.
 * On the hosted edition these paths do not exist (404).
 */
export async function selfHostedUsersRoutes(
  app: FastifyInstance,
  { db, settings }: SelfHostedUsersRouteOptions,
): Promise<void> {
  /** The viewer acting as an install admin, or the reply already sent. */
  async function installAdmin(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
    if (!settings.selfHosted) {
      await reply.code(404).send(NOT_FOUND);
      return null;
    }
    const viewer = await viewerOf(request, db, serviceFromHeader(request));
    if (!viewer) {
      await reply.code(401).send(NOT_AUTHENTICATED);
      return null;
    }
    if (!viewer.owner?.isInstallAdmin) {
      await reply.code(403).send(NOT_ADMIN);
      return null;
    }
    return viewer;
  }

  const badRequest = (reply: FastifyReply, error: unknown) => {
    if (error instanceof BadRequest) return reply.code(400).send({ detail: error.message });
    throw error;
  };

  app.get('/internal/users', async (request, reply) => {
    if (!(await installAdmin(request, reply))) return reply;
    const query = request.query as Query;
    try {
      const page = positiveInteger(query, 'page', 1);
      const pageSize = positiveInteger(query, 'page_size', USERS_PAGE_SIZE, MAX_USERS_PAGE_SIZE);
      const filters = {
        activated: booleanParam(query, 'activated'),
        isAdmin: booleanParam(query, 'is_admin'),
        search: single(query, 'search'),
      };
      const ordering = orderingParam(query);
      const base = new URL(request.url, publicOrigin(request));
      const result = await listSelfHostedUsers(db, {
        filters,
        ordering,
        page,
        pageSize,
        linkTo: (to) => {
          const link = new URL(base);
          link.searchParams.set('page', String(to));
          return link.toString();
        },
      });
      // Past the last page, as Django REST framework answers it.
      if (page > result.total_pages) return reply.code(404).send({ detail: 'Invalid page.' });
      return result;
    } catch (error) {
      return badRequest(reply, error);
    }
  });

  app.patch('/internal/users/current', async (request, reply) => {
    if (!settings.selfHosted) return reply.code(404).send(NOT_FOUND);
    const viewer = await viewerOf(request, db, serviceFromHeader(request));
    if (!viewer) return reply.code(401).send(NOT_AUTHENTICATED);
    if (!viewer.owner) return reply.code(404).send({ detail: 'No account for this provider.' });
    try {
      const activated = activatedBody(request.body);
      const result = await changeActivation(db, settings, viewer.owner.ownerid, activated);
      if (result.kind === 'notFound') return reply.code(404).send(NOT_FOUND);
      if (result.kind === 'noSeats') return reply.code(403).send({ detail: result.detail });
      return result.user;
    } catch (error) {
      return badRequest(reply, error);
    }
  });

  app.patch<{ Params: { ownerid: string } }>('/internal/users/:ownerid', async (request, reply) => {
    if (!(await installAdmin(request, reply))) return reply;
    const ownerid = /^\d{1,9}$/.test(request.params.ownerid) ? Number(request.params.ownerid) : null;
    if (ownerid === null) return reply.code(404).send(NOT_FOUND);
    try {
      const activated = activatedBody(request.body);
      const result = await changeActivation(db, settings, ownerid, activated);
      if (result.kind === 'notFound') return reply.code(404).send(NOT_FOUND);
      if (result.kind === 'noSeats') return reply.code(403).send({ detail: result.detail });
      return result.user;
    } catch (error) {
      return badRequest(reply, error);
    }
  });
}

export const routes: AreaRoutes = areaRoutes(selfHostedUsersRoutes, ({ db, settings }) => ({ db, settings }));
