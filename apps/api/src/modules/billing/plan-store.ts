import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Puts an organisation on a plan with `quantity` seats. A paid plan ends an ongoing trial, and an organisation that
 * never trialled can no longer start one; the free plan (a cancellation) keeps one seat, clears the activated
 * members and ends an ongoing trial (EXPIRED), as the end of a trial does.
 *
 * With `keepActivated`, a paid plan applies only while its seats hold every activated member, checked in the same
 * statement so that a member activated meanwhile is not left without a seat. Answers whether the plan applied.
 */
export async function applyPlan(
  db: Kysely<Database>,
  ownerid: number,
  change: { plan: string; quantity: number; free: boolean },
  { keepActivated = false }: { keepActivated?: boolean } = {},
): Promise<boolean> {
  let query = db
    .updateTable('owners')
    .set({
      plan: change.plan,
      planUserCount: change.quantity,
      ...(change.free
        ? {
            planActivatedUsers: [],
            trialStatus: sql<string>`case lower(coalesce(trial_status, 'not_started'))
              when 'ongoing' then 'expired'
              else trial_status end`,
            trialEndDate: sql<Date>`case when lower(coalesce(trial_status, '')) = 'ongoing'
              then least(trial_end_date, now()) else trial_end_date end`,
          }
        : {
            trialStatus: sql<string>`case lower(coalesce(trial_status, 'not_started'))
              when 'ongoing' then 'expired'
              when 'not_started' then 'cannot_trial'
              else trial_status end`,
          }),
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerid', '=', ownerid);
  if (keepActivated && !change.free)
    query = query.where(sql<boolean>`coalesce(cardinality(plan_activated_users), 0) <= ${change.quantity}`);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
