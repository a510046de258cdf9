import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Puts an organisation on a plan with `quantity` seats. A paid plan ends an ongoing trial, and an organisation that
 * never trialled can no longer start one; the free plan (a cancellation) keeps one seat and clears the activated
 * members, as the end of a trial does.
 */
export async function applyPlan(
  db: Kysely<Database>,
  ownerid: number,
  change: { plan: string; quantity: number; free: boolean },
): Promise<void> {
  await db
    .updateTable('owners')
    .set({
      plan: change.plan,
      planUserCount: change.quantity,
      ...(change.free
        ? { planActivatedUsers: [] }
        : {
            trialStatus: sql<string>`case lower(coalesce(trial_status, 'not_started'))
              when 'ongoing' then 'expired'
              when 'not_started' then 'cannot_trial'
              else trial_status end`,
          }),
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerid', '=', ownerid)
    .execute();
}
