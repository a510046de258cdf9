import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCode, IconShieldLock } from '@tabler/icons-react';
import { useConfig } from '@canopy/api-client';
import { providerDisplayName, toShortProvider, useConfigEnv } from '@canopy/auth';
import { apiLoginUrl, devLoginUrl, isSafePath, staticLinks } from '../../links/links';
import { ProviderButtons, ProvidersLoadError } from './provider-buttons';
import { signInFailure } from './sign-in-failure';
import { isLoginPath, providerCodes } from './sign-in-links';

export interface SignInPanelProps {
  /** The provider of `/login/:provider`: its button alone when it is configured. */
  provider?: string;
  /** The `to` query value: where to return after signing in. */
  to?: string | null;
}

/**
 * The login buttons of the configured providers (`config.loginProviders`), each to the API's sign-in
 * `{API_URL}/login/{provider}?to=`, plus the development sign-in when the server offers it. For
 * `/login/:provider` that provider's button alone, as the reference does; a provider this install cannot sign in
 * with is said so, above the ones it can. A sign-in the API sent back with `?error=` says why.
 */
export function SignInPanel({ provider, to }: SignInPanelProps) {
  const config = useConfigEnv();
  const site = useConfig();
  const links = staticLinks(config);
  const wanted = toShortProvider(provider);
  const configured = providerCodes(site.data?.loginProviders);
  const providers = wanted && configured.includes(wanted) ? [wanted] : configured;
  const wantedMissing = !!wanted && site.isSuccess && !configured.includes(wanted);
  // The install's own Okta (self-hosted): beside every provider, not on one provider's page.
  const okta = (site.data?.loginProviders ?? []).includes('OKTA') && !(wanted && configured.includes(wanted));
  const nothingToOffer = site.isSuccess && providers.length === 0 && !okta && !config.DEV_LOGIN;
  const back = isSafePath(to) && !isLoginPath(to) ? to : '/';
  const titleId = useId();
  const [params] = useSearchParams();
  const failure = signInFailure(params);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p="xl"
      radius="md"
      maw={440}
      w="100%"
      mx="auto"
    >
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" id={titleId}>
            Log in to Canopy
          </Title>
          <Text c="dimmed" mt={4}>
            You&apos;ll be taken to your provider to authenticate.
          </Text>
        </div>
        {failure && (
          <Alert color="red" title={failure.title} role="alert" data-sign-in-failure>
            {failure.message}
          </Alert>
        )}
        {wantedMissing && !nothingToOffer && (
          <Text size="sm" data-provider-missing={wanted}>
            Sign-in with {providerDisplayName(wanted)} is not set up on this install.
          </Text>
        )}
        {site.isPending && <Loader size="sm" aria-label="Loading sign-in options" />}
        {site.isError && (
          <ProvidersLoadError
            title="The sign-in options could not be loaded"
            onRetry={() => void site.refetch()}
          />
        )}
        <ProviderButtons providers={providers} to={to} action="Log in with" />
        {okta && (
          <Button
            component="a"
            href={apiLoginUrl(config, 'okta', back)}
            variant="default"
            size="md"
            leftSection={<IconShieldLock size={20} aria-hidden />}
            data-provider="okta"
          >
            Log in with Okta
          </Button>
        )}
        {config.DEV_LOGIN && (
          <Button
            component="a"
            href={devLoginUrl(config, back)}
            size="md"
            h="auto"
            py={10}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            leftSection={<IconCode size={20} aria-hidden />}
            data-dev-login
          >
            Sign in as Ada Lovelace (development)
          </Button>
        )}
        {nothingToOffer && (
          <Alert color="yellow" title="No sign-in provider is configured">
            Add a git provider to the install configuration, as the{' '}
            <Anchor href={links.docs} target="_blank" rel="noreferrer" underline="always">
              install guide
            </Anchor>{' '}
            explains.
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          On GitHub Enterprise Server, GitLab CE/EE or Bitbucket Server? See{' '}
          {/* Underlined: in dimmed text the link's colour alone does not set it apart. */}
          <Anchor
            href={links.dedicatedEnterpriseCloudGuide}
            target="_blank"
            rel="noreferrer"
            inherit
            underline="always"
          >
            Dedicated Enterprise Cloud
          </Anchor>
          .
        </Text>
      </Stack>
    </Paper>
  );
}
