import { usePlanData } from '@canopy/api-client';
import { useRepoStanding } from '@canopy/auth';

/**
 * Flake detection is not part of the Team and Free plans for private repositories (reference §9.7): their
 * flake cards and flake rate column are left out. Undefined while the owner's plan is not known; a public
 * repository shows them without asking.
 */
export function useFlakesShown(): boolean | undefined {
  const { provider, owner, query } = useRepoStanding();
  const isPrivate = query.data?.repository?.private;
  const plan = usePlanData({ provider, owner }, { enabled: isPrivate === true });
  if (isPrivate === undefined) return undefined;
  if (!isPrivate) return true;
  // An unreadable plan hides nothing: the figures are the server's to refuse.
  if (plan.isError) return true;
  const current = plan.data?.plan;
  if (plan.isPending) return undefined;
  return !current || !(current.isTeamPlan || current.isFreePlan);
}
