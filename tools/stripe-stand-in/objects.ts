/**
 * The Stripe objects the stand-in keeps, in Stripe's own JSON shapes (API version 2026-10-28): prices with lookup
 * keys, customers, Checkout Sessions, subscriptions (periods on their items), invoices (the subscription under
 * `parent.subscription_details`, each line's price under `pricing.price_details`) and card payment methods.
 */
import { randomBytes } from 'node:crypto';

export type StripeJson = Record<string, unknown>;

export const API_VERSION = '2026-10-28.endive';

export const now = () => Math.floor(Date.now() / 1000);

export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export function list(data: unknown[], url: string): StripeJson {
  return { object: 'list', data, has_more: false, url };
}

/** The paid plans of Canopy's catalogue as Stripe prices: the lookup key is the plan code, amounts in cents. */
export const SEEDED_PRICES: ReadonlyArray<{
  lookupKey: string;
  nickname: string;
  unitAmount: number;
  interval: 'month' | 'year';
}> = [
  { lookupKey: 'users-pr-inappm', nickname: 'Pro, monthly', unitAmount: 1200, interval: 'month' },
  { lookupKey: 'users-pr-inappy', nickname: 'Pro, annual', unitAmount: 12000, interval: 'year' },
  { lookupKey: 'users-teamm', nickname: 'Team, monthly', unitAmount: 500, interval: 'month' },
  { lookupKey: 'users-teamy', nickname: 'Team, annual', unitAmount: 4800, interval: 'year' },
];

export function priceObject(seed: (typeof SEEDED_PRICES)[number], product: string): StripeJson {
  return {
    id: stripeId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: now(),
    currency: 'usd',
    livemode: false,
    lookup_key: seed.lookupKey,
    metadata: {},
    nickname: seed.nickname,
    product,
    recurring: { interval: seed.interval, interval_count: 1, meter: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: seed.unitAmount,
    unit_amount_decimal: String(seed.unitAmount),
  };
}

/** The end of a billing period that starts at `start` (seconds): a calendar month or year later. */
export function periodEnd(start: number, interval: string): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export interface CardDetails {
  name: string;
  email: string | null;
  number: string;
  expMonth: number;
  expYear: number;
  postalCode: string;
  country: string;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export function cardPaymentMethod(card: CardDetails, customer: string): StripeJson {
  const digits = card.number.replace(/\D/g, '');
  const brand = brandOf(digits);
  return {
    id: stripeId('pm'),
    object: 'payment_method',
    allow_redisplay: 'always',
    billing_details: {
      address: {
        city: null,
        country: card.country,
        line1: null,
        line2: null,
        postal_code: card.postalCode,
        state: null,
      },
      email: card.email,
      name: card.name,
      phone: null,
      tax_id: null,
    },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: 'pass', cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      funding: 'credit',
      last4: digits.slice(-4),
      networks: { available: [brand], preferred: null },
      wallet: null,
    },
    created: now(),
    customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export interface LineDraft {
  description: string;
  amount: number;
  quantity: number;
  price: StripeJson;
  start: number;
  end: number;
  proration: boolean;
  subscriptionItem: string;
}

export function invoiceObject(options: {
  number: string;
  customer: StripeJson;
  subscription: StripeJson;
  lines: LineDraft[];
  paid: boolean;
  reason: string;
  baseUrl: string;
}): StripeJson {
  const id = stripeId('in');
  const created = now();
  const total = options.lines.reduce((sum, line) => sum + line.amount, 0);
  const due = Math.max(total, 0);
  const subscriptionId = options.subscription.id as string;
  const starts = options.lines.map((line) => line.start);
  const ends = options.lines.map((line) => line.end);
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Canopy',
    amount_due: due,
    amount_overpaid: 0,
    amount_paid: options.paid ? due : 0,
    amount_remaining: options.paid ? 0 : due,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    auto_advance: !options.paid,
    billing_reason: options.reason,
    collection_method: 'charge_automatically',
    created,
    currency: 'usd',
    customer: options.customer.id,
    customer_address: options.customer.address ?? null,
    customer_email: options.customer.email ?? null,
    customer_name: options.customer.name ?? null,
    default_payment_method: null,
    description: null,
    due_date: null,
    footer: null,
    hosted_invoice_url: `${options.baseUrl}/i/${id}`,
    invoice_pdf: `${options.baseUrl}/i/${id}/pdf`,
    lines: list(
      options.lines.map((line) => ({
        id: stripeId('il'),
        object: 'line_item',
        amount: line.amount,
        currency: 'usd',
        description: line.description,
        discount_amounts: [],
        discountable: true,
        discounts: [],
        invoice: id,
        livemode: false,
        metadata: {},
        parent: {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: line.proration,
            proration_details: { credited_items: null },
            subscription: subscriptionId,
            subscription_item: line.subscriptionItem,
          },
        },
        period: { end: line.end, start: line.start },
        pricing: {
          type: 'price_details',
          price_details: { price: line.price.id, product: line.price.product },
          unit_amount_decimal: String(line.price.unit_amount),
        },
        quantity: line.quantity,
        subtotal: line.amount,
        taxes: [],
      })),
      `/v1/invoices/${id}/lines`,
    ),
    livemode: false,
    metadata: {},
    number: options.number,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: options.subscription.metadata ?? {}, subscription: subscriptionId },
    },
    period_start: Math.min(...starts),
    period_end: Math.max(...ends),
    starting_balance: 0,
    status: options.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: options.paid ? created : null,
      voided_at: null,
    },
    subtotal: total,
    total,
  };
}
