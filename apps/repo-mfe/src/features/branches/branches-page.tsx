import { useMemo } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconGitBranch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBranches, type BranchListItem } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { PageHeading, SearchField } from '@canopy/ui-kit';
import { CoverageBar, Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { formatRelativeTime } from '../common/relative-time';
import { useUrlParams } from '../common/use-url-params';
import { useRepoFrame } from '../common/repo-frame-context';

const defaults = { search: '' };

function linesCovered(branch: BranchListItem): string | null {
  const totals = branch.head?.totals;
  if (totals?.hitsCount == null || totals.lineCount == null) return null;
  return `${totals.hitsCount.toLocaleString('en-US')} of ${totals.lineCount.toLocaleString('en-US')}`;
}

/** `/branches`: every branch with the coverage of its head, searchable and loaded 20 at a time. */
export function BranchesPage() {
  const { provider, owner, repo, basePath, repository } = useRepoFrame();
  const [params, update] = useUrlParams(defaults);
  const query = useBranches({ provider, owner, repo, searchValue: params.search });
  const branches = useMemo(() => query.data?.pages.flatMap((page) => page.branches) ?? [], [query.data]);

  const columns = useMemo<TableColumn<BranchListItem>[]>(
    () => [
      {
        id: 'name',
        header: 'Branch',
        cell: (branch) => (
          <Group gap="xs" wrap="nowrap">
            <IconGitBranch size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Anchor
              component={Link}
              to={repoPaths.tree(basePath, branch.name)}
              fw={600}
              size="sm"
              style={{ wordBreak: 'break-all' }}
            >
              {branch.name}
            </Anchor>
            {branch.name === repository.defaultBranch && (
              <Badge size="xs" variant="outline" color="gray">
                Default
              </Badge>
            )}
          </Group>
        ),
      },
      {
        id: 'coverage',
        header: 'Coverage',
        width: 220,
        cell: (branch) =>
          branch.head?.totals?.percentCovered != null ? (
            <CoverageBar value={branch.head.totals.percentCovered} label={`Coverage of ${branch.name}`} />
          ) : (
            <Text size="sm" c="dimmed">
              No data
            </Text>
          ),
      },
      {
        id: 'lines',
        header: 'Lines covered',
        align: 'right',
        width: 150,
        cell: (branch) => {
          const text = linesCovered(branch);
          return (
            <Text size="sm" ff="monospace" c={text ? undefined : 'dimmed'}>
              {text ?? '-'}
            </Text>
          );
        },
      },
      {
        id: 'head',
        header: 'Head commit',
        width: 130,
        cell: (branch) =>
          branch.head ? (
            <Anchor
              component={Link}
              to={repoPaths.commit(basePath, branch.head.commitid)}
              ff="monospace"
              size="sm"
              aria-label={`Head commit ${branch.head.commitid.slice(0, 7)} of ${branch.name}`}
            >
              {branch.head.commitid.slice(0, 7)}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              -
            </Text>
          ),
      },
      {
        id: 'updated',
        header: 'Last updated',
        width: 150,
        cell: (branch) => (
          <Text size="sm" c={branch.updatedAt ? undefined : 'dimmed'} title={branch.updatedAt ?? undefined}>
            {formatRelativeTime(branch.updatedAt) ?? '-'}
          </Text>
        ),
      },
    ],
    [basePath, repository.defaultBranch],
  );

  if (query.isError) return <PageError error={query.error} />;

  return (
    <Stack gap="md" data-page="branches">
      <PageHeading
        order={2}
        title="Branches"
        description="Each branch with the coverage of its newest commit."
      />
      <div style={{ maxWidth: 400 }}>
        <SearchField
          placeholder="Search branches"
          aria-label="Search branches"
          value={params.search}
          onChange={(search) => update({ search }, { replace: true })}
        />
      </div>
      <Table
        caption={`Branches of ${owner}/${repo}`}
        columns={columns}
        data={branches}
        getRowKey={(branch) => branch.name}
        isLoading={query.isPending}
        emptyMessage={params.search ? `No branches found matching "${params.search}"` : 'No branches found'}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </Stack>
  );
}
