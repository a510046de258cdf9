import { useCallback } from 'react';
import { Alert, Anchor, Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useBranchCoverageMeasurements, useRepoCoverage, useRepoOverview } from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import { LabeledValue } from '@canopy/ui-kit';
import { repoPaths } from '@canopy/routes';
import { coverageFiltersQuery, useCoverageFilters } from '../coverage-filters/use-coverage-filters';
import { FileExplorer, usePrefetchFileExplorer } from '../file-explorer/file-explorer';
import { useRepoFrame } from '../common/repo-frame-context';
import { CoverageCharts, readHidden } from './coverage-charts';
import { usePreloadSunburst } from './sunburst-panel';
import { headOf, SummaryStrip, useTrend } from '../summary-strip/summary-strip';
import { chartPoints, trendWindow } from '../summary-strip/trend';
import { UnmatchedPathsNotice } from './unmatched-paths-notice';

/** A ref that may name a commit rather than a branch. */
const SHA_LIKE = /^[0-9a-f]{7,40}$/i;

function NoUploads({ branch }: { branch: string | null }) {
  const { basePath, repository } = useRepoFrame();
  const shown = branch ?? repository.defaultBranch;
  return (
    <Stack gap="lg">
      <Group gap="xl" wrap="wrap">
        {repository.defaultBranch && (
          <LabeledValue label="Default branch">{repository.defaultBranch}</LabeledValue>
        )}
        {branch && <LabeledValue label="Branch">{branch}</LabeledValue>}
      </Group>
      <EmptyState
        py="lg"
        icon={<IconCloudUpload size={28} aria-hidden />}
        withIndicatorBackground
        title="No coverage reports uploaded yet"
        description={`Upload a coverage report from your CI and the coverage of ${shown ?? 'the default branch'} appears here.`}
        data-state="no-uploads"
      >
        <Button component={Link} to={repoPaths.setup(basePath)} variant="light" size="sm" mt="sm">
          Set up coverage
        </Button>
      </EmptyState>
    </Stack>
  );
}

function NotOnDefaultBranch() {
  const { basePath } = useRepoFrame();
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} aria-hidden />}
      data-state="not-on-default"
    >
      Once merged to your default branch, Canopy will show your report results on this dashboard.{' '}
      <Anchor component={Link} to={repoPaths.config(basePath, 'general')} size="sm" underline="always">
        edit default branch
      </Anchor>
    </Alert>
  );
}

/**
 * The overview of one branch (or commit, when the ref is a SHA that names no branch): summary strip, notices,
 * charts and the file explorer of its head. A commit has no charts: they follow a branch over time.
 */
function BranchOverview({
  branch,
  path,
  isTreeRoute,
}: {
  branch: string;
  path: string;
  isTreeRoute: boolean;
}) {
  const { provider, owner, repo, basePath, repository, isTeamPrivate } = useRepoFrame();
  const navigate = useNavigate();
  const location = useLocation();
  const filters = useCoverageFilters();
  const [trend] = useTrend();

  const coverage = useRepoCoverage({ provider, owner, repo, branch });
  // The branch's file list is asked for beside its summary, not after it (a commit SHA shows the commit's).
  const summaryPending = !coverage.data && !coverage.isError;
  usePrefetchFileExplorer({ kind: 'branch', branch }, path, summaryPending && !SHA_LIKE.test(branch));
  usePreloadSunburst(!isTeamPrivate && !readHidden());
  const span = trendWindow(trend, repository.oldestCommitAt);
  // The Team plan's private repositories have no charts: their measurements are not asked for.
  const measurements = useBranchCoverageMeasurements(
    { provider, owner, repo, branch, ...span },
    { enabled: !isTeamPrivate },
  );

  const onBranchChange = (next: string) => {
    // The root keeps showing the root; a folder view keeps its folder on the other branch.
    navigate(`${repoPaths.tree(basePath, next, isTreeRoute ? path : '')}${location.search}`);
  };

  const filtersQuery = coverageFiltersQuery(filters);
  const linkTo = useCallback(
    (entry: { path: string; kind: 'dir' | 'file' }) =>
      entry.kind === 'dir'
        ? `${repoPaths.tree(basePath, branch, entry.path)}${filtersQuery}`
        : `${repoPaths.blob(basePath, branch, entry.path)}${filtersQuery}`,
    [basePath, branch, filtersQuery],
  );

  if (coverage.isError) return <PageError error={coverage.error} />;

  const data = coverage.data;
  const commit = data && !data.branch ? data.commit : null;
  const head = headOf(data);
  const unknownRef = !!data && !data.branch && !commit;
  const points = chartPoints(measurements.data ?? []);

  return (
    <Stack gap="lg" data-page="repo-overview">
      <SummaryStrip refName={branch} onBranchChange={onBranchChange} />

      {!data ? (
        // The branch may not exist: the rest waits for the answer rather than flash a 'Not found'.
        <Skeleton height={240} data-state="loading" />
      ) : unknownRef && !isTreeRoute ? (
        // Uploads so far went to other branches (a first pull request): the default branch has none yet.
        <NotOnDefaultBranch />
      ) : unknownRef ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-state="unknown-branch"
        >
          There is no branch or commit named “{branch}” in this repository. Pick another branch above.
        </Alert>
      ) : commit ? (
        // `tree/<sha>`: the commit's files, as the file view reads `blob/<sha>`.
        <>
          <UnmatchedPathsNotice unmatchedPaths={commit.unmatchedPaths} />
          <FileExplorer
            source={{ kind: 'commit', commitid: commit.commitid }}
            path={path}
            linkTo={linkTo}
            indicationRange={data.indicationRange}
          />
        </>
      ) : (
        <>
          {repository.isFirstPullRequest && !head?.totals && <NotOnDefaultBranch />}
          {head?.usesDefaultYaml && head.totals && (
            <Text size="sm" c="dimmed" data-testid="yaml-hint">
              YAML Configuration: this commit uses the default settings.{' '}
              <Anchor component={Link} to={repoPaths.config(basePath, 'yaml')} size="sm" underline="always">
                Learn more about PR comment, target and flags
              </Anchor>
            </Text>
          )}
          <UnmatchedPathsNotice unmatchedPaths={head?.unmatchedPaths ?? null} />
          {!isTeamPrivate && (
            <CoverageCharts
              branch={branch}
              points={points}
              isLoading={measurements.isPending}
              isError={measurements.isError}
              fileCount={head?.totals?.fileCount ?? null}
              fileLink={(filePath) => linkTo({ path: filePath, kind: 'file' })}
              indicationRange={data.indicationRange}
            />
          )}
          <FileExplorer
            source={{ kind: 'branch', branch }}
            path={path}
            linkTo={linkTo}
            indicationRange={data?.indicationRange}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Coverage overview of the repository (`/` and `/tree/:ref/*`, the path after the branch or commit SHA being
 * the folder shown). A repository without uploads says what to do instead (the frame keeps deactivated and
 * never set-up repositories off this page).
 */
export function OverviewPage() {
  const { branch: branchParam, '*': rest = '' } = useParams();
  const { provider, owner, repo, repository } = useRepoFrame();
  // The frame's GetRepo copy stands in until the overview's own answer arrives, so nothing waits on it.
  const overview = useRepoOverview({ provider, owner, repo }).data ?? repository;
  const branch = branchParam ?? overview.defaultBranch;
  if (!overview.active || !branch) return <NoUploads branch={branchParam ?? null} />;
  const path = rest.split('/').filter(Boolean).join('/');
  return <BranchOverview branch={branch} path={path} isTreeRoute={branchParam !== undefined} />;
}
