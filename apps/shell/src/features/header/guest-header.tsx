import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { isSelfHosted, useConfigEnv } from '@canopy/auth';
import { CanopyLogo, ThemeToggle } from '@canopy/ui-kit';
import { staticLinks } from '../../links/links';
import { useSignInLink, type SignInLink } from '../login/sign-in-links';

/** 'Log in': a router link to the login page, or a full page load to the API's sign-in (self-hosted). */
function LogInButton({ link, primary }: { link: SignInLink; primary?: boolean }) {
  const variant = primary ? 'filled' : 'default';
  return link.inApp ? (
    <Button component={Link} to={link.href} variant={variant}>
      Log in
    </Button>
  ) : (
    <Button component="a" href={link.href} variant={variant}>
      Log in
    </Button>
  );
}

/** Header for visitors who are not signed in (spec §2 "Guest header"). */
export function GuestHeader() {
  const config = useConfigEnv();
  const selfHosted = isSelfHosted(config);
  const links = staticLinks(config);
  const signIn = useSignInLink();

  if (selfHosted) {
    return (
      <Group justify="space-between" h="100%" px="md" data-header="guest" data-self-hosted>
        <Anchor component={Link} to="/" aria-label="Canopy home" c="inherit">
          <CanopyLogo title="" />
        </Anchor>
        <LogInButton link={signIn} primary />
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
        <LogInButton link={signIn} />
        <Button component="a" href={links.freeTrial}>
          Start Free Trial
        </Button>
      </Group>
    </Group>
  );
}
