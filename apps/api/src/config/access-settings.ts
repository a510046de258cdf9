import { normaliseService, SERVICES, type Service } from './providers';
import { SettingsError } from './settings-error';

type Env = Record<string, string | undefined>;

/** An owner named in the configuration: a git host and a username on it. */
export interface ConfiguredOwner {
  service: Service;
  username: string;
}

/** An install admin named in CANOPY_ADMINS: on one git host, or (service null) on any of them. */
export interface ConfiguredAdmin {
  service: Service | null;
  username: string;
}

/** Who may do what on the install, from its configuration. */
export interface AccessSettings {
  /** Staff (CANOPY_STAFF=github:alice,gl:bob): they may impersonate; applied at each of their sign-ins. */
  staff: ConfiguredOwner[];
  /** Self-hosted seats (CANOPY_SEATS_LIMIT); null leaves the install's stored limit, unlimited when none. */
  seatsLimit: number | null;
  /**
   * Self-hosted install admins (CANOPY_ADMINS=gh:ada,grace): `provider:username` on that host, a bare username on
   * any host. Null when the variable is unset (see `configuredInstallAdmins` for what that means).
   */
  admins: ConfiguredAdmin[] | null;
  /**
   * Self-hosted sign-in is for members of these organisations only, per provider
   * (CANOPY_GITHUB_ALLOWED_ORGS=acme,acme-labs and so on); a provider without a list lets everyone in.
   */
  allowedOrgs: Partial<Record<Service, string[]>>;
}

/** The variable listing each provider's allowed organisations. */
export function allowedOrgsVariable(service: Service): string {
  return `CANOPY_${service.toUpperCase()}_ALLOWED_ORGS`;
}

/**
 * A comma-separated list of `provider:username` entries (short or long provider names); with `bareAllowed`, a
 * username without a provider names that username on every host. A malformed entry stops the start with
 * `malformed(entry)`.
 */
function parseEntries(
  raw: string,
  bareAllowed: false,
  malformed: (entry: string) => string,
): ConfiguredOwner[];
function parseEntries(
  raw: string,
  bareAllowed: true,
  malformed: (entry: string) => string,
): ConfiguredAdmin[];
function parseEntries(
  raw: string,
  bareAllowed: boolean,
  malformed: (entry: string) => string,
): ConfiguredAdmin[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const parts = entry.split(':').map((part) => part.trim());
      const username = parts.at(-1);
      const service = parts.length === 2 ? normaliseService(parts[0]) : null;
      const valid = !!username && (parts.length === 2 ? service !== null : parts.length === 1 && bareAllowed);
      if (!valid) throw new SettingsError(malformed(entry));
      return { service, username };
    });
}

function parseOwners(name: string, raw: string | undefined): ConfiguredOwner[] {
  if (!raw?.trim()) return [];
  return parseEntries(
    raw,
    false,
    (entry) =>
      `${name} must list provider:username pairs separated by commas (github:alice,gl:bob), not "${entry}"`,
  );
}

function parseSeats(raw: string | undefined): number | null {
  const value = raw?.trim();
  if (!value) return null;
  const seats = Number(value);
  if (!Number.isInteger(seats) || seats < 0)
    throw new SettingsError(`CANOPY_SEATS_LIMIT must be a whole number of seats, not "${value}"`);
  return seats;
}

function parseAdmins(raw: string | undefined): ConfiguredAdmin[] | null {
  if (raw === undefined || !raw.trim()) return null;
  return parseEntries(
    raw,
    true,
    (entry) =>
      `CANOPY_ADMINS must list usernames, each optionally prefixed with its provider (gh:ada,grace), not "${entry}"`,
  );
}

function parseAllowedOrgs(env: Env): Partial<Record<Service, string[]>> {
  const lists: Partial<Record<Service, string[]>> = {};
  for (const service of SERVICES) {
    const orgs = (env[allowedOrgsVariable(service)] ?? '')
      .split(',')
      .map((org) => org.trim())
      .filter(Boolean);
    if (orgs.length > 0) lists[service] = orgs;
  }
  return lists;
}

export function accessSettingsFromEnv(env: Env): AccessSettings {
  return {
    staff: parseOwners('CANOPY_STAFF', env.CANOPY_STAFF),
    seatsLimit: parseSeats(env.CANOPY_SEATS_LIMIT),
    admins: parseAdmins(env.CANOPY_ADMINS),
    allowedOrgs: parseAllowedOrgs(env),
  };
}

/** The owner is configured staff (usernames compare case-insensitively, as hosts treat them). */
export function isConfiguredStaff(settings: AccessSettings, service: string, username: string): boolean {
  const name = username.toLowerCase();
  return settings.staff.some((owner) => owner.service === service && owner.username.toLowerCase() === name);
}

/** The demo data's install admin, which development keeps beside anyone CANOPY_ADMINS names. */
export const DEMO_INSTALL_ADMIN: ConfiguredAdmin = { service: 'github', username: 'ada' };

/**
 * The install admins the configuration decides, or null when the stored flags stand. On a self-hosted install
 * CANOPY_ADMINS decides; unset, nobody is admin in production. While the development sign-in is on (anyone may
 * sign in as anyone), its names are added to the demo data's admin; once a real sign-in is configured the list
 * alone decides, so no one signing in with the host as `ada` is made admin. The hosted edition has none of its own.
 */
export function configuredInstallAdmins(settings: {
  selfHosted: boolean;
  production: boolean;
  devLogin: boolean;
  access: Pick<AccessSettings, 'admins'>;
}): ConfiguredAdmin[] | null {
  if (!settings.selfHosted) return null;
  if (settings.production) return settings.access.admins ?? [];
  if (!settings.devLogin) return settings.access.admins;
  return settings.access.admins && [DEMO_INSTALL_ADMIN, ...settings.access.admins];
}

/** The person is named in the admin list (usernames compare case-insensitively). */
export function isConfiguredAdmin(admins: ConfiguredAdmin[], service: string, username: string): boolean {
  const name = username.toLowerCase();
  return admins.some(
    (admin) => (admin.service === null || admin.service === service) && admin.username.toLowerCase() === name,
  );
}

/** The host's organisations the person belongs to include one the provider's list allows. */
export function inAllowedOrg(allowed: string[], memberOf: string[]): boolean {
  const names = new Set(memberOf.map((org) => org.toLowerCase()));
  return allowed.some((org) => names.has(org.toLowerCase()));
}
