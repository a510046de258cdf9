import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface InstallSettings {
  cookieSecret: string;
  planAutoActivate: boolean;
  devGlobalUploadToken: string | null;
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
    .select(['cookieSecret', 'planAutoActivate', 'devGlobalUploadToken'])
    .executeTakeFirstOrThrow();
  return row;
}

/** The development install's global upload token, generated on first use and kept. */
export async function developmentGlobalUploadToken(db: Kysely<Database>): Promise<string> {
  const current = await db
    .selectFrom('installSettings')
    .select('devGlobalUploadToken')
    .executeTakeFirstOrThrow();
  if (current.devGlobalUploadToken) return current.devGlobalUploadToken;
  const token = randomBytes(24).toString('base64url');
  await db
    .updateTable('installSettings')
    .set({ devGlobalUploadToken: token })
    .where('devGlobalUploadToken', 'is', null)
    .execute();
  const row = await db.selectFrom('installSettings').select('devGlobalUploadToken').executeTakeFirstOrThrow();
  return row.devGlobalUploadToken ?? token;
}
