import { availablePlansFixture } from '@canopy/plan-data-access/testing';
import { findPlan, quote, validateUpgrade } from './upgrade-values';

const plans = availablePlansFixture();
const limits = { activatedMembers: 3 };

test('finds the plan code of a tier and billing cycle', () => {
  expect(findPlan(plans, 'pro', 'annually')?.value).toBe('users-pr-inappy');
  expect(findPlan(plans, 'team', 'monthly')?.value).toBe('users-teamm');
  expect(findPlan([], 'team', 'monthly')).toBeUndefined();
});

test.each([
  [{ tier: 'pro', billingRate: 'annually', seats: '' }, 'Enter a whole number of seats.'],
  [{ tier: 'pro', billingRate: 'annually', seats: 2.5 }, 'Enter a whole number of seats.'],
  [{ tier: 'pro', billingRate: 'annually', seats: 1 }, 'The Pro plan needs at least 2 seats.'],
  [{ tier: 'team', billingRate: 'monthly', seats: 11 }, expect.stringContaining('at most 10 seats')],
  [{ tier: 'pro', billingRate: 'monthly', seats: 2 }, expect.stringContaining('3 activated members')],
] as const)('%o is refused', (values, message) => {
  expect(validateUpgrade(values, limits).seats).toEqual(message);
});

test('enough seats within the limits pass', () => {
  expect(validateUpgrade({ tier: 'team', billingRate: 'monthly', seats: 10 }, limits)).toEqual({});
  expect(validateUpgrade({ tier: 'pro', billingRate: 'annually', seats: 50 }, limits)).toEqual({});
});

test('prices a year when billed annually and a month otherwise, with the annual savings', () => {
  expect(quote(plans, { tier: 'pro', billingRate: 'annually', seats: 5 })).toEqual({
    perSeat: 10,
    total: 600,
    annualSavings: 0,
  });
  expect(quote(plans, { tier: 'pro', billingRate: 'monthly', seats: 5 })).toEqual({
    perSeat: 12,
    total: 60,
    annualSavings: 120,
  });
  expect(quote(plans, { tier: 'team', billingRate: 'monthly', seats: '' })).toBeNull();
});
