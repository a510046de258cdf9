import type { Kysely } from 'kysely';
import { seatsLimitOf } from '../../config/licence';
import type { Settings } from '../../config/settings';
import { loadInstallSettings } from '../../db/install-settings';
import type { Database, OwnerRecord } from '../../db/schema';
import { countSeatsUsed, isActivatedAnywhere } from './owner-store';
import { isActivated, isPartOfOrg } from './permissions';
import type { OwnerPlan } from './plans';
import { freeSeat, takeSeat } from './seat-store';

type SeatSettings = Pick<Settings, 'selfHosted' | 'access' | 'licence'>;

/**
 * The install's seat limit (self-hosted), from its configuration only: the licence's seats and CANOPY_SEATS_LIMIT,
 * the smaller when both are set; null for unlimited. It takes the database as the seat functions around it do.
 */
export async function installSeatsLimit(
  _db: Kysely<Database>,
  settings: SeatSettings,
): Promise<number | null> {
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
  return settings.selfHosted && isActivatedAnywhere(db, viewer.ownerid);
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
  if (!settings.selfHosted)
    return org.planAutoActivate && takeSeat(db, org.ownerid, viewer.ownerid, { kind: 'plan' });
  if (!(await loadInstallSettings(db)).planAutoActivate) return false;
  return takeSeat(db, org.ownerid, viewer.ownerid, {
    kind: 'install',
    limit: await installSeatsLimit(db, settings),
  });
}

/**
 * An admin activates a member of the organisation: a seat within the organisation's plan user count (hosted) or
 * the install's seat limit (self-hosted), taken in one statement so two activations cannot share the last seat.
 * Answers whether the member holds a seat afterwards (false: no seat left).
 */
export async function grantSeat(
  db: Kysely<Database>,
  settings: SeatSettings,
  org: OwnerRecord,
  memberId: number,
): Promise<boolean> {
  if (!settings.selfHosted) return takeSeat(db, org.ownerid, memberId, { kind: 'plan' });
  return takeSeat(db, org.ownerid, memberId, {
    kind: 'install',
    limit: await installSeatsLimit(db, settings),
  });
}

/** An admin deactivates a member: the seat they held in the organisation is free again. */
export async function releaseSeat(db: Kysely<Database>, org: OwnerRecord, memberId: number): Promise<void> {
  await freeSeat(db, org.ownerid, memberId);
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
  const limit = await installSeatsLimit(db, settings);
  if (limit === null) return { ...plan, hasSeatsLeft: true };
  return { ...plan, planUserCount: limit, hasSeatsLeft: (await countSeatsUsed(db)) < limit };
}
