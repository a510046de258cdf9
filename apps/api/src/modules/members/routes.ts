import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { admitProviderRequest } from '../../auth/provider-request';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/schema';
import type { CostBudget } from '../../graphql/budget';
import { pageCost, pageLinks } from '../../http/page-number';
import { type AreaRoutes, areaRoutes } from '../area-routes';
import { CHANGE_COST, changeMember, listMembers, type Refusal } from './members-service';

export interface MembersRouteOptions {
  db: Kysely<Database>;
  settings: Settings;
  budget: CostBudget;
}

interface Params {
  provider: string;
  owner: string;
  member?: string;
}

type Query = Record<string, string | string[] | undefined>;

const send = (reply: FastifyReply, refusal: Refusal) =>
  reply.code(refusal.status).send({ detail: refusal.detail });

/**
 * The organisation members REST of docs/api-contract.md §2.1: `GET /internal/{service}/{owner}/users/` (members of
 * the organisation) and `PATCH …/users/{username_or_ownerid}/` (its admins: seat and admin right).
 */
export async function membersRoutes(
  app: FastifyInstance,
  { db, settings, budget }: MembersRouteOptions,
): Promise<void> {
  // REST draws on the client's GraphQL budget: a page costs its rows, a change ten.
  const deps = { db, settings };

  const admit = (request: FastifyRequest, reply: FastifyReply, cost: number) =>
    admitProviderRequest(request, reply, { db, budget, cost });

  app.get('/internal/:provider/:owner/users', async (request, reply) => {
    const query = request.query as Query;
    const admitted = await admit(request, reply, pageCost(query));
    if ('sent' in admitted) return admitted.sent;
    const params = request.params as Params;
    const answer = await listMembers(deps, admitted.viewer.owner, {
      service: admitted.service,
      owner: params.owner,
      query,
      linkTo: pageLinks(request),
    });
    if (answer.kind === 'refused') return send(reply, answer);
    return answer.value;
  });

  app.patch('/internal/:provider/:owner/users/:member', async (request, reply) => {
    const admitted = await admit(request, reply, CHANGE_COST);
    if ('sent' in admitted) return admitted.sent;
    const params = request.params as Params;
    const answer = await changeMember(deps, admitted.viewer.owner, {
      service: admitted.service,
      owner: params.owner,
      member: params.member ?? '',
      body: request.body,
    });
    if (answer.kind === 'refused') return send(reply, answer);
    return answer.value;
  });
}

export const routes: AreaRoutes = areaRoutes(membersRoutes, ({ db, settings, budget }) => ({
  db,
  settings,
  budget,
}));
