import { matchPath } from 'react-router';
import { toLongProvider } from '@canopy/auth';
import { mounts } from '@canopy/routes';

/**
 * The remote module that draws `pathname` on the owner mount (the owner page and every repository page), so
 * the shell can start loading it beside its own first requests instead of after the session answers. Other
 * paths (shell pages, other mounts) name none.
 */
export function remoteForPath(pathname: string): string | null {
  const match = matchPath(mounts.owner, pathname);
  return match && toLongProvider(match.params.provider) ? 'repo_mfe/Routes' : null;
}
