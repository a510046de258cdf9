import { Stack } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useRepoCoverage } from '@canopy/repo-data-access';
import { BranchSelector, BranchSource } from '../branch-selector/branch-selector';
import { useRepoFrame } from '../common/repo-frame-context';

/** The branch of a `flags[/:branch]` or `components[/:branch]` page: the one in the path, else the default. */
export function useMeasurementsBranch(): string {
  const { repository } = useRepoFrame();
  return useParams().branch ?? repository.defaultBranch ?? 'main';
}

/**
 * The branch selector with 'Source: latest commit …' under it (the overview has already cached the head);
 * choosing a branch opens `pathOf(branch)` with the page's query kept.
 */
export function MeasurementsBranch({
  branch,
  pathOf,
}: {
  branch: string;
  pathOf: (branch: string) => string;
}) {
  const { provider, owner, repo } = useRepoFrame();
  const navigate = useNavigate();
  const location = useLocation();
  const coverage = useRepoCoverage({ provider, owner, repo, branch });
  return (
    <Stack gap={4}>
      <BranchSelector
        value={branch}
        onChange={(next) => void navigate(`${pathOf(next)}${location.search}`)}
      />
      <BranchSource commitid={coverage.data?.branch?.head?.commitid} />
    </Stack>
  );
}
