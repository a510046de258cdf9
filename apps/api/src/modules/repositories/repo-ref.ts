import type { OwnerRecord, RepositoryRecord } from '../../db/schema';
import type { RepoRef } from '../../git-providers';

/** How the git host names a repository. */
export function repoRef(owner: OwnerRecord, repo: RepositoryRecord): RepoRef {
  return { service: owner.service as RepoRef['service'], owner: owner.username, name: repo.name };
}
