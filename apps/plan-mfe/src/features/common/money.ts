import { formatDate } from '@canopy/ui-kit';

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(code: string, whole: boolean): Intl.NumberFormat {
  const key = `${code}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** A plan price in US dollars (spec §9): '$1,200' for whole amounts, '$12.50' otherwise. */
export function formatDollars(amount: number): string {
  return currencyFormat('USD', Number.isInteger(amount)).format(amount);
}

/** An amount in cents of `currency`, as the payment provider sends it: US dollars as '$36.00' (spec §9). */
export function formatCents(cents: number, currency = 'usd'): string {
  return currencyFormat(currency.toUpperCase() || 'USD', false).format(cents / 100);
}

/** A Unix time in seconds (the payment provider's) as 'June 1st, 2026'. */
export function formatUnixDate(seconds: number | null | undefined): string | null {
  return seconds === null || seconds === undefined ? null : formatDate(seconds * 1000);
}
