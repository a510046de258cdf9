import type { LoginSession } from '../access/my-sessions';
import type { UserToken } from '../access/my-tokens';

/** One personal API token as `MyTokens` lists it. */
export function userTokenFixture(overrides: Partial<UserToken> = {}): UserToken {
  return {
    id: '41',
    name: 'ci',
    type: 'api',
    lastFour: 'f00d',
    createdAt: '2026-05-02T09:30:00.000Z',
    lastseen: null,
    ...overrides,
  };
}

/** One sign-in as `MySessions` lists it; not this browser's unless `current` says so. */
export function loginSessionFixture(overrides: Partial<LoginSession> = {}): LoginSession {
  return {
    sessionid: 7,
    ip: '203.0.113.9',
    lastseen: '2026-06-01T12:00:00.000Z',
    useragent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    current: false,
    ...overrides,
  };
}

/** `MyTokens`' answer for a list of tokens. */
export function myTokensAnswer(tokens: UserToken[]) {
  return {
    me: {
      tokens: {
        totalCount: tokens.length,
        edges: tokens.map((node) => ({ cursor: node.id, node })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    },
  };
}

/** `MySessions`' answer for a list of sign-ins. */
export function mySessionsAnswer(sessions: LoginSession[]) {
  return {
    me: {
      sessions: {
        totalCount: sessions.length,
        edges: sessions.map((node) => ({ cursor: String(node.sessionid), node })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    },
  };
}
