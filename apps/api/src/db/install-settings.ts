import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface InstallSettings {
  cookieSecret: string;
  planAutoActivate: boolean;
  seatsLimit: number | null;
  licenseExpiresAt: Date | null;
}

/**
 * Reads the installation settings row, creating it on first start. The cookie secret is generated once and
 * kept in the database, so every server process of an installation signs cookies with the same key.
 */
export async function loadInstallSettings(db: Kysely<Database>): Promise<InstallSettings> {
  await db
    .insertInto('installSettings')
    .values({ cookieSecret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('installSettings')
    .select(['cookieSecret', 'planAutoActivate', 'seatsLimit', 'licenseExpiresAt'])
    .executeTakeFirstOrThrow();
  return row;
}
