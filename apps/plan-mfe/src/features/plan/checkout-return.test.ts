import { accountDetailsFixture } from '@canopy/plan-data-access/testing';
import { CHECKOUT_WAIT_MS, changeOf, checkoutOutcome } from './checkout-return';

test("the upgrade form's own change and the checkout's return are told apart", () => {
  expect(changeOf(new URLSearchParams('success=true'))).toBe('direct');
  expect(changeOf(new URLSearchParams('success'))).toBe('checkout');
  expect(changeOf(new URLSearchParams('success=false'))).toBeNull();
  expect(changeOf(new URLSearchParams(''))).toBeNull();
});

test("a checkout's change is applied once the subscription is there or the plan moved, delayed after a minute", () => {
  const before = accountDetailsFixture();
  const subscribed = accountDetailsFixture({
    subscriptionDetail: { cancelAtPeriodEnd: false, currentPeriodEnd: 2_000_000_000, taxIds: [] },
  });
  const moved = accountDetailsFixture({ plan: { ...before.plan, value: 'users-pr-inappm' } });
  expect(checkoutOutcome(before, before, 0)).toBe('applying');
  expect(checkoutOutcome(before, subscribed, 2000)).toBe('applied');
  expect(checkoutOutcome(before, moved, 2000)).toBe('applied');
  expect(checkoutOutcome(before, before, CHECKOUT_WAIT_MS)).toBe('delayed');
});
