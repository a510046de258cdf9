import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A host token as stored: both tokens already encrypted. */
export interface StoredHostToken {
  ownerid: number;
  service: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
}

export async function saveHostToken(db: Kysely<Database>, token: StoredHostToken): Promise<void> {
  const now = new Date();
  await db
    .insertInto('oauthTokens')
    .values({ ...token, updatedAt: now })
    .onConflict((oc) =>
      oc.column('ownerid').doUpdateSet({
        service: token.service,
        accessToken: token.accessToken,
        refreshToken: token.refreshToken,
        expiresAt: token.expiresAt,
        scope: token.scope,
        updatedAt: now,
      }),
    )
    .execute();
}

export async function hostTokenOf(db: Kysely<Database>, ownerid: number): Promise<StoredHostToken | null> {
  const row = await db
    .selectFrom('oauthTokens')
    .select(['ownerid', 'service', 'accessToken', 'refreshToken', 'expiresAt', 'scope'])
    .where('ownerid', '=', ownerid)
    .executeTakeFirst();
  return row ?? null;
}
