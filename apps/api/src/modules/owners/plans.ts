/** The plan catalogue (spec §3 plan codes) and the plan of an owner. */

export interface PlanRepresentation {
  value: string;
  marketingName: string;
  tierName: 'basic' | 'trial' | 'pro' | 'team' | 'sentry' | 'enterprise';
  baseUnitPrice: number;
  billingRate: 'monthly' | 'annually' | null;
  benefits: string[];
  monthlyUploadLimit: number | null;
  isEnterprisePlan: boolean;
  isFreePlan: boolean;
  isProPlan: boolean;
  isSentryPlan: boolean;
  isTeamPlan: boolean;
  isTrialPlan: boolean;
}

export const FREE_PLAN = 'users-developer';

const FREE_BENEFITS = ['Up to 1 user', 'Unlimited public repositories', 'Unlimited private repositories'];
const PRO_BENEFITS = [
  'Configurable # of users',
  'Unlimited public repositories',
  'Unlimited private repositories',
  'Priority Support',
];
const TEAM_BENEFITS = [
  'Up to 10 users',
  'Unlimited repositories',
  '2500 private repo uploads',
  'Patch coverage analysis',
];

function plan(
  value: string,
  tierName: PlanRepresentation['tierName'],
  marketingName: string,
  baseUnitPrice: number,
  billingRate: PlanRepresentation['billingRate'],
  benefits: string[],
  monthlyUploadLimit: number | null = null,
): PlanRepresentation {
  return {
    value,
    marketingName,
    tierName,
    baseUnitPrice,
    billingRate,
    benefits,
    monthlyUploadLimit,
    isEnterprisePlan: tierName === 'enterprise',
    isFreePlan: tierName === 'basic',
    isProPlan: tierName === 'pro' || tierName === 'sentry' || tierName === 'enterprise',
    isSentryPlan: tierName === 'sentry',
    isTeamPlan: tierName === 'team',
    isTrialPlan: tierName === 'trial',
  };
}

const CATALOGUE: PlanRepresentation[] = [
  plan('users-developer', 'basic', 'Developer', 0, null, FREE_BENEFITS, 250),
  plan('users-basic', 'basic', 'Developer', 0, null, FREE_BENEFITS, 250),
  plan('users-free', 'basic', 'Developer', 0, null, FREE_BENEFITS, 250),
  plan('users-trial', 'trial', 'Developer', 12, null, PRO_BENEFITS),
  plan('users', 'pro', 'Pro', 12, 'monthly', PRO_BENEFITS),
  plan('users-inappm', 'pro', 'Pro', 12, 'monthly', PRO_BENEFITS),
  plan('users-inappy', 'pro', 'Pro', 10, 'annually', PRO_BENEFITS),
  plan('users-pr-inappm', 'pro', 'Pro', 12, 'monthly', PRO_BENEFITS),
  plan('users-pr-inappy', 'pro', 'Pro', 10, 'annually', PRO_BENEFITS),
  plan('users-sentrym', 'sentry', 'Sentry Pro', 12, 'monthly', PRO_BENEFITS),
  plan('users-sentryy', 'sentry', 'Sentry Pro', 10, 'annually', PRO_BENEFITS),
  plan('sentry-merge', 'sentry', 'Sentry Pro', 10, 'annually', PRO_BENEFITS),
  plan('users-teamm', 'team', 'Team', 5, 'monthly', TEAM_BENEFITS, 2500),
  plan('users-teamy', 'team', 'Team', 4, 'annually', TEAM_BENEFITS, 2500),
  plan('users-enterprisem', 'enterprise', 'Enterprise Cloud', 12, 'monthly', PRO_BENEFITS),
  plan('users-enterprisey', 'enterprise', 'Enterprise Cloud', 10, 'annually', PRO_BENEFITS),
];

const BY_VALUE = new Map(CATALOGUE.map((entry) => [entry.value, entry]));

/** The catalogue entry of a plan code; unknown codes read as the free plan under their own code. */
export function planRepresentation(value: string): PlanRepresentation {
  return BY_VALUE.get(value) ?? { ...(BY_VALUE.get(FREE_PLAN) as PlanRepresentation), value };
}

export type TrialStatus = 'NOT_STARTED' | 'ONGOING' | 'EXPIRED' | 'CANNOT_TRIAL';

export interface OwnerPlanFields {
  plan: string;
  planUserCount: number;
  planActivatedUsers: number[];
  pretrialUsersCount: number | null;
  trialStatus: string | null;
  trialStartDate: Date | null;
  trialEndDate: Date | null;
}

export interface OwnerPlan extends PlanRepresentation {
  hasSeatsLeft: boolean;
  planUserCount: number;
  pretrialUsersCount: number | null;
  trialStatus: TrialStatus;
  trialStartDate: Date | null;
  trialEndDate: Date | null;
  trialTotalDays: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function ownerPlan(owner: OwnerPlanFields): OwnerPlan {
  const trialStatus = (owner.trialStatus?.toUpperCase() ?? 'NOT_STARTED') as TrialStatus;
  const { trialStartDate, trialEndDate } = owner;
  return {
    ...planRepresentation(owner.plan),
    hasSeatsLeft: owner.planActivatedUsers.length < owner.planUserCount,
    planUserCount: owner.planUserCount,
    pretrialUsersCount: owner.pretrialUsersCount,
    trialStatus,
    trialStartDate,
    trialEndDate,
    trialTotalDays:
      trialStartDate && trialEndDate
        ? Math.round((trialEndDate.getTime() - trialStartDate.getTime()) / DAY_MS)
        : null,
  };
}
