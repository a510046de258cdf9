import { type Kysely, sql } from 'kysely';
import type { Database, OwnerRecord } from '../../db/schema';
import { installSeatHeld, likePattern } from '../owners';

/** Members list queries: the people of an organisation with their seat, admin right and latest pull request. */

export const MEMBER_ORDERINGS = ['name', 'username', 'email', 'activated', 'last_pull_timestamp'] as const;
export type MemberOrderingField = (typeof MEMBER_ORDERINGS)[number];

export interface MemberQuery {
  /** Only members holding a seat (true) or not (false); null for both. */
  activated: boolean | null;
  /** Only the organisation's admins (true) or the others (false); null for both. */
  isAdmin: boolean | null;
  /** Part of the name, username or email, case-insensitively; null for everyone. */
  search: string | null;
  ordering: { field: MemberOrderingField; descending: boolean };
  offset: number;
  limit: number;
  /** Self-hosted: a seat in any organisation of the install counts (seats are the install's). */
  seatsAreInstallWide: boolean;
  /** This member only. */
  ownerid?: number;
  /** Whose view it is: the latest pull request counts only repositories this viewer can read. */
  viewer: RepositoryReader;
}

/** What decides which repositories a viewer can read (modules/owners/permissions.ts `canViewRepository`). */
export interface RepositoryReader {
  ownerid: number;
  permission: readonly number[];
  /** Organisations whose private repositories stay hidden until the viewer signs in with their Okta. */
  oktaLockedOrgs?: readonly number[];
}

export interface MemberRow {
  ownerid: number;
  username: string;
  name: string | null;
  email: string | null;
  student: boolean;
  activated: boolean;
  isAdmin: boolean;
  lastPullTimestamp: Date | null;
}

type MemberFilter = Pick<MemberQuery, 'activated' | 'isAdmin' | 'search' | 'ownerid'>;

/** The query over `owners as m` (the members) and `owners as org` (the organisation). */
function membersOf(db: Kysely<Database>, orgId: number, seatsAreInstallWide: boolean) {
  const activated = seatsAreInstallWide
    ? installSeatHeld(sql.ref<number>('m.ownerid'))
    : sql<boolean>`(m.ownerid = any(org.plan_activated_users))`;
  const isAdmin = sql<boolean>`(m.ownerid = any(org.admins))`;
  const base = db
    .selectFrom(['owners as m', 'owners as org'])
    .where('org.ownerid', '=', orgId)
    .where(sql<boolean>`m.organizations @> array[org.ownerid]`);
  return { base, activated, isAdmin };
}

function filtered(
  db: Kysely<Database>,
  orgId: number,
  seatsAreInstallWide: boolean,
  { activated: wantActivated, isAdmin: wantAdmin, search, ownerid }: MemberFilter,
) {
  const { base, activated, isAdmin } = membersOf(db, orgId, seatsAreInstallWide);
  let query = base;
  if (ownerid !== undefined) query = query.where('m.ownerid', '=', ownerid);
  if (wantActivated !== null) query = query.where(activated, '=', wantActivated);
  if (wantAdmin !== null) query = query.where(isAdmin, '=', wantAdmin);
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('m.name', 'ilike', pattern),
        eb('m.username', 'ilike', pattern),
        eb('m.email', 'ilike', pattern),
      ]),
    );
  }
  return { query, activated, isAdmin };
}

