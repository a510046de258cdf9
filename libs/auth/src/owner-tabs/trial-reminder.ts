import type { Plan } from '@canopy/api-client';
import type { OwnerTrialReminder } from '@canopy/ui-kit';
import { calendarDaysUntil } from '../dates/calendar-days';

/**
 * The trial reminder the owner tabs show (spec §4, §7): an ongoing trial with its calendar days left (counted in
 * UTC, as the trial banners count them, so every member sees the same number), or "Upgrade" once a trial is over
 * and the organisation is back on the free plan. None otherwise.
 */
export function trialReminderOf(
  plan: Plan | null | undefined,
  now: Date = new Date(),
): OwnerTrialReminder | null {
  if (!plan) return null;
  if (plan.isTrialPlan && plan.trialStatus === 'ONGOING' && plan.trialEndDate) {
    const daysLeft = calendarDaysUntil(plan.trialEndDate, now);
    return daysLeft !== null && daysLeft >= 0 ? { kind: 'ongoing', daysLeft } : null;
  }
  if (plan.isFreePlan && plan.trialStatus === 'EXPIRED') return { kind: 'expired' };
  return null;
}
