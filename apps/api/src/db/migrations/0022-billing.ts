import { type Kysely, sql } from 'kysely';

/**
 * Billing of the hosted edition: what the payment provider (Stripe) says about an organisation's subscription,
 * kept in the database so the plan pages read Canopy, not the provider. The plan itself stays on `owners`
 * (`plan`, `plan_user_count`, trial columns); these tables hold the money side.
 *
 * - `billing_subscriptions`: one per organisation with a paid subscription: the provider ('stripe'), its customer
 *   and subscription ids, the plan code and seat `quantity` billed, `status`, the current period, whether it ends
 *   at the period's end (`cancel_at_period_end`, a scheduled cancellation), `collection_method`
 *   ('charge_automatically' or 'send_invoice' for an invoiced customer) and the billing e-mail.
 * - `billing_invoices`: invoices as the provider issued them, amounts in cents of `currency`, times as timestamps,
 *   the billed-to details, the line items and the payment method as JSON.
 * - `billing_payment_methods`: the default payment method of the organisation's customer: a card (brand, last
 *   digits, expiry) or a US bank account (bank name, last digits), with the billing details.
 * - `stripe_events`: ids of the webhook events already applied, so a redelivered event changes nothing.
 */
const up = [
  `create table billing_subscriptions (
    ownerid integer primary key references owners (ownerid) on delete cascade,
    provider text not null default 'stripe',
    customer_id text not null,
    subscription_id text unique,
    plan text not null,
    quantity integer not null,
    status text not null,
    current_period_start timestamptz,
    current_period_end timestamptz,
    cancel_at_period_end boolean not null default false,
    collection_method text not null default 'charge_automatically',
    billing_email text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index billing_subscriptions_customer on billing_subscriptions (customer_id)`,
  `create table billing_invoices (
    id text primary key,
    ownerid integer not null references owners (ownerid) on delete cascade,
    number text,
    status text,
    currency text not null default 'usd',
    amount_due integer not null default 0,
    amount_paid integer not null default 0,
    subtotal integer not null default 0,
    total integer not null default 0,
    created timestamptz not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    due_date timestamptz,
    customer_name text,
    customer_email text,
    customer_address jsonb,
    footer text,
    hosted_invoice_url text,
    invoice_pdf text,
    line_items jsonb not null default '[]',
    payment_method jsonb
  )`,
  `create index billing_invoices_owner_created on billing_invoices (ownerid, created desc)`,
  `create table billing_payment_methods (
    ownerid integer primary key references owners (ownerid) on delete cascade,
    payment_method_id text not null,
    kind text not null,
    brand text,
    last4 text,
    exp_month integer,
    exp_year integer,
    bank_name text,
    billing_name text,
    billing_email text,
    billing_address jsonb,
    updated_at timestamptz not null default now()
  )`,
  `create table stripe_events (
    id text primary key,
    type text not null,
    received_at timestamptz not null default now()
  )`,
];

const down = [
  'drop table if exists stripe_events',
  'drop table if exists billing_payment_methods',
  'drop table if exists billing_invoices',
  'drop table if exists billing_subscriptions',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const billing = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
