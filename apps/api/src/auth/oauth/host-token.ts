import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hostTokenOf } from './oauth-token-store';
import type { TokenCipher } from './token-cipher';

/** A signed-in owner's token at its git host, decrypted: what the organisation and repository sync reads. */
export interface HostToken {
  service: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
}

/** The owner's host token, or null when it never signed in with the host or the install's secret changed since. */
export async function readHostToken(
  db: Kysely<Database>,
  cipher: TokenCipher,
  ownerid: number,
): Promise<HostToken | null> {
  const stored = await hostTokenOf(db, ownerid);
  if (!stored) return null;
  const accessToken = cipher.decrypt(stored.accessToken);
  if (accessToken === null) return null;
  return {
    service: stored.service,
    accessToken,
    refreshToken: stored.refreshToken === null ? null : cipher.decrypt(stored.refreshToken),
    expiresAt: stored.expiresAt,
    scope: stored.scope,
  };
}
