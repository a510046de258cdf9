import { formatCents, formatDollars, formatUnixDate } from '../common/money';
import { billingRateText, cardExpiry } from './plan-format';

test('amounts are US dollars', () => {
  expect(formatDollars(1200)).toBe('$1,200');
  expect(formatDollars(12.5)).toBe('$12.50');
  expect(formatCents(12000)).toBe('$120.00');
});

test('a card expiry keeps the last two digits of the year', () => {
  expect(cardExpiry(4, 2027)).toBe('04/27');
  expect(cardExpiry(null, 2027)).toBeNull();
});

test('billing rates and provider dates read in words', () => {
  expect(billingRateText('annually')).toBe('billed annually');
  expect(billingRateText(null)).toBeNull();
  expect(formatUnixDate(Date.UTC(2026, 5, 15, 12) / 1000)).toBe('June 15th, 2026');
});
