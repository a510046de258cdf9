import { useMemo } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { pullStates, usePulls, type PullListItem, type PullState } from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import { Avatar, Select } from '@canopy/ui-kit';
import { CoverageChange, MultiSelect, Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { formatRelativeTime } from '../common/relative-time';
import { useUrlParams } from '../common/use-url-params';
import { useRepoFrame } from '../common/repo-frame-context';
import { bundleColumn } from '../commits-table/bundle-change';
import { PatchCoverageCell } from './pull-patch-coverage';
import { PullStateBadge, pullStateLabels } from '../common/pull-state-badge';

const orders = ['DESC', 'ASC'] as const;
type Order = (typeof orders)[number];
const orderLabels: Record<Order, string> = { DESC: 'Newest', ASC: 'Oldest' };

const defaults = { prStates: [] as readonly string[], order: 'DESC' };

function PullName({ pull, basePath }: { pull: PullListItem; basePath: string }) {
  // The first pull request has nothing to compare with: its file explorer is the useful view.
  const to =
    pull.comparisonState === 'FirstPullRequest'
      ? repoPaths.pullTree(basePath, pull.pullId)
      : repoPaths.pull(basePath, pull.pullId);
  const updated = formatRelativeTime(pull.updatedAt);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar username={pull.authorName} src={pull.authorAvatarUrl} size="md" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={to} fw={600} size="sm">
            {pull.title || 'Pull request title unavailable'}
          </Anchor>
          <PullStateBadge state={pull.state} size="xs" />
        </Group>
        <Text size="xs" c="dimmed">
          <Text span inherit ff="monospace">
            #{pull.pullId}
          </Text>
          {' · '}
          <Text span inherit fw={600}>
            {pull.authorName ?? 'Unknown author'}
          </Text>
          {updated ? ` last updated ${updated}` : null}
        </Text>
      </Stack>
    </Group>
  );
}

/** `/pulls`: the repository's pull requests by state, newest or oldest first, with their coverage. */
export function PullsPage() {
  const { provider, owner, repo, basePath, repository } = useRepoFrame();
  const withBundles = !!repository.bundleAnalysisEnabled;
  const [params, update] = useUrlParams(defaults);
  const states = params.prStates.filter((state): state is PullState =>
    (pullStates as readonly string[]).includes(state),
  );
  const order: Order = params.order === 'ASC' ? 'ASC' : 'DESC';
  const query = usePulls({ provider, owner, repo, states, orderingDirection: order, withBundles });
  const pulls = useMemo(() => query.data?.pages.flatMap((page) => page.pulls) ?? [], [query.data]);

  const columns = useMemo<TableColumn<PullListItem>[]>(
    () => [
      { id: 'name', header: 'Name', cell: (pull) => <PullName pull={pull} basePath={basePath} /> },
      {
        id: 'patch',
        header: 'Patch Coverage',
        align: 'right',
        width: 150,
        cell: (pull) => (
          <PatchCoverageCell
            patchCoverage={pull.patchCoverage}
            headCoverageStatus={pull.headCoverageStatus}
          />
        ),
      },
      ...(withBundles ? [bundleColumn<PullListItem>()] : []),
      {
        id: 'coverage',
        header: 'Coverage',
        align: 'right',
        width: 120,
        cell: (pull) =>
          pull.headCoverage == null ? (
            <Text size="sm" c="dimmed">
              -
            </Text>
          ) : (
            <Text size="sm" ff="monospace">
              {pull.headCoverage.toFixed(2)}%
            </Text>
          ),
      },
      {
        id: 'change',
        header: 'Change',
        align: 'right',
        width: 120,
        cell: (pull) => <CoverageChange value={pull.change} />,
      },
    ],
    [basePath, withBundles],
  );

  if (query.isError) return <PageError error={query.error} />;

  return (
    <Stack gap="md" data-page="pulls">
      <Group gap="md" wrap="wrap" align="flex-end">
        <MultiSelect
          label="View:"
          resourceName="state"
          items={pullStates}
          value={states}
          itemToString={(state) => pullStateLabels[state]}
          onChange={(next) => update({ prStates: pullStates.filter((state) => next.includes(state)) })}
        />
        <Select
          label="Sort by:"
          items={orders}
          value={order}
          itemToString={(item) => orderLabels[item]}
          onChange={(next) => update({ order: next })}
        />
      </Group>
      <Table
        caption={`Pull requests of ${owner}/${repo}`}
        columns={columns}
        data={pulls}
        getRowKey={(pull) => String(pull.pullId)}
        isLoading={query.isPending}
        emptyMessage="No pulls found"
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </Stack>
  );
}
