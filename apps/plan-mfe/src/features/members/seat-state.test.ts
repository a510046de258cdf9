import { freePlan, planFixture } from '@canopy/api-client/testing';
import { accountDetailsFixture } from '@canopy/plan-data-access/testing';
import { seatState } from './seat-state';

const details = (activatedUserCount: number, quantity: number) => {
  const fixture = accountDetailsFixture();
  return accountDetailsFixture({ activatedUserCount, plan: { ...fixture.plan, quantity } });
};

test('seats are full when the plan has none left or the account details count them all taken', () => {
  expect(seatState(planFixture(), details(2, 10), { planPending: false }).full).toBe(false);
  expect(seatState(planFixture({ hasSeatsLeft: false }), details(2, 10), { planPending: false }).full).toBe(
    true,
  );
  expect(seatState(planFixture(), details(10, 10), { planPending: false }).full).toBe(true);
  expect(seatState(null, undefined, { planPending: false }).full).toBe(false);
});

test('on the free plan at its limit, activating asks to upgrade; on a paid plan the toggle is off', () => {
  expect(seatState(freePlan({ hasSeatsLeft: false }), undefined, { planPending: false })).toEqual({
    pending: false,
    full: true,
    upgradeToActivate: true,
  });
  expect(seatState(planFixture({ hasSeatsLeft: false }), undefined, { planPending: true })).toEqual({
    pending: true,
    full: true,
    upgradeToActivate: false,
  });
});
