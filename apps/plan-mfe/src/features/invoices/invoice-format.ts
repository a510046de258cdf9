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
