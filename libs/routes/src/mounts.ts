import { encodeSegment, joinPath, providerSegment } from './segments';

/**
 * Where each remote section is mounted in the shell (spec §2). The shell's route table, its route context and each
 * remote's standalone bootstrap read these patterns; the remote's own routes are relative to them.
 */
export const mounts = {
  account: '/account/:provider/:owner/*',
  ai: '/canopyai/:provider/:owner/*',
  analytics: '/analytics/:provider/:owner/*',
  plan: '/plan/:provider/:owner/*',
  members: '/members/:provider/:owner/*',
  admin: '/admin/:provider/*',
  owner: '/:provider/:owner/*',
  bundles: '/:provider/:owner/:repo/bundles/*',
  tests: '/:provider/:owner/:repo/tests/*',
} as const;

export type Mount = keyof typeof mounts;

/** Shell pages outside any remote. */
export const shellRoutes = {
  login: '/login',
  loginProvider: '/login/:provider',
  sync: '/sync',
  provider: '/:provider',
  /** Legacy pull request links, sent on to `pull/*`. */
  compare: '/:provider/:owner/:repo/compare/*',
  /** Hosted-only mount heads, sent to the landing page on self-hosted installs (and /admin on hosted ones). */
  planAny: '/plan/*',
  planProvider: '/plan/:provider',
  membersAny: '/members/*',
  adminAny: '/admin/*',
  /** The root: the landing redirect (hosted) or the guarded landing page (self-hosted), which redirects users. */
  landing: '/',
} as const;

/** First path segments that are never a provider: the shell's own pages and the mount heads. */
export const reservedSegments: ReadonlySet<string> = new Set([
  'login',
  'sync',
  ...Object.values(mounts)
    .map((pattern) => pattern.split('/')[1] ?? '')
    .filter((head) => head && !head.startsWith(':')),
]);

const owned =
  (head: string) =>
  (provider: string, owner: string): string =>
    joinPath(head, providerSegment(provider), encodeSegment(owner));

/** Paths of the owner-level pages, every segment encoded and the provider in its short form. */
export const ownerPaths = {
  provider: (provider: string): string => joinPath(providerSegment(provider)),
  owner: owned(''),
  analytics: owned('analytics'),
  ai: owned('canopyai'),
  plan: owned('plan'),
  members: owned('members'),
  account: owned('account'),
  admin: (provider: string): string => joinPath('admin', providerSegment(provider)),
};
