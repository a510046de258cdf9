import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** What caps the seats an auto-activation may take. */
export type SeatCap =
  /** The organisation's plan user count (hosted edition). */
  | { kind: 'plan' }
  /** The install's seats over every organisation (self-hosted); null for no limit. */
  | { kind: 'install'; limit: number | null };

/**
 * Adds `memberId` to the organisation's activated users when the cap leaves a seat, in one statement so that two
 * visits at once cannot both take the last seat. Answers whether the member holds a seat afterwards.
 */
export async function takeSeat(
  db: Kysely<Database>,
  orgId: number,
  memberId: number,
  cap: SeatCap,
): Promise<boolean> {
  const capped =
    cap.kind === 'plan'
      ? sql<boolean>`cardinality(plan_activated_users) < plan_user_count`
      : cap.limit === null
        ? sql<boolean>`true`
        : sql<boolean>`(select count(distinct seat) from owners, unnest(plan_activated_users) as seat) < ${cap.limit}`;
  const taken = await db
    .updateTable('owners')
    .set({
      planActivatedUsers: sql<number[]>`array_append(plan_activated_users, ${memberId}::int)`,
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerid', '=', orgId)
    .where(sql<boolean>`not (plan_activated_users @> array[${memberId}]::int[])`)
    .where(capped)
    .returning('ownerid')
    .executeTakeFirst();
  if (taken) return true;
  // Not taken: no seat left, or another request activated the member first.
  const held = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('ownerid', '=', orgId)
    .where(sql<boolean>`plan_activated_users @> array[${memberId}]::int[]`)
    .executeTakeFirst();
  return held !== undefined;
}

/** Takes `memberId` out of the organisation's activated users; answers whether they held a seat there. */
export async function freeSeat(db: Kysely<Database>, orgId: number, memberId: number): Promise<boolean> {
  const freed = await db
    .updateTable('owners')
    .set({
      planActivatedUsers: sql<number[]>`array_remove(plan_activated_users, ${memberId}::int)`,
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerid', '=', orgId)
    .where(sql<boolean>`plan_activated_users @> array[${memberId}]::int[]`)
    .returning('ownerid')
    .executeTakeFirst();
  return freed !== undefined;
}
