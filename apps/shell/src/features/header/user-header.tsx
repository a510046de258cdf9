import { Anchor, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { InternalUser } from '@canopy/api-client';
import { isSelfHosted, useConfigEnv } from '@canopy/auth';
import { CanopyLogo, ThemeToggle } from '@canopy/ui-kit';
import { matchRepoRoute, routeContext } from '../../app/route-context';
import { appLinks } from '../../links/links';
import { ownOwner } from '../landing/landing-path';
import { ContextSwitcher } from './context-switcher';
import type { ImpersonatedUser } from './impersonated-user';
import { HelpMenu } from './help-menu';
import { RepoBreadcrumbs } from './repo-breadcrumbs';
import { SelfHostedHeaderItems } from './seat-usage';
import { UserMenu } from './user-menu';

export interface UserHeaderProps {
  user: InternalUser;
  provider: string;
  /** The breadcrumb / context area is hidden (the /sync page). @default false */
  hideNavigator?: boolean;
  /** While a staff member impersonates someone, the header shows that person. */
  impersonated?: ImpersonatedUser | null;
}

/** Header of a signed-in user (spec §2 "Logged-in header"). */
export function UserHeader({ user, provider, hideNavigator = false, impersonated = null }: UserHeaderProps) {
  const config = useConfigEnv();
  const { pathname } = useLocation();
  const repoRoute = matchRepoRoute(pathname);
  const { owner } = routeContext(pathname);
  const own = ownOwner(user, provider);
  const me = impersonated ?? own;
  const defaultOrg = impersonated ? impersonated.defaultOrg : user.defaultOrg;
  const email = impersonated ? impersonated.email : user.email;
  const home = me ? appLinks.owner(provider, defaultOrg || me.username) : '/';

  return (
    <Group justify="space-between" h="100%" px="md" wrap="nowrap" data-header="user">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        <Anchor component={Link} to={home} aria-label="Canopy home" c="inherit" style={{ display: 'flex' }}>
          <CanopyLogo title="" withWordmark={false} />
        </Anchor>
        {!hideNavigator &&
          me &&
          (repoRoute ? (
            <RepoBreadcrumbs route={repoRoute} />
          ) : (
            <ContextSwitcher provider={provider} currentOwner={owner} defaultOrg={defaultOrg} />
          ))}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {isSelfHosted(config) && <SelfHostedHeaderItems provider={provider} />}
        <ThemeToggle />
        <HelpMenu username={me?.username} email={email} />
        {me && (
          <UserMenu
            provider={provider}
            username={me.username}
            name={impersonated ? null : user.name}
            avatarUrl={me.avatarUrl}
          />
        )}
      </Group>
    </Group>
  );
}
