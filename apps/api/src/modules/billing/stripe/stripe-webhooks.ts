import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillingSettings } from '../../../config/settings';
import type { Database } from '../../../db/schema';
import { stripeClient, type Stripe } from './stripe-client';
import { applyStripeEvent } from './stripe-events';
import { claimEvent, releaseEvent } from './stripe-store';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** Stripe's events are small; a megabyte leaves room for an invoice with many lines. */
const BODY_LIMIT = 1024 * 1024;

export interface StripeWebhookOptions {
  db: Kysely<Database>;
  /** `settings.billing`: null when the install bills nothing. */
  billing: BillingSettings | null;
  /** The client events are read with (one made from `billing` by default). */
  stripe?: Stripe;
}

function answer(reply: FastifyReply, status: number, detail: string) {
  return reply.code(status).send({ detail });
}

/**
 * `POST /webhooks/stripe`: Stripe's events about subscriptions, invoices and payment methods. 404 when the install
 * has no Stripe billing, 503 when it has no STRIPE_WEBHOOK_SECRET to check events with; 400 for a missing or wrong
 * `Stripe-Signature` (nothing changes). Each event is applied once: a redelivery answers 200 and changes nothing.
 * An event whose handling fails is forgotten and answered 500, so that Stripe delivers it again.
 */
export async function stripeWebhooks(app: FastifyInstance, options: StripeWebhookOptions): Promise<void> {
  // A scope of its own, however it is registered: the other routes keep their body parsers.
  await app.register(async (scope) => webhookRoute(scope, options));
}

async function webhookRoute(app: FastifyInstance, options: StripeWebhookOptions): Promise<void> {
  // The signature covers the exact bytes sent: bodies stay raw here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const { billing, db } = options;
  const stripe = billing ? (options.stripe ?? stripeClient(billing)) : null;

  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    if (!billing || !stripe) return answer(reply, 404, 'Billing with Stripe is not configured');
    if (!billing.stripeWebhookSecret)
      return answer(reply, 503, 'No STRIPE_WEBHOOK_SECRET is configured: Stripe events cannot be verified');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !signature)
      return answer(reply, 400, 'The Stripe-Signature header is missing');
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(body, signature, billing.stripeWebhookSecret);
    } catch (error) {
      return answer(
        reply,
        400,
        `The Stripe event is not signed with this install's secret: ${(error as Error).message}`,
      );
    }
    if (!(await claimEvent(db, event.id, event.type)))
      return reply.code(200).send({ received: true, duplicate: true });
    try {
      const outcome = await applyStripeEvent({ stripe, db, log: request.log }, event);
      return reply.code(200).send({ received: true, [outcome]: true });
    } catch (error) {
      await releaseEvent(db, event.id);
      request.log.error({ err: error, event: event.id, type: event.type }, 'Stripe event not applied');
      return answer(reply, 500, 'The Stripe event could not be applied; Stripe will deliver it again');
    }
  });
}
