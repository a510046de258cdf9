import { formatCents, formatUnixDate } from '../common/money';
import { invoiceFixture, unixSeconds } from '@canopy/plan-data-access/testing';
import { paymentMethodText } from '../common/payment-method';
import { invoicePeriod, invoicesByYear, statusText } from './invoice-format';

test('amounts are in cents of the invoice currency, shown as US dollars', () => {
  expect(formatCents(3600)).toBe('$36.00');
  expect(formatCents(123456, 'usd')).toBe('$1,234.56');
  expect(formatCents(0, 'USD')).toBe('$0.00');
});

test("dates read like 'MMMM do, yyyy'", () => {
  expect(formatUnixDate(unixSeconds('2026-06-01T12:00:00Z'))).toBe('June 1st, 2026');
  expect(formatUnixDate(null)).toBeNull();
  expect(invoicePeriod(invoiceFixture())).toBe('June 1st, 2026 – July 1st, 2026');
});

test('invoices are grouped by year, newest first', () => {
  const old = invoiceFixture({ id: 'in_old', created: unixSeconds('2025-03-02T12:00:00Z') });
  const june = invoiceFixture({ id: 'in_june' });
  const july = invoiceFixture({ id: 'in_july', created: unixSeconds('2026-07-01T12:00:00Z') });
  expect(
    invoicesByYear([old, june, july]).map(({ year, invoices }) => [year, invoices.map(({ id }) => id)]),
  ).toEqual([
    [2026, ['in_july', 'in_june']],
    [2025, ['in_old']],
  ]);
  expect(invoicesByYear([])).toEqual([]);
});

test('statuses and payment methods in words', () => {
  expect(statusText('paid')).toBe('Paid');
  expect(statusText('open')).toBe('Due');
  expect(statusText('something_new')).toBe('Something_new');
  expect(statusText(null)).toBe('Unknown');
  expect(paymentMethodText(invoiceFixture().defaultPaymentMethod)).toBe('Visa ending in 4242, expires 12/28');
  expect(
    paymentMethodText({
      card: null,
      usBankAccount: { bankName: 'First Bank', last4: '6789' },
    }),
  ).toBe('First Bank ending in 6789');
  expect(paymentMethodText(null)).toBeNull();
});
