import { Anchor, Group, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { apiPath, currentUserQuery, useGraphqlQuery } from '@canopy/api-client';
import { isSelfHosted, toShortProvider, useConfigEnv } from '@canopy/auth';

export interface PrivateRepositoriesAccessProps {
  provider: string;
}

/**
 * GitHub on the hosted edition reads public repositories only until the person asks for private ones: signing in
 * again through the server's `/login/{provider}?private=true` adds GitHub's `repo` scope, then comes back here.
 * Shown to a signed-in GitHub person without private access; self-hosted installs always ask for it.
 */
export function PrivateRepositoriesAccess({ provider }: PrivateRepositoriesAccessProps) {
  const config = useConfigEnv();
  const short = toShortProvider(provider);
  const offered = (short === 'gh' || short === 'ghe') && !isSelfHosted(config);
  const me = useGraphqlQuery(currentUserQuery(provider), { enabled: offered });
  const { pathname, search } = useLocation();

  if (!offered || !me.data || me.data.privateAccess) return null;
  const to = `${pathname}${search}`;
  const href = apiPath(
    `/login/${encodeURIComponent(short)}?private=true&to=${encodeURIComponent(to)}`,
    config.API_URL,
  );
  return (
    <Group gap={6} wrap="nowrap" data-private-access="public-only">
      <IconWorld size={16} aria-hidden />
      <Text size="sm" c="dimmed">
        Public repositories only.{' '}
        {/* A full page load: the server's sign-in sends the browser to GitHub and back. */}
        <Anchor href={href} size="sm">
          Add private repositories
        </Anchor>
      </Text>
    </Group>
  );
}
