import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillingSettings } from '../../../config/settings';
import type { Database } from '../../../db/schema';
import type { CheckoutRequest, CheckoutSession, PaymentProvider, PlanChoice } from '../payment-provider';
import { stripeClient, type Stripe } from './stripe-client';
import { stripePrices } from './stripe-prices';
import { isPaidPlan, subscriptionItem, subscriptionRow } from './stripe-records';
import { subscriptionOf as storedSubscriptionOf } from '../billing-store';
import { isLiveSubscription } from '../subscription-status';
import { saveCheckoutCustomer, saveSubscription } from './stripe-store';
import { storeSubscriptionWithDetails, SUBSCRIPTION_EXPAND, type StripeSync } from './stripe-sync';

/** A plan change Stripe cannot make: the message says why, for the admin (a 4xx, not a server error). */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/**
 * Billing through Stripe: new subscriptions pay on Stripe's Checkout page (the webhook then stores and applies
 * them), changes of an existing subscription are prorated by Stripe and applied at once.
 */
export function stripePaymentProvider(
  db: Kysely<Database>,
  settings: BillingSettings,
  log: FastifyBaseLogger,
  stripe: Stripe = stripeClient(settings),
): PaymentProvider {
  const priceOf = stripePrices(stripe);
  const sync: StripeSync = { stripe, db, log };

  const paidPrice = async (plan: string) => {
    if (!isPaidPlan(plan)) throw new PaymentProviderError(`${plan} is not a paid plan`);
    const price = await priceOf(plan);
    if (!price) throw new PaymentProviderError(`Stripe has no price with the lookup key ${plan}`);
    return price;
  };
  const quantityOf = (quantity: number) => {
    if (!Number.isInteger(quantity) || quantity < 1)
      throw new PaymentProviderError('The number of seats must be a whole number of at least 1');
    return quantity;
  };
  const subscriptionOf = async (ownerid: number) => {
    const stored = await storedSubscriptionOf(db, ownerid);
    if (!stored || !isLiveSubscription(stored))
      throw new PaymentProviderError('This organisation has no Stripe subscription to change');
    return stored as typeof stored & { subscriptionId: string };
  };

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const price = await paidPrice(request.plan);
      const quantity = quantityOf(request.quantity);
      const ownerid = String(request.ownerid);
      const stored = await storedSubscriptionOf(db, request.ownerid);
      // One live subscription per organisation: its plan changes, it is not bought twice.
      if (isLiveSubscription(stored))
        throw new PaymentProviderError('This organisation has a subscription already: change it instead');
      let customer = request.customerId ?? stored?.customerId ?? null;
      if (!customer) {
        customer = (
          await stripe.customers.create({
            ...(request.email ? { email: request.email } : {}),
            name: request.username,
            metadata: { ownerid, username: request.username },
          })
        ).id;
        // Kept at once, so that an abandoned checkout's customer is the next checkout's; of two checkouts asked
        // for at once, both use the customer kept first.
        await saveCheckoutCustomer(db, request.ownerid, {
          customerId: customer,
          plan: request.plan,
          quantity,
        });
        customer = (await storedSubscriptionOf(db, request.ownerid))?.customerId ?? customer;
      }
      // A checkout asked for earlier and not paid can no longer be: only the newest one bills the organisation.
      for await (const open of stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 }))
        await stripe.checkout.sessions.expire(open.id);
      const metadata = { ownerid, plan: request.plan };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: price.id, quantity }],
        client_reference_id: ownerid,
        metadata,
        subscription_data: { metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url)
        throw new PaymentProviderError('Stripe did not give a checkout page for this session');
      return { sessionId: session.id, url: session.url };
    },

    async updateSubscription(ownerid: number, change: PlanChoice): Promise<void> {
      const price = await paidPrice(change.plan);
      const quantity = quantityOf(change.quantity);
      const stored = await subscriptionOf(ownerid);
      const current = await stripe.subscriptions.retrieve(stored.subscriptionId);
      const item = subscriptionItem(current);
      if (!item) throw new PaymentProviderError('The Stripe subscription has no item to change');
      const updated = await stripe.subscriptions.update(stored.subscriptionId, {
        items: [{ id: item.id, price: price.id, quantity }],
        // A plan chosen again after a cancellation was scheduled keeps the subscription going.
        cancel_at_period_end: false,
        proration_behavior: 'create_prorations',
        expand: SUBSCRIPTION_EXPAND,
      });
      await storeSubscriptionWithDetails(sync, ownerid, updated);
    },

    async cancelAtPeriodEnd(ownerid: number): Promise<void> {
      const stored = await subscriptionOf(ownerid);
      const updated = await stripe.subscriptions.update(stored.subscriptionId, {
        cancel_at_period_end: true,
      });
      const row = subscriptionRow(updated);
      // The plan stays until the period ends: only the subscription's state is stored.
      if (row) await saveSubscription(db, ownerid, row);
    },
  };
}
