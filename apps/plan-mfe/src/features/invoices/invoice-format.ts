import { formatUnixDate } from '../common/money';
import type { Invoice } from '@canopy/plan-data-access';

/** The period an invoice bills: 'June 1st, 2026 – July 1st, 2026'. */
export const invoicePeriod = (invoice: Pick<Invoice, 'periodStart' | 'periodEnd'>): string =>
  `${formatUnixDate(invoice.periodStart)} – ${formatUnixDate(invoice.periodEnd)}`;

const statusWords: Record<string, string> = {
  paid: 'Paid',
  open: 'Due',
  draft: 'Draft',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

/** The invoice's status in words, as the payment provider names it otherwise. */
export function statusText(status: string | null): string {
  if (!status) return 'Unknown';
  return statusWords[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

export const statusColor = (status: string | null): string =>
  status === 'paid' ? 'teal' : status === 'open' ? 'yellow' : status === 'uncollectible' ? 'red' : 'gray';

/** Invoices by the year they were issued, newest year and newest invoice first. */
export function invoicesByYear(invoices: readonly Invoice[]): { year: number; invoices: Invoice[] }[] {
  const years = new Map<number, Invoice[]>();
  for (const invoice of [...invoices].sort((a, b) => b.created - a.created)) {
    const year = new Date(invoice.created * 1000).getFullYear();
    years.set(year, [...(years.get(year) ?? []), invoice]);
  }
  return [...years.entries()].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, invoices: list }));
}

/** How the invoice is paid: 'Visa ending in 4242, expires 12/28', a bank account, or null when unknown. */
export function paymentMethodText(method: Invoice['defaultPaymentMethod']): string | null {
  if (method?.card) {
    const { brand, last4, expMonth, expYear } = method.card;
    const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
    const expiry =
      expMonth && expYear
        ? `, expires ${String(expMonth).padStart(2, '0')}/${String(expYear).slice(-2)}`
        : '';
    return `${name}${last4 ? ` ending in ${last4}` : ''}${expiry}`;
  }
  if (method?.usBankAccount) {
    const { bankName, last4 } = method.usBankAccount;
    return `${bankName ?? 'Bank account'}${last4 ? ` ending in ${last4}` : ''}`;
  }
  return null;
}
