import { Anchor, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isSelfHosted, useConfigEnv } from '@canopy/auth';
import { CanopyLogo, ThemeToggle } from '@canopy/ui-kit';
import { appLinks, staticLinks } from '../../links/links';

/** Header for visitors who are not signed in (spec §2 "Guest header"). */
export function GuestHeader() {
  const config = useConfigEnv();
  const selfHosted = isSelfHosted(config);
  const links = staticLinks(config);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const onLoginPage = location.pathname === '/login' || location.pathname.startsWith('/login/');
  const loginHref = selfHosted
    ? '/'
    : onLoginPage
      ? '/login'
      : appLinks.login(here === '/' ? undefined : here);

  if (selfHosted) {
    return (
      <Group justify="space-between" h="100%" px="md" data-header="guest" data-self-hosted>
        <Anchor component={Link} to="/" aria-label="Canopy home" c="inherit">
          <CanopyLogo title="" />
        </Anchor>
        <Button component={Link} to={loginHref}>
          Log in
        </Button>
      </Group>
    );
  }

  return (
    <Group justify="space-between" h="100%" px="md" data-header="guest" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Anchor href={links.root} aria-label="Canopy home" c="inherit">
          <CanopyLogo title="" />
        </Anchor>
        <Group gap="md" visibleFrom="sm" wrap="nowrap">
          <Anchor href={links.whyTestCode} c="inherit" size="sm" fw={500}>
            Why Test Code?
          </Anchor>
          <Anchor href={links.demo} c="inherit" size="sm" fw={500}>
            Get a Demo
          </Anchor>
          <Anchor href={links.pricing} c="inherit" size="sm" fw={500}>
            Pricing
          </Anchor>
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ThemeToggle />
        <Button component={Link} to={loginHref} variant="default">
          Log in
        </Button>
        <Button component="a" href={links.freeTrial}>
          Start Free Trial
        </Button>
      </Group>
    </Group>
  );
}
