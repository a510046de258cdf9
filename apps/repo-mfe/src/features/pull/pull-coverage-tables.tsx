import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartLine, IconFlag, IconPuzzle } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  usePullComponentComparison,
  usePullFlagComparisons,
  type PullCoverageComparisonRow,
  type PullRowsResult,
} from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import { Banner } from '@canopy/ui-kit';
import { CoverageChange, Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { CoverageFilterSelects } from '../coverage-filters/coverage-filter-selects';
import { useRepoFrame } from '../common/repo-frame-context';
import { formatPercent } from '../common/format';
import { explainPullComparisonError } from './pull-messages';

function percentColumn(
  id: string,
  header: string,
  value: (row: PullCoverageComparisonRow) => number | null,
): TableColumn<PullCoverageComparisonRow> {
  return {
    id,
    header,
    align: 'right',
    width: 130,
    cell: (row) => {
      const figure = value(row);
      return (
        <Text size="sm" ff="monospace" c={figure == null ? 'dimmed' : undefined}>
          {formatPercent(figure)}
        </Text>
      );
    },
  };
}

const columns = (nameHeader: string): TableColumn<PullCoverageComparisonRow>[] => [
  {
    id: 'name',
    header: nameHeader,
    cell: (row) => (
      <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
        {row.name}
      </Text>
    ),
  },
  percentColumn('head', 'HEAD %', (row) => row.headCoverage),
  percentColumn('patch', 'Patch %', (row) => row.patchCoverage),
  {
    id: 'change',
    header: 'Change %',
    align: 'right',
    width: 130,
    cell: (row) => <CoverageChange value={row.change} />,
  },
];

/** The panel shown when the repository has none of these yet, with what they are for. */
function NotConfigured({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" data-state="not-configured">
      <Group gap="md" wrap="nowrap" align="flex-start">
        {icon}
        <Stack gap={4}>
          <Title order={2} fz="md">
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

function ComparisonUnavailable({
  result,
  baseBranch,
}: {
  result: PullRowsResult;
  baseBranch: string | null;
}) {
  if (result.kind !== 'error') return null;
  const { title, action, variant } = explainPullComparisonError(result.typename, baseBranch);
  return (
    <Banner variant={variant} title={title}>
      <Text size="sm">{action}</Text>
    </Banner>
  );
}

interface TableProps {
  pullId: number;
  baseCommit: string | null;
  baseBranch: string | null;
}

/** Flags tab: each flag's HEAD, patch and change; or why there is nothing to show. */
export function PullFlagsTable({ pullId, baseCommit, baseBranch }: TableProps) {
  const { provider, owner, repo } = useRepoFrame();
  const query = usePullFlagComparisons({ provider, owner, repo, pullId, baseCommit });
  if (query.isError) return <PageError error={query.error} />;
  if (query.data?.kind === 'error')
    return <ComparisonUnavailable result={query.data} baseBranch={baseBranch} />;
  const rows = query.data?.rows ?? [];
  if (query.isSuccess && rows.length === 0) {
    return (
      <NotConfigured icon={<IconFlag size={28} aria-hidden />} title="Flags are not configured">
        <Text size="sm">
          Flags group the coverage of a repository by test suite, platform or part of the code, so you can see
          how each changes in a pull request.
        </Text>
        <Text size="sm" c="dimmed">
          Upload each report with a flag (for example <code>--flag unit</code>) and the flags of this pull
          request appear here.
        </Text>
      </NotConfigured>
    );
  }
  return (
    <Table
      caption={`Flags of pull request #${pullId}`}
      columns={columns('Name')}
      data={rows}
      getRowKey={(row) => row.id}
      isLoading={query.isPending}
      emptyMessage="No flags found"
    />
  );
}

/**
 * Components tab: each component's HEAD, patch and change; the components select (`?components=`, shared
 * with the other tabs) narrows the table to the chosen ones.
 */
export function PullComponentsTable({
  pullId,
  baseCommit,
  baseBranch,
  components,
}: TableProps & { components: readonly string[] }) {
  const { provider, owner, repo, basePath } = useRepoFrame();
  const query = usePullComponentComparison({ provider, owner, repo, pullId, baseCommit, components });
  if (query.isError) return <PageError error={query.error} />;
  if (query.data?.kind === 'error')
    return <ComparisonUnavailable result={query.data} baseBranch={baseBranch} />;
  const rows = query.data?.rows ?? [];
  if (query.isSuccess && rows.length === 0 && components.length === 0) {
    return (
      <NotConfigured icon={<IconPuzzle size={28} aria-hidden />} title="Components are not configured">
        <Text size="sm">See how components can help you today!</Text>
        <Text size="sm" c="dimmed">
          Components group files by path (and uploads by flag) in <code>codecov.yml</code>, so each part of
          the code gets its own coverage, patch and change.
        </Text>
      </NotConfigured>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <CoverageFilterSelects source={{ kind: 'pull', pullId }} only="components" />
        <Anchor component={Link} to={repoPaths.components(basePath)} size="sm" ml="auto">
          <Group gap={4} component="span" wrap="nowrap">
            <IconChartLine size={14} aria-hidden />
            View components over time
          </Group>
        </Anchor>
      </Group>
      <Table
        caption={`Components of pull request #${pullId}`}
        columns={columns('Name')}
        data={rows}
        getRowKey={(row) => row.id}
        isLoading={query.isPending}
        emptyMessage="No components match the selected filter"
      />
    </Stack>
  );
}
