import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Seat queries. A hosted organisation's seats are its own `plan_activated_users`; a self-hosted install's seats
 * are shared by every owner: someone holds an install seat when any owner lists them (docs/api-contract.md §3.6).
 */

/** SQL: the owner with id `ownerid` holds an install seat (is in some owner's activated users). */
export function installSeatHeld(ownerid: Expression<number> | number) {
  return sql<boolean>`exists (
    select 1 from owners as seat_holders where seat_holders.plan_activated_users @> array[${ownerid}]::int[]
  )`;
}

/** SQL: how many distinct people hold an install seat. */
export const installSeatsUsedSql = sql<number>`(select count(distinct seat) from owners, unnest(plan_activated_users) as seat)`;

/** Number of distinct owners holding a seat in any organisation (self-hosted seat count). */
export async function countSeatsUsed(db: Kysely<Database>): Promise<number> {
  const row = await sql<{ count: number }>`select ${installSeatsUsedSql} as count`.execute(db);
  return Number(row.rows[0]?.count ?? 0);
}

/** The owner holds an install seat. */
export async function holdsInstallSeat(db: Kysely<Database>, ownerid: number): Promise<boolean> {
  const row = await sql<{ held: boolean }>`select ${installSeatHeld(ownerid)} as held`.execute(db);
  return row.rows[0]?.held === true;
}

/**
 * Adds `memberId` to the organisation's activated users when its plan user count leaves a seat (hosted), in one
 * statement so that two requests at once cannot both take the last seat. Answers whether the member holds a seat
 * there afterwards.
 */
export async function takePlanSeat(db: Kysely<Database>, orgId: number, memberId: number): Promise<boolean> {
  const taken = await db
    .updateTable('owners')
    .set({
      planActivatedUsers: sql<number[]>`array_append(plan_activated_users, ${memberId}::int)`,
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerid', '=', orgId)
    .where(sql<boolean>`not (plan_activated_users @> array[${memberId}]::int[])`)
    .where(sql<boolean>`cardinality(plan_activated_users) < plan_user_count`)
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

/** Takes `memberId` out of the organisation's activated users (hosted). */
export async function freePlanSeat(db: Kysely<Database>, orgId: number, memberId: number): Promise<void> {
  await db
    .updateTable('owners')
    .set({
      planActivatedUsers: sql<number[]>`array_remove(plan_activated_users, ${memberId}::int)`,
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerid', '=', orgId)
    .where(sql<boolean>`plan_activated_users @> array[${memberId}]::int[]`)
    .execute();
}

/**
 * Gives the person an install seat: they join the activated users of their own account and of each of their
 * organisations, in one statement that checks the install's limit (null: none), so that two activations at once
 * cannot both take the last seat. Someone who holds a seat already keeps it, whatever the limit. Answers whether
 * they hold a seat afterwards.
 */
export async function takeInstallSeat(
  db: Kysely<Database>,
  person: { ownerid: number; organizations: readonly number[] },
  limit: number | null,
): Promise<boolean> {
  const owners = [person.ownerid, ...person.organizations];
  const capped = limit === null ? sql<boolean>`true` : sql<boolean>`${installSeatsUsedSql} < ${limit}`;
  await db
    .updateTable('owners')
    .set({
      planActivatedUsers: sql<number[]>`array_append(plan_activated_users, ${person.ownerid}::int)`,
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerid', 'in', owners)
    .where(sql<boolean>`not (plan_activated_users @> array[${person.ownerid}]::int[])`)
    .where(sql<boolean>`(${capped} or ${installSeatHeld(person.ownerid)})`)
    .execute();
  return holdsInstallSeat(db, person.ownerid);
}

/** Frees the person's install seat: they leave the activated users of every owner. */
export async function freeInstallSeat(db: Kysely<Database>, ownerid: number): Promise<void> {
  await db
    .updateTable('owners')
    .set({
      planActivatedUsers: sql<number[]>`array_remove(plan_activated_users, ${ownerid}::int)`,
      updatedAt: sql<Date>`now()`,
    })
    .where(sql<boolean>`plan_activated_users @> array[${ownerid}]::int[]`)
    .execute();
}
