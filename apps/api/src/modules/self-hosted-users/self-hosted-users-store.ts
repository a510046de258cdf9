import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { installSeatHeld, likePattern } from '../owners';

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
const activatedExpression = installSeatHeld(sql.ref<number>('owners.ownerid'));

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

/** The install's auto-activation (`config.planAutoActivate`). */
export async function setInstallAutoActivate(db: Kysely<Database>, value: boolean): Promise<void> {
  await db.updateTable('installSettings').set({ planAutoActivate: value }).execute();
}
