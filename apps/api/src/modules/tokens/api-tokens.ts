import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SessionRecord } from '../../db/schema';
import {
  apiTokensOfOwner,
  countApiTokens,
  deleteApiToken,
  insertApiToken,
  NEVER_EXPIRES,
} from './api-token-store';

/** Personal API tokens: created for the current owner, listed without their secret, revoked by their owner. */

export const MAX_NAME_LENGTH = 100;
/** Each person's tokens are listed whole; the cap keeps that list, and a runaway script, bounded. */
export const MAX_API_TOKENS = 100;

/** What `me.tokens` and `createUserToken` answer for a token: never its secret. */
export interface UserTokenValue {
  id: string;
  name: string;
  type: string;
  lastFour: string;
  expiration: Date | null;
  createdAt: Date | string;
  lastseen: Date | string;
  sessionid: number;
}

export function userToken(row: SessionRecord): UserTokenValue {
  const expires = new Date(row.expiresAt);
  return {
    id: String(row.sessionid),
    name: row.name ?? '',
    type: row.type,
    lastFour: row.lastFour,
    expiration: expires.getTime() >= NEVER_EXPIRES.getTime() ? null : expires,
    createdAt: row.createdAt,
    lastseen: row.lastseen,
    sessionid: row.sessionid,
  };
}

export type CreatedApiToken =
  { ok: true; fullToken: string; session: SessionRecord } | { ok: false; message: string };

/** The name checked, then a new token for `ownerid`; the secret is in the answer and nowhere else. */
export async function createApiToken(
  db: Kysely<Database>,
  ownerid: number,
  rawName: string,
): Promise<CreatedApiToken> {
  const name = rawName.trim();
  if (!name) return { ok: false, message: 'A token name is required' };
  if (name.length > MAX_NAME_LENGTH)
    return { ok: false, message: `A token name is at most ${MAX_NAME_LENGTH} characters` };
  if ((await countApiTokens(db, ownerid)) >= MAX_API_TOKENS)
    return {
      ok: false,
      message: `You already have ${MAX_API_TOKENS} API tokens: revoke one before creating another`,
    };
  // The prefix tells people (and secret scanners) what a leaked string is.
  const fullToken = `canopy_api_${randomBytes(32).toString('base64url')}`;
  const session = await insertApiToken(db, { ownerid, name, token: fullToken, now: new Date() });
  return { ok: true, fullToken, session };
}

export async function listApiTokens(db: Kysely<Database>, ownerid: number): Promise<UserTokenValue[]> {
  return (await apiTokensOfOwner(db, ownerid, MAX_API_TOKENS)).map(userToken);
}

/** Revokes one of the owner's own tokens; false when `tokenid` names none of theirs. */
export async function revokeApiToken(
  db: Kysely<Database>,
  ownerid: number,
  tokenid: string,
): Promise<boolean> {
  const id = /^\d{1,9}$/.test(tokenid.trim()) ? Number(tokenid.trim()) : null;
  if (id === null) return false;
  return deleteApiToken(db, ownerid, id);
}
