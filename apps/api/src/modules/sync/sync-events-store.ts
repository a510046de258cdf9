import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export async function ownerIdByServiceId(
  db: Kysely<Database>,
  service: string,
  serviceId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('service', '=', service)
    .where('serviceId', '=', serviceId)
    .executeTakeFirst();
  return row?.ownerid ?? null;
}

export async function repoIdByServiceId(
  db: Kysely<Database>,
  service: string,
  serviceId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('repositories')
    .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
    .select('repositories.repoid')
    .where('owners.service', '=', service)
    .where('repositories.serviceId', '=', serviceId)
    .executeTakeFirst();
  return row?.repoid ?? null;
}

/** The people Canopy knows as members of the organisation. */
export async function peopleInOrganization(db: Kysely<Database>, orgOwnerid: number): Promise<number[]> {
  const rows = await sql<{ ownerid: number }>`select ownerid from owners
    where not is_org and ${orgOwnerid} = any(organizations)`.execute(db);
  return rows.rows.map((row) => row.ownerid);
}

/**
 * The person leaves the organisation: membership, admin right and the organisation's private repositories go at
 * once (a sync gives back those they still reach as an outside collaborator).
 */
export async function leaveOrganization(
  db: Kysely<Database>,
  personOwnerid: number,
  orgOwnerid: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`update owners set organizations = array_remove(organizations, ${orgOwnerid}),
        permission = coalesce(array(select p from unnest(permission) p
          where p not in (select repoid from repositories where ownerid = ${orgOwnerid})), '{}'),
        updated_at = now()
      where ownerid = ${personOwnerid}`.execute(trx);
    await sql`update owners set admins = array_remove(admins, ${personOwnerid}),
        host_admins = array_remove(host_admins, ${personOwnerid}), updated_at = now()
      where ownerid = ${orgOwnerid}`.execute(trx);
  });
}

/** Nobody (or only `fromOwnerid`) keeps the private repository in their permission list. */
export async function revokeRepository(
  db: Kysely<Database>,
  repoid: number,
  fromOwnerid: number | null = null,
): Promise<void> {
  await sql`update owners set permission = array_remove(permission, ${repoid}), updated_at = now()
    where ${repoid} = any(permission) and (${fromOwnerid}::int is null or ownerid = ${fromOwnerid})`.execute(
    db,
  );
}

/** Marks the repository deleted; answers its id, or null when Canopy never knew it. */
export async function markRepositoryDeleted(
  db: Kysely<Database>,
  service: string,
  serviceId: string,
): Promise<number | null> {
  const repoid = await repoIdByServiceId(db, service, serviceId);
  if (repoid === null) return null;
  await db
    .updateTable('repositories')
    .set({ deleted: true, updatedAt: new Date() })
    .where('repoid', '=', repoid)
    .execute();
  return repoid;
}

/** The owner Canopy knows under that path (GitLab's system hooks name namespaces by path alone). */
export async function ownerIdByPath(
  db: Kysely<Database>,
  service: string,
  path: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('service', '=', service)
    .where(sql<boolean>`lower(username) = ${path.toLowerCase()}`)
    .executeTakeFirst();
  return row?.ownerid ?? null;
}

/** The people whose permission list holds the repository. */
export async function peopleWithRepository(db: Kysely<Database>, repoid: number): Promise<number[]> {
  const rows = await sql<{ ownerid: number }>`select ownerid from owners
    where ${repoid} = any(permission)`.execute(db);
  return rows.rows.map((row) => row.ownerid);
}

export async function repositoryById(db: Kysely<Database>, repoid: number) {
  return db
    .selectFrom('repositories')
    .select(['ownerid', 'serviceId', 'private', 'language', 'defaultBranch'])
    .where('repoid', '=', repoid)
    .executeTakeFirstOrThrow();
}

export async function ownerAccount(db: Kysely<Database>, ownerid: number) {
  return db
    .selectFrom('owners')
    .select(['serviceId', 'username', 'isOrg', 'name', 'avatarUrl'])
    .where('ownerid', '=', ownerid)
    .executeTakeFirstOrThrow();
}
