import type { AvailablePlan } from '../plans/available-plans';

const PRO_BENEFITS = [
  'Configurable # of users',
  'Unlimited public repositories',
  'Unlimited private repositories',
];
const TEAM_BENEFITS = ['Up to 10 users', 'Unlimited repositories', '2500 private repo uploads'];

function paidPlan(
  value: string,
  tier: 'pro' | 'team',
  baseUnitPrice: number,
  billingRate: 'monthly' | 'annually',
): AvailablePlan {
  return {
    value,
    baseUnitPrice,
    billingRate,
    benefits: tier === 'pro' ? PRO_BENEFITS : TEAM_BENEFITS,
    isEnterprisePlan: false,
    isFreePlan: false,
    isProPlan: tier === 'pro',
    isSentryPlan: false,
    isTeamPlan: tier === 'team',
    isTrialPlan: false,
    marketingName: tier === 'pro' ? 'Pro' : 'Team',
    monthlyUploadLimit: tier === 'team' ? 2500 : null,
  };
}

/** The hosted catalogue of paid plans: Pro $12/$10 and Team $5/$4 per seat and month (monthly/annual). */
export const availablePlansFixture = (): AvailablePlan[] => [
  paidPlan('users-pr-inappm', 'pro', 12, 'monthly'),
  paidPlan('users-pr-inappy', 'pro', 10, 'annually'),
  paidPlan('users-teamm', 'team', 5, 'monthly'),
  paidPlan('users-teamy', 'team', 4, 'annually'),
];

/** GetAvailablePlans' answer for `username`. */
export const availablePlansDataFixture = (plans = availablePlansFixture(), username = 'acme') => ({
  owner: { ownerid: 2, username, availablePlans: plans },
});

/** PlanPageData's answer for `username`. */
export const planPageDataFixture = (numberOfUploads: number | null = 0, username = 'acme') => ({
  owner: { ownerid: 2, username, numberOfUploads },
});
