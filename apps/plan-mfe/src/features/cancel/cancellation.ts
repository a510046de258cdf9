import type { Plan } from '@canopy/api-client';
import type { AccountDetails } from '@canopy/plan-data-access';
import { formatDate } from '@canopy/ui-kit';

/** The free plan a cancelled organisation is placed on (spec §3 plan codes). */
export const DEVELOPER_PLAN = 'users-developer';

/** Why the organisation's plan cannot be cancelled here, or null when it can. */
export function cannotCancelReason(plan: Plan): string | null {
  if (plan.isEnterprisePlan)
    return 'Enterprise plans are changed with our sales team: contact them to cancel or change the plan.';
  if (plan.isTrialPlan)
    return 'Your organization is on a free trial, not a paid plan: it returns to the Developer plan when the trial ends.';
  if (plan.isFreePlan)
    return 'Your organization is on the free Developer plan: there is no paid plan to cancel.';
  return null;
}

// What the Developer plan keeps of a paid plan's benefits: any benefit not in it is lost on cancelling.
const KEPT_ON_DEVELOPER = new Set(['Unlimited public repositories', 'Unlimited private repositories']);

/**
 * What the organisation loses on the Developer plan: the paid plan's benefits the free plan lacks, technical
 * support, and unlimited private repo uploads when the paid plan has no monthly limit.
 */
export function lostFeatures(plan: Pick<Plan, 'benefits' | 'monthlyUploadLimit'>): string[] {
  const lost = plan.benefits.filter((benefit) => !KEPT_ON_DEVELOPER.has(benefit));
  if (!lost.some((benefit) => /support/i.test(benefit))) lost.push('Technical support');
  if (plan.monthlyUploadLimit === null) lost.push('Unlimited private repo uploads');
  return lost;
}

/**
 * When a cancellation takes effect: at the end of the paid period of a live subscription, or at once when there is
 * none to run out (no payment provider on the install, or no subscription with it).
 */
export type CancellationTiming =
  { kind: 'periodEnd'; date: string | null } | { kind: 'now'; reason: 'noBilling' | 'noSubscription' };

export function cancellationTiming(details: AccountDetails): CancellationTiming {
  const subscription = details.subscriptionDetail;
  if (!subscription)
    return { kind: 'now', reason: details.billingConfigured ? 'noSubscription' : 'noBilling' };
  const end = subscription.currentPeriodEnd;
  return { kind: 'periodEnd', date: end ? formatDate(end * 1000) : null };
}

/** True once a cancellation is scheduled: the subscription ends with its period. */
export const isCancelling = (details: AccountDetails): boolean =>
  !!details.subscriptionDetail?.cancelAtPeriodEnd;
