import { shortServiceName, type Service } from '../../config/providers';
import type { OwnerRecord, RepositoryRecord } from '../../db/schema';

/** Links to Canopy's pages, as statuses and comments point to them. */
export interface PageLinks {
  commit(sha: string): string;
  pull(pullid: number): string;
  /** The repository's tests page for a branch. */
  tests(branch: string): string;
}

export function pageLinks(siteUrl: string, owner: OwnerRecord, repo: RepositoryRecord): PageLinks {
  const root = `${siteUrl.replace(/\/+$/, '')}/${shortServiceName(owner.service as Service)}/${encodeURIComponent(owner.username)}/${encodeURIComponent(repo.name)}`;
  return {
    commit: (sha) => `${root}/commit/${sha}`,
    pull: (pullid) => `${root}/pull/${pullid}`,
    tests: (branch) => `${root}/tests/${encodeURIComponent(branch)}`,
  };
}
