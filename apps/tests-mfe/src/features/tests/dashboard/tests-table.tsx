import { type CSSProperties, useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PageError, useRepoStanding } from '@canopy/auth';
import {
  DEFAULT_TEST_RESULTS_SORT,
  type TestResult,
  type TestResultsFilterParameter,
  type TestResultsOrderingParameter,
  useTestResults,
} from '@canopy/tests-data-access';
import { SearchField } from '@canopy/ui-kit';
import { formatRelativeTime, Table, type TableColumn, type TableSort } from '@canopy/ui-kit/data-views';
import { formatCount, formatDuration, formatRate } from './format';
import { LastFailureDialog } from './last-failure';
import { useFlakesShown } from './use-flakes-shown';
import { useTestsParams } from './use-tests-params';

/** The table title for each card filter. */
export const filterTitles: Record<TestResultsFilterParameter, string> = {
  FLAKY_TESTS: 'Flaky tests',
  FAILED_TESTS: 'Failed tests',
  SLOWEST_TESTS: 'Slowest tests',
  SKIPPED_TESTS: 'Skipped tests',
};

export const NO_RESULTS = 'No test results found';
export const NO_DATA_YET = 'No data yet';
export const mergeToSee = (defaultBranch: string) =>
  `To see data for the ${defaultBranch} branch, merge your PR into the ${defaultBranch} branch.`;
export const FLAKE_RATE_HELP =
  'A flaky test fails and passes without a code change. The flake rate is its flaky failures over its runs that passed or failed.';

/** The column of each server ordering. */
const sortColumns: Record<TestResultsOrderingParameter, string> = {
  AVG_DURATION: 'avgDuration',
  TOTAL_DURATION: 'totalDuration',
  FAILURE_RATE: 'failureRate',
  FLAKE_RATE: 'flakeRate',
  COMMITS_WHERE_FAIL: 'commitsFailed',
  UPDATED_AT: 'updatedAt',
};
const columnOrderings = Object.fromEntries(
  Object.entries(sortColumns).map(([parameter, column]) => [
    column,
    parameter as TestResultsOrderingParameter,
  ]),
);

const NAME_STYLE: CSSProperties = { wordBreak: 'break-all', textAlign: 'left' };

const runsSummary = (test: TestResult) =>
  `${test.totalPassCount} Passed, ${test.totalFailCount} Failed (${test.totalFlakyFailCount} Flaky), ${test.totalSkipCount} Skipped`;

