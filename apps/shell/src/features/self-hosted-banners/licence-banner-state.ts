import { type SelfHostedSeatsAndLicense, seatsFull as allSeatsTaken } from '@canopy/api-client';
import { calendarDaysUntil } from '@canopy/auth';

/** Spec §4: the self-hosted licence and seat banner's state. */
export interface LicenceBannerState {
  /** Whole days from today to the licence's last day (UTC): 0 on that day, negative after it; null without one. */
  daysLeft: number | null;
  /** days < 0 */
  expired: boolean;
  /** 0 to 30 days left */
  expiring: boolean;
  /** Seats used reached the limit (or passed it, after a licence with fewer seats). */
  seatsFull: boolean;
}

export function licenceBannerState(
  { seatsUsed, seatsLimit, expirationDate }: SelfHostedSeatsAndLicense,
  now: Date = new Date(),
): LicenceBannerState {
  const daysLeft = expirationDate ? calendarDaysUntil(expirationDate, now) : null;
  return {
    daysLeft,
    expired: daysLeft !== null && daysLeft < 0,
    expiring: daysLeft !== null && daysLeft >= 0 && daysLeft < 31,
    seatsFull: allSeatsTaken({ seatsUsed, seatsLimit }),
  };
}

/** Spec §9's 'ends in N days' for N ≥ 2; one day and the last day read as the trial banner says them. */
function endsIn(daysLeft: number): string {
  if (daysLeft <= 0) return 'today';
  return daysLeft === 1 ? 'in 1 day' : `in ${daysLeft} days`;
}

/** Spec §8's words for the state, or null when there is nothing to say. */
export function licenceBannerMessage({
  daysLeft,
  expired,
  expiring,
  seatsFull,
}: LicenceBannerState): string | null {
  if (expired && seatsFull) return "Your organization's license has expired and seat count has been reached.";
  if (seatsFull) return "Your organization's seat count has been reached.";
  if (expiring) return `Your organization's license ends ${endsIn(daysLeft ?? 0)}.`;
  if (expired) return "Your organization's license has expired.";
  return null;
}
