import type Stripe from 'stripe';
import { AVAILABLE_PLANS } from '../plan-change';
import type { Address, PaymentMethodValue } from '../wire';

/**
 * Stripe's objects as Canopy keeps them: subscriptions, invoices and payment methods in the shapes of the billing
 * tables (amounts in cents, times as dates; line items, addresses and payment methods as camelCased JSON).
 */

/** The paid plans a Stripe price can stand for (the plans of the upgrade page): its `lookup_key` is the plan code. */
export const PAID_PLANS = AVAILABLE_PLANS;
export type PaidPlan = (typeof PAID_PLANS)[number];

export function isPaidPlan(code: string | null | undefined): code is PaidPlan {
  return (PAID_PLANS as readonly string[]).includes(code ?? '');
}

export const date = (seconds: number) => new Date(seconds * 1000);
const optionalDate = (seconds: number | null | undefined) => (seconds ? date(seconds) : null);

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export interface SubscriptionRow {
  customerId: string;
  subscriptionId: string;
  plan: string;
  quantity: number;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  collectionMethod: string;
}

/** The subscription's one item: its price (the plan) and quantity (the seats). */
export function subscriptionItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem | null {
  return subscription.items.data[0] ?? null;
}

/** Null when the subscription's price is not one of Canopy's paid plans. */
export function subscriptionRow(subscription: Stripe.Subscription): SubscriptionRow | null {
  const item = subscriptionItem(subscription);
  const plan = item?.price.lookup_key;
  if (!item || !isPaidPlan(plan)) return null;
  return {
    customerId: idOf(subscription.customer)!,
    subscriptionId: subscription.id,
    plan,
    quantity: item.quantity ?? 1,
    status: subscription.status,
    // Periods belong to the items since Stripe's 2025-03-31 API.
    currentPeriodStart: optionalDate(item.current_period_start),
    currentPeriodEnd: optionalDate(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    collectionMethod: subscription.collection_method,
  };
}

function address(value: Stripe.Address | null | undefined): Address | null {
  if (!value) return null;
  return {
    line1: value.line1 ?? null,
    line2: value.line2 ?? null,
    city: value.city ?? null,
    state: value.state ?? null,
    postalCode: value.postal_code ?? null,
    country: value.country ?? null,
  };
}

/** A payment method as the plan pages read it (Stripe's shape, camelCased). */
export type PaymentMethodDetails = PaymentMethodValue;

export interface PaymentMethodRow {
  paymentMethodId: string;
  kind: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  bankName: string | null;
  billingName: string | null;
  billingEmail: string | null;
  billingAddress: Address | null;
}

export function paymentMethodRow(method: Stripe.PaymentMethod): PaymentMethodRow {
  const card = method.type === 'card' ? method.card : null;
  const bank = method.type === 'us_bank_account' ? method.us_bank_account : null;
  return {
    paymentMethodId: method.id,
    kind: method.type,
    brand: card?.brand ?? null,
    last4: card?.last4 ?? bank?.last4 ?? null,
    expMonth: card?.exp_month ?? null,
    expYear: card?.exp_year ?? null,
    bankName: bank?.bank_name ?? null,
    billingName: method.billing_details.name ?? null,
    billingEmail: method.billing_details.email ?? null,
    billingAddress: address(method.billing_details.address),
  };
}

export function paymentMethodDetails(row: PaymentMethodRow): PaymentMethodDetails {
  return {
    card:
      row.kind === 'card'
        ? { brand: row.brand, expMonth: row.expMonth, expYear: row.expYear, last4: row.last4 }
        : null,
    usBankAccount: row.kind === 'us_bank_account' ? { bankName: row.bankName, last4: row.last4 } : null,
    billingDetails: {
      name: row.billingName,
      email: row.billingEmail,
      phone: null,
      address: row.billingAddress,
    },
  };
}

export interface InvoiceLine {
  description: string | null;
  amount: number;
  currency: string;
  quantity: number | null;
  /** Unix seconds. */
  periodStart: number;
  periodEnd: number;
}

export interface InvoiceRow {
  id: string;
  number: string | null;
  status: string | null;
  currency: string;
  amountDue: number;
  amountPaid: number;
  subtotal: number;
  total: number;
  created: Date;
  periodStart: Date;
  periodEnd: Date;
  dueDate: Date | null;
  customerName: string | null;
  customerEmail: string | null;
  customerAddress: Address | null;
  footer: string | null;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  lineItems: InvoiceLine[];
  paymentMethod: PaymentMethodDetails | null;
}

/** The subscription an invoice bills (under `parent` since Stripe's 2025-03-31 API). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

export function invoiceRow(invoice: Stripe.Invoice, paymentMethod: PaymentMethodDetails | null): InvoiceRow {
  const lines = invoice.lines.data;
  // A subscription's invoice covers its lines' periods; the invoice's own period is the one before it was made.
  const starts = lines.map((line) => line.period.start);
  const ends = lines.map((line) => line.period.end);
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    currency: invoice.currency,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    subtotal: invoice.subtotal,
    total: invoice.total,
    created: date(invoice.created),
    periodStart: date(starts.length ? Math.min(...starts) : invoice.period_start),
    periodEnd: date(ends.length ? Math.max(...ends) : invoice.period_end),
    dueDate: optionalDate(invoice.due_date),
    customerName: invoice.customer_name,
    customerEmail: invoice.customer_email,
    customerAddress: address(invoice.customer_address),
    footer: invoice.footer,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    lineItems: lines.map((line) => ({
      description: line.description,
      amount: line.amount,
      currency: line.currency,
      quantity: line.quantity,
      periodStart: line.period.start,
      periodEnd: line.period.end,
    })),
    paymentMethod,
  };
}