function testColumns({
  showFlakeRate,
  onOpen,
}: {
  showFlakeRate: boolean;
  onOpen: (test: TestResult) => void;
}): TableColumn<TestResult>[] {
  const columns: Array<TableColumn<TestResult> | false> = [
    {
      id: 'name',
      header: 'Test name',
      minWidth: 280,
      cell: (test) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <UnstyledButton
            onClick={(event) => {
              // The row opens it too: one open per click.
              event.stopPropagation();
              onOpen(test);
            }}
            aria-haspopup="dialog"
            aria-label={`${test.name}: show the last failure`}
            style={NAME_STYLE}
          >
            <Text size="sm" ff="monospace" inherit>
              {test.name}
            </Text>
          </UnstyledButton>
          {test.isFlaky && (
            <Badge size="sm" color="orange" variant="light" data-testid="flaky-badge">
              Flaky
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'avgDuration',
      header: 'Avg. duration',
      sortable: true,
      align: 'right',
      cell: (test) => formatDuration(test.avgDuration),
    },
    {
      id: 'p95Duration',
      header: 'P95 duration',
      align: 'right',
      cell: (test) => (test.p95Duration === null ? '–' : formatDuration(test.p95Duration)),
    },
    {
      id: 'totalDuration',
      header: 'Time spent',
      sortable: true,
      align: 'right',
      cell: (test) => formatDuration(test.totalDuration),
    },
    {
      id: 'failureRate',
      header: 'Failure rate',
      sortable: true,
      align: 'right',
      cell: (test) => formatRate(test.failureRate),
    },
    showFlakeRate && {
      id: 'flakeRate',
      header: (
        <Tooltip label={FLAKE_RATE_HELP} multiline w={280} withArrow>
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            Flake rate
            <IconInfoCircle size={14} aria-hidden />
          </span>
        </Tooltip>
      ),
      sortable: true,
      align: 'right',
      cell: (test) => (
        <Tooltip label={runsSummary(test)} withArrow>
          <Text
            span
            size="sm"
            data-testid="flake-rate"
            aria-label={`${formatRate(test.flakeRate)}: ${runsSummary(test)}`}
          >
            {formatRate(test.flakeRate)}
          </Text>
        </Tooltip>
      ),
    },
    {
      id: 'commitsFailed',
      header: 'Commits failed',
      sortable: true,
      align: 'right',
      cell: (test) => formatCount(test.commitsFailed),
    },
    {
      id: 'updatedAt',
      header: 'Last run',
      sortable: true,
      align: 'right',
      cell: (test) => (
        <Text span size="sm" title={test.updatedAt}>
          {formatRelativeTime(test.updatedAt) ?? '-'}
        </Text>
      ),
    },
  ];
  return columns.filter((column): column is TableColumn<TestResult> => !!column);
}

export interface TestsTableProps {
  /** The branch shown (null: the default branch). */
  branch: string | null;
  defaultBranch: string | null;
  isDefaultBranch: boolean;
}

/**
 * The tests of the branch over the window: searched, filtered and sorted on the server (commits where each
 * failed, most first, to begin with), loaded 20 at a time as the page scrolls, only the rows in view in the
 * page. A row opens the test's last failure.
 */
export function TestsTable({ branch, defaultBranch, isDefaultBranch }: TestsTableProps) {
  const { provider, owner, repo } = useRepoStanding();
  const params = useTestsParams();
  const [open, setOpen] = useState<TestResult | null>(null);
  // Flake rates show on the default branch, where the plan has flake detection; the list waits to know.
  const flakesKnown = useFlakesShown();
  const flakesShown = flakesKnown === true;
  const showFlakeRate = isDefaultBranch && flakesShown;
  // The card filters exist on the default branch only, the flaky tests' where its card does.
  const parameter =
    isDefaultBranch && (flakesShown || params.parameter !== 'FLAKY_TESTS') ? params.parameter : null;
  const sortBy =
    !showFlakeRate && params.sort.parameter === 'FLAKE_RATE' ? DEFAULT_TEST_RESULTS_SORT : params.sort;
  const query = useTestResults(
    {
      provider,
      owner,
      repo,
      branch,
      interval: params.interval,
      parameter,
      testSuites: params.testSuites,
      flags: params.flags,
      term: params.term,
      sort: sortBy,
    },
    { keepPreviousData: true, enabled: flakesKnown !== undefined },
  );
  const page = query.data?.pages[0];
  const tests = useMemo(() => query.data?.pages.flatMap((entry) => entry.tests) ?? [], [query.data]);
  const columns = useMemo(() => testColumns({ showFlakeRate, onOpen: setOpen }), [showFlakeRate]);
  const sort: TableSort = {
    id: sortColumns[sortBy.parameter],
    direction: sortBy.direction === 'ASC' ? 'asc' : 'desc',
  };
  const title = `${parameter ? filterTitles[parameter] : 'Tests'}${page ? ` (${formatCount(page.totalCount)})` : ''}`;

  const emptyMessage =
    isDefaultBranch && params.isDefault && defaultBranch ? (
      <Stack gap={4} align="center" component="span" data-state="no-data">
        <Text span fw={600}>
          {NO_DATA_YET}
        </Text>
        <Text span size="sm">
          {mergeToSee(defaultBranch)}
        </Text>
      </Stack>
    ) : (
      NO_RESULTS
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={3} size="h4" data-testid="tests-table-title">
          {title}
        </Title>
        <Group gap="sm" align="flex-end">
          <SearchField placeholder="Search by name" value={params.term} onChange={params.setTerm} />
          {isDefaultBranch && (
            <Button variant="default" onClick={params.reset} disabled={params.isDefault}>
              Reset to default
            </Button>
          )}
        </Group>
      </Group>
      {query.isError ? (
        <PageError error={query.error} />
      ) : (
        <Table
          caption={`Tests of ${branch ?? 'the default branch'}`}
          columns={columns}
          data={tests}
          getRowKey={(test) => test.id}
          sort={sort}
          onSortChange={(next) =>
            params.setSort({
              parameter: columnOrderings[next.id] ?? 'COMMITS_WHERE_FAIL',
              direction: next.direction === 'asc' ? 'ASC' : 'DESC',
            })
          }
          isLoading={query.isPending}
          emptyMessage={emptyMessage}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          virtualized
          totalRowCount={page?.totalCount ?? null}
          getRowProps={(test) => ({ onClick: () => setOpen(test), style: { cursor: 'pointer' } })}
        />
      )}
      <LastFailureDialog test={open} branch={branch} onClose={() => setOpen(null)} />
    </Stack>
  );
}
