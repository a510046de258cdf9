import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { likePattern } from '../owners';

/** A person of the install as the admin list shows them. */
export interface InstallPersonRow {
  ownerid: number;
  username: string;
  email: string | null;
  name: string | null;
  isInstallAdmin: boolean;
  activated: boolean;
}

export interface InstallPeopleFilters {
  activated: boolean | null;
  isAdmin: boolean | null;
  /** Case-insensitive part of the name, username or e-mail. */
  search: string | null;
}

export type InstallPeopleOrdering = 'name' | 'username' | 'email';

export interface InstallPeoplePage {
  filters: InstallPeopleFilters;
  ordering: { field: InstallPeopleOrdering | null; descending: boolean };
  offset: number;
  limit: number;
}

/** Holds a seat in some owner's activated users: the install's seats are shared by every organisation. */
const activatedExpression = sql<boolean>`exists (
  select 1 from owners as seats where seats.plan_activated_users @> array[owners.ownerid]::int[]
)`;

function filtered(db: Kysely<Database>, filters: InstallPeopleFilters) {
  let query = db.selectFrom('owners').where('isOrg', '=', false);
  if (filters.isAdmin !== null) query = query.where('isInstallAdmin', '=', filters.isAdmin);
  if (filters.activated !== null)
    query = query.where(filters.activated ? activatedExpression : sql<SqlBool>`not ${activatedExpression}`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    query = query.where((eb) =>
      eb.or([eb('username', 'ilike', pattern), eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]),
    );
  }
  return query;
}

/** One page of the install's people (never organisations) and how many match the filters in all. */
export async function installPeoplePage(
  db: Kysely<Database>,
  { filters, ordering, offset, limit }: InstallPeoplePage,
): Promise<{ count: number; rows: InstallPersonRow[] }> {
  const total = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let query = filtered(db, filters).select([
    'ownerid',
    'username',
    'email',
    'name',
    'isInstallAdmin',
    activatedExpression.as('activated'),
  ]);
  if (ordering.field) {
    const column: Expression<unknown> = sql.ref(ordering.field);
    // Missing names and e-mails go last either way.
    query = query.orderBy(sql`${column} ${sql.raw(ordering.descending ? 'desc' : 'asc')} nulls last`);
  }
  const rows = await query.orderBy('ownerid', 'asc').offset(offset).limit(limit).execute();
  return { count: Number(total.count), rows };
}

/** A person of the install by id; null for an organisation or an unknown id. */
export async function installPersonById(
  db: Kysely<Database>,
  ownerid: number,
): Promise<(InstallPersonRow & { organizations: number[] }) | null> {
  const row = await db
    .selectFrom('owners')
    .select([
      'ownerid',
      'username',
      'email',
      'name',
      'isInstallAdmin',
      'organizations',
      activatedExpression.as('activated'),
    ])
    .where('ownerid', '=', ownerid)
    .where('isOrg', '=', false)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Gives the person an install seat: they join the activated users of their own account and of each of their
 * organisations, in one statement that checks the install's limit (null: none), so that two activations at once
 * cannot both take the last seat. Answers whether they hold a seat afterwards.
 */
export async function takeInstallSeat(
  db: Kysely<Database>,
  person: { ownerid: number; organizations: readonly number[] },
  limit: number | null,
): Promise<boolean> {
  const owners = [person.ownerid, ...person.organizations];
  const capped =
    limit === null
      ? sql<boolean>`true`
      : sql<boolean>`(select count(distinct seat) from owners, unnest(plan_activated_users) as seat) < ${limit}`;
  await db
    .updateTable('owners')
    .set({
      planActivatedUsers: sql<number[]>`array_append(plan_activated_users, ${person.ownerid}::int)`,
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerid', 'in', owners)
    .where(sql<boolean>`not (plan_activated_users @> array[${person.ownerid}]::int[])`)
    .where(capped)
    .execute();
  const held = await db
    .selectFrom('owners')
    .select('ownerid')
    .where(sql<boolean>`plan_activated_users @> array[${person.ownerid}]::int[]`)
    .limit(1)
    .executeTakeFirst();
  return held !== undefined;
}

/** Frees the person's install seat: they leave the activated users of every owner. */
export async function releaseInstallSeat(db: Kysely<Database>, ownerid: number): Promise<void> {
  await db
    .updateTable('owners')
    .set({
      planActivatedUsers: sql<number[]>`array_remove(plan_activated_users, ${ownerid}::int)`,
      updatedAt: sql<Date>`now()`,
    })
    .where(sql<boolean>`plan_activated_users @> array[${ownerid}]::int[]`)
    .execute();
}

/** The install's auto-activation (`config.planAutoActivate`). */
export async function setInstallAutoActivate(db: Kysely<Database>, value: boolean): Promise<void> {
  await db.updateTable('installSettings').set({ planAutoActivate: value }).execute();
}
