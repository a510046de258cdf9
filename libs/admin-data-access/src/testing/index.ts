// Test helpers of @canopy/admin-data-access: fixtures of admin-mfe's answers. Never imported by app code.
import type { SelfHostedUser } from '../users/self-hosted-users';

/** A person of the install as `GET /internal/users` lists them (camelCase, as the client reads it). */
export function selfHostedUserFixture(overrides: Partial<SelfHostedUser> = {}): SelfHostedUser {
  return {
    ownerid: 3,
    username: 'ada',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    isAdmin: true,
    activated: true,
    ...overrides,
  };
}

/** `config` for SelfHostedSettings and Seats. */
export function selfHostedSettingsFixture(
  overrides: { planAutoActivate?: boolean; seatsUsed?: number | null; seatsLimit?: number | null } = {},
) {
  return { config: { planAutoActivate: true, seatsUsed: 3, seatsLimit: 10, ...overrides } };
}
