import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { InvoiceRow, PaymentMethodRow, SubscriptionRow } from './stripe-records';

/** The organisation a Stripe subscription or customer belongs to, by what Canopy stored of it. */
export async function ownerOfStripe(
  db: Kysely<Database>,
  ids: { subscriptionId?: string | null; customerId?: string | null },
): Promise<number | null> {
  if (ids.subscriptionId) {
    const row = await db
      .selectFrom('billingSubscriptions')
      .select('ownerid')
      .where('subscriptionId', '=', ids.subscriptionId)
      .executeTakeFirst();
    if (row) return row.ownerid;
  }
  if (ids.customerId) {
    const row = await db
      .selectFrom('billingSubscriptions')
      .select('ownerid')
      .where('customerId', '=', ids.customerId)
      .orderBy('updatedAt', 'desc')
      .executeTakeFirst();
    if (row) return row.ownerid;
  }
  return null;
}

/** Whether the owner id Stripe carried back in metadata exists. */
export async function ownerExists(db: Kysely<Database>, ownerid: number): Promise<boolean> {
  const row = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('ownerid', '=', ownerid)
    .executeTakeFirst();
  return Boolean(row);
}

export async function saveSubscription(
  db: Kysely<Database>,
  ownerid: number,
  row: SubscriptionRow & { billingEmail?: string | null },
): Promise<void> {
  const values = { ...row, provider: 'stripe', updatedAt: sql<Date>`now()` };
  await db
    .insertInto('billingSubscriptions')
    .values({ ownerid, ...values })
    .onConflict((conflict) => conflict.column('ownerid').doUpdateSet(values))
    .execute();
}

/**
 * The Stripe customer made for an organisation's first checkout, kept (with no subscription yet) so that the
 * next checkout reuses it; a row the organisation has already is left as it is.
 */
export async function saveCheckoutCustomer(
  db: Kysely<Database>,
  ownerid: number,
  checkout: { customerId: string; plan: string; quantity: number },
): Promise<void> {
  await db
    .insertInto('billingSubscriptions')
    .values({ ownerid, provider: 'stripe', ...checkout, subscriptionId: null, status: 'incomplete' })
    .onConflict((conflict) => conflict.column('ownerid').doNothing())
    .execute();
}

/** A subscription Stripe ended: kept (the invoices still point at its customer) with its status. */
export async function markSubscriptionEnded(
  db: Kysely<Database>,
  ownerid: number,
  subscriptionId: string,
  status: string,
): Promise<void> {
  await db
    .updateTable('billingSubscriptions')
    .set({ status, cancelAtPeriodEnd: false, updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', ownerid)
    .where('subscriptionId', '=', subscriptionId)
    .execute();
}

export async function saveInvoice(db: Kysely<Database>, ownerid: number, row: InvoiceRow): Promise<void> {
  const values = {
    ...row,
    customerAddress: row.customerAddress ? JSON.stringify(row.customerAddress) : null,
    lineItems: JSON.stringify(row.lineItems),
    paymentMethod: row.paymentMethod ? JSON.stringify(row.paymentMethod) : null,
  };
  const { id: _id, ...changes } = values;
  await db
    .insertInto('billingInvoices')
    .values({ ownerid, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...changes, ownerid }))
    .execute();
}

export async function savePaymentMethod(
  db: Kysely<Database>,
  ownerid: number,
  row: PaymentMethodRow,
): Promise<void> {
  const values = {
    ...row,
    billingAddress: row.billingAddress ? JSON.stringify(row.billingAddress) : null,
    updatedAt: sql<Date>`now()`,
  };
  await db
    .insertInto('billingPaymentMethods')
    .values({ ownerid, ...values })
    .onConflict((conflict) => conflict.column('ownerid').doUpdateSet(values))
    .execute();
}

/** A failed payment makes the organisation delinquent; a paid invoice clears it. */
export async function setDelinquent(
  db: Kysely<Database>,
  ownerid: number,
  delinquent: boolean,
): Promise<void> {
  await db
    .updateTable('owners')
    .set({ delinquent, updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', ownerid)
    .execute();
}

/** Marks a webhook event as applied; false when it already was (a redelivery). */
export async function claimEvent(db: Kysely<Database>, id: string, type: string): Promise<boolean> {
  const row = await db
    .insertInto('stripeEvents')
    .values({ id, type })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Forgets an event whose handling failed, so that Stripe's redelivery applies it. */
export async function releaseEvent(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('stripeEvents').where('id', '=', id).execute();
}
