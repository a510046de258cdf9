import { createContext, use } from 'react';
import type { Repository } from '@canopy/api-client';
import { repoPaths } from '@canopy/routes';

export interface RepoFrameValue {
  provider: string;
  owner: string;
  repo: string;
  repository: Repository;
  isAdmin: boolean;
  isMember: boolean;
  /**
   * A private repository of a Team-plan owner: no flags, components, sunburst or indirect changes, and the
   * compact summary (reference §9). Absent is false.
   */
  isTeamPrivate?: boolean;
  /** `/{provider}/{owner}/{repo}`, encoded. */
  basePath: string;
}

export const RepoFrameContext = createContext<RepoFrameValue | null>(null);

/** The repository the frame looked up, for the pages inside it. */
export function useRepoFrame(): RepoFrameValue {
  const value = use(RepoFrameContext);
  if (!value) throw new Error('useRepoFrame must be used inside RepoFrame');
  return value;
}

/** `/{provider}/{owner}/{repo}` with each segment encoded. */
export function repoBasePath(provider: string, owner: string, repo: string): string {
  return repoPaths.repo(provider, owner, repo);
}

/**
 * Which pages a repository has (reference §9.1): 'setup' (no upload yet) has the set-up pages, Configuration
 * and the bundle and test onboarding; 'deactivated' (uploads turned off in Configuration after it had some) has
 * only Configuration and a screen saying so; 'ready' has every page.
 */
export type RepoState = 'ready' | 'setup' | 'deactivated';

export function repoState(repository: Pick<Repository, 'activated' | 'active'>): RepoState {
  // A repository that never had an upload is set up, deactivated or not: its first upload is accepted and
  // activates it; only one that had uploads refuses them while deactivated.
  if (!repository.active) return 'setup';
  return repository.activated ? 'ready' : 'deactivated';
}
