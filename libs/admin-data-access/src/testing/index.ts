// Test helpers of @canopy/admin-data-access: fixtures of admin-mfe's answers. Never imported by app code.
import type { SelfHostedUser, SelfHostedUsersPage } from '../users/self-hosted-users';

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

/**
 * A page of the list: `page` of `totalPages`, with `next`/`previous` full links carrying `page=` as the server
 * writes them.
 */
export function selfHostedUsersPageFixture(
  results: SelfHostedUser[],
  {
    page = 1,
    totalPages = 1,
    count = results.length,
  }: { page?: number; totalPages?: number; count?: number } = {},
): SelfHostedUsersPage {
  const link = (to: number) => `http://localhost:8080/internal/users?page=${to}`;
  return {
    count,
    next: page < totalPages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
    totalPages,
  };
}

/** `config` for SelfHostedSettings and Seats. */
export function selfHostedSettingsFixture(
  overrides: { planAutoActivate?: boolean; seatsUsed?: number | null; seatsLimit?: number | null } = {},
) {
  return { config: { planAutoActivate: true, seatsUsed: 3, seatsLimit: 10, ...overrides } };
}
