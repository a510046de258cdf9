import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../../db/schema';
import { applyPlan } from '../plan-store';
import {
  invoiceRow,
  paymentMethodDetails,
  type PaymentMethodDetails,
  paymentMethodRow,
  type SubscriptionRow,
  subscriptionRow,
} from './stripe-records';
import { paymentMethodOf } from '../billing-store';
import { readPaymentMethod } from '../wire';
import { saveInvoice, savePaymentMethod, saveSubscription } from './stripe-store';

/** What applying Stripe's state to Canopy needs: the client (to read what an event only names) and the database. */
export interface StripeSync {
  stripe: Stripe;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}

/** Subscription states in which the organisation has the plan it pays for. */
const PAYING = new Set(['active', 'trialing']);

/** The expansions that bring a subscription's latest invoice and default payment method along. */
export const SUBSCRIPTION_EXPAND = ['latest_invoice', 'default_payment_method'];

/**
 * Stores a subscription and, while it is paid for, puts the organisation on its plan and seats. Null (nothing
 * stored) when its price is not one of Canopy's paid plans.
 */
export async function storeSubscription(
  sync: StripeSync,
  ownerid: number,
  subscription: Stripe.Subscription,
  extra: { billingEmail?: string | null } = {},
): Promise<SubscriptionRow | null> {
  const row = subscriptionRow(subscription);
  if (!row) {
    sync.log.warn(
      { subscription: subscription.id, ownerid },
      "Stripe subscription ignored: its price's lookup key is not a paid plan",
    );
    return null;
  }
  await saveSubscription(sync.db, ownerid, { ...row, ...extra });
  if (PAYING.has(row.status))
    await applyPlan(sync.db, ownerid, { plan: row.plan, quantity: row.quantity, free: false });
  return row;
}

/** Stores the organisation's default payment method, read from Stripe when only its id is at hand. */
export async function storePaymentMethod(
  sync: StripeSync,
  ownerid: number,
  method: string | Stripe.PaymentMethod | null,
): Promise<PaymentMethodDetails | null> {
  if (!method) return null;
  const full = typeof method === 'string' ? await sync.stripe.paymentMethods.retrieve(method) : method;
  const row = paymentMethodRow(full);
  await savePaymentMethod(sync.db, ownerid, row);
  return paymentMethodDetails(row);
}

/**
 * Stores an invoice with the payment method it was paid with: its own default one when it names one, else the
 * organisation's default for a paid invoice.
 */
export async function storeInvoice(
  sync: StripeSync,
  ownerid: number,
  invoice: string | Stripe.Invoice | null,
): Promise<void> {
  if (!invoice) return;
  const full = typeof invoice === 'string' ? await sync.stripe.invoices.retrieve(invoice) : invoice;
  let method: PaymentMethodDetails | null = null;
  if (full.default_payment_method) {
    const own =
      typeof full.default_payment_method === 'string'
        ? await sync.stripe.paymentMethods.retrieve(full.default_payment_method)
        : full.default_payment_method;
    method = paymentMethodDetails(paymentMethodRow(own));
  } else if (full.status === 'paid') {
    method = readPaymentMethod(await paymentMethodOf(sync.db, ownerid));
  }
  await saveInvoice(sync.db, ownerid, invoiceRow(full, method));
}

/** A subscription with its latest invoice and default payment method, all stored and the plan applied. */
export async function storeSubscriptionWithDetails(
  sync: StripeSync,
  ownerid: number,
  subscription: Stripe.Subscription,
  extra: { billingEmail?: string | null } = {},
): Promise<SubscriptionRow | null> {
  const row = await storeSubscription(sync, ownerid, subscription, extra);
  if (!row) return null;
  await storePaymentMethod(sync, ownerid, subscription.default_payment_method);
  await storeInvoice(sync, ownerid, subscription.latest_invoice);
  return row;
}
