import type { Kysely } from 'kysely';
import type { TokenCipher } from '../../auth/oauth/token-cipher';
import type { Database, OwnerRecord } from '../../db/schema';
import { isLoopbackHost } from '../../http/loopback';
import { isOwnerAdmin, ownerByUsername, planRepresentation } from '../owners';
import { oktaSettingsOf, saveOktaSettings } from './okta-store';

/** An organisation's Okta application as its admins see it (spec §3 `account.oktaConfig`). */
export interface OktaConfig {
  clientId: string;
  clientSecret: string;
  url: string;
  enabled: boolean;
  enforced: boolean;
}

export interface OktaScope {
  db: Kysely<Database>;
  cipher: TokenCipher;
  /** The owner the viewer acts as; null for a guest. */
  viewer: OwnerRecord | null;
  /** The provider owners are looked up on. */
  service: string;
  selfHosted: boolean;
  /** Plain http is accepted for a loopback Okta (the stand-in of the tests) outside production only. */
  production: boolean;
}

export type OktaRefusal = { kind: 'validation' | 'unauthorized'; message: string };

export const NOT_ADMIN = 'Only admins of the organization can do this';
export const NOT_ENTERPRISE = 'Okta access is available on enterprise plans only';

/** Spec §6: Okta access comes with an enterprise plan. */
export function hasOktaAccess(owner: OwnerRecord): boolean {
  return owner.isOrg && planRepresentation(owner.plan).isEnterprisePlan;
}

/** The Okta base URL, without a trailing slash, or why it is refused. */
export function checkOktaUrl(
  raw: string,
  production: boolean,
): { ok: true; url: string } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, message: 'The Okta URL is not a valid URL' };
  }
  const loopbackHttp = url.protocol === 'http:' && !production && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp)
    return { ok: false, message: 'The Okta URL must start with https://' };
  if (url.username || url.password || url.search || url.hash)
    return { ok: false, message: 'The Okta URL takes no credentials, query or fragment' };
  return { ok: true, url: url.href.replace(/\/+$/, '') };
}

/** The config with its secret decrypted, for the organisation's admins only; null for anyone else. */
export async function oktaConfigForAdmin(scope: OktaScope, org: OwnerRecord): Promise<OktaConfig | null> {
  if (!isOwnerAdmin(scope.viewer, org, scope.selfHosted)) return null;
  const stored = await oktaSettingsOf(scope.db, org.ownerid);
  if (!stored) return null;
  const { ownerid: _ownerid, clientSecret, ...rest } = stored;
  // A changed install secret leaves it unreadable: the admin saves it again.
  return { ...rest, clientSecret: scope.cipher.decrypt(clientSecret) ?? '' };
}

export interface SaveOktaConfigInput {
  orgUsername?: string | null;
  clientId?: string | null;
  clientSecret?: string | null;
  url?: string | null;
  enabled?: boolean | null;
  enforced?: boolean | null;
}

/** Saves an organisation's Okta application; fields left out keep their saved value. */
export async function saveOktaConfig(
  scope: OktaScope & { viewer: OwnerRecord },
  input: SaveOktaConfigInput,
): Promise<{ ok: true } | ({ ok: false } & OktaRefusal)> {
  const username = input.orgUsername?.trim() || scope.viewer.username;
  const org = await ownerByUsername(scope.db, scope.service, username);
  if (!org || !isOwnerAdmin(scope.viewer, org, scope.selfHosted))
    return { ok: false, kind: 'unauthorized', message: NOT_ADMIN };
  if (!hasOktaAccess(org)) return { ok: false, kind: 'validation', message: NOT_ENTERPRISE };

  const saved = await oktaSettingsOf(scope.db, org.ownerid);
  const clientId = input.clientId?.trim() || saved?.clientId;
  const secret = input.clientSecret?.trim();
  const rawUrl = input.url?.trim() || saved?.url;
  if (!clientId || !rawUrl || (!secret && !saved))
    return { ok: false, kind: 'validation', message: 'Client ID, client secret and Okta URL are required' };
  const url = checkOktaUrl(rawUrl, scope.production);
  if (!url.ok) return { ok: false, kind: 'validation', message: url.message };
  const enabled = input.enabled ?? saved?.enabled ?? false;
  const enforced = input.enforced ?? saved?.enforced ?? false;
  await saveOktaSettings(scope.db, {
    ownerid: org.ownerid,
    clientId,
    clientSecret: secret ? scope.cipher.encrypt(secret) : saved!.clientSecret,
    url: url.url,
    enabled,
    enforced,
  });
  return { ok: true };
}
