import type { Kysely } from 'kysely';
import type { Service } from '../../config/providers';
import type { SignInSettings } from '../../config/sign-in-settings';
import type { Database } from '../../db/schema';
import type { Fetch } from './host-http';
import { type HostToken, readHostToken } from './host-token';
import { saveHostToken } from './oauth-token-store';
import { requestTokens } from './token-endpoint';
import type { TokenCipher } from './token-cipher';

/** Refreshed this long before it ends, so a sync that starts with it does not lose it halfway. */
const MARGIN_MS = 5 * 60 * 1000;

export interface FreshTokenDeps {
  db: Kysely<Database>;
  cipher: TokenCipher;
  signIn: SignInSettings;
  fetch?: Fetch;
  now?: () => Date;
}

/**
 * The owner's host token, refreshed first when it is about to end (GitLab and Bitbucket tokens last hours; GitHub's
 * do not end). Null when there is none, or it ended and the host refused the refresh token (revoked, or the app's
 * client is no longer configured): the person has to sign in again.
 */
export async function freshHostToken(deps: FreshTokenDeps, ownerid: number): Promise<HostToken | null> {
  const token = await readHostToken(deps.db, deps.cipher, ownerid);
  const now = deps.now?.() ?? new Date();
  if (!token?.expiresAt || token.expiresAt.getTime() - MARGIN_MS > now.getTime()) return token;
  const client = deps.signIn[token.service as Service];
  if (!token.refreshToken || !client) return null;
  let tokens;
  try {
    tokens = await requestTokens(
      deps.fetch ?? fetch,
      token.service as Service,
      client,
      { grant_type: 'refresh_token', refresh_token: token.refreshToken },
      now,
    );
  } catch {
    return null;
  }
  // Hosts that rotate refresh tokens send a new one; the others keep the old one valid.
  const refreshToken = tokens.refreshToken ?? token.refreshToken;
  await saveHostToken(deps.db, {
    ownerid,
    service: token.service,
    accessToken: deps.cipher.encrypt(tokens.accessToken),
    refreshToken: deps.cipher.encrypt(refreshToken),
    expiresAt: tokens.expiresAt,
    scope: tokens.scope ?? token.scope,
  });
  return {
    service: token.service,
    accessToken: tokens.accessToken,
    refreshToken,
    expiresAt: tokens.expiresAt,
    scope: tokens.scope ?? token.scope,
  };
}
