import type { AvailablePlan } from '@canopy/plan-data-access';

export type Tier = 'pro' | 'team';
export type BillingCycle = 'monthly' | 'annually';

/** The fewest seats a Pro plan is sold with. */
export const PRO_MIN_SEATS = 2;
/** The most seats a Team plan takes. */
export const TEAM_MAX_SEATS = 10;

export interface UpgradeValues {
  tier: Tier;
  billingRate: BillingCycle;
  /** Kept as typed: the field may be empty while someone types. */
  seats: number | string;
}

export interface UpgradeLimits {
  /** Members holding a seat now: the plan must have at least as many. */
  activatedMembers: number;
}

/** The catalogue entry of a tier and billing cycle, if the install sells it. */
export function findPlan(plans: AvailablePlan[], tier: Tier, billingRate: BillingCycle) {
  return plans.find(
    (plan) =>
      plan.billingRate === billingRate &&
      !plan.isSentryPlan &&
      (tier === 'team' ? plan.isTeamPlan : plan.isProPlan && !plan.isEnterprisePlan),
  );
}

/** The tier a plan code belongs to, for preselecting the form. */
export function tierOf(plan: { isTeamPlan: boolean }): Tier {
  return plan.isTeamPlan ? 'team' : 'pro';
}

/** Validation messages in plain words (formik `validate`). */
export function validateUpgrade(
  values: UpgradeValues,
  { activatedMembers }: UpgradeLimits,
): Partial<Record<keyof UpgradeValues, string>> {
  const seats = Number(values.seats);
  if (values.seats === '' || !Number.isInteger(seats) || seats < 1) {
    return { seats: 'Enter a whole number of seats.' };
  }
  if (values.tier === 'pro' && seats < PRO_MIN_SEATS) {
    return { seats: `The Pro plan needs at least ${PRO_MIN_SEATS} seats.` };
  }
  if (values.tier === 'team' && seats > TEAM_MAX_SEATS) {
    return { seats: `The Team plan has at most ${TEAM_MAX_SEATS} seats. For more, choose the Pro plan.` };
  }
  if (seats < activatedMembers) {
    return {
      seats: `Your organization has ${activatedMembers} activated members: choose at least ${activatedMembers} seats, or deactivate members first.`,
    };
  }
  return {};
}

export interface PriceQuote {
  /** Per seat and month, in US dollars. */
  perSeat: number;
  /** What one billing period costs: a month, or a year when billed annually. */
  total: number;
  /** What annual billing would save in a year over monthly billing (0 when billed annually or nothing to save). */
  annualSavings: number;
}

/** The price of `seats` seats of a tier, billed monthly or annually (prices are per seat and month). */
export function quote(plans: AvailablePlan[], values: UpgradeValues): PriceQuote | null {
  const plan = findPlan(plans, values.tier, values.billingRate);
  const seats = Number(values.seats);
  if (!plan || !Number.isInteger(seats) || seats < 1) return null;
  const perSeat = plan.baseUnitPrice;
  const total = values.billingRate === 'annually' ? perSeat * seats * 12 : perSeat * seats;
  const monthly = findPlan(plans, values.tier, 'monthly');
  const annual = findPlan(plans, values.tier, 'annually');
  const annualSavings =
    values.billingRate === 'monthly' && monthly && annual
      ? Math.max(0, (monthly.baseUnitPrice - annual.baseUnitPrice) * seats * 12)
      : 0;
  return { perSeat, total, annualSavings };
}
