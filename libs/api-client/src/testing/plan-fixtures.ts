import type { Plan } from '../owner/plan-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` days from now, as the server sends it. */
export const daysFromNow = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString();

/** An organisation's plan: Pro, unless a test says otherwise. */
export function planFixture(overrides: Partial<Plan> = {}): Plan {
  return {
    baseUnitPrice: 10,
    benefits: ['Configurable # of users'],
    billingRate: 'annually',
    hasSeatsLeft: true,
    isEnterprisePlan: false,
    isFreePlan: false,
    isProPlan: true,
    isSentryPlan: false,
    isTeamPlan: false,
    isTrialPlan: false,
    marketingName: 'Pro',
    monthlyUploadLimit: null,
    planUserCount: 10,
    pretrialUsersCount: null,
    tierName: 'pro',
    trialEndDate: null,
    trialStartDate: null,
    trialStatus: 'NOT_STARTED',
    trialTotalDays: null,
    value: 'users-pr-inappy',
    ...overrides,
  };
}

export const freePlan = (overrides: Partial<Plan> = {}) =>
  planFixture({
    baseUnitPrice: 0,
    isProPlan: false,
    isFreePlan: true,
    marketingName: 'Developer',
    tierName: 'basic',
    value: 'users-developer',
    billingRate: null,
    ...overrides,
  });

export const teamPlan = (overrides: Partial<Plan> = {}) =>
  planFixture({
    isProPlan: false,
    isTeamPlan: true,
    marketingName: 'Team',
    tierName: 'team',
    value: 'users-teamy',
    ...overrides,
  });

export const enterprisePlan = (overrides: Partial<Plan> = {}) =>
  planFixture({
    isProPlan: false,
    isEnterprisePlan: true,
    marketingName: 'Enterprise Cloud',
    tierName: 'enterprise',
    value: 'users-enterprisey',
    ...overrides,
  });

/** A trial plan that is ongoing and ends `days` days from now. */
export const ongoingTrial = (days: number, overrides: Partial<Plan> = {}) =>
  planFixture({
    isProPlan: false,
    isTrialPlan: true,
    tierName: 'trial',
    value: 'users-trial',
    marketingName: 'Developer',
    billingRate: null,
    trialStatus: 'ONGOING',
    trialStartDate: daysFromNow(days - 14),
    trialEndDate: daysFromNow(days),
    trialTotalDays: 14,
    ...overrides,
  });

/** GetPlanData's answer: the organisation `username` (ownerid 2) on `plan`, Pro unless given. */
export function planDataFixture({
  username = 'acme',
  plan = planFixture(),
}: { username?: string; plan?: Plan | null } = {}) {
  return { owner: { ownerid: 2, username, hasPrivateRepos: true, plan, pretrialPlan: null } };
}

/** IsTeamPlan's answer for the organisation `username` (ownerid 2). */
export function isTeamPlanFixture(isTeamPlan: boolean, username = 'acme') {
  return { owner: { ownerid: 2, username, plan: { isTeamPlan } } };
}
