import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Service } from '../../config/providers';
import type { Settings } from '../../config/settings';
import type { OwnerRecord } from '../../db/schema';
import { browserOrigin } from '../../http/origin';
import type { Answer } from './account-details';
import {
  type BillingDetailsDeps,
  type BillingDetailsInput,
  updateBillingAddress,
  updateBillingEmail,
  updatePaymentMethod,
} from './billing-details';

type Admit = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<{ sent: FastifyReply } | { service: Service; viewer: OwnerRecord }>;

const CHANGES = {
  update_email: updateBillingEmail,
  update_billing_address: updateBillingAddress,
  update_payment: updatePaymentMethod,
} as const;

/**
 * `PATCH /internal/{service}/{owner}/account-details/{update_email,update_billing_address,update_payment}`, admitted
 * as the account details' PATCH is (`admit`: hosted edition, known provider, signed in, within the budget).
 */
export function billingDetailsRoutes(
  app: FastifyInstance,
  { admit, deps, settings }: { admit: Admit; deps: BillingDetailsDeps; settings: Settings },
): void {
  for (const [action, change] of Object.entries(CHANGES)) {
    app.patch(`/internal/:provider/:owner/account-details/${action}`, async (request, reply) => {
      const admitted = await admit(request, reply);
      if ('sent' in admitted) return admitted.sent;
      const { provider, owner } = request.params as { provider: string; owner: string };
      const input: BillingDetailsInput = {
        service: admitted.service,
        provider,
        owner,
        body: request.body,
        origin: browserOrigin(request, settings),
      };
      const answer: Answer<unknown> = await change(deps, admitted.viewer, input);
      return answer.kind === 'refused'
        ? reply.code(answer.status).send({ detail: answer.detail })
        : answer.value;
    });
  }
}
