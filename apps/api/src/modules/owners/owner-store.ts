import { type Kysely, sql } from 'kysely';
import { type Connection, type PageArgs, pageRequest, toConnection } from '../../db/pagination';
import type { Database, OwnerRecord, UserRecord } from '../../db/schema';
import { ownerNameFromPath } from './owner-name';

/** Owner and user queries. Plain inputs, plain records out. */

export async function ownersByIds(db: Kysely<Database>, ids: readonly number[]): Promise<OwnerRecord[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('owners')
    .selectAll()
    .where('ownerid', 'in', [...ids])
    .execute();
}

/** Owners of one service by username, case-insensitively; a GitLab subgroup by either `group/sub` or `group:sub`. */
export async function ownersByUsernames(
  db: Kysely<Database>,
  service: string,
  usernames: readonly string[],
): Promise<OwnerRecord[]> {
  if (usernames.length === 0) return [];
  return db
    .selectFrom('owners')
    .selectAll()
    .where('service', '=', service)
    .where(
      sql<string>`lower(username)`,
      'in',
      usernames.map((name) => ownerNameFromPath(name).toLowerCase()),
    )
    .execute();
}

export async function ownerByUsername(
  db: Kysely<Database>,
  service: string,
  username: string,
): Promise<OwnerRecord | null> {
  const [owner] = await ownersByUsernames(db, service, [username]);
  return owner ?? null;
}

/** The owner of a service with this login, else with this email (a git mirror knows only emails); either may be null. */
export async function ownerIdByLoginOrEmail(
  db: Kysely<Database>,
  service: string,
  login: string | null,
  email: string | null,
): Promise<number | null> {
  const row = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('service', '=', service)
    .where(sql<boolean>`(lower(username) = ${login} or lower(email) = ${email})`)
    // A login match wins over an email match.
    .orderBy(sql`(lower(username) = ${login}) is true desc`)
    .orderBy('ownerid')
    .limit(1)
    .executeTakeFirst();
  return row?.ownerid ?? null;
}

