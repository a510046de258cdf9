import { formatCents, formatDollars, formatUnixDate } from '../common/money';
import { freePlan, ongoingTrial, planFixture } from '@canopy/api-client/testing';
import { billingRateText, priceLine } from './plan-format';

test('amounts are US dollars', () => {
  expect(formatDollars(1200)).toBe('$1,200');
  expect(formatDollars(12.5)).toBe('$12.50');
  expect(formatCents(12000)).toBe('$120.00');
});

test('billing rates and provider dates read in words', () => {
  expect(billingRateText('annually')).toBe('billed annually');
  expect(billingRateText(null)).toBeNull();
  expect(formatUnixDate(Date.UTC(2026, 5, 15, 12) / 1000)).toBe('June 15th, 2026');
});

test('the price line: paid plans by the seat, the free plan and the trial cost nothing', () => {
  expect(priceLine(planFixture({ baseUnitPrice: 10, billingRate: 'annually' }))).toBe(
    '$10 per seat/month, billed annually',
  );
  expect(priceLine(freePlan())).toBe('Free');
  expect(priceLine(ongoingTrial(5))).toBe('Free during the trial');
});
