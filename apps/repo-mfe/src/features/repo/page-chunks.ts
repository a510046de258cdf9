import { matchPath } from 'react-router';
import { repoRoot, repoRoutes } from '@canopy/routes';
import { lazyPage } from './lazy-page';

/** The overview: the router draws it, and a visit opened at its address loads its code early. */
export const overview = lazyPage(() => import('../overview/overview-page').then((m) => m.OverviewPage));

/**
 * Which repository page `pathname` opens: 'overview' (`/`, `tree/...`), 'other', or null when it is no
 * repository page (the owner page, other mounts).
 */
export function repoPageAt(pathname: string): 'overview' | 'other' | null {
  const match = matchPath(`${repoRoot}/*`, pathname);
  if (!match) return null;
  const rest = match.params['*'] ?? '';
  return rest === '' || matchPath(repoRoutes.tree, `/${rest}`) ? 'overview' : 'other';
}
