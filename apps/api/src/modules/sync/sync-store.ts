import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { HostAccount, HostRepository } from '../../git-providers/directory/index';

type Db = Kysely<Database> | Transaction<Database>;

/** Owners and repositories an upload named before any host did carry this service id prefix. */
export const PLACEHOLDER_PREFIX = 'upload:';

const placeholder = sql<boolean>`starts_with(service_id, ${PLACEHOLDER_PREFIX})`;

/**
 * The owner the host calls `account`, created or refreshed (found by service id; else an upload's placeholder of
 * the same name is adopted). An owner still holding the name under another service id was renamed on the host
 * since and gives the name up, as at sign-in.
 */
export async function upsertHostOwner(db: Db, service: string, account: HostAccount): Promise<number> {
  const now = new Date();
  let found = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('service', '=', service)
    .where('serviceId', '=', account.serviceId)
    .executeTakeFirst();
  found ??= await db
    .selectFrom('owners')
    .select('ownerid')
    .where('service', '=', service)
    .where(sql<boolean>`lower(username) = ${account.username.toLowerCase()}`)
    .where(placeholder)
    .executeTakeFirst();
  await sql`update owners set username = username || '~' || service_id, updated_at = ${now}
    where service = ${service} and lower(username) = ${account.username.toLowerCase()}
      and ownerid <> ${found?.ownerid ?? -1}`.execute(db);
  const fields = {
    serviceId: account.serviceId,
    username: account.username,
    ...(account.name !== null ? { name: account.name } : {}),
    ...(account.avatarUrl !== null ? { avatarUrl: account.avatarUrl } : {}),
    updatedAt: now,
  };
  if (found) {
    await db.updateTable('owners').set(fields).where('ownerid', '=', found.ownerid).execute();
    return found.ownerid;
  }
  const inserted = await db
    .insertInto('owners')
    .values({ ...fields, service, isOrg: account.isOrg, createdAt: now })
    .returning('ownerid')
    .executeTakeFirstOrThrow();
  return inserted.ownerid;
}

/**
 * The repository the host lists, under `ownerid`: found by the host's id among the service's repositories (so a
 * rename or a transfer moves it), else an upload's placeholder of that name is adopted, else created.
 */
export async function upsertHostRepository(
  db: Db,
  service: string,
  ownerid: number,
  repo: HostRepository,
): Promise<number> {
  const now = new Date();
  let found = await db
    .selectFrom('repositories')
    .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
    .select('repositories.repoid')
    .where('owners.service', '=', service)
    .where('repositories.serviceId', '=', repo.serviceId)
    .executeTakeFirst();
  found ??= await db
    .selectFrom('repositories')
    .select('repoid')
    .where('ownerid', '=', ownerid)
    .where(sql<boolean>`lower(name) = ${repo.name.toLowerCase()}`)
    .where(placeholder)
    .executeTakeFirst();
  // Another repository of that name is one the host no longer has under it (deleted and made again).
  await sql`update repositories set name = name || '~' || service_id, updated_at = ${now}
    where ownerid = ${ownerid} and lower(name) = ${repo.name.toLowerCase()}
      and repoid <> ${found?.repoid ?? -1}`.execute(db);
  const fields = {
    ownerid,
    serviceId: repo.serviceId,
    name: repo.name,
    private: repo.private,
    language: repo.language,
    ...(repo.defaultBranch ? { defaultBranch: repo.defaultBranch } : {}),
    deleted: false,
    updatedAt: now,
  };
  if (found) {
    await db.updateTable('repositories').set(fields).where('repoid', '=', found.repoid).execute();
    return found.repoid;
  }
  const inserted = await db
    .insertInto('repositories')
    .values({ ...fields, createdAt: now })
    .returning('repoid')
    .executeTakeFirstOrThrow();
  return inserted.repoid;
}

/** Of `ownerids`, the organisations only an upload has named so far: the host has not spoken about them. */
export async function placeholderOwnerIds(db: Db, ownerids: readonly number[]): Promise<number[]> {
  if (ownerids.length === 0) return [];
  const rows = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('ownerid', 'in', [...ownerids])
    .where(placeholder)
    .execute();
  return rows.map((row) => row.ownerid);
}

/** Of `repoids`, the repositories only an upload has named so far. */
export async function placeholderRepoIds(db: Db, repoids: readonly number[]): Promise<number[]> {
  if (repoids.length === 0) return [];
  const rows = await db
    .selectFrom('repositories')
    .select('repoid')
    .where('repoid', 'in', [...repoids])
    .where(placeholder)
    .execute();
  return rows.map((row) => row.repoid);
}

/** The organisations a person belongs to and the private repositories they may read, replaced. */
export async function setAccessLists(
  db: Db,
  ownerid: number,
  lists: { organizations: number[]; permission: number[] },
): Promise<void> {
  await db
    .updateTable('owners')
    .set({ ...lists, updatedAt: new Date() })
    .where('ownerid', '=', ownerid)
    .execute();
}

/**
 * The git host says whether the person administers these organisations. Named: they are a host admin and an admin.
 * Not named: a host admin no longer, and no admin unless an admin of the organisation added them in Canopy (then
 * they are not in `host_admins`).
 */
export async function setAdminOf(
  db: Db,
  orgOwnerids: readonly number[],
  personOwnerid: number,
  isAdmin: boolean,
): Promise<void> {
  if (orgOwnerids.length === 0) return;
  if (isAdmin)
    await sql`update owners set
        admins = case when ${personOwnerid} = any(admins) then admins else array_append(admins, ${personOwnerid}) end,
        host_admins = array_append(host_admins, ${personOwnerid})
      where ownerid = any(${[...orgOwnerids]}::int[]) and not (${personOwnerid} = any(host_admins))`.execute(
      db,
    );
  else
    await sql`update owners set admins = array_remove(admins, ${personOwnerid}),
        host_admins = array_remove(host_admins, ${personOwnerid})
      where ownerid = any(${[...orgOwnerids]}::int[]) and ${personOwnerid} = any(host_admins)`.execute(db);
}
