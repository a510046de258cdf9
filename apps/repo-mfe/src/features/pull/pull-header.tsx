import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconExternalLink, IconGitBranch } from '@tabler/icons-react';
import type { PullHead } from '@canopy/repo-data-access';
import { providerDisplayName, providerPullUrl, useConfigEnv } from '@canopy/auth';
import { Avatar } from '@canopy/ui-kit';
import { CiStatus } from '@canopy/ui-kit/data-views';
import { formatRelativeTime } from '../common/relative-time';
import { PatchCoverage } from '../comparison-summary/patch-coverage';
import { PullStateBadge } from '../common/pull-state-badge';
import { useRepoFrame } from '../common/repo-frame-context';

function BranchName({ name, label }: { name: string | null; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <IconGitBranch size={14} aria-hidden style={{ flexShrink: 0 }} />
      <VisuallyHidden>{label}: </VisuallyHidden>
      <Text span size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {name ?? 'unknown'}
      </Text>
    </Group>
  );
}

/**
 * Title and state, who updated it and when, its number, CI result and head → base branches. No breadcrumb: the
 * app header already shows owner / repo / pulls / #id.
 */
export function PullHeader({
  pull,
  patchCoverage,
}: {
  pull: PullHead;
  /** Shown by the Team plan's private repositories, which have no coverage summary; undefined leaves it out. */
  patchCoverage?: number | null;
}) {
  const { provider, owner, repo } = useRepoFrame();
  const updated = formatRelativeTime(pull.updatedAt);
  const hostUrl = providerPullUrl({ provider, owner, repo }, pull.pullId, useConfigEnv());
  return (
    <Stack gap="xs" data-testid="pull-header">
      <Group gap="sm" wrap="wrap" align="center">
        <Title order={1} fz="lg" style={{ wordBreak: 'break-word' }}>
          {pull.title || 'Pull request title unavailable'}
        </Title>
        <PullStateBadge state={pull.state} />
      </Group>
      <Group gap="md" wrap="wrap" align="center">
        {pull.authorName && (
          <Group gap={6} wrap="nowrap">
            <Avatar username={pull.authorName} src={pull.authorAvatarUrl} size="sm" />
            <Text size="sm" fw={600}>
              {pull.authorName}
            </Text>
          </Group>
        )}
        {updated && (
          <Text size="sm" c="dimmed">
            updated{' '}
            <time dateTime={pull.updatedAt ?? undefined} title={pull.updatedAt ?? undefined}>
              {updated}
            </time>
          </Text>
        )}
        {hostUrl ? (
          <Anchor
            href={hostUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            ff="monospace"
            aria-label={`View pull request #${pull.pullId} on ${providerDisplayName(provider)}`}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
          >
            #{pull.pullId}
            <IconExternalLink size={12} aria-hidden />
          </Anchor>
        ) : (
          <Text size="sm" ff="monospace">
            #{pull.pullId}
          </Text>
        )}
        <CiStatus ciPassed={pull.head?.ciPassed} />
        <Group gap={6} wrap="nowrap" data-testid="pull-branches">
          <BranchName name={pull.headBranch} label="Head branch" />
          <IconArrowRight size={14} aria-hidden style={{ flexShrink: 0 }} />
          <BranchName name={pull.baseBranch} label="Base branch" />
        </Group>
        {patchCoverage !== undefined && <PatchCoverage value={patchCoverage} />}
      </Group>
    </Stack>
  );
}
