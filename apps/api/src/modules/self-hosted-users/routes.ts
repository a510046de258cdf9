import { NOT_AUTHENTICATED } from '../../auth/provider-request';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { serviceFromHeader, viewerOf } from '../../auth/request-viewer';
import type { Viewer } from '../../auth/viewer';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/schema';
import { chargeRest, type CostBudget } from '../../graphql/budget';
import { pageCost, pageLinks } from '../../http/page-number';
import { type AreaRoutes, areaRoutes } from '../area-routes';
import { changeActivation, listSelfHostedUsers, selfHostedUserById } from './self-hosted-users';

export interface SelfHostedUsersRouteOptions {
  db: Kysely<Database>;
  settings: Settings;
  budget: CostBudget;
}

const NOT_ADMIN = { detail: 'You do not have permission to perform this action.' };
const NOT_FOUND = { detail: 'Not found.' };

class BadRequest extends Error {}

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
  { db, settings, budget }: SelfHostedUsersRouteOptions,
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
    const viewer = await installAdmin(request, reply);
    if (!viewer) return reply;
    const query = request.query as Record<string, string | string[] | undefined>;
    const refused = chargeRest(budget, request, reply, viewer, pageCost(query));
    if (refused) return refused;
    const answer = await listSelfHostedUsers(db, query, pageLinks(request));
    if (answer.kind === 'badQuery') return reply.code(400).send({ detail: answer.detail });
    if (answer.kind === 'invalidPage') return reply.code(404).send({ detail: answer.detail });
    return answer.page;
  });

  // The owner the request acts as, on either edition (the account pages read their seat from it).
  app.get('/internal/users/current', async (request, reply) => {
    const viewer = await viewerOf(request, db, serviceFromHeader(request));
    if (!viewer) return reply.code(401).send(NOT_AUTHENTICATED);
    const current = viewer.owner && (await selfHostedUserById(db, viewer.owner.ownerid));
    if (!current) return reply.code(404).send({ detail: 'No account for this provider.' });
    return current;
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

export const routes: AreaRoutes = areaRoutes(selfHostedUsersRoutes, ({ db, settings, budget }) => ({
  db,
  settings,
  budget,
}));
