// Test helpers of @canopy/admin-data-access: fixtures of admin-mfe's answers. Never imported by app code.
import { restHandler, restPageFixture } from '@canopy/api-client/testing';
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

/**
 * `GET /internal/users` answered from `people()` as the server does: filtered by `activated`, `is_admin` and
 * `search` (username, name or email), then cut into pages of `pageSize` (one page unless given). Each query
 * string asked is pushed to `asked`.
 */
export function selfHostedUsersHandler(
  people: () => SelfHostedUser[],
  { asked = [], pageSize }: { asked?: string[]; pageSize?: number } = {},
) {
  return restHandler('get', '/users', (request) => {
    const url = new URL(request.url);
    asked.push(url.search);
    const activated = url.searchParams.get('activated');
    const isAdmin = url.searchParams.get('is_admin');
    const search = url.searchParams.get('search')?.toLowerCase();
    const results = people().filter(
      (user) =>
        (activated === null || String(user.activated) === activated) &&
        (isAdmin === null || String(user.isAdmin) === isAdmin) &&
        (!search ||
          [user.username, user.name, user.email].some((text) => text?.toLowerCase().includes(search))),
    );
    const size = pageSize ?? Math.max(results.length, 1);
    const page = Number(url.searchParams.get('page') ?? '1');
    return restPageFixture(results.slice((page - 1) * size, page * size), {
      page,
      totalPages: Math.max(Math.ceil(results.length / size), 1),
      count: results.length,
    });
  });
}
