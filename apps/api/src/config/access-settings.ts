import { normaliseService, type Service } from './providers';
import { SettingsError } from './settings-error';

type Env = Record<string, string | undefined>;

/** An owner named in the configuration: a git host and a username on it. */
export interface ConfiguredOwner {
  service: Service;
  username: string;
}

/** Who may do what on the install, from its configuration. */
export interface AccessSettings {
  /** Staff (CANOPY_STAFF=github:alice,gl:bob): they may impersonate; applied at each of their sign-ins. */
  staff: ConfiguredOwner[];
  /** Self-hosted seats (CANOPY_SEATS_LIMIT); null leaves the install's stored limit, unlimited when none. */
  seatsLimit: number | null;
}

function parseOwners(name: string, raw: string | undefined): ConfiguredOwner[] {
  if (!raw?.trim()) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [code, username, extra] = entry.split(':');
      const service = normaliseService(code);
      if (!service || !username?.trim() || extra !== undefined)
        throw new SettingsError(
          `${name} must list provider:username pairs separated by commas (github:alice,gl:bob), not "${entry}"`,
        );
      return { service, username: username.trim() };
    });
}

function parseSeats(raw: string | undefined): number | null {
  const value = raw?.trim();
  if (!value) return null;
  const seats = Number(value);
  if (!Number.isInteger(seats) || seats < 0)
    throw new SettingsError(`CANOPY_SEATS_LIMIT must be a whole number of seats, not "${value}"`);
  return seats;
}

export function accessSettingsFromEnv(env: Env): AccessSettings {
  return {
    staff: parseOwners('CANOPY_STAFF', env.CANOPY_STAFF),
    seatsLimit: parseSeats(env.CANOPY_SEATS_LIMIT),
  };
}

/** The owner is configured staff (usernames compare case-insensitively, as hosts treat them). */
export function isConfiguredStaff(settings: AccessSettings, service: string, username: string): boolean {
  const name = username.toLowerCase();
  return settings.staff.some((owner) => owner.service === service && owner.username.toLowerCase() === name);
}
