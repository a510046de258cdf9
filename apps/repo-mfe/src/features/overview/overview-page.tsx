import { useCallback } from 'react';
import {
  Alert,
  Anchor,
  Button,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconCloudUpload, IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useBranchCoverageMeasurements, useRepoCoverage, type RepoCoverageHead } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { CoverageBar, CoverageChange, LabeledValue, Select } from '@canopy/ui-kit';
import { useUrlParams } from '../common/use-url-params';
import { coverageFiltersQuery, useCoverageFilters } from '../coverage-filters/use-coverage-filters';
import { BranchSelector, BranchSource } from '../branch-selector/branch-selector';
import { FileExplorer } from '../file-explorer/file-explorer';
import { useRepoFrame } from '../repo/repo-frame-context';
import { UploadInstructions } from '../repo/upload-instructions';
import { CoverageCharts } from './coverage-charts';
import { chartPoints, DEFAULT_TREND, isTrend, trendChange, trends, trendWindow, type Trend } from './trend';
import { UnmatchedPathsNotice } from './unmatched-paths-notice';

/** A repository path as URL segments, each encoded. */
export function encodePath(path: string): string {
  return path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

/** `/tree/<branch>[/<path>]` under the repository. */
export function treePath(basePath: string, branch: string, path = ''): string {
  const rest = encodePath(path);
  return `${basePath}/tree/${encodeURIComponent(branch)}${rest ? `/${rest}` : ''}`;
}

const count = (value: number | null | undefined) => (value == null ? '-' : value.toLocaleString('en-US'));

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
        <Button component={Link} to={`${basePath}/new`} variant="light" size="sm" mt="sm">
          Set up coverage
        </Button>
      </EmptyState>
      <UploadInstructions />
    </Stack>
  );
}

function HeadCoverage({
  head,
  range,
}: {
  head: RepoCoverageHead | null;
  range?: { lowerRange: number; upperRange: number } | null;
}) {
  const totals = head?.totals;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="coverage-on-branch">
        Coverage on branch
      </Text>
      <CoverageBar
        value={totals?.percentCovered}
        height={12}
        label="Coverage on branch"
        lowerRange={range?.lowerRange}
        upperRange={range?.upperRange}
      />
      <Text size="sm" c="dimmed" data-testid="lines-covered">
        {totals
          ? `${count(totals.hitsCount)} of ${count(totals.lineCount)} lines covered`
          : 'No coverage report yet'}
      </Text>
    </Stack>
  );
}

function TrendSummary({
  trend,
  onTrendChange,
  change,
  isLoading,
  isError,
}: {
  trend: Trend;
  onTrendChange: (trend: Trend) => void;
  change: number | null;
  isLoading: boolean;
  isError: boolean;
}) {
  return (
    <Stack gap={6}>
      <Group gap="xs" align="center">
        <Select aria-label="Trend" variant="text" items={trends} value={trend} onChange={onTrendChange} />
        <Text size="sm" fw={600}>
          trend
        </Text>
      </Group>
      {isLoading ? (
        <Skeleton height={20} width={80} />
      ) : isError ? (
        <Text size="sm" c="dimmed">
          The trend failed to load.
        </Text>
      ) : change == null ? (
        <Text size="sm" c="dimmed">
          No coverage reports found in this timespan.
        </Text>
      ) : (
        <CoverageChange value={change} size="md" />
      )}
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
      <Anchor component={Link} to={`${basePath}/config/general`} size="sm" underline="always">
        edit default branch
      </Anchor>
    </Alert>
  );
}

