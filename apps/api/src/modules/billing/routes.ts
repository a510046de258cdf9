import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { admitProviderRequest } from '../../auth/provider-request';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/schema';
import { browserOrigin } from '../../http/origin';
import type { CostBudget } from '../../graphql/budget';
import { type AreaRoutes, areaRoutes } from '../area-routes';
import {
  type Answer,
  changeAccountDetails,
  getAccountDetails,
  NOT_A_MEMBER,
  OWNER_NOT_FOUND,
} from './account-details';
import type { PaymentProvider } from './payment-provider';
import { startTrialSweeper } from './trials';
import { stripeBillingDetails, stripePaymentProvider, stripeWebhooks } from './stripe';
import { billingDetailsRoutes } from './billing-details-routes';

export interface BillingRouteOptions {
  db: Kysely<Database>;
  settings: Settings;
  budget: CostBudget;
  /** Stripe when `settings.billing` configures it, unless given (tests pass their own, or null). */
  paymentProvider?: PaymentProvider | null;
}

interface Params {
  provider: string;
  owner: string;
}

/** Staff viewing as someone may look at the plan, not charge the organisation's card (as API tokens are refused). */
const IMPERSONATING = { detail: 'The plan and seats cannot be changed while viewing as another user.' };
/** A read joins the member counts, the repositories and the billing tables; a change may call the provider. */
const READ_COST = 5;
const CHANGE_COST = 10;

function send<T>(reply: FastifyReply, answer: Answer<T>) {
  return answer.kind === 'refused' ? reply.code(answer.status).send({ detail: answer.detail }) : answer.value;
}

/**
 * `GET` and `PATCH /internal/{service}/{owner}/account-details/` (docs/api-contract.md §2.1) of the hosted edition:
 * the plan page's account, read by the organisation's members and changed by its admins. Also ends the trials past
 * their end date every minute.
 */
export async function billingRoutes(
  app: FastifyInstance,
  { db, settings, budget, paymentProvider }: BillingRouteOptions,
): Promise<void> {
  const provider =
    paymentProvider !== undefined
      ? paymentProvider
      : settings.billing && !settings.selfHosted
        ? stripePaymentProvider(db, settings.billing, app.log)
        : null;
  const deps = { db, settings, paymentProvider: provider, log: app.log };
  // Answers 404 itself when the install bills nothing.
  await app.register(stripeWebhooks, { db, billing: settings.selfHosted ? null : settings.billing });

  if (!settings.selfHosted) {
    const stopSweeper = startTrialSweeper(db, app.log);
    app.addHook('onClose', stopSweeper);
  }

  /** The viewer, or the reply already sent (self-hosted, unknown provider, anonymous, budget used up). */
  async function admit(request: FastifyRequest, reply: FastifyReply, cost: number) {
    // Plans and billing belong to the hosted edition: a self-hosted install has its licence instead.
    if (settings.selfHosted) return { sent: reply.code(404).send({ detail: OWNER_NOT_FOUND }) };
    const admitted = await admitProviderRequest(request, reply, { db, budget, cost });
    if ('sent' in admitted) return admitted;
    const { service, viewer } = admitted;
    // Signed in without an owner of this provider: a member of none of its organisations.
    if (!viewer.owner) return { sent: reply.code(403).send({ detail: NOT_A_MEMBER }) };
    return { service, viewer: viewer.owner, impersonating: viewer.impersonating };
  }

  app.get('/internal/:provider/:owner/account-details', async (request, reply) => {
    const admitted = await admit(request, reply, READ_COST);
    if ('sent' in admitted) return admitted.sent;
    const { owner } = request.params as Params;
    return send(reply, await getAccountDetails(deps, admitted.viewer, { service: admitted.service, owner }));
  });

  app.patch('/internal/:provider/:owner/account-details', async (request, reply) => {
    const admitted = await admit(request, reply, CHANGE_COST);
    if ('sent' in admitted) return admitted.sent;
    if (admitted.impersonating) return reply.code(403).send(IMPERSONATING);
    const { provider, owner } = request.params as Params;
    return send(
      reply,
      await changeAccountDetails(deps, admitted.viewer, {
        service: admitted.service,
        provider,
        owner,
        body: request.body,
        origin: browserOrigin(request, settings),
      }),
    );
  });

  // The billing e-mail, address and payment method: Stripe's, when plans are paid through it.
  const billingDetails =
    provider && settings.billing && !settings.selfHosted
      ? stripeBillingDetails(db, settings.billing, app.log)
      : null;
  billingDetailsRoutes(app, {
    admit: (request, reply) => admit(request, reply, CHANGE_COST),
    deps: { ...deps, billingDetails },
    settings,
  });
}

export const routes: AreaRoutes = areaRoutes(billingRoutes, ({ db, settings, budget }) => ({
  db,
  settings,
  budget,
}));
