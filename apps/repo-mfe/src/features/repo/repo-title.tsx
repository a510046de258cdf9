import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionUser } from '@canopy/auth';
import { ownerPaths } from '@canopy/routes';
import { VisitorBadge } from '../common/visitor-badge';

export interface RepoTitleProps {
  provider: string;
  owner: string;
  repo: string;
  isPrivate: boolean;
  isMember: boolean;
}

/**
 * The top of the repository frame. A signed-in viewer's header already titles the page with the owner / repo
 * breadcrumb, so here only the visitor badge remains (for people outside the org). A guest's header has no
 * breadcrumb: a guest gets the 'owner / repo' heading (with a lock when private) here instead.
 */
export function RepoTitle({ provider, owner, repo, isPrivate, isMember }: RepoTitleProps) {
  const { isGuest } = useSessionUser();
  if (!isGuest && isMember) return null;
  return (
    <Group gap="sm" wrap="wrap" align="center" data-repo-title={isGuest ? 'heading' : 'badge'}>
      {isGuest && (
        <Title order={1} size="h3" fw={500}>
          <Anchor component={Link} to={ownerPaths.owner(provider, owner)} inherit>
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
      )}
      {!isMember && <VisitorBadge />}
    </Group>
  );
}
