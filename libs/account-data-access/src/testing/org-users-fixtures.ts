import { restHandler } from '@canopy/api-client/testing';
import type { OrgUser, OrgUsersPage } from '../admin/org-users';

/** A member of an organisation, as the client reads it (camelCase). */
export function orgUserFixture(overrides: Partial<OrgUser> = {}): OrgUser {
  const username = overrides.username ?? 'grace';
  return {
    ownerid: 2,
    username,
    name: 'Grace Hopper',
    email: `${username}@example.com`,
    activated: true,
    isAdmin: false,
    student: false,
    lastPullTimestamp: null,
    ...overrides,
  };
}

/** One page of members; `next` names page + 1 when `hasNext`. */
export function orgUsersPageFixture(
  results: OrgUser[],
  { page = 1, hasNext = false, provider = 'gh', owner = 'acme' } = {},
): OrgUsersPage {
  const link = (n: number) => `http://localhost/internal/${provider}/${owner}/users/?page=${n}`;
  return {
    count: results.length,
    next: hasNext ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
    totalPages: hasNext ? page + 1 : page,
  };
}

/**
 * `GET /internal/{provider}/{owner}/users/` answered from `answer(query)`, the request's query as sent
 * (snake_case keys); pages and filters are the test's to honour.
 */
export function orgUsersHandler(
  answer: (query: URLSearchParams) => OrgUsersPage,
  { provider = 'gh', owner = 'acme' } = {},
) {
  return restHandler('get', `/${provider}/${owner}/users/`, (request) =>
    answer(new URL(request.url).searchParams),
  );
}
