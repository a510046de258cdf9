import { enterprisePlan, freePlan, ongoingTrial, planFixture, teamPlan } from '@canopy/api-client/testing';
import { accountDetailsFixture } from '@canopy/plan-data-access/testing';
import { cancellationTiming, cannotCancelReason, isCancelling, lostFeatures } from './cancellation';

test('enterprise, trial and free plans are not cancelled here, and say why', () => {
  expect(cannotCancelReason(enterprisePlan())).toMatch(/sales team/);
  expect(cannotCancelReason(ongoingTrial(5))).toMatch(/free trial/);
  expect(cannotCancelReason(freePlan())).toMatch(/free Developer plan/);
  expect(cannotCancelReason(planFixture())).toBeNull();
  expect(cannotCancelReason(teamPlan())).toBeNull();
});

test('what is lost: the paid benefits the Developer plan lacks, support, unlimited uploads', () => {
  expect(
    lostFeatures({
      benefits: ['Configurable # of users', 'Unlimited public repositories', 'Priority Support'],
      monthlyUploadLimit: null,
    }),
  ).toEqual(['Configurable # of users', 'Priority Support', 'Unlimited private repo uploads']);
  expect(
    lostFeatures({ benefits: ['Up to 10 users', 'Unlimited repositories'], monthlyUploadLimit: 2500 }),
  ).toEqual(['Up to 10 users', 'Unlimited repositories', 'Technical support']);
});

test('a live subscription is cancelled at the end of its period; with none to run out it is at once', () => {
  const subscription = {
    latestInvoice: null,
    defaultPaymentMethod: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: Date.UTC(2026, 6, 1, 12) / 1000,
    customer: null,
    collectionMethod: 'charge_automatically',
    taxIds: [],
    trialEnd: null,
  };
  expect(
    cancellationTiming(accountDetailsFixture({ billingConfigured: true, subscriptionDetail: subscription })),
  ).toEqual({ kind: 'periodEnd', date: 'July 1st, 2026' });
  expect(
    cancellationTiming(
      accountDetailsFixture({
        billingConfigured: true,
        subscriptionDetail: { ...subscription, currentPeriodEnd: null },
      }),
    ),
  ).toEqual({ kind: 'periodEnd', date: null });
  expect(cancellationTiming(accountDetailsFixture({ billingConfigured: true }))).toEqual({
    kind: 'now',
    reason: 'noSubscription',
  });
  expect(cancellationTiming(accountDetailsFixture({ billingConfigured: false }))).toEqual({
    kind: 'now',
    reason: 'noBilling',
  });
  expect(
    isCancelling(accountDetailsFixture({ subscriptionDetail: { ...subscription, cancelAtPeriodEnd: true } })),
  ).toBe(true);
  expect(isCancelling(accountDetailsFixture())).toBe(false);
});
