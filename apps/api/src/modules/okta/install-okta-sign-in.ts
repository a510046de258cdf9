import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { SignInError } from '../../auth/oauth/host-http';
import { savePendingSignIn, takePendingSignIn } from '../../auth/oauth/oauth-state-store';
import { createSession } from '../../auth/session-store';
import { checkAllowedOrgs, checkSeat, type SignInRuleSettings } from '../../auth/sign-in-rules';
import { type Service, shortServiceName } from '../../config/providers';
import type { OktaLoginSettings } from '../../config/sign-in-settings';
import type { Database, OwnerRecord } from '../../db/schema';
import { ownersByIds } from '../owners';
import {
  discoverOkta,
  OKTA_SIGN_IN_TTL_MS,
  oktaAuthorizationUrl,
  oktaFailureOf,
  OktaSignInError,
} from './okta-sign-in';
import { linkOktaSubject, ownersOfOktaSubject, ownersWithHostEmail } from './okta-store';

/**
 * The self-hosted install's own Okta sign-in (`/login/okta`, api-contract §3.2 and §3.4): OpenID Connect with
 * state, nonce and PKCE S256, bound to the browser that started it as a git host's sign-in is. Okta adds a way in
 * for people who already have an account here; it makes none. The person is the user who signed in with this Okta
 * account before, else the one whose git host gave, at its latest sign-in, the verified email Okta gives (found
 * once, then kept by Okta subject); the address people may edit in Canopy is never matched. The install's sign-in
 * rules (allowed organisations, seats) apply as they do to a git host's.
 */

/** The pending sign-in's `service` in `oauth_states`. */
const OKTA = 'okta';

export interface InstallOktaDeps {
  db: Kysely<Database>;
  okta: OktaLoginSettings;
  rules: SignInRuleSettings;
  now?: () => Date;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Records a started sign-in for this browser and answers Okta's authorize URL. */
export async function startInstallOktaSignIn(
  deps: InstallOktaDeps,
  input: { browserNonce: string; redirectUri: string; redirectTo: string | null },
): Promise<string> {
  const config = await discoverOkta(deps.okta.issuer, deps.okta.clientId, deps.okta.clientSecret);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = deps.now?.() ?? new Date();
  await savePendingSignIn(
    deps.db,
    {
      stateHash: sha256(state),
      service: OKTA,
      browserHash: sha256(input.browserNonce),
      codeVerifier,
      redirectTo: input.redirectTo,
      privateAccess: false,
      nonce,
      expiresAt: new Date(now.getTime() + OKTA_SIGN_IN_TTL_MS),
    },
    now,
  );
  return oktaAuthorizationUrl(config, { redirectUri: input.redirectUri, state, nonce, codeVerifier });
}

export interface InstallOktaCallback {
  /** The callback address as registered, with the query Okta sent. */
  callbackUrl: URL;
  browserNonce: string | null;
  useragent: string | null;
  ip: string | null;
}

export interface FinishedOktaSignIn {
  sessionToken: string;
  owner: OwnerRecord;
  redirectTo: string;
}

/**
 * The callback: a session for the person Okta vouches for. Throws OktaSignInError for Okta's and the flow's
 * failures (back to the login page with `?error=`), SignInError for the install's refusals (a 403 page).
 */
export async function finishInstallOktaSignIn(
  deps: InstallOktaDeps,
  callback: InstallOktaCallback,
): Promise<FinishedOktaSignIn> {
  const now = deps.now?.() ?? new Date();
  const query = callback.callbackUrl.searchParams;
  const state = query.get('state');
  const pending = state ? await takePendingSignIn(deps.db, sha256(state)) : null;
  // A forged, replayed or expired state, or one another browser started (login CSRF), signs nothing in.
  if (
    !pending ||
    pending.service !== OKTA ||
    !pending.nonce ||
    pending.expiresAt.getTime() <= now.getTime() ||
    !callback.browserNonce ||
    pending.browserHash !== sha256(callback.browserNonce)
  )
    throw new OktaSignInError('invalid_state', 'unknown Okta sign-in state');
  const refused = query.get('error')?.slice(0, 100);
  if (refused) throw new OktaSignInError(refused, `Okta answered ${refused}`);

  const config = await discoverOkta(deps.okta.issuer, deps.okta.clientId, deps.okta.clientSecret);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback.callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state!,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw new OktaSignInError(oktaFailureOf(error), `Okta sign-in failed: ${String(error)}`);
  }
  if (!claims) throw new OktaSignInError('invalid_id_token', 'Okta gave no ID token');

  const owner = await personOf(deps.db, claims);
  await checkAllowedOrgs(deps.rules, owner.service, async () =>
    (await ownersByIds(deps.db, owner.organizations)).map((org) => org.username),
  );
  await checkSeat(deps.db, deps.rules, { ownerid: owner.ownerid, installAdmin: owner.isInstallAdmin });
  const { token } = await createSession(deps.db, {
    ownerid: owner.ownerid,
    useragent: callback.useragent,
    ip: callback.ip,
    now,
  });
  return {
    sessionToken: token,
    owner,
    redirectTo: pending.redirectTo ?? `/${shortServiceName(owner.service as Service)}`,
  };
}

/**
 * The account Okta's ID token names: by its subject, else by its verified email as a git host gave it;
 * SignInError when none.
 */
async function personOf(db: Kysely<Database>, claims: oidc.IDToken): Promise<OwnerRecord> {
  const subject = `${claims.iss}#${claims.sub}`;
  const [linked] = await ownersOfOktaSubject(db, subject);
  if (linked) return linked;
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email || claims.email_verified !== true)
    throw new SignInError('no_matching_account', 'Okta gave no verified email address');
  const matches = await ownersWithHostEmail(db, email);
  const users = new Set(matches.map((owner) => owner.userId));
  // Two people with one address: Okta cannot tell which it vouches for.
  if (users.size !== 1)
    throw new SignInError(
      'no_matching_account',
      users.size === 0
        ? 'no account has the Okta email address'
        : 'several accounts have the Okta email address',
    );
  const owner = matches[0]!;
  if (!(await linkOktaSubject(db, owner.userId!, subject)))
    throw new SignInError('no_matching_account', 'the Okta account is linked to another user');
  return owner;
}
