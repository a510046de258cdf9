import { useEffect, useRef } from 'react';
import { Group, Stack } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglassHigh } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { commitCoverageStatuses, useCommits, type CommitCoverageStatus } from '@canopy/repo-data-access';
import { SearchField } from '@canopy/ui-kit';
import { MultiSelect } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { ALL_BRANCHES, BranchSelector } from '../branch-selector/branch-selector';
import { useUrlParams } from '../common/use-url-params';
import { useRepoFrame } from '../common/repo-frame-context';
import { CommitsTable } from '../commits-table/commits-table';

const defaults = { search: '', coverageStatus: [] as readonly string[] };

const statusLabels: Record<CommitCoverageStatus, string> = {
  COMPLETED: 'Completed',
  PENDING: 'Pending',
  ERROR: 'Error',
};

const statusIcons = {
  COMPLETED: <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-green-text)" />,
  PENDING: <IconHourglassHigh size={16} aria-hidden color="var(--mantine-color-yellow-text)" />,
  ERROR: <IconCircleX size={16} aria-hidden color="var(--mantine-color-red-text)" />,
} satisfies Record<CommitCoverageStatus, unknown>;

/**
 * On a first visit without a branch in the address, the list shows the default branch; when that branch has
 * no commit (yet), it switches to all branches instead of showing an empty list.
 */
function useAllBranchesWhenDefaultIsEmpty(enabled: boolean, defaultBranch: string | null) {
  const { provider, owner, repo, basePath } = useRepoFrame();
  const navigate = useNavigate();
  const { search } = useLocation();
  const checked = useRef(false);
  // Same variables as the table's unfiltered list of the default branch, so it costs no extra request.
  const probe = useCommits(
    { provider, owner, repo, branchName: defaultBranch },
    { enabled: enabled && !checked.current },
  );
  const empty = probe.isSuccess && probe.data.pages[0]?.commits.length === 0;
  useEffect(() => {
    if (!enabled || checked.current || !probe.isSuccess) return;
    checked.current = true;
    if (empty) {
      void navigate(`${repoPaths.commits(basePath, ALL_BRANCHES)}${search}`, { replace: true });
    }
  }, [enabled, empty, probe.isSuccess, navigate, basePath, search]);
}

/** The commit list: branch, upload status and search filters over the commits table. */
export function CommitsPage() {
  const { repository, basePath } = useRepoFrame();
  const { branch: branchParam } = useParams();
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const [params, update] = useUrlParams(defaults);

  const defaultBranch = repository.defaultBranch ?? null;
  const branch = branchParam || defaultBranch || ALL_BRANCHES;
  const unfiltered = !params.search && params.coverageStatus.length === 0;
  useAllBranchesWhenDefaultIsEmpty(!branchParam && defaultBranch !== null && unfiltered, defaultBranch);

  const statuses = params.coverageStatus.filter((value): value is CommitCoverageStatus =>
    (commitCoverageStatuses as readonly string[]).includes(value),
  );

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <BranchSelector
          value={branch}
          includeAllBranches
          onChange={(next) => void navigate(`${repoPaths.commits(basePath, next)}${query}`)}
        />
        <MultiSelect
          label="Coverage upload status"
          resourceName="status"
          items={commitCoverageStatuses}
          value={statuses}
          itemToString={(status) => statusLabels[status]}
          renderItem={(status) => (
            <Group gap="xs" wrap="nowrap">
              {statusIcons[status]}
              {statusLabels[status]}
            </Group>
          )}
          onChange={(next) =>
            update({ coverageStatus: commitCoverageStatuses.filter((s) => next.includes(s)) })
          }
        />
        <div style={{ minWidth: 240, flex: 1, maxWidth: 400 }}>
          <SearchField
            placeholder="Search commits"
            aria-label="Search commits"
            value={params.search}
            onChange={(search) => update({ search }, { replace: true })}
          />
        </div>
      </Group>
      <CommitsTable
        branch={branch === ALL_BRANCHES ? null : branch}
        search={params.search}
        coverageStatus={statuses}
      />
    </Stack>
  );
}
