import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { BillingAddress, BillingCustomer } from './billing-details-provider';

/** Reads and writes of the billing details an admin edits: the billing e-mail, name and address. */

/** The organisation's customer at the payment provider, with its subscription and stored default payment method. */
export async function billingCustomerOf(
  db: Kysely<Database>,
  ownerid: number,
): Promise<(BillingCustomer & { status: string }) | null> {
  const row = await db
    .selectFrom('billingSubscriptions as s')
    .leftJoin('billingPaymentMethods as p', 'p.ownerid', 's.ownerid')
    .select(['s.ownerid', 's.customerId', 's.subscriptionId', 's.status', 'p.paymentMethodId'])
    .where('s.ownerid', '=', ownerid)
    .executeTakeFirst();
  return row ? { ...row, paymentMethodId: row.paymentMethodId ?? null } : null;
}

/** The billing e-mail; also the default payment method's when it was changed there too. */
export async function saveBillingEmail(
  db: Kysely<Database>,
  ownerid: number,
  email: string,
  onPaymentMethod: boolean,
): Promise<void> {
  await db
    .updateTable('billingSubscriptions')
    .set({ billingEmail: email, updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', ownerid)
    .execute();
  if (onPaymentMethod)
    await db
      .updateTable('billingPaymentMethods')
      .set({ billingEmail: email, updatedAt: sql<Date>`now()` })
      .where('ownerid', '=', ownerid)
      .execute();
}

/** The billing name and address, kept with the default payment method's billing details. */
export async function saveBillingAddress(
  db: Kysely<Database>,
  ownerid: number,
  name: string,
  address: BillingAddress,
): Promise<void> {
  await db
    .updateTable('billingPaymentMethods')
    .set({ billingName: name, billingAddress: JSON.stringify(address), updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', ownerid)
    .execute();
}
