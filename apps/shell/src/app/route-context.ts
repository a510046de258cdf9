import { matchPath } from 'react-router';
import { providerName } from '@canopy/auth';
import {
  ALL_BRANCHES,
  decodeSegment as decode,
  mounts,
  repoPagePatterns,
  repoRoot,
  reservedSegments,
  shellRoutes,
  type RepoPage,
} from '@canopy/routes';

export { ALL_BRANCHES, type RepoPage };

export interface RouteContext {
  provider?: string;
  owner?: string;
  repo?: string;
}

/** The mounts whose path names a provider (and owner) before the remote's own part. */
const scoped = [
  mounts.account,
  mounts.ai,
  mounts.analytics,
  mounts.plan,
  mounts.members,
  shellRoutes.planProvider,
  mounts.admin,
];

/** Provider, owner and repository named by a path, when it names them. */
export function routeContext(pathname: string): RouteContext {
  for (const pattern of scoped) {
    const match = matchPath<string>(pattern, pathname);
    if (match) return { provider: decode(match.params.provider), owner: decode(match.params.owner) };
  }
  const first = pathname.split('/')[1] ?? '';
  if (!first || reservedSegments.has(first) || !providerName(decodeURIComponent(first))) return {};
  const repo = matchPath<string>(`${repoRoot}/*`, pathname);
  if (repo)
    return {
      provider: decode(repo.params.provider),
      owner: decode(repo.params.owner),
      repo: decode(repo.params.repo),
    };
  const owner = matchPath<string>(mounts.owner.slice(0, -2), pathname);
  if (owner) return { provider: decode(owner.params.provider), owner: decode(owner.params.owner) };
  return { provider: decode(matchPath(shellRoutes.provider, pathname)?.params.provider) };
}

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

/** The repository route of a path (decoded params: `All%20branches` gives 'All branches'), or null. */
export function matchRepoRoute(pathname: string): RepoRoute | null {
  const { provider, owner, repo } = routeContext(pathname);
  if (!provider || !owner || !repo) return null;
  for (const [pattern, page] of repoPagePatterns) {
    const match = matchPath<string>(pattern ? `${repoRoot}/${pattern}` : repoRoot, pathname);
    if (!match) continue;
    // The file view names its ref `:ref` (a branch or a commit).
    const branch = decode(match.params.branch ?? match.params.ref);
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
