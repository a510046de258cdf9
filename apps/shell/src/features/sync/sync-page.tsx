import { useId } from 'react';
import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useConfig } from '@canopy/api-client';
import { useConfigEnv, useSessionUser } from '@canopy/auth';
import { staticLinks } from '../../links/links';
import { landingOwner, landingPath } from '../landing/landing-path';
import { ProviderButtons, ProvidersLoadError } from '../login/provider-buttons';
import { providerCodes } from '../login/sign-in-links';

/**
 * `/sync` (spec §2): the user picks a provider to sync with; it is where a user without owners is sent, and any
 * signed-in user may open it. Each 'Sync with …' button signs in with that provider on the API host, which
 * syncs the user's organisations and repositories as it signs them in, and comes back to the provider's landing
 * (or the page's `to`). The API has no sync mutation to call from here, so the page starts none of its own.
 */
export function SyncPage() {
  const config = useConfigEnv();
  const { user } = useSessionUser();
  const site = useConfig();
  const [params] = useSearchParams();
  const to = params.get('to');
  const providers = providerCodes(site.data?.syncProviders);
  const owner = landingOwner(user);
  const titleId = useId();

  return (
    <Container size="xs" py={64}>
      <Paper component="section" aria-labelledby={titleId} withBorder p="xl" radius="md">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2" id={titleId}>
              What repo provider would you like to sync?
            </Title>
            <Text c="dimmed" mt={4}>
              You&apos;ll be taken to your repo provider to authenticate.
            </Text>
          </div>
          {site.isPending && <Loader size="sm" aria-label="Loading providers" />}
          {site.isError && (
            <ProvidersLoadError
              title="The providers could not be loaded"
              onRetry={() => void site.refetch()}
            />
          )}
          <ProviderButtons providers={providers} to={to} action="Sync with" />
          {site.isSuccess && providers.length === 0 && (
            <Alert color="yellow" title="No git provider to sync with">
              Unable to retrieve a list of git providers: configure one in the install configuration. See the{' '}
              <Anchor href={staticLinks(config).docs} target="_blank" rel="noreferrer" inherit>
                self-hosted install guide
              </Anchor>
              .
            </Alert>
          )}
          {owner && (
            <Text size="sm">
              Nothing to sync?{' '}
              <Anchor component={Link} to={landingPath(user, '')} inherit>
                Continue to {owner}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
