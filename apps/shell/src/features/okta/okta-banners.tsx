import { useEffect } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useOktaSignIn } from '@canopy/api-client';
import { captureError, useConfigEnv, useSessionUser } from '@canopy/auth';
import { Banner } from '@canopy/ui-kit';
import { routeContext } from '../../app/route-context';
import { apiOktaLoginUrl } from '../../links/links';
import { isLoginPath } from '../login/sign-in-links';
import { isKnownOktaError, oktaErrorMessage } from './okta-error-message';

/** Spec §4 and §6: asks a signed-in member to authenticate with the organisation's Okta (enforced or optional). */
function OktaSignInBanner({ owner, href, enforced }: { owner: string; href: string; enforced: boolean }) {
  return (
    <Banner variant={enforced ? 'warning' : 'default'} title={`Single sign-on has been enabled for ${owner}`}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text inherit>
          {enforced
            ? `${owner} requires signing in with Okta: its private repositories stay hidden until you authenticate.`
            : `${owner} offers signing in with Okta. Authenticate to use your organization's single sign-on.`}
        </Text>
        <Button component="a" href={href} size="xs">
          Authenticate
        </Button>
      </Group>
    </Banner>
  );
}

/** Spec §8: the `?error=` an Okta sign-in came back with, in words; unknown values are reported. */
function OktaErrorBanner({ error }: { error: string }) {
  useEffect(() => {
    if (!isKnownOktaError(error)) captureError(new Error(`Unknown Okta sign-in error: ${error}`), { error });
  }, [error]);
  return (
    <Banner variant="error" title="Okta sign-in failed">
      <Text inherit>{oktaErrorMessage(error)}</Text>
    </Banner>
  );
}

/** The single sign-on banners of an organisation's pages, shown only when its Okta sign-in is enabled. */
export function OktaBanners() {
  const { pathname, search } = useLocation();
  const config = useConfigEnv();
  const { user } = useSessionUser();
  const { provider, owner } = routeContext(pathname);
  const onOrgPage = !!user && !!provider && !!owner && !isLoginPath(pathname);
  const { data: okta } = useOktaSignIn(
    { provider: provider ?? '', owner: owner ?? '' },
    { enabled: onOrgPage },
  );
  if (!onOrgPage || !okta?.enabled) return null;
  const error = new URLSearchParams(search).get('error');
  const showSignIn = !okta.authenticated;
  if (!showSignIn && !error) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="okta-banners">
      {error && <OktaErrorBanner error={error} />}
      {showSignIn && (
        <OktaSignInBanner
          owner={owner}
          enforced={okta.enforced}
          href={apiOktaLoginUrl(config, provider, owner)}
        />
      )}
    </Stack>
  );
}