/** The overview of one branch: summary strip, notices, charts and the file explorer of its head. */
function BranchOverview({
  branch,
  path,
  isTreeRoute,
}: {
  branch: string;
  path: string;
  isTreeRoute: boolean;
}) {
  const { provider, owner, repo, basePath, repository } = useRepoFrame();
  const navigate = useNavigate();
  const location = useLocation();
  const filters = useCoverageFilters();
  const [params, update] = useUrlParams({ trend: DEFAULT_TREND as string });
  const trend: Trend = isTrend(params.trend) ? params.trend : DEFAULT_TREND;

  const coverage = useRepoCoverage({ provider, owner, repo, branch });
  const span = trendWindow(trend, repository.oldestCommitAt);
  const measurements = useBranchCoverageMeasurements({ provider, owner, repo, branch, ...span });

  const onBranchChange = (next: string) => {
    // The root keeps showing the root; a folder view keeps its folder on the other branch.
    navigate(`${treePath(basePath, next, isTreeRoute ? path : '')}${location.search}`);
  };

  const filtersQuery = coverageFiltersQuery(filters);
  const linkTo = useCallback(
    (entry: { path: string; kind: 'dir' | 'file' }) =>
      entry.kind === 'dir'
        ? `${treePath(basePath, branch, entry.path)}${filtersQuery}`
        : `${basePath}/blob/${encodeURIComponent(branch)}/${encodePath(entry.path)}${filtersQuery}`,
    [basePath, branch, filtersQuery],
  );

  if (coverage.isError) return <PageError error={coverage.error} />;

  const data = coverage.data;
  const head = data?.branch?.head ?? null;
  const unknownBranch = !!data && !data.branch;
  const points = chartPoints(measurements.data ?? []);

  return (
    <Stack gap="lg" data-page="repo-overview">
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap={4}>
            <BranchSelector value={branch} onChange={onBranchChange} />
            <BranchSource commitid={head?.commitid} />
          </Stack>
          {coverage.isPending ? (
            <Skeleton height={56} />
          ) : (
            <HeadCoverage head={head} range={data?.indicationRange} />
          )}
          <TrendSummary
            trend={trend}
            onTrendChange={(next) => update({ trend: next })}
            change={trendChange(measurements.data ?? [])}
            isLoading={measurements.isPending}
            isError={measurements.isError}
          />
        </SimpleGrid>
      </Paper>

      {!data ? (
        // The branch may not exist: the rest waits for the answer rather than flash a 'Not found'.
        <Skeleton height={240} data-state="loading" />
      ) : unknownBranch && !isTreeRoute ? (
        // Uploads so far went to other branches (a first pull request): the default branch has none yet.
        <NotOnDefaultBranch />
      ) : unknownBranch ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-state="unknown-branch"
        >
          There is no branch named “{branch}” in this repository. Pick another branch above.
        </Alert>
      ) : (
        <>
          {repository.isFirstPullRequest && !head?.totals && <NotOnDefaultBranch />}
          {head?.usesDefaultYaml && head.totals && (
            <Text size="sm" c="dimmed" data-testid="yaml-hint">
              YAML Configuration: this commit uses the default settings.{' '}
              <Anchor component={Link} to={`${basePath}/config/yaml`} size="sm" underline="always">
                Learn more about PR comment, target and flags
              </Anchor>
            </Text>
          )}
          <UnmatchedPathsNotice unmatchedPaths={head?.unmatchedPaths ?? null} />
          <CoverageCharts
            branch={branch}
            points={points}
            isLoading={measurements.isPending}
            isError={measurements.isError}
            fileCount={head?.totals?.fileCount ?? null}
            fileLink={(filePath) => linkTo({ path: filePath, kind: 'file' })}
            indicationRange={data.indicationRange}
          />
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
 * Coverage overview of the repository (`/` and `/tree/:branch/*`, the path after the branch being the
 * folder shown). A repository without uploads says what to do instead (the frame keeps deactivated and
 * never set-up repositories off this page).
 */
export function OverviewPage() {
  const { branch: branchParam, '*': rest = '' } = useParams();
  const { repository } = useRepoFrame();
  const branch = branchParam ?? repository.defaultBranch;
  if (!repository.active || !branch) return <NoUploads branch={branchParam ?? null} />;
  const path = rest.split('/').filter(Boolean).join('/');
  return <BranchOverview branch={branch} path={path} isTreeRoute={branchParam !== undefined} />;
}
