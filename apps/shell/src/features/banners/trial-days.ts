const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Calendar days from today to the trial's last day, in the viewer's time zone (negative once it is over). */
export function trialDaysLeft(trialEndDate: string, now: Date = new Date()): number {
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((startOfDay(new Date(trialEndDate)) - startOfDay(now)) / DAY_MS);
}

/** Spec §9: the ongoing trial banner shows from 3 days left to the last day. */
export const TRIAL_BANNER_DAYS = 3;

/** Spec §9: 'ends today', 'ends in 1 day' or 'ends in N days'. */
export function trialEndsIn(days: number): string {
  if (days <= 0) return 'ends today';
  return days === 1 ? 'ends in 1 day' : `ends in ${days} days`;
}
