import { Group, Title } from '@mantine/core';
import { Avatar } from '@canopy/ui-kit';
import { VisitorBadge } from '../common/visitor-badge';

export interface OwnerHeaderProps {
  username: string;
  avatarUrl: string | null | undefined;
  isMember: boolean;
}

/** Avatar and name of the owner, with the visitor badge for people outside the org. */
export function OwnerHeader({ username, avatarUrl, isMember }: OwnerHeaderProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar username={username} src={avatarUrl} size="lg" />
      <Title order={1} size="h2">
        {username}
      </Title>
      {!isMember && <VisitorBadge />}
    </Group>
  );
}
