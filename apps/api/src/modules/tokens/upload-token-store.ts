import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The writes of the upload-token settings. Uploads read these columns afresh on every request. */

export async function setRepositoryUploadToken(
  db: Kysely<Database>,
  repoid: number,
  token: string,
): Promise<void> {
  await db
    .updateTable('repositories')
    .set({ uploadToken: token, updatedAt: sql<Date>`now()` })
    .where('repoid', '=', repoid)
    .execute();
}

export async function setOrgUploadToken(db: Kysely<Database>, ownerid: number, token: string): Promise<void> {
  await db
    .updateTable('owners')
    .set({ orgUploadToken: token, updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', ownerid)
    .execute();
}

export async function setUploadTokenRequired(
  db: Kysely<Database>,
  ownerid: number,
  required: boolean,
): Promise<void> {
  await db
    .updateTable('owners')
    .set({ uploadTokenRequired: required, updatedAt: sql<Date>`now()` })
    .where('ownerid', '=', ownerid)
    .execute();
}
