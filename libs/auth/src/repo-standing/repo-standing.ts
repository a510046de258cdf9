import { useParams } from 'react-router';
import { useRepo } from '@canopy/api-client';
import { repoPaths } from '@canopy/routes';

/**
 * The repository this section is mounted under (`/:provider/:owner/:repo/…`) and the viewer's standing in its org.
 * The query is the one the repository frame already made, so it is answered from the shared cache.
 */
export function useRepoStanding() {
  const { provider = '', owner = '', repo = '' } = useParams();
  const query = useRepo({ provider, owner, repo });
  const basePath = repoPaths.repo(provider, owner, repo);
  return { provider, owner, repo, basePath, query };
}
