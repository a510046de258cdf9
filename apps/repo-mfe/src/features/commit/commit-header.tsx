import { useState } from 'react';
import { Anchor, Badge, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconGitBranch, IconGitPullRequest } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CommitPageData } from '@canopy/repo-data-access';
import { providerCommitUrl, providerDisplayName, useConfigEnv } from '@canopy/auth';
import { Avatar, CopyButton } from '@canopy/ui-kit';
import { CiStatus } from '@canopy/ui-kit/data-views';
import { ownerPaths, repoPaths } from '@canopy/routes';
import { formatRelativeTime } from '../common/relative-time';
import { PatchCoverage } from '../comparison-summary/patch-coverage';
import { useRepoFrame } from '../common/repo-frame-context';

/** Longer messages (or several lines) are cut here until the reader expands them. */
export const HEADER_MESSAGE_LENGTH = 100;

function CommitMessage({ message }: { message: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const text = message?.trim() ?? '';
  if (!text) {
    return (
      <Title order={1} fz="lg" c="dimmed">
        commit message unavailable
      </Title>
    );
  }
  const firstLine = text.split('\n')[0]!;
  const long = text.length > HEADER_MESSAGE_LENGTH || firstLine !== text;
  const short =
    firstLine.length > HEADER_MESSAGE_LENGTH ? `${firstLine.slice(0, HEADER_MESSAGE_LENGTH)}...` : firstLine;
  return (
    <Stack gap={4} align="flex-start">
      <Title order={1} fz="lg" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {expanded || !long ? text : short}
      </Title>
      {long && (
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
        >
          {expanded ? 'see less' : 'see more'}
        </Button>
      )}
    </Stack>
  );
}

/** Who made the commit, when, where it lives (branch, pull request) and how CI went. */
export function CommitHeader({ commit }: { commit: CommitPageData }) {
  const { provider, owner, repo, basePath, isTeamPrivate } = useRepoFrame();
  const username = commit.author?.username ?? null;
  const sha = commit.commitid.slice(0, 7);
  const hostUrl = providerCommitUrl({ provider, owner, repo }, commit.commitid, useConfigEnv());
  return (
    <Stack gap="xs" data-testid="commit-header">
      <CommitMessage message={commit.message} />
      <Group gap="md" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <Avatar username={username} src={commit.author?.avatarUrl} size="sm" />
          <Text size="sm">
            <time dateTime={commit.createdAt} title={commit.createdAt}>
              {formatRelativeTime(commit.createdAt) ?? commit.createdAt}
            </time>{' '}
            {username ? (
              <Anchor component={Link} to={ownerPaths.owner(provider, username)} fw={600} inherit>
                {username}
              </Anchor>
            ) : (
              <Text span fw={600} inherit>
                Unknown author
              </Text>
            )}{' '}
            authored commit
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {hostUrl ? (
            <Anchor
              href={hostUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              ff="monospace"
              title={commit.commitid}
              aria-label={`View commit ${sha} on ${providerDisplayName(provider)}`}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
            >
              {sha}
              <IconExternalLink size={12} aria-hidden />
            </Anchor>
          ) : (
            <Code aria-label={`Commit ${sha}`} title={commit.commitid}>
              {sha}
            </Code>
          )}
          <CopyButton value={commit.commitid} label="Copy commit SHA" size="xs" />
        </Group>
        <CiStatus ciPassed={commit.ciPassed} />
        {commit.branchName && (
          <Group gap={4} wrap="nowrap">
            <IconGitBranch size={16} aria-hidden />
            <Text size="sm">
              <Text span c="dimmed" inherit>
                Branch:{' '}
              </Text>
              {commit.branchName}
            </Text>
          </Group>
        )}
        {commit.pullId != null && (
          <Badge
            component={Link}
            to={repoPaths.pull(basePath, commit.pullId)}
            variant="light"
            leftSection={<IconGitPullRequest size={14} aria-hidden />}
            style={{ cursor: 'pointer', textTransform: 'none' }}
            aria-label={`Pull request #${commit.pullId}`}
          >
            #{commit.pullId}
          </Badge>
        )}
        {/* The Team plan's private repositories have no coverage summary: the patch is said here. */}
        {isTeamPrivate && <PatchCoverage value={commit.comparison?.patchTotals?.percentCovered} />}
      </Group>
    </Stack>
  );
}
