import { type Kysely, sql } from 'kysely';
import type { Database, OwnerRecord, RepositoryRecord } from '../../db/schema';

/** The reads and writes that find, or with the global token create, the repository an upload is for. */

/** The organisation whose upload token this is. */
export async function ownerByOrgUploadToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('owners')
    .selectAll()
    .where(sql<boolean>`org_upload_token = ${token}::uuid`)
    .executeTakeFirst();
}

/** The repository whose upload token this is, not deleted. */
export async function repositoryByUploadToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('repositories')
    .selectAll()
    .where(sql<boolean>`upload_token = ${token}::uuid`)
    .where('deleted', '=', false)
    .executeTakeFirst();
}

/** The owner of a repository just read. */
export async function ownerOfRepository(db: Kysely<Database>, repo: RepositoryRecord): Promise<OwnerRecord> {
  return db.selectFrom('owners').selectAll().where('ownerid', '=', repo.ownerid).executeTakeFirstOrThrow();
}

/** The installation's admins on a service (people, not organisations). */
export async function installAdminIds(db: Kysely<Database>, service: string): Promise<number[]> {
  const admins = await db
    .selectFrom('owners')
    .select(['ownerid'])
    .where('service', '=', service)
    .where('isInstallAdmin', '=', true)
    .where('isOrg', '=', false)
    .execute();
  return admins.map((admin) => admin.ownerid);
}

/** An organisation first named by an upload; undefined when a concurrent upload created it first. */
export async function createUploadOwner(
  db: Kysely<Database>,
  { service, username, admins }: { service: string; username: string; admins: number[] },
): Promise<OwnerRecord | undefined> {
  return db
    .insertInto('owners')
    .values({
      service,
      serviceId: `upload:${username.toLowerCase()}`,
      username,
      isOrg: true,
      admins,
      planActivatedUsers: admins,
    })
    .onConflict((oc) => oc.columns(['service', 'serviceId']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Makes the people members of the organisation. */
export async function addToOrganization(
  db: Kysely<Database>,
  ownerids: readonly number[],
  orgOwnerid: number,
): Promise<void> {
  await sql`update owners set organizations = array_append(organizations, ${orgOwnerid})
    where ownerid = any(${ownerids}::int[]) and not (${orgOwnerid} = any(organizations))`.execute(db);
}

/** A private repository first named by an upload; undefined when a concurrent upload created it first. */
export async function createUploadRepository(
  db: Kysely<Database>,
  ownerid: number,
  slug: { owner: string; repo: string },
): Promise<RepositoryRecord | undefined> {
  return db
    .insertInto('repositories')
    .values({
      ownerid,
      serviceId: `upload:${slug.owner.toLowerCase()}/${slug.repo.toLowerCase()}`,
      name: slug.repo,
      private: true,
      active: true,
      activated: true,
    })
    .onConflict((oc) => oc.columns(['ownerid', 'serviceId']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Lets the people read the repository. */
export async function grantRepository(
  db: Kysely<Database>,
  ownerids: readonly number[],
  repoid: number,
): Promise<void> {
  await sql`update owners set permission = array_append(permission, ${repoid})
    where ownerid = any(${ownerids}::int[]) and not (${repoid} = any(permission))`.execute(db);
}
