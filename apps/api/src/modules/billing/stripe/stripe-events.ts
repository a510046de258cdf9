import type Stripe from 'stripe';
import { FREE_PLAN } from '../../owners';
import { paymentMethodOf, subscriptionOf } from '../billing-store';
import { applyPlan } from '../plan-store';
import { isLiveSubscription } from '../subscription-status';
import { idOf, invoiceSubscriptionId } from './stripe-records';
import { setupCompleted } from './stripe-setup';
import { markSubscriptionEnded, ownerExists, ownerOfStripe, setDelinquent } from './stripe-store';
import {
  storeInvoice,
  storePaymentMethod,
  storeSubscription,
  storeSubscriptionWithDetails,
  SUBSCRIPTION_EXPAND,
  type StripeSync,
} from './stripe-sync';

export type EventOutcome = 'applied' | 'ignored';

/** The owner id Canopy put in a Checkout Session or subscription's metadata, when that owner exists. */
async function ownerFromMetadata(
  sync: StripeSync,
  ...values: Array<string | null | undefined>
): Promise<number | null> {
  for (const value of values) {
    const ownerid = Number(value);
    if (value && Number.isSafeInteger(ownerid) && (await ownerExists(sync.db, ownerid))) return ownerid;
  }
  return null;
}

async function checkoutCompleted(sync: StripeSync, session: Stripe.Checkout.Session): Promise<EventOutcome> {
  if (session.mode === 'setup') return setupCompleted(sync, session);
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionId) return 'ignored';
  const ownerid =
    (await ownerFromMetadata(sync, session.client_reference_id, session.metadata?.ownerid)) ??
    (await ownerOfStripe(sync.db, { customerId: idOf(session.customer) }));
  if (ownerid === null) {
    sync.log.warn({ session: session.id }, 'Stripe checkout of no known organisation ignored');
    return 'ignored';
  }
  const stored = await subscriptionOf(sync.db, ownerid);
  if (isLiveSubscription(stored) && stored!.subscriptionId !== subscriptionId) {
    // A second subscription would bill the organisation twice for one plan: it ends now, and support refunds it.
    await sync.stripe.subscriptions.cancel(subscriptionId);
    sync.log.error(
      { ownerid, session: session.id, subscription: subscriptionId, kept: stored!.subscriptionId },
      'a second Stripe subscription of an organisation with a live one was cancelled: refund its payment',
    );
    return 'ignored';
  }
  const subscription = await sync.stripe.subscriptions.retrieve(subscriptionId, {
    expand: SUBSCRIPTION_EXPAND,
  });
  const row = await storeSubscriptionWithDetails(sync, ownerid, subscription, {
    billingEmail: session.customer_details?.email ?? null,
  });
  return row ? 'applied' : 'ignored';
}

/**
 * The organisation whose current subscription this is. A subscription the organisation replaced since (another
 * one is stored and not ended) is not its business any more.
 */
async function ownerOfSubscription(
  sync: StripeSync,
  subscription: Stripe.Subscription,
): Promise<number | null> {
  const ownerid =
    (await ownerOfStripe(sync.db, {
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer),
    })) ?? (await ownerFromMetadata(sync, subscription.metadata?.ownerid));
  if (ownerid === null) return null;
  const stored = await subscriptionOf(sync.db, ownerid);
  const replaced = isLiveSubscription(stored) && stored!.subscriptionId !== subscription.id;
  // An ended subscription stays ended, whatever an update sent before its end says.
  const ended = stored?.subscriptionId === subscription.id && !isLiveSubscription(stored);
  return replaced || ended ? null : ownerid;
}

/**
 * Stripe does not deliver events in order: the subscription is applied as Stripe has it now, read again, so that
 * an older update cannot roll seats back. One that has ended meanwhile is left to its `deleted` event.
 */
async function subscriptionUpdated(sync: StripeSync, sent: Stripe.Subscription): Promise<EventOutcome> {
  const ownerid = await ownerOfSubscription(sync, sent);
  if (ownerid === null) return 'ignored';
  const subscription = await sync.stripe.subscriptions.retrieve(sent.id);
  if (subscription.status === 'canceled') return 'ignored';
  return (await storeSubscription(sync, ownerid, subscription)) ? 'applied' : 'ignored';
}

/** The subscription ended (its cancelled period is over, or it was ended at once): back to the free plan. */
async function subscriptionDeleted(
  sync: StripeSync,
  subscription: Stripe.Subscription,
): Promise<EventOutcome> {
  const ownerid = await ownerOfStripe(sync.db, { subscriptionId: subscription.id });
  if (ownerid === null) return 'ignored';
  await markSubscriptionEnded(sync.db, ownerid, subscription.id, 'canceled');
  await applyPlan(sync.db, ownerid, { plan: FREE_PLAN, quantity: 1, free: true });
  return 'applied';
}

async function invoiceEvent(sync: StripeSync, type: string, invoice: Stripe.Invoice): Promise<EventOutcome> {
  const ownerid = await ownerOfStripe(sync.db, {
    subscriptionId: invoiceSubscriptionId(invoice),
    customerId: idOf(invoice.customer),
  });
  if (ownerid === null) return 'ignored';
  await storeInvoice(sync, ownerid, invoice);
  if (type === 'invoice.payment_failed') await setDelinquent(sync.db, ownerid, true);
  if (type === 'invoice.paid') await setDelinquent(sync.db, ownerid, false);
  return 'applied';
}

/** A card attached to the customer: stored when it is the customer's default, or the organisation has none yet. */
async function paymentMethodAttached(sync: StripeSync, method: Stripe.PaymentMethod): Promise<EventOutcome> {
  const customerId = idOf(method.customer);
  const ownerid = await ownerOfStripe(sync.db, { customerId });
  if (ownerid === null || !customerId) return 'ignored';
  const customer = await sync.stripe.customers.retrieve(customerId);
  const isDefault =
    !customer.deleted && idOf(customer.invoice_settings?.default_payment_method) === method.id;
  if (!isDefault && (await paymentMethodOf(sync.db, ownerid))) return 'ignored';
  await storePaymentMethod(sync, ownerid, method);
  return 'applied';
}

/** The customer's default payment method changed. */
async function customerUpdated(sync: StripeSync, customer: Stripe.Customer): Promise<EventOutcome> {
  const ownerid = await ownerOfStripe(sync.db, { customerId: customer.id });
  const method = idOf(customer.invoice_settings?.default_payment_method);
  if (ownerid === null || !method) return 'ignored';
  if ((await paymentMethodOf(sync.db, ownerid))?.paymentMethodId === method) return 'ignored';
  await storePaymentMethod(sync, ownerid, method);
  return 'applied';
}

/** Applies one verified Stripe event to Canopy; events Canopy does not follow are ignored. */
export async function applyStripeEvent(sync: StripeSync, event: Stripe.Event): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(sync, event.data.object);
    case 'customer.subscription.updated':
      return subscriptionUpdated(sync, event.data.object);
    case 'customer.subscription.deleted':
      return subscriptionDeleted(sync, event.data.object);
    case 'invoice.created':
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceEvent(sync, event.type, event.data.object);
    case 'payment_method.attached':
      return paymentMethodAttached(sync, event.data.object);
    case 'customer.updated':
      return customerUpdated(sync, event.data.object);
    default:
      return 'ignored';
  }
}