export async function usersByIds(db: Kysely<Database>, ids: readonly number[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** The personal owners of a user (one per service), oldest first. */
export async function ownersOfUser(db: Kysely<Database>, userId: number): Promise<OwnerRecord[]> {
  return db
    .selectFrom('owners')
    .selectAll()
    .where('userId', '=', userId)
    .where('isOrg', '=', false)
    .orderBy('ownerid')
    .execute();
}

export interface RepositoryStats {
  repos: number;
  hasPrivateRepos: boolean;
  hasPublicRepos: boolean;
  hasActiveRepos: boolean;
}

const NO_REPOSITORIES: RepositoryStats = {
  repos: 0,
  hasPrivateRepos: false,
  hasPublicRepos: false,
  hasActiveRepos: false,
};

/** Repository counts of several owners in one query (deleted repositories excluded). */
export async function repositoryStats(
  db: Kysely<Database>,
  ownerids: readonly number[],
): Promise<Map<number, RepositoryStats>> {
  const result = new Map<number, RepositoryStats>(ownerids.map((id) => [id, NO_REPOSITORIES]));
  if (ownerids.length === 0) return result;
  const rows = await db
    .selectFrom('repositories')
    .select((eb) => [
      'ownerid',
      eb.fn.countAll<number>().as('repos'),
      sql<boolean>`bool_or(private)`.as('hasPrivateRepos'),
      sql<boolean>`bool_or(not private)`.as('hasPublicRepos'),
      sql<boolean>`bool_or(active)`.as('hasActiveRepos'),
    ])
    .where('ownerid', 'in', [...ownerids])
    .where('deleted', '=', false)
    .groupBy('ownerid')
    .execute();
  for (const row of rows) result.set(row.ownerid, row);
  return result;
}

/**
 * Coverage uploads to the owner's private repositories since `since` (api-contract: the last 30 days, which the
 * free plan's upload limit counts); carried-forward sessions are copies, not uploads.
 */
export async function privateUploadCount(
  db: Kysely<Database>,
  ownerid: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .innerJoin('repositories', 'repositories.repoid', 'uploads.repoid')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('repositories.ownerid', '=', ownerid)
    .where('repositories.private', '=', true)
    .where('uploads.sessionType', '=', 'uploaded')
    .where('uploads.uploadType', '=', 'coverage')
    .where('uploads.createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Organisations of a member, highest ownerid first, optionally filtered by a username substring. */
export async function organizationsPage(
  db: Kysely<Database>,
  input: { organizationIds: number[]; term?: string | null; page: PageArgs },
): Promise<Connection<OwnerRecord>> {
  const request = pageRequest(input.page, 1);
  let base = db.selectFrom('owners').where('ownerid', '=', sql<number>`any(${input.organizationIds}::int[])`);
  if (input.term) base = base.where('username', 'ilike', likePattern(input.term));
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  // Natural order is ownerid DESC; backward pages walk it in reverse.
  const descending = !request.backward;
  let query = base.selectAll();
  if (request.cursor) {
    const cursorId = Number(request.cursor[0]);
    query = query.where('ownerid', descending ? '<' : '>', cursorId);
  }
  const rows = await query
    .orderBy('ownerid', descending ? 'desc' : 'asc')
    .limit(request.limit + 1)
    .execute();
  return toConnection(rows, request, (row) => [row.ownerid], countRow.count);
}

/** A LIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function setDefaultOrganization(
  db: Kysely<Database>,
  ownerid: number,
  defaultOrgOwnerid: number | null,
): Promise<void> {
  await db
    .updateTable('owners')
    .set({ defaultOrgOwnerid, updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', ownerid)
    .execute();
}

export async function updateOwnerProfile(
  db: Kysely<Database>,
  ownerid: number,
  changes: { name?: string; email?: string; businessEmail?: string },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('owners')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', ownerid)
    .execute();
}

export async function updateUser(
  db: Kysely<Database>,
  userId: number,
  changes: Partial<
    Pick<UserRecord, 'name' | 'email' | 'termsAgreement' | 'marketingConsent' | 'customerIntent'>
  > & {
    termsAgreementAt?: Date;
  },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Gives an owner a user row if it has none (owners created by a sync have none until their first sign-in). */
export async function ensureUser(db: Kysely<Database>, owner: OwnerRecord): Promise<number> {
  if (owner.userId !== null) return owner.userId;
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ email: owner.email, name: owner.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('owners').set({ userId: user.id }).where('ownerid', '=', owner.ownerid).execute();
    return user.id;
  });
}

export async function hasInstallAdmins(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('isInstallAdmin', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A person or organisation as their git host identifies it (the id never changes; the username may). */
export async function ownerByServiceId(
  db: Kysely<Database>,
  service: string,
  serviceId: string,
): Promise<OwnerRecord | null> {
  const row = await db
    .selectFrom('owners')
    .selectAll()
    .where('service', '=', service)
    .where('serviceId', '=', serviceId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Makes the people named in `admins` the install admins and nobody else: `service` null names a username on every
 * host. Organisations are never install admins. Answers how many owners changed.
 */
export async function setInstallAdmins(
  db: Kysely<Database>,
  admins: ReadonlyArray<{ service: string | null; username: string }>,
): Promise<number> {
  const named =
    admins.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`(${sql.join(
          admins.map((admin) =>
            admin.service === null
              ? sql`lower(username) = ${admin.username.toLowerCase()}`
              : sql`(service = ${admin.service} and lower(username) = ${admin.username.toLowerCase()})`,
          ),
          sql` or `,
        )})`;
  const result = await db
    .updateTable('owners')
    .set({ isInstallAdmin: sql<boolean>`(not is_org and ${named})`, updatedAt: sql<Date>`now()` })
    .where(sql<boolean>`is_install_admin <> (not is_org and ${named})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The first installation admin that is a person: the default account of the development sign-in. */
export async function firstInstallAdmin(db: Kysely<Database>, service: string): Promise<OwnerRecord | null> {
  const row = await db
    .selectFrom('owners')
    .selectAll()
    .where('service', '=', service)
    .where('isInstallAdmin', '=', true)
    .where('isOrg', '=', false)
    .orderBy('ownerid')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The user's own (not organisation) owner on a service, or null. */
export async function personalOwnerOfUser(
  db: Kysely<Database>,
  userId: number,
  service: string,
): Promise<OwnerRecord | null> {
  const owner = await db
    .selectFrom('owners')
    .selectAll()
    .where('userId', '=', userId)
    .where('service', '=', service)
    .where('isOrg', '=', false)
    .orderBy('ownerid')
    .limit(1)
    .executeTakeFirst();
  return owner ?? null;
}
