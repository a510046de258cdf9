import type { Plan } from '@canopy/api-client';
import { formatDollars } from '../common/money';

/** How a plan is billed, in words. */
export function billingRateText(billingRate: string | null | undefined): string | null {
  if (billingRate === 'monthly') return 'billed monthly';
  if (billingRate === 'annually') return 'billed annually';
  return null;
}

export const TRIAL_PRICE = 'Free during the trial';

/**
 * Price per seat and how it is billed: '$10 per seat/month, billed annually'. The free plan costs nothing, and
 * neither does the trial (its catalogue entry carries the Pro price it previews).
 */
export function priceLine(
  plan: Pick<Plan, 'isFreePlan' | 'isTrialPlan' | 'baseUnitPrice' | 'billingRate'>,
): string {
  if (plan.isTrialPlan) return TRIAL_PRICE;
  if (plan.isFreePlan || plan.baseUnitPrice === 0) return 'Free';
  const rate = billingRateText(plan.billingRate);
  return `${formatDollars(plan.baseUnitPrice)} per seat/month${rate ? `, ${rate}` : ''}`;
}

export const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);
