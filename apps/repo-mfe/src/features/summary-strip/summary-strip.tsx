import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  useBranchCoverageMeasurements,
  useRepoCoverage,
  type RepoCoverage,
  type RepoCoverageHead,
} from '@canopy/repo-data-access';
import { DEFAULT_DOCS_URL, Select } from '@canopy/ui-kit';
import { CoverageBar, CoverageChange } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { useUrlParams } from '../common/use-url-params';
import { BranchSelector, BranchSource } from '../branch-selector/branch-selector';
import { useRepoFrame } from '../common/repo-frame-context';
import { DEFAULT_TREND, isTrend, trendChange, trends, trendWindow, type Trend } from './trend';

const count = (value: number | null | undefined) => (value == null ? '-' : value.toLocaleString('en-US'));

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

/** The trend span in the URL (`trend`), shared by the strip and the overview's chart. */
export function useTrend(): [Trend, (trend: Trend) => void] {
  const [params, update] = useUrlParams({ trend: DEFAULT_TREND as string });
  return [isTrend(params.trend) ? params.trend : DEFAULT_TREND, (trend) => update({ trend })];
}

/** The commit a ref names: a branch's head, or the commit itself when the ref is a SHA and no branch. */
export function headOf(coverage: RepoCoverage | undefined): RepoCoverageHead | null {
  return coverage?.branch?.head ?? coverage?.commit ?? null;
}

export interface SummaryStripProps {
  /** The branch (or commit SHA) shown. */
  refName: string;
  onBranchChange: (branch: string) => void;
}

/**
 * The summary strip of the overview and the file view (reference §9.2.1): branch selector with its source
 * commit, coverage on the branch ("X of Y lines covered") and the trend over the chosen span. A commit has no
 * trend: the strip names the commit instead of the branch's latest one.
 */
export function SummaryStrip({ refName, onBranchChange }: SummaryStripProps) {
  const { isTeamPrivate } = useRepoFrame();
  return isTeamPrivate ? (
    <CompactSummary refName={refName} onBranchChange={onBranchChange} />
  ) : (
    <FullSummary refName={refName} onBranchChange={onBranchChange} />
  );
}

/**
 * The Team plan's summary of a private repository (reference §9.2.1): the branch and its coverage, and where
 * to read about what the Pro plan adds to pull requests (comments, targets) and badges. No trend.
 */
function CompactSummary({ refName, onBranchChange }: SummaryStripProps) {
  const { provider, owner, repo } = useRepoFrame();
  const coverage = useRepoCoverage({ provider, owner, repo, branch: refName });
  const data = coverage.data;
  const isCommit = !!data && !data.branch && !!data.commit;
  const head = headOf(data);
  return (
    <Paper withBorder p="md" data-testid="summary-strip" data-variant="compact">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4}>
          <BranchSelector value={refName} onChange={onBranchChange} />
          <BranchSource commitid={head?.commitid} label={isCommit ? 'commit' : 'latest commit'} />
        </Stack>
        {coverage.isPending ? (
          <Skeleton height={56} />
        ) : (
          <HeadCoverage head={head} range={data?.indicationRange} />
        )}
        <Text size="sm" c="dimmed">
          Pull request comments, coverage targets and badges:{' '}
          <Anchor
            href={`${DEFAULT_DOCS_URL}/docs/pull-request-comments`}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            underline="always"
          >
            learn more
          </Anchor>
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

function FullSummary({ refName, onBranchChange }: SummaryStripProps) {
  const { provider, owner, repo, repository, basePath } = useRepoFrame();
  const [trend, setTrend] = useTrend();
  const coverage = useRepoCoverage({ provider, owner, repo, branch: refName });
  const measurements = useBranchCoverageMeasurements({
    provider,
    owner,
    repo,
    branch: refName,
    ...trendWindow(trend, repository.oldestCommitAt),
  });
  const data = coverage.data;
  const isCommit = !!data && !data.branch && !!data.commit;
  const head = headOf(data);

  return (
    <Paper withBorder p="md" data-testid="summary-strip">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4}>
          <BranchSelector value={refName} onChange={onBranchChange} />
          <BranchSource commitid={head?.commitid} label={isCommit ? 'commit' : 'latest commit'} />
          {/* The branches page has no tab of its own: it is reached from the branch it lists. */}
          <Anchor component={Link} to={repoPaths.branches(basePath)} size="xs" w="fit-content">
            View all branches
          </Anchor>
        </Stack>
        {coverage.isPending ? (
          <Skeleton height={56} />
        ) : (
          <HeadCoverage head={head} range={data?.indicationRange} />
        )}
        {!isCommit && (
          <TrendSummary
            trend={trend}
            onTrendChange={setTrend}
            change={trendChange(measurements.data ?? [])}
            isLoading={measurements.isPending}
            isError={measurements.isError}
          />
        )}
      </SimpleGrid>
    </Paper>
  );
}
