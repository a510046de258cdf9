import { useMemo, useState } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconLock, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  useIsTeamPlan,
  useRepositories,
  type RepositoryListItem,
  type RepositoryOrdering,
} from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { SearchField, Select } from '@canopy/ui-kit';
import { CoverageBar, Table, type TableColumn, type TableSort } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { formatRelativeTime } from '../common/relative-time';
import { pinRecentlyVisited, recentlyVisitedRepo, rememberVisitedRepo } from './recently-visited';
import { PrivateRepositoriesAccess } from './private-repositories-access';
import { ResyncRepositories } from './resync-repositories';
import {
  activeFilter,
  DEFAULT_DIRECTION,
  DEFAULT_ORDERING,
  repoDisplays,
  useRepoListParams,
  type RepoDisplay,
} from './repo-list-params';

export interface RepoListProps {
  provider: string;
  owner: string;
  /** Members may open every repository; visitors cannot open inactive ones. */
  isMember: boolean;
  /** Only these repositories (the analytics page's selection); empty or undefined means all. */
  repoNames?: readonly string[];
  /**
   * Offer the resync with the git host (the viewer's own accounts and organisations) and, for GitHub on the hosted
   * edition, private repositories to a viewer who has granted public ones only. @default false
   */
  canResync?: boolean;
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

function RepoBadge({ color = 'gray', children }: { color?: string; children: string }) {
  return (
    <Badge
      size="xs"
      variant={color === 'blue' ? 'light' : 'outline'}
      color={color}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {children}
    </Badge>
  );
}

/**
 * Where a repository's name leads: its coverage pages; its bundles when it uploads bundle stats but no
 * coverage; for a member, the set-up page while it has no uploads.
 */
function repoPath(provider: string, author: string, repo: RepositoryListItem, isMember: boolean): string {
  const base = repoPaths.repo(provider, author, repo.name);
  if (isMember && repo.activated && !repo.active && !repo.isDemo) return repoPaths.setup(base);
  return repo.bundleAnalysisEnabled && repo.coverageEnabled === false ? repoPaths.bundles(base) : base;
}

function RepoName({
  repo,
  provider,
  owner,
  isMember,
  recent,
  onOpen,
}: {
  repo: RepositoryListItem;
  provider: string;
  owner: string;
  isMember: boolean;
  recent: boolean;
  onOpen: (repo: RepositoryListItem) => void;
}) {
  const author = repo.author.username ?? owner;
  const name = repo.isDemo ? repo.displayName : repo.name;
  const label = author.toLowerCase() === owner.toLowerCase() ? name : `${author} / ${name}`;
  // A visitor has nothing to see in a repository that is deactivated or never set up.
  const disabled = !isMember && (!repo.active || !repo.activated);
  return (
    // Badges keep their width and wrap under the name in a narrow table rather than being cut off.
    <Group gap="xs" wrap="wrap" style={{ rowGap: 4 }} data-testid="repo-name">
      <Group gap="xs" wrap="nowrap">
        <RepoIcon repo={repo} />
        {disabled ? (
          <Text fw={600} size="sm" c="dimmed">
            {label}
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={repoPath(provider, author, repo, isMember)}
            onClick={() => onOpen(repo)}
            fw={600}
            size="sm"
          >
            {label}
          </Anchor>
        )}
      </Group>
      {recent && <RepoBadge color="blue">Recently visited</RepoBadge>}
      {repo.private && <RepoBadge>Private</RepoBadge>}
      {!repo.activated ? (
        <RepoBadge color="red">Deactivated</RepoBadge>
      ) : (
        !repo.active && <RepoBadge>Inactive</RepoBadge>
      )}
      {repo.isDemo && <RepoBadge>System generated</RepoBadge>}
    </Group>
  );
}

function RepoCoverage({
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
  const percent = repo.coverageAnalytics?.percentCovered;
  if (percent != null) return <CoverageBar value={percent} label={`Test coverage of ${repo.name}`} />;
  if (isMember && repo.activated && !repo.active && !repo.isDemo) {
    return (
      <Anchor
        component={Link}
        to={repoPath(provider, repo.author.username ?? owner, repo, isMember)}
        size="sm"
        aria-label={`Configure ${repo.name}`}
      >
        Configure
      </Anchor>
    );
  }
  const text = !repo.activated ? 'Deactivated' : !repo.active ? 'Inactive' : 'No data';
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/** The owner's repositories: search, status filter, server-side sorting and infinite scrolling (20 a page). */
export function RepoList({ provider, owner, isMember, repoNames, canResync = false }: RepoListProps) {
  const [params, update] = useRepoListParams();
  // A Team-plan owner's list has its public repositories only (reference §7.1); it waits for the plan.
  const teamPlan = useIsTeamPlan({ provider, owner });
  const query = useRepositories(
    {
      provider,
      owner,
      publicOnly: teamPlan.data === true,
      term: params.search,
      active: activeFilter(params.display),
      repoNames,
      ordering: params.ordering,
      direction: params.direction,
    },
    { enabled: !teamPlan.isPending },
  );
  const [recent, setRecent] = useState(() => recentlyVisitedRepo(provider, owner));
  // The repository opened last from this list comes first, in the default view (no search, default sort).
  const pinned =
    !params.search && params.ordering === DEFAULT_ORDERING && params.direction === DEFAULT_DIRECTION
      ? recent
      : null;
  const repos = useMemo(
    () => pinRecentlyVisited(query.data?.pages.flatMap((page) => page.repos) ?? [], pinned),
    [query.data, pinned],
  );

  const columns = useMemo<TableColumn<RepositoryListItem>[]>(
    () => [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (repo) => (
          <RepoName
            repo={repo}
            provider={provider}
            owner={owner}
            isMember={isMember}
            recent={repo.name === pinned}
            onOpen={(opened) => {
              rememberVisitedRepo(provider, owner, opened.name);
              setRecent(opened.name);
            }}
          />
        ),
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
        cell: (repo) => <RepoCoverage repo={repo} provider={provider} owner={owner} isMember={isMember} />,
      },
    ],
    [provider, owner, isMember, pinned],
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
              onChange={(search) => update({ search }, { replace: true })}
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
        {canResync && (
          <Group gap="md" wrap="wrap">
            <PrivateRepositoriesAccess provider={provider} />
            <ResyncRepositories provider={provider} onSynced={() => void query.refetch()} />
          </Group>
        )}
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
