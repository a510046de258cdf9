import type { Kysely } from 'kysely';
import { hashToken } from '../../auth/session-store';
import type { Database, SessionRecord } from '../../db/schema';

/**
 * Personal API tokens are rows of `sessions` of type 'api': the secret's SHA-256 is stored, never the secret.
 * The bearer lookup is `findSession(…, 'api')` in auth/session-store.ts, beside the sign-in's.
 */

/** API tokens do not expire; the column wants a date, so they get one no one will reach. */
export const NEVER_EXPIRES = new Date('9999-12-31T00:00:00.000Z');

export async function insertApiToken(
  db: Kysely<Database>,
  input: { ownerid: number; name: string; token: string; now: Date },
): Promise<SessionRecord> {
  return db
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(input.token),
      ownerid: input.ownerid,
      type: 'api',
      name: input.name,
      lastFour: input.token.slice(-4),
      createdAt: input.now,
      lastseen: input.now,
      expiresAt: NEVER_EXPIRES,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An owner's API tokens, newest first (at most `limit`). */
export async function apiTokensOfOwner(
  db: Kysely<Database>,
  ownerid: number,
  limit: number,
): Promise<SessionRecord[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('ownerid', '=', ownerid)
    .where('type', '=', 'api')
    .orderBy('sessionid', 'desc')
    .limit(limit)
    .execute();
}

export async function countApiTokens(db: Kysely<Database>, ownerid: number): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('ownerid', '=', ownerid)
    .where('type', '=', 'api')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes the owner's API token `sessionid`; false when the owner has no such token. */
export async function deleteApiToken(
  db: Kysely<Database>,
  ownerid: number,
  sessionid: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('sessionid', '=', sessionid)
    .where('ownerid', '=', ownerid)
    .where('type', '=', 'api')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
