import type { Kysely } from 'kysely';
import type { Database, OwnerRecord } from '../../db/schema';
import { FREE_PLAN, planRepresentation } from '../owners';
import { beginTrial, endTrials } from './billing-store';

/** The Pro trial of the hosted edition (spec §4, §9): 14 days, once per organisation, from the free plan. */
export const TRIAL_PLAN = 'users-trial';
export const TRIAL_DAYS = 14;
/** Seats during the trial: enough that no member waits for one. */
export const TRIAL_USER_COUNT = 1000;
/** The free plan codes a trial may start from. */
export const FREE_PLANS = ['users-developer', 'users-basic', 'users-free'] as const;

export type TrialRefusal = string;

/** Why `startTrial` cannot start the organisation's trial, or null when it can. */
export function cannotStartTrial(org: OwnerRecord): TrialRefusal | null {
  const status = (org.trialStatus ?? 'not_started').toLowerCase();
  if (status === 'ongoing') return 'The trial of this organization is already going.';
  if (status === 'cannot_trial')
    return 'This organization has had a paid plan: trials are for new organizations.';
  if (status !== 'not_started')
    return 'This organization has had its trial already: a trial starts only once.';
  if (!planRepresentation(org.plan).isFreePlan || !(FREE_PLANS as readonly string[]).includes(org.plan))
    return 'Only an organization on the free plan can start a trial.';
  return null;
}

/** Starts the 14-day Pro trial; false when another request changed the plan or started it first. */
export function startTrial(db: Kysely<Database>, org: OwnerRecord): Promise<boolean> {
  return beginTrial(db, org.ownerid, {
    plan: TRIAL_PLAN,
    freePlans: FREE_PLANS,
    userCount: TRIAL_USER_COUNT,
    days: TRIAL_DAYS,
  });
}

/** Ends the organisation's ongoing trial now; false when it has none. */
export async function cancelTrial(db: Kysely<Database>, ownerid: number): Promise<boolean> {
  return (await endTrials(db, { trialPlan: TRIAL_PLAN, freePlan: FREE_PLAN, ownerid, now: true })) > 0;
}

/** Ends the trials past their end date (all of them, or the one of `ownerid`). */
export function expireTrials(db: Kysely<Database>, ownerid?: number): Promise<number> {
  return endTrials(db, {
    trialPlan: TRIAL_PLAN,
    freePlan: FREE_PLAN,
    ...(ownerid === undefined ? {} : { ownerid }),
  });
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Ends overdue trials now and then every minute, so that an expired trial reads EXPIRED on the plan pages and its
 * seats are gone even when nobody opens the billing pages. Answers a function that stops it.
 */
export function startTrialSweeper(
  db: Kysely<Database>,
  log: { warn(details: object, message: string): void },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = expireTrials(db).catch((error: unknown) =>
      log.warn({ err: error }, 'could not end the trials past their end date'),
    );
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
