import { Menu, UnstyledButton } from '@mantine/core';
import { IconApps, IconLogout, IconRocket, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { logout } from '@canopy/api-client';
import { isGitHub, isSelfHosted, toLongProvider, useConfigEnv } from '@canopy/auth';
import { Avatar } from '@canopy/ui-kit';
import { appLinks, staticLinks } from '../../links/links';
import { useOnboardingContainer } from './onboarding-visibility';

export interface UserMenuProps {
  provider: string;
  username: string;
  /** The person's name, shown above the username when they have one. */
  name?: string | null;
  avatarUrl?: string | null;
  /** Full-page navigation after signing out. @default window.location.assign */
  navigate?: (href: string) => void;
}

/** The signed-in user's menu: getting started (GitHub), app installation (GitHub cloud), settings, sign out. */
export function UserMenu({
  provider,
  username,
  name,
  avatarUrl,
  navigate = (href) => window.location.assign(href),
}: UserMenuProps) {
  const config = useConfigEnv();
  const github = isGitHub(provider);
  // The app installation is on GitHub cloud only, not on GitHub Enterprise.
  const githubCloud = toLongProvider(provider) === 'github';
  const onboarding = useOnboardingContainer();

  const signOut = async () => {
    try {
      await logout(provider);
    } finally {
      navigate('/login');
    }
  };

  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={`Open user menu for ${username}`} data-user-menu>
          <Avatar username={username} src={avatarUrl} size="md" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {name && <Menu.Label data-user-name>{name}</Menu.Label>}
        <Menu.Label>{username}</Menu.Label>
        {github && (
          <Menu.Item leftSection={<IconRocket size={16} aria-hidden />} onClick={onboarding.toggle}>
            {onboarding.shown ? 'Hide getting started' : 'Show getting started'}
          </Menu.Item>
        )}
        {githubCloud && !isSelfHosted(config) && (
          <Menu.Item
            component="a"
            href={staticLinks(config).appInstallation}
            target="_blank"
            rel="noreferrer"
            leftSection={<IconApps size={16} aria-hidden />}
          >
            Install app
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to={appLinks.account(provider, username)}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
