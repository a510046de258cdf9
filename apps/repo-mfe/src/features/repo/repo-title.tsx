import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { VisitorBadge } from '../common/visitor-badge';

export interface RepoTitleProps {
  provider: string;
  owner: string;
  repo: string;
  isPrivate: boolean;
  isMember: boolean;
}

/** 'owner / repo' (with a lock when private), and the visitor badge for people outside the org. */
export function RepoTitle({ provider, owner, repo, isPrivate, isMember }: RepoTitleProps) {
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Title order={1} size="h3" fw={500}>
        <Anchor component={Link} to={`/${encodeURIComponent(provider)}/${encodeURIComponent(owner)}`} inherit>
          {owner}
        </Anchor>
        <Text span inherit c="dimmed" mx={6} aria-hidden>
          /
        </Text>
        {isPrivate && (
          <IconLock
            size={18}
            aria-label="Private repository"
            role="img"
            style={{ marginRight: 4, verticalAlign: -2 }}
          />
        )}
        <Text span inherit fw={700}>
          {repo}
        </Text>
      </Title>
      {!isMember && <VisitorBadge />}
    </Group>
  );
}
