import type { Kysely } from 'kysely';
import {
  type AccessSettings,
  configuredInstallAdmins,
  inAllowedOrg,
  isConfiguredAdmin,
} from '../config/access-settings';
import type { Licence } from '../config/licence';
import type { Database } from '../db/schema';
import { countSeatsUsed, installSeatsLimit, holdsInstallSeat } from '../modules/owners';
import { SignInError } from './oauth/host-http';

/**
 * The self-hosted install's rules for who may sign in (api-contract §3.2): members of the allowed organisations
 * only, and no one new once every seat of the license is taken. The hosted edition has neither rule.
 */
export interface SignInRuleSettings {
  selfHosted: boolean;
  production: boolean;
  devLogin: boolean;
  access: AccessSettings;
  /** Its seats cap the seat limit (CANOPY_LICENSE). */
  licence: Licence | null;
}

/**
 * Whether the person is an install admin by the configuration, or undefined when the stored flag stands
 * (`configuredInstallAdmins`).
 */
export function installAdminAtSignIn(
  settings: SignInRuleSettings,
  service: string,
  username: string,
): boolean | undefined {
  const admins = configuredInstallAdmins(settings);
  return admins === null ? undefined : isConfiguredAdmin(admins, service, username);
}

/**
 * Refuses (403) a person who belongs to none of the provider's allowed organisations. `memberOf` reads the
 * organisations' usernames (from the host at an OAuth sign-in); it is not called when the provider has no list.
 */
export async function checkAllowedOrgs(
  settings: SignInRuleSettings,
  service: string,
  memberOf: () => Promise<string[]>,
): Promise<void> {
  const lists: Partial<Record<string, string[]>> = settings.access.allowedOrgs;
  const allowed = settings.selfHosted ? lists[service] : undefined;
  if (!allowed?.length) return;
  if (!inAllowedOrg(allowed, await memberOf()))
    throw new SignInError(
      'org_not_allowed',
      `the person belongs to none of the allowed ${service} organisations`,
    );
}

/**
 * Refuses (403) a person without a seat when every seat of the install's limit is taken: someone already
 * activated signs in as before, and so do install admins, who free seats from the admin area.
 */
export async function checkSeat(
  db: Kysely<Database>,
  settings: SignInRuleSettings,
  person: { ownerid: number | null; installAdmin: boolean },
): Promise<void> {
  if (!settings.selfHosted || person.installAdmin) return;
  const limit = installSeatsLimit(settings);
  if (limit === null) return;
  if (person.ownerid !== null && (await holdsInstallSeat(db, person.ownerid))) return;
  const used = await countSeatsUsed(db);
  if (used >= limit)
    throw new SignInError('seat_limit_reached', `all ${limit} seats are taken (${used} used)`);
}
