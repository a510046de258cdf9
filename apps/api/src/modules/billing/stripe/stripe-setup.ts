import type Stripe from 'stripe';
import { makeDefaultPaymentMethod } from './stripe-billing-details';
import { idOf } from './stripe-records';
import { subscriptionOf } from '../billing-store';
import { isLiveSubscription } from '../subscription-status';
import { ownerExists } from './stripe-store';
import type { StripeSync } from './stripe-sync';

/**
 * A setup-mode Checkout Session completed: the card the admin saved on Stripe's page (its SetupIntent's payment
 * method) becomes the default of the customer and the subscription, and the organisation's stored one.
 */
export async function setupCompleted(
  sync: StripeSync,
  session: Stripe.Checkout.Session,
): Promise<'applied' | 'ignored'> {
  const intentId = idOf(session.setup_intent);
  const customerId = idOf(session.customer);
  const ownerid = Number(session.client_reference_id ?? session.metadata?.ownerid);
  if (!intentId || !customerId || !Number.isSafeInteger(ownerid) || !(await ownerExists(sync.db, ownerid)))
    return 'ignored';
  const stored = await subscriptionOf(sync.db, ownerid);
  // The customer must be the organisation's own: metadata alone does not make a card its.
  if (stored?.customerId !== customerId) {
    sync.log.warn({ session: session.id, ownerid }, 'Stripe setup session of another customer ignored');
    return 'ignored';
  }
  const intent = await sync.stripe.setupIntents.retrieve(intentId);
  const paymentMethod = idOf(intent.payment_method);
  if (intent.status !== 'succeeded' || !paymentMethod) return 'ignored';
  const subscriptionId = isLiveSubscription(stored) ? stored.subscriptionId : null;
  await makeDefaultPaymentMethod(sync, { ownerid, customerId, subscriptionId }, paymentMethod);
  return 'applied';
}
