import { calendarDaysUntil } from '@canopy/auth';

/**
 * Calendar days from today to the trial's last day (negative once it is over). Counted in UTC like a licence's
 * days, so the banner says the same to every member of the org whatever their time zone.
 */
export function trialDaysLeft(trialEndDate: string, now: Date = new Date()): number | null {
  return calendarDaysUntil(trialEndDate, now);
}

/** Spec §9: the ongoing trial banner shows from 3 days left to the last day. */
export const TRIAL_BANNER_DAYS = 3;

/** Spec §9: 'ends today', 'ends in 1 day' or 'ends in N days'. */
export function trialEndsIn(days: number): string {
  if (days <= 0) return 'ends today';
  return days === 1 ? 'ends in 1 day' : `ends in ${days} days`;
}
