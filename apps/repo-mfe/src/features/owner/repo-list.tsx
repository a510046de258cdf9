import { useMemo } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconLock, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRepositories, type RepositoryListItem, type RepositoryOrdering } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { CoverageBar, SearchField, Select, Table, type TableColumn, type TableSort } from '@canopy/ui-kit';
import { formatRelativeTime } from '../common/relative-time';
import { activeFilter, repoDisplays, useRepoListParams, type RepoDisplay } from './repo-list-params';

export interface RepoListProps {
  provider: string;
  owner: string;
  /** Members may open every repository; visitors cannot open inactive ones. */
  isMember: boolean;
}

const displayLabels: Record<RepoDisplay, string> = {
  All: 'All repos',
  Active: 'Active repos',
  Inactive: 'Inactive repos',
};

function RepoIcon({ repo }: { repo: RepositoryListItem }) {
  if (!repo.activated) return <IconBan size={16} aria-hidden data-icon="deactivated" />;
  if (repo.private) return <IconLock size={16} aria-hidden data-icon="private" />;
  return <IconWorld size={16} aria-hidden data-icon="public" />;
}

function RepoName({
  repo,
  provider,
  owner,
  isMember,
}: {
  repo: RepositoryListItem;
  provider: string;
  owner: string;
  isMember: boolean;
}) {
  const author = repo.author.username ?? owner;
  const name = repo.isDemo ? repo.displayName : repo.name;
  const label = author.toLowerCase() === owner.toLowerCase() ? name : `${author} / ${name}`;
  const disabled = !isMember && !repo.active;
  return (
    <Group gap="xs" wrap="nowrap">
      <RepoIcon repo={repo} />
      {disabled ? (
        <Text fw={600} size="sm" c="dimmed">
          {label}
        </Text>
      ) : (
        <Anchor
          component={Link}
          to={`/${encodeURIComponent(provider)}/${encodeURIComponent(author)}/${encodeURIComponent(repo.name)}`}
          fw={600}
          size="sm"
        >
          {label}
        </Anchor>
      )}
      {repo.private && (
        <Badge size="xs" variant="outline" color="gray">
          Private
        </Badge>
      )}
      {!repo.activated ? (
        <Badge size="xs" variant="outline" color="red">
          Deactivated
        </Badge>
      ) : (
        !repo.active && (
          <Badge size="xs" variant="outline" color="gray">
            Inactive
          </Badge>
        )
      )}
    </Group>
  );
}

function RepoCoverage({ repo }: { repo: RepositoryListItem }) {
  const percent = repo.coverageAnalytics?.percentCovered;
  if (percent != null) return <CoverageBar value={percent} label={`Test coverage of ${repo.name}`} />;
  const text = !repo.activated ? 'Deactivated' : !repo.active ? 'Inactive' : 'No data';
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/** The owner's repositories: search, status filter, server-side sorting and infinite scrolling (20 a page). */
export function RepoList({ provider, owner, isMember }: RepoListProps) {
  const [params, update] = useRepoListParams();
  const query = useRepositories({
    provider,
    owner,
    term: params.search,
    active: activeFilter(params.display),
    ordering: params.ordering,
    direction: params.direction,
  });
  const repos = useMemo(() => query.data?.pages.flatMap((page) => page.repos) ?? [], [query.data]);

  const columns = useMemo<TableColumn<RepositoryListItem>[]>(
    () => [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (repo) => <RepoName repo={repo} provider={provider} owner={owner} isMember={isMember} />,
      },
      {
        id: 'COMMIT_DATE',
        header: 'Last updated',
        sortable: true,
        width: 160,
        cell: (repo) => (
          <Text
            size="sm"
            c={repo.latestCommitAt ? undefined : 'dimmed'}
            title={repo.latestCommitAt ?? undefined}
          >
            {formatRelativeTime(repo.latestCommitAt) ?? '-'}
          </Text>
        ),
      },
      {
        id: 'lines',
        header: 'Tracked lines',
        align: 'right',
        width: 130,
        cell: (repo) => (
          <Text size="sm" ff="monospace" c={repo.coverageAnalytics?.lines != null ? undefined : 'dimmed'}>
            {repo.coverageAnalytics?.lines != null
              ? repo.coverageAnalytics.lines.toLocaleString('en-US')
              : '-'}
          </Text>
        ),
      },
      {
        id: 'COVERAGE',
        header: 'Test coverage',
        sortable: true,
        width: 240,
        cell: (repo) => <RepoCoverage repo={repo} />,
      },
    ],
    [provider, owner, isMember],
  );

  const sort: TableSort = { id: params.ordering, direction: params.direction === 'ASC' ? 'asc' : 'desc' };
  const emptyMessage = params.search
    ? `No repositories found matching "${params.search}"`
    : 'There are no repos detected';

  if (query.isError) return <PageError error={query.error} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
          <div style={{ minWidth: 240, flex: 1, maxWidth: 400 }}>
            <SearchField
              placeholder="Search"
              aria-label="Search repositories"
              value={params.search}
              onChange={(search) => update({ search })}
            />
          </div>
          <Select
            aria-label="Repository status"
            items={repoDisplays}
            value={params.display}
            itemToString={(display) => displayLabels[display]}
            onChange={(display) => update({ display })}
          />
        </Group>
      </Group>
      <Table
        caption={`Repositories of ${owner}`}
        columns={columns}
        data={repos}
        getRowKey={(repo) => String(repo.repoid)}
        sort={sort}
        onSortChange={(next) =>
          update({
            ordering: next.id as RepositoryOrdering,
            direction: next.direction === 'asc' ? 'ASC' : 'DESC',
          })
        }
        isLoading={query.isPending}
        emptyMessage={emptyMessage}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </Stack>
  );
}
