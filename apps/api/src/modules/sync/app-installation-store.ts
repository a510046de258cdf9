import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface InstallationFields {
  installationId: number;
  repositorySelection: string;
  repositoryServiceIds: string[];
  suspendedAt?: Date | null;
}

export async function deleteInstallation(db: Kysely<Database>, installationId: number): Promise<void> {
  await db.deleteFrom('githubAppInstallations').where('installationId', '=', installationId).execute();
}

/** The repositories an owner's installation covers, or null when the owner has none. */
export async function coveredRepositories(db: Kysely<Database>, ownerid: number): Promise<string[] | null> {
  const row = await db
    .selectFrom('githubAppInstallations')
    .select('repositoryServiceIds')
    .where('ownerid', '=', ownerid)
    .executeTakeFirst();
  return row ? row.repositoryServiceIds : null;
}

/** An account has one installation of the app: a new one replaces what is left of an old one. */
export async function saveInstallation(
  db: Kysely<Database>,
  ownerid: number,
  installation: InstallationFields,
): Promise<void> {
  const fields = { ...installation, updatedAt: new Date() };
  await db
    .deleteFrom('githubAppInstallations')
    .where('installationId', '=', installation.installationId)
    .where('ownerid', '<>', ownerid)
    .execute();
  await db
    .insertInto('githubAppInstallations')
    .values({ ownerid, ...fields })
    .onConflict((conflict) => conflict.column('ownerid').doUpdateSet(fields))
    .execute();
}

/** The app's installation id on each of the owners that have it (and have not had it suspended). */
export async function appInstallationIds(
  db: Kysely<Database>,
  ownerids: readonly number[],
): Promise<Map<number, number>> {
  if (ownerids.length === 0) return new Map();
  const rows = await db
    .selectFrom('githubAppInstallations')
    .select(['ownerid', 'installationId'])
    .where('ownerid', 'in', [...ownerids])
    .where(sql<boolean>`suspended_at is null`)
    .execute();
  return new Map(rows.map((row) => [row.ownerid, Number(row.installationId)]));
}

/**
 * The owner's installation of the app (not suspended) when it covers the repository (all of the owner's
 * repositories, or it is listed); null otherwise.
 */
export async function coveringInstallation(
  db: Kysely<Database>,
  ownerid: number,
  repoServiceId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('githubAppInstallations')
    .select(['installationId', 'repositorySelection', 'repositoryServiceIds'])
    .where('ownerid', '=', ownerid)
    .where(sql<boolean>`suspended_at is null`)
    .executeTakeFirst();
  if (!row) return null;
  const covers = row.repositorySelection === 'all' || row.repositoryServiceIds.includes(repoServiceId);
  return covers ? Number(row.installationId) : null;
}
