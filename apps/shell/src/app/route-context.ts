import { matchPath } from 'react-router';
import { providerName } from '@canopy/auth';

/** The pseudo-branch that stands for every branch (spec §9); URL-encoded when it appears in a path. */
export const ALL_BRANCHES = 'All branches';

function decode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface RouteContext {
  provider?: string;
  owner?: string;
  repo?: string;
}

/** First path segments that are never a provider. */
const reserved = new Set(['login', 'sync', 'account', 'canopyai', 'analytics', 'plan', 'members', 'admin']);

const scoped = [
  '/account/:provider/:owner/*',
  '/canopyai/:provider/:owner/*',
  '/analytics/:provider/:owner/*',
  '/plan/:provider/:owner/*',
  '/members/:provider/:owner/*',
  '/plan/:provider',
  '/admin/:provider/*',
];

/** Provider, owner and repository named by a path, when it names them. */
export function routeContext(pathname: string): RouteContext {
  for (const pattern of scoped) {
    const match = matchPath(pattern, pathname);
    if (match) return { provider: decode(match.params.provider), owner: decode(match.params.owner) };
  }
  const first = pathname.split('/')[1] ?? '';
  if (!first || reserved.has(first) || !providerName(decodeURIComponent(first))) return {};
  const repo = matchPath('/:provider/:owner/:repo/*', pathname);
  if (repo)
    return {
      provider: decode(repo.params.provider),
      owner: decode(repo.params.owner),
      repo: decode(repo.params.repo),
    };
  const owner = matchPath('/:provider/:owner', pathname);
  if (owner) return { provider: decode(owner.params.provider), owner: decode(owner.params.owner) };
  return { provider: decode(matchPath('/:provider', pathname)?.params.provider) };
}

export type RepoPage =
  | 'overview'
  | 'commits'
  | 'tree'
  | 'blob'
  | 'flags'
  | 'components'
  | 'bundles'
  | 'tests'
  | 'pull'
  | 'commit'
  | 'other';

export interface RepoRoute {
  provider: string;
  owner: string;
  repo: string;
  page: RepoPage;
  branch?: string;
  pullId?: string;
  commit?: string;
  /** The file of a file view (`blob/{ref}/{path}`), decoded. */
  path?: string;
}

/** Repository routes whose branch (or pull, commit) the header needs; first match wins. */
const repoPatterns: Array<[string, RepoPage]> = [
  ['/:provider/:owner/:repo/pull/:pullId/*', 'pull'],
  ['/:provider/:owner/:repo/commit/:commit/*', 'commit'],
  ['/:provider/:owner/:repo/commits/:branch', 'commits'],
  ['/:provider/:owner/:repo/commits', 'commits'],
  ['/:provider/:owner/:repo/tree/:branch/*', 'tree'],
  ['/:provider/:owner/:repo/blob/:branch/*', 'blob'],
  ['/:provider/:owner/:repo/flags/:branch', 'flags'],
  ['/:provider/:owner/:repo/flags', 'flags'],
  ['/:provider/:owner/:repo/components/:branch', 'components'],
  ['/:provider/:owner/:repo/components', 'components'],
  ['/:provider/:owner/:repo/bundles/:branch/*', 'bundles'],
  ['/:provider/:owner/:repo/bundles', 'bundles'],
  ['/:provider/:owner/:repo/tests/:branch', 'tests'],
  ['/:provider/:owner/:repo/tests', 'tests'],
  ['/:provider/:owner/:repo', 'overview'],
  ['/:provider/:owner/:repo/*', 'other'],
];

/** The repository route of a path (decoded params: `All%20branches` gives 'All branches'), or null. */
export function matchRepoRoute(pathname: string): RepoRoute | null {
  const { provider, owner, repo } = routeContext(pathname);
  if (!provider || !owner || !repo) return null;
  for (const [pattern, page] of repoPatterns) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    const branch = decode(match.params.branch);
    const pullId = decode(match.params.pullId);
    const commit = decode(match.params.commit);
    const path =
      page === 'blob'
        ? (match.params['*'] ?? '')
            .split('/')
            .filter(Boolean)
            .map((segment) => decode(segment))
            .join('/')
        : '';
    // 'new' (set-up pages) is not a branch.
    const isBranch =
      branch !== undefined && !(page === 'bundles' || page === 'tests' ? branch === 'new' : false);
    return {
      provider,
      owner,
      repo,
      page,
      ...(isBranch ? { branch } : {}),
      ...(pullId ? { pullId } : {}),
      ...(commit ? { commit } : {}),
      ...(path ? { path } : {}),
    };
  }
  return null;
}

/** A branch page path; the branch (including 'All branches') is URL-encoded. */
export function branchPath(
  { provider, owner, repo }: { provider: string; owner: string; repo: string },
  page: 'commits' | 'tree' | 'flags' | 'components' | 'bundles' | 'tests',
  branch: string,
): string {
  return [provider, owner, repo, page, branch]
    .map(encodeURIComponent)
    .reduce((path, part) => `${path}/${part}`, '');
}
