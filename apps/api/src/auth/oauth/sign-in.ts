import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OAuthClientSettings } from '../../config/sign-in-settings';
import { type Service, shortServiceName } from '../../config/providers';
import type { Database, OwnerRecord } from '../../db/schema';
import { hostDirectory, readAll } from '../../git-providers/directory/index';
import { ownerByServiceId, ownersByIds, upsertSignedInOwner } from '../../modules/owners';
import { createSession } from '../session-store';
import { checkAllowedOrgs, checkSeat, installAdminAtSignIn, type SignInRuleSettings } from '../sign-in-rules';
import { type Fetch, SignInError } from './host-http';
import { OAUTH_HOSTS } from './hosts';
import { savePendingSignIn, takePendingSignIn } from './oauth-state-store';
import { saveHostToken } from './oauth-token-store';
import { isStaffAtSignIn } from './staff';
import { requestTokens } from './token-endpoint';
import type { TokenCipher } from './token-cipher';

/** A started sign-in lives this long at most: enough to approve at the host, too short to hoard states. */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;

export interface SignInDeps {
  db: Kysely<Database>;
  cipher: TokenCipher;
  fetch?: Fetch;
  now?: () => Date;
  /** Staff, admins, allowed organisations and seats from configuration; without it none apply. */
  settings?: SignInRuleSettings;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const random = () => randomBytes(32).toString('base64url');

export interface StartInput {
  service: Service;
  client: OAuthClientSettings;
  /** This server's callback for the provider: `{public URL}/login/{short}`. */
  redirectUri: string;
  /** The browser's sign-in cookie value (random, made by the route). */
  browserNonce: string;
  /** Already checked to be a path on this site, or null for the default landing. */
  redirectTo: string | null;
  privateAccess: boolean;
}

/** Records a new sign-in and answers the host's authorize URL to send the browser to. */
export async function startSignIn(deps: SignInDeps, input: StartInput): Promise<string> {
  const now = deps.now?.() ?? new Date();
  const host = OAUTH_HOSTS[input.service];
  const state = random();
  const codeVerifier = random();
  await savePendingSignIn(
    deps.db,
    {
      stateHash: sha256(state),
      service: input.service,
      browserHash: sha256(input.browserNonce),
      codeVerifier,
      redirectTo: input.redirectTo,
      privateAccess: input.privateAccess,
      expiresAt: new Date(now.getTime() + SIGN_IN_TTL_MS),
    },
    now,
  );
  const url = new URL(`${input.client.webUrl}${host.authorizePath}`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.client.clientId);
  if (!host.bitbucketCloud) url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', host.scope(input.privateAccess));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', createHash('sha256').update(codeVerifier).digest('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface FinishInput {
  service: Service;
  client: OAuthClientSettings;
  redirectUri: string;
  browserNonce: string | null;
  code: string;
  state: string;
  /** The user of a session this browser already has, to link a second provider to the same person. */
  signedInOwner: OwnerRecord | null;
  useragent: string | null;
  ip: string | null;
}

export interface FinishedSignIn {
  sessionToken: string;
  owner: OwnerRecord;
  /** Where the browser goes: the path it asked for, or its landing owner page. */
  redirectTo: string;
}

/**
 * The callback: checks the state belongs to this browser and this provider (single use, ten minutes), trades the
 * code (with the PKCE verifier) for tokens, reads the person, keeps owner, user and encrypted token, and opens
 * a session. Throws SignInError for anything the browser should hear about.
 */
export async function finishSignIn(deps: SignInDeps, input: FinishInput): Promise<FinishedSignIn> {
  const now = deps.now?.() ?? new Date();
  const fetcher = deps.fetch ?? fetch;
  const pending = await takePendingSignIn(deps.db, sha256(input.state));
  if (
    !pending ||
    pending.service !== input.service ||
    pending.expiresAt.getTime() <= now.getTime() ||
    !input.browserNonce ||
    pending.browserHash !== sha256(input.browserNonce)
  )
    throw new SignInError(
      'invalid_state',
      'the sign-in state is unknown, used, expired or from another browser',
    );

  const tokens = await requestTokens(
    fetcher,
    input.service,
    input.client,
    {
      grant_type: 'authorization_code',
      code: input.code,
      code_verifier: pending.codeVerifier,
      redirect_uri: input.redirectUri,
    },
    now,
  );
  const host = OAUTH_HOSTS[input.service];
  const { siteAdmin, ...profile } = await host.profile(fetcher, input.client, tokens.accessToken);
  const rules: SignInRuleSettings = deps.settings ?? {
    selfHosted: false,
    production: false,
    devLogin: false,
    access: { staff: [], seatsLimit: null, admins: null, allowedOrgs: {} },
    licence: null,
  };
  const staff = isStaffAtSignIn(rules.access, input.service, { username: profile.username, siteAdmin });
  // The install's rules, before anything is kept: a refused person leaves no owner, token or session behind.
  await checkAllowedOrgs(rules, input.service, () =>
    hostOrganizations(fetcher, input.service, input.client, tokens.accessToken),
  );
  const known = await ownerByServiceId(deps.db, input.service, profile.serviceId);
  const installAdmin = installAdminAtSignIn(rules, input.service, profile.username);
  await checkSeat(deps.db, rules, {
    ownerid: known?.ownerid ?? null,
    installAdmin: installAdmin ?? known?.isInstallAdmin ?? false,
  });
  const granted = tokens.scope ?? '';
  const privateAccess = input.service.startsWith('github') ? /(^|[ ,])repo($|[ ,])/.test(granted) : true;

  const current = input.signedInOwner;
  const linkToUser = current && current.service !== input.service ? current.userId : null;
  const owner = await upsertSignedInOwner(
    deps.db,
    {
      service: input.service,
      ...profile,
      privateAccess,
      staff,
      ...(installAdmin !== undefined ? { installAdmin } : {}),
    },
    linkToUser,
  );
  await saveHostToken(deps.db, {
    ownerid: owner.ownerid,
    service: input.service,
    accessToken: deps.cipher.encrypt(tokens.accessToken),
    refreshToken: tokens.refreshToken ? deps.cipher.encrypt(tokens.refreshToken) : null,
    expiresAt: tokens.expiresAt,
    scope: tokens.scope,
  });
  const { token } = await createSession(deps.db, {
    ownerid: owner.ownerid,
    useragent: input.useragent,
    ip: input.ip,
    now,
  });
  return {
    sessionToken: token,
    owner,
    redirectTo: pending.redirectTo ?? (await landingPath(deps.db, input.service, owner)),
  };
}

/** The usernames of the host's organisations the person belongs to, read with their new token. */
async function hostOrganizations(
  fetcher: Fetch,
  service: Service,
  client: OAuthClientSettings,
  accessToken: string,
): Promise<string[]> {
  try {
    const directory = hostDirectory({ service, apiUrl: client.apiUrl, accessToken, fetch: fetcher });
    return (await readAll(directory.organizations())).map((org) => org.username);
  } catch (error) {
    throw new SignInError(
      'profile_error',
      `the host's organisations could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** `/{short provider}/{default organisation, or the person's own name}`. */
async function landingPath(db: Kysely<Database>, service: Service, owner: OwnerRecord): Promise<string> {
  const [defaultOrg] = owner.defaultOrgOwnerid ? await ownersByIds(db, [owner.defaultOrgOwnerid]) : [];
  return `/${shortServiceName(service)}/${encodeURIComponent(defaultOrg?.username ?? owner.username)}`;
}