/** One page of the organisation's members and how many match in all. */
export async function membersPage(
  db: Kysely<Database>,
  orgId: number,
  input: MemberQuery,
): Promise<{ rows: MemberRow[]; count: number }> {
  const { query, activated, isAdmin } = filtered(db, orgId, input.seatsAreInstallWide, input);
  const countRow = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  // The same rule as canViewRepository, in SQL: a private repository's activity is not shown to who cannot read it.
  const { viewer } = input;
  const lastPull = sql<Date | null>`(select max(p.created_at) from pulls p
      join repositories r on r.repoid = p.repoid
      where r.ownerid = org.ownerid and lower(p.author_username) = lower(m.username) and not r.deleted
        and (not r.private or r.ownerid = ${viewer.ownerid}
          or (r.repoid = any(${[...viewer.permission]}::int[])
            and not (r.ownerid = any(${[...(viewer.oktaLockedOrgs ?? [])]}::int[])))))`;
  const direction = input.ordering.descending ? sql`desc` : sql`asc`;
  const orderKey = {
    name: sql`m.name`,
    username: sql`lower(m.username)`,
    email: sql`lower(m.email)`,
    activated: sql`activated`,
    last_pull_timestamp: sql`last_pull_timestamp`,
  }[input.ordering.field];
  const rows = await query
    .select([
      'm.ownerid',
      'm.username',
      'm.name',
      'm.email',
      'm.student',
      activated.as('activated'),
      isAdmin.as('isAdmin'),
      lastPull.as('lastPullTimestamp'),
    ])
    // Members without the value come last either way; the ownerid keeps pages stable.
    .orderBy(sql`${orderKey} ${direction} nulls last`)
    .orderBy('m.ownerid', 'asc')
    .offset(input.offset)
    .limit(input.limit)
    .execute();
  return {
    count: Number(countRow.count),
    rows: rows.map((row) => ({
      ...row,
      lastPullTimestamp: row.lastPullTimestamp === null ? null : new Date(row.lastPullTimestamp),
    })),
  };
}

/** The member named by ownerid (all digits) or username, case-insensitively; null when not a member. */
export async function memberOf(
  db: Kysely<Database>,
  org: OwnerRecord,
  usernameOrOwnerid: string,
): Promise<OwnerRecord | null> {
  const byId = /^\d{1,9}$/.test(usernameOrOwnerid) ? Number(usernameOrOwnerid) : null;
  const row = await db
    .selectFrom('owners')
    .selectAll()
    .where(sql<boolean>`organizations @> array[${org.ownerid}]::int[]`)
    .where((eb) =>
      byId === null
        ? eb(sql`lower(username)`, '=', usernameOrOwnerid.toLowerCase())
        : eb.or([eb('ownerid', '=', byId), eb(sql`lower(username)`, '=', usernameOrOwnerid.toLowerCase())]),
    )
    // An ownerid wins over a username made of digits.
    .orderBy(sql`ownerid = ${byId ?? -1}`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** One member's row as the list shows it. */
export async function memberRow(
  db: Kysely<Database>,
  orgId: number,
  memberId: number,
  seatsAreInstallWide: boolean,
  viewer: RepositoryReader,
): Promise<MemberRow | null> {
  const { rows } = await membersPage(db, orgId, {
    activated: null,
    isAdmin: null,
    search: null,
    ordering: { field: 'username', descending: false },
    offset: 0,
    limit: 1,
    seatsAreInstallWide,
    ownerid: memberId,
    viewer,
  });
  return rows[0] ?? null;
}

/** Adds the member to the organisation's admins (nothing when they are one already). */
export async function addOrgAdmin(db: Kysely<Database>, orgId: number, memberId: number): Promise<void> {
  await db
    .updateTable('owners')
    .set({ admins: sql<number[]>`array_append(admins, ${memberId}::int)`, updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', orgId)
    .where(sql<boolean>`not (${memberId}::int = any(admins))`)
    .execute();
}

/**
 * Takes the member out of the organisation's admins unless the git host names them one. Answers false when it
 * does (they stay an admin).
 */
export async function removeOrgAdmin(
  db: Kysely<Database>,
  orgId: number,
  memberId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('owners')
    .set({
      admins: sql<number[]>`array_remove(admins, ${memberId}::int)`,
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerid', '=', orgId)
    .where(sql<boolean>`not (${memberId}::int = any(host_admins))`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
