import type { Plan } from '@canopy/api-client';
import type { AccountDetails } from '@canopy/plan-data-access';

/** What the members page knows of the organisation's seats. */
export interface SeatState {
  /** The counts are still loading: no toggle may change yet, so a refusal the page could foresee is never sent. */
  pending: boolean;
  /** Every seat of the plan is taken (spec §4: the toggles of non-active members are off). */
  full: boolean;
  /** On the free plan at its limit, activating asks to upgrade instead (inventory §14). */
  upgradeToActivate: boolean;
}

/**
 * Seats from the plan of graphcache (`hasSeatsLeft`, the server's answer) and the account details (activated
 * members against `plan.quantity`): full when either says so, as one may be fresher than the other.
 */
export function seatState(
  plan: Plan | null | undefined,
  details: AccountDetails | undefined,
  { planPending }: { planPending: boolean },
): SeatState {
  const fullByPlan = !!plan && !plan.hasSeatsLeft;
  const fullByDetails = !!details && details.activatedUserCount >= details.plan.quantity;
  const full = fullByPlan || fullByDetails;
  return { pending: planPending, full, upgradeToActivate: full && !!plan?.isFreePlan };
}
