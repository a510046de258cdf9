import type { Kysely } from 'kysely';
import { seatsLimitOf } from '../../config/licence';
import type { Settings } from '../../config/settings';
import { loadInstallSettings } from '../../db/install-settings';
import type { Database, OwnerRecord } from '../../db/schema';
import { isActivated, isPartOfOrg } from './permissions';
import type { OwnerPlan } from './plans';
import {
  countSeatsUsed,
  freeInstallSeat,
  freePlanSeat,
  holdsInstallSeat,
  takeInstallSeat,
  takePlanSeat,
} from './seat-store';

type SeatSettings = Pick<Settings, 'selfHosted' | 'access' | 'licence'>;

/**
 * The install's seat limit (self-hosted), from its configuration only: the licence's seats and CANOPY_SEATS_LIMIT,
 * the smaller when both are set; null for unlimited.
 */
export function installSeatsLimit(settings: Pick<Settings, 'access' | 'licence'>): number | null {
  return seatsLimitOf(settings.access.seatsLimit, settings.licence);
}

/**
 * The viewer holds a seat in the organisation. Self-hosted seats are the install's: a seat in any organisation
 * counts in all of them (docs/api-contract.md §3.6).
 */
export async function holdsSeat(
  db: Kysely<Database>,
  settings: SeatSettings,
  viewer: OwnerRecord | null,
  org: OwnerRecord,
): Promise<boolean> {
  if (!viewer) return false;
  if (isActivated(viewer, org)) return true;
  return settings.selfHosted && holdsInstallSeat(db, viewer.ownerid);
}

/**
 * A member without a seat opens a private repository of the organisation: when auto-activation is on (the
 * organisation's on the hosted edition, the install's when self-hosted) and a seat is free, it is theirs. Answers
 * whether the viewer holds a seat now.
 */
export async function activateOnVisit(
  db: Kysely<Database>,
  settings: SeatSettings,
  viewer: OwnerRecord,
  org: OwnerRecord,
): Promise<boolean> {
  if (await holdsSeat(db, settings, viewer, org)) return true;
  if (!isPartOfOrg(viewer, org)) return false;
  if (!settings.selfHosted) return org.planAutoActivate && takePlanSeat(db, org.ownerid, viewer.ownerid);
  if (!(await loadInstallSettings(db)).planAutoActivate) return false;
  return grantInstallSeat(db, settings, viewer);
}

/**
 * Gives the person a seat of the install (self-hosted), within its limit, in one statement so two activations
 * cannot share the last seat; someone holding a seat keeps it whatever is left. Answers whether they hold a seat
 * afterwards (false: no seat left).
 */
export function grantInstallSeat(
  db: Kysely<Database>,
  settings: Pick<Settings, 'access' | 'licence'>,
  person: { ownerid: number; organizations: readonly number[] },
): Promise<boolean> {
  return takeInstallSeat(db, person, installSeatsLimit(settings));
}

/** Frees the person's seat of the install (self-hosted) in every owner that lists it. */
export function releaseInstallSeat(db: Kysely<Database>, ownerid: number): Promise<void> {
  return freeInstallSeat(db, ownerid);
}

/**
 * An admin activates a member of the organisation within its plan user count (hosted edition), taken in one
 * statement so two activations cannot share the last seat. Answers whether the member holds a seat afterwards
 * (false: no seat left).
 */
export function grantPlanSeat(db: Kysely<Database>, org: OwnerRecord, memberId: number): Promise<boolean> {
  return takePlanSeat(db, org.ownerid, memberId);
}

/** An admin deactivates a member (hosted edition): the organisation's seat they held is free again. */
export function releasePlanSeat(db: Kysely<Database>, org: OwnerRecord, memberId: number): Promise<void> {
  return freePlanSeat(db, org.ownerid, memberId);
}

/**
 * A self-hosted install's seats are the install's: its limit is the plan's user count (the organisation's own
 * count while the install has none), and seats are left while the install's seats used are below it.
 */
export async function selfHostedSeats(
  db: Kysely<Database>,
  settings: SeatSettings,
  plan: OwnerPlan,
): Promise<OwnerPlan> {
  const limit = installSeatsLimit(settings);
  if (limit === null) return { ...plan, hasSeatsLeft: true };
  return { ...plan, planUserCount: limit, hasSeatsLeft: (await countSeatsUsed(db)) < limit };
}
