import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface PendingSignIn {
  stateHash: string;
  service: string;
  browserHash: string;
  codeVerifier: string;
  redirectTo: string | null;
  privateAccess: boolean;
  /** OpenID Connect nonce (the install's Okta sign-in only). */
  nonce?: string | null;
  expiresAt: Date;
}

/** Keeps a started sign-in, and drops the ones whose ten minutes are over. */
export async function savePendingSignIn(
  db: Kysely<Database>,
  pending: PendingSignIn,
  now: Date,
): Promise<void> {
  await db.deleteFrom('oauthStates').where('expiresAt', '<=', now).execute();
  await db.insertInto('oauthStates').values(pending).execute();
}

/** Takes a started sign-in out (single use): a second callback with the same state finds nothing. */
export async function takePendingSignIn(
  db: Kysely<Database>,
  stateHash: string,
): Promise<PendingSignIn | null> {
  const row = await db
    .deleteFrom('oauthStates')
    .where('stateHash', '=', stateHash)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}
