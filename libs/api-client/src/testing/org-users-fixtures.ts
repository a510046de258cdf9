import type { OrgUser, OrgUsersPage } from '../owner/org-users';
import { restHandler } from './handlers';

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
