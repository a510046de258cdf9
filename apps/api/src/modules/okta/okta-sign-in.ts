import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { TokenCipher } from '../../auth/oauth/token-cipher';
import { recordOktaSignIn } from '../../auth/okta-session-store';
import type { Database } from '../../db/schema';
import { checkOktaUrl } from './okta-config';
import { type StoredOktaSettings, savePendingOktaSignIn, takePendingOktaSignIn } from './okta-store';

/**
 * Sign-in with an organisation's Okta (OpenID Connect, authorization code with state, nonce and PKCE S256),
 * for a user already signed in to Canopy: it only records, for this Canopy session, that the user passed the
 * organisation's Okta (api-contract §3.4).
 */

export const OKTA_SIGN_IN_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

/** Okta's authorize address for one sign-in: OIDC with a nonce and PKCE (S256), whoever starts it. */
export async function oktaAuthorizationUrl(
  config: oidc.Configuration,
  sign: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): Promise<string> {
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: sign.redirectUri,
      scope: SCOPE,
      state: sign.state,
      nonce: sign.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(sign.codeVerifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

export interface OktaSignInDeps {
  db: Kysely<Database>;
  cipher: TokenCipher;
  production: boolean;
}

/** Why an Okta sign-in stopped: Okta's own `error`, or ours (api-contract §3.4); it goes to `?error=`. */
export class OktaSignInError extends Error {
  override name = 'OktaSignInError';
  constructor(
    readonly failure: string,
    message: string,
    /** The organisation the sign-in was for, when known: its page shows the error. */
    readonly ownerid: number | null = null,
  ) {
    super(message);
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * An Okta authorization server from its discovery document (`{url}/.well-known/openid-configuration`), with the
 * client authenticating in HTTP Basic. `url` is already checked (`checkOktaUrl`, or the install's settings): plain
 * http only for a loopback stand-in outside production. `ownerid` names the organisation an error is reported to.
 */
export async function discoverOkta(
  url: string,
  clientId: string,
  clientSecret: string,
  ownerid: number | null = null,
): Promise<oidc.Configuration> {
  const server = new URL(url);
  try {
    return await oidc.discovery(server, clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
      execute: server.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
  } catch (error) {
    throw new OktaSignInError('server_error', `Okta discovery failed: ${String(error)}`, ownerid);
  }
}

/** The organisation's Okta, from its saved settings. */
async function oktaClient(deps: OktaSignInDeps, settings: StoredOktaSettings): Promise<oidc.Configuration> {
  const secret = deps.cipher.decrypt(settings.clientSecret);
  const url = checkOktaUrl(settings.url, deps.production);
  if (!secret || !url.ok)
    throw new OktaSignInError('invalid_client', 'the saved Okta settings cannot be used', settings.ownerid);
  return discoverOkta(url.url, settings.clientId, secret, settings.ownerid);
}

/** Okta's failure as the `?error=` code the shell words (spec §8). */
export function oktaFailureOf(error: unknown): string {
  return error instanceof oidc.AuthorizationResponseError
    ? error.error
    : error instanceof oidc.ResponseBodyError
      ? 'invalid_token_response'
      : 'invalid_id_token';
}

/** Starts a sign-in with the organisation's Okta for this session; answers the Okta authorize URL. */
export async function startOktaSignIn(
  deps: OktaSignInDeps,
  input: { settings: StoredOktaSettings; sessionid: number; redirectUri: string; now?: Date },
): Promise<string> {
  const config = await oktaClient(deps, input.settings);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = input.now ?? new Date();
  await savePendingOktaSignIn(
    deps.db,
    {
      stateHash: sha256(state),
      sessionid: input.sessionid,
      ownerid: input.settings.ownerid,
      codeVerifier,
      nonce,
      expiresAt: new Date(now.getTime() + OKTA_SIGN_IN_TTL_MS),
    },
    now,
  );
  return oktaAuthorizationUrl(config, { redirectUri: input.redirectUri, state, nonce, codeVerifier });
}

export interface OktaCallback {
  sessionid: number;
  /** The callback address as registered, with the query Okta sent. */
  callbackUrl: URL;
  loadSettings(ownerid: number): Promise<StoredOktaSettings | null>;
  now?: Date;
}

/** Finishes a sign-in: the organisation whose Okta this session has now passed, or OktaSignInError. */
export async function finishOktaSignIn(deps: OktaSignInDeps, callback: OktaCallback): Promise<number> {
  const query = callback.callbackUrl.searchParams;
  const state = query.get('state');
  const pending = state ? await takePendingOktaSignIn(deps.db, sha256(state)) : null;
  const now = callback.now ?? new Date();
  // A forged, replayed or expired state, or one another session started (login CSRF), signs nothing in.
  if (!pending || pending.expiresAt <= now || pending.sessionid !== callback.sessionid)
    throw new OktaSignInError('invalid_state', 'unknown Okta sign-in state', pending?.ownerid ?? null);
  // Okta's code goes on to the organisation's page as it came (the shell reports those it does not know).
  const okta = query.get('error')?.slice(0, 100);
  if (okta) throw new OktaSignInError(okta, `Okta answered ${okta}`, pending.ownerid);
  const settings = await callback.loadSettings(pending.ownerid);
  if (!settings?.enabled)
    throw new OktaSignInError('invalid_client', 'Okta was switched off meanwhile', pending.ownerid);
  const config = await oktaClient(deps, settings);
  try {
    await oidc.authorizationCodeGrant(config, callback.callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state!,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new OktaSignInError(oktaFailureOf(error), `Okta sign-in failed: ${String(error)}`, pending.ownerid);
  }
  await recordOktaSignIn(deps.db, callback.sessionid, pending.ownerid);
  return pending.ownerid;
}
