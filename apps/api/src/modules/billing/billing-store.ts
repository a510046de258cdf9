import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  BillingInvoicesTable,
  BillingPaymentMethodsTable,
  BillingSubscriptionsTable,
  Database,
} from '../../db/schema';

/** Reads and writes of the billing tables (migration 0022) and the plan columns of an organisation. */

export type SubscriptionRow = Selectable<BillingSubscriptionsTable>;
export type InvoiceRow = Selectable<BillingInvoicesTable>;
export type PaymentMethodRow = Selectable<BillingPaymentMethodsTable>;

/** The most invoices `Owner.invoices` answers. */
export const INVOICE_LIMIT = 100;

export interface MemberCounts {
  activated: number;
  inactive: number;
  activatedStudents: number;
  students: number;
}

/** The organisation's members with and without a seat (the organisation itself is no member of itself). */
export async function memberCounts(db: Kysely<Database>, orgId: number): Promise<MemberCounts> {
  const row = await db
    .selectFrom(['owners as m', 'owners as org'])
    .where('org.ownerid', '=', orgId)
    .where(sql<boolean>`m.organizations @> array[org.ownerid]`)
    .select([
      sql<number>`count(*) filter (where m.ownerid = any(org.plan_activated_users))`.as('activated'),
      sql<number>`count(*) filter (where not (m.ownerid = any(org.plan_activated_users)))`.as('inactive'),
      sql<number>`count(*) filter (where m.student and m.ownerid = any(org.plan_activated_users))`.as(
        'activatedStudents',
      ),
      sql<number>`count(*) filter (where m.student)`.as('students'),
    ])
    .executeTakeFirst();
  return {
    activated: Number(row?.activated ?? 0),
    inactive: Number(row?.inactive ?? 0),
    activatedStudents: Number(row?.activatedStudents ?? 0),
    students: Number(row?.students ?? 0),
  };
}

/** Active private repositories of the owner (what a paid plan covers). */
export async function activePrivateRepositoryCount(db: Kysely<Database>, ownerid: number): Promise<number> {
  const row = await db
    .selectFrom('repositories')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ownerid', '=', ownerid)
    .where('private', '=', true)
    .where('active', '=', true)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function subscriptionOf(db: Kysely<Database>, ownerid: number): Promise<SubscriptionRow | null> {
  return (
    (await db
      .selectFrom('billingSubscriptions')
      .selectAll()
      .where('ownerid', '=', ownerid)
      .executeTakeFirst()) ?? null
  );
}

export async function paymentMethodOf(
  db: Kysely<Database>,
  ownerid: number,
): Promise<PaymentMethodRow | null> {
  return (
    (await db
      .selectFrom('billingPaymentMethods')
      .selectAll()
      .where('ownerid', '=', ownerid)
      .executeTakeFirst()) ?? null
  );
}

/** The owner's invoices, newest first, at most `limit`. */
export function invoicesOf(
  db: Kysely<Database>,
  ownerid: number,
  limit = INVOICE_LIMIT,
): Promise<InvoiceRow[]> {
  return db
    .selectFrom('billingInvoices')
    .selectAll()
    .where('ownerid', '=', ownerid)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One invoice of the owner; null when the id is another owner's or nobody's. */
export async function invoiceOf(
  db: Kysely<Database>,
  ownerid: number,
  invoiceId: string,
): Promise<InvoiceRow | null> {
  return (
    (await db
      .selectFrom('billingInvoices')
      .selectAll()
      .where('ownerid', '=', ownerid)
      .where('id', '=', invoiceId)
      .executeTakeFirst()) ?? null
  );
}

export async function setPlanAutoActivate(db: Kysely<Database>, ownerid: number, on: boolean): Promise<void> {
  await db
    .updateTable('owners')
    .set({ planAutoActivate: on, updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', ownerid)
    .execute();
}

/**
 * Starts the trial of a free organisation that never started one, in one statement so that two requests cannot
 * both start it. Answers whether it started.
 */
export async function beginTrial(
  db: Kysely<Database>,
  ownerid: number,
  trial: { plan: string; freePlans: readonly string[]; userCount: number; days: number },
): Promise<boolean> {
  const started = await db
    .updateTable('owners')
    .set({
      plan: trial.plan,
      pretrialUsersCount: sql<number>`plan_user_count`,
      planUserCount: trial.userCount,
      trialStatus: 'ongoing',
      trialStartDate: sql<Date>`now()`,
      trialEndDate: sql<Date>`now() + make_interval(days => ${trial.days}::int)`,
      didTrial: true,
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerid', '=', ownerid)
    .where('plan', 'in', trial.freePlans)
    .where(sql<boolean>`lower(coalesce(trial_status, 'not_started')) = 'not_started'`)
    .returning('ownerid')
    .executeTakeFirst();
  return started !== undefined;
}

/**
 * Ends trials: those of `ownerid` still going (`now`: cancelled) or, without it, every trial past its end date.
 * Each goes back to the free plan with its user count from before the trial, its activated members cleared, and
 * reads EXPIRED. Answers how many ended.
 */
export async function endTrials(
  db: Kysely<Database>,
  options: { trialPlan: string; freePlan: string; ownerid?: number; now?: boolean },
): Promise<number> {
  let query = db
    .updateTable('owners')
    .set({
      plan: options.freePlan,
      planUserCount: sql<number>`coalesce(pretrial_users_count, 1)`,
      planActivatedUsers: [],
      trialStatus: 'expired',
      trialEndDate: options.now ? sql<Date>`least(trial_end_date, now())` : sql<Date>`trial_end_date`,
      updatedAt: sql<Date>`now()`,
    })
    .where('plan', '=', options.trialPlan)
    .where(sql<boolean>`lower(coalesce(trial_status, '')) = 'ongoing'`);
  if (options.ownerid !== undefined) query = query.where('ownerid', '=', options.ownerid);
  if (!options.now) query = query.where('trialEndDate', '<=', sql<Date>`now()`);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
