import { useIsTeamPlan } from '@canopy/api-client';

export interface TeamPrivateRepoArgs {
  provider: string;
  owner: string;
  /** The repository's `private`; undefined while it is not known. */
  isPrivate: boolean | undefined;
}

/**
 * The one way to ask "a private repository of a Team-plan owner?", where flags, components, the sunburst,
 * indirect changes and the full summaries are hidden (reference §9). Undefined until known, so a page can wait
 * instead of showing a panel and then taking it away; a public repository asks nothing of the plan.
 */
export function useIsTeamPrivateRepo({
  provider,
  owner,
  isPrivate,
}: TeamPrivateRepoArgs): boolean | undefined {
  const query = useIsTeamPlan({ provider, owner }, { enabled: isPrivate === true && !!owner });
  if (isPrivate === undefined) return undefined;
  if (!isPrivate) return false;
  if (query.isError) return false;
  return query.data;
}
