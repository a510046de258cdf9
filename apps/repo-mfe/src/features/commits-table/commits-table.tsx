import { useMemo } from 'react';
import { Anchor, Code, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleX, IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  commitCoverageStatuses,
  useCommits,
  type CommitCoverageStatus,
  type CommitListItem,
} from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import { Avatar } from '@canopy/ui-kit';
import { CiStatus, Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { formatPercent, shortSha } from '../common/format';
import { formatRelativeTime } from '../common/relative-time';
import { useRepoFrame } from '../common/repo-frame-context';
import { bundleColumn } from './bundle-change';

export interface CommitsTableProps {
  /** A branch name; null or absent for all branches. */
  branch?: string | null;
  /** Only the commits of this pull request. */
  pullId?: number;
  search?: string;
  /** COMPLETED, PENDING, ERROR; empty for any. */
  coverageStatus?: readonly string[];
}

export const MESSAGE_MAX_LENGTH = 50;
const UNAVAILABLE_MESSAGE = 'commit message unavailable';

/** The first 50 characters of the commit message (its first line), or the stand-in when there is none. */
export function truncateCommitMessage(message: string | null | undefined): string {
  const text = message?.trim().split('\n', 1)[0]?.trim();
  if (!text) return UNAVAILABLE_MESSAGE;
  return text.length > MESSAGE_MAX_LENGTH ? `${text.slice(0, MESSAGE_MAX_LENGTH)}...` : text;
}

function CommitName({ commit, basePath }: { commit: CommitListItem; basePath: string }) {
  const author = commit.author?.username ?? 'Unknown author';
  const when = formatRelativeTime(commit.createdAt);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar username={commit.author?.username} src={commit.author?.avatarUrl} size="md" />
      <Stack gap={2} miw={0}>
        <Anchor
          component={Link}
          to={repoPaths.commit(basePath, commit.commitid)}
          fw={600}
          size="sm"
          title={commit.message ?? undefined}
          c={commit.message?.trim() ? undefined : 'dimmed'}
        >
          {truncateCommitMessage(commit.message)}
        </Anchor>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            <Text span fw={600} inherit c="var(--mantine-color-text)">
              {author}
            </Text>{' '}
            opened{' '}
            <time dateTime={commit.createdAt} title={commit.createdAt}>
              {when ?? commit.createdAt}
            </time>
          </Text>
          <Code fz="xs" aria-label={`Commit ${shortSha(commit.commitid)}`}>
            {shortSha(commit.commitid)}
          </Code>
        </Group>
      </Stack>
    </Group>
  );
}

/** Patch coverage, or where the uploads stand when there is nothing to show yet. */
export function PatchCoverage({ commit }: { commit: CommitListItem }) {
  if (commit.coverageStatus === 'ERROR') {
    return (
      <Group gap={4} wrap="nowrap" data-upload-status="error">
        <Text size="sm">Upload:</Text>
        <IconCircleX size={16} aria-hidden color="var(--mantine-color-red-text)" />
        <VisuallyHidden>{' errored'}</VisuallyHidden>
      </Group>
    );
  }
  if (commit.coverageStatus === 'PENDING') {
    return (
      <Group gap={4} wrap="nowrap" data-upload-status="pending">
        <Text size="sm">Upload:</Text>
        <IconHourglassHigh size={16} aria-hidden color="var(--mantine-color-yellow-text)" />
        <VisuallyHidden>{' pending'}</VisuallyHidden>
      </Group>
    );
  }
  const value = commit.comparisonState === 'processed' ? commit.patchCoverage : null;
  return (
    <Text
      size="sm"
      ff="monospace"
      fw={value == null ? undefined : 600}
      c={value == null ? 'dimmed' : undefined}
    >
      {formatPercent(value)}
    </Text>
  );
}

const isStatus = (value: string): value is CommitCoverageStatus =>
  (commitCoverageStatuses as readonly string[]).includes(value);

/**
 * Commits newest first with their patch coverage, head coverage and CI result; 20 a page with infinite
 * scrolling. Used by the commit list and by a pull request's commits.
 */
export function CommitsTable({ branch, pullId, search = '', coverageStatus = [] }: CommitsTableProps) {
  const { provider, owner, repo, basePath, repository } = useRepoFrame();
  const withBundles = !!repository.bundleAnalysisEnabled;
  const statuses = useMemo(() => coverageStatus.filter(isStatus), [coverageStatus]);
  const query = useCommits({
    provider,
    owner,
    repo,
    branchName: branch ?? null,
    pullId: pullId ?? null,
    search,
    coverageStatus: statuses,
    withBundles,
  });
  const commits = useMemo(() => query.data?.pages.flatMap((page) => page.commits) ?? [], [query.data]);

  const columns = useMemo<TableColumn<CommitListItem>[]>(
    () => [
      { id: 'name', header: 'Name', cell: (commit) => <CommitName commit={commit} basePath={basePath} /> },
      {
        id: 'patch',
        header: 'Patch Coverage',
        width: 150,
        align: 'right',
        cell: (commit) => (
          <Group justify="flex-end">
            <PatchCoverage commit={commit} />
          </Group>
        ),
      },
      ...(withBundles ? [bundleColumn<CommitListItem>()] : []),
      {
        id: 'coverage',
        header: 'Coverage',
        width: 120,
        align: 'right',
        cell: (commit) => (
          <Text size="sm" ff="monospace" c={commit.coverage == null ? 'dimmed' : undefined}>
            {formatPercent(commit.coverage)}
          </Text>
        ),
      },
      { id: 'ci', header: 'CI', width: 130, cell: (commit) => <CiStatus ciPassed={commit.ciPassed} /> },
    ],
    [basePath, withBundles],
  );

  if (query.isError) return <PageError error={query.error} />;

  return (
    <Table
      caption={pullId != null ? `Commits of pull request #${pullId}` : `Commits of ${repo}`}
      columns={columns}
      data={commits}
      getRowKey={(commit) => commit.commitid}
      isLoading={query.isPending}
      emptyMessage="No commits found"
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
