import { Alert, Anchor, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useConfig } from '@canopy/api-client';
import {
  providerDisplayName,
  toShortProvider,
  useConfigEnv,
  useSessionUser,
  type ShortProvider,
} from '@canopy/auth';
import { ownerPaths } from '@canopy/routes';
import { apiLoginUrl, staticLinks } from '../../links/links';

/** `/sync`: a signed-in user without owners picks a provider to sync with. */
export function SyncPage() {
  const config = useConfigEnv();
  const { user } = useSessionUser();
  const siteConfig = useConfig();
  const firstOwner = user?.owners?.[0];
  if (firstOwner) return <Navigate to={ownerPaths.provider(firstOwner.service)} replace />;

  const providers = [
    ...new Set(
      (siteConfig.data?.syncProviders ?? [])
        .map((name) => toShortProvider(name.toLowerCase()))
        .filter((short): short is ShortProvider => !!short),
    ),
  ];

  return (
    <Container size="xs" py={64}>
      <Stack gap="md">
        <Title order={1} size="h2">
          What repo provider would you like to sync?
        </Title>
        <Text c="dimmed">You&apos;ll be taken to your repo provider to authenticate.</Text>
        {siteConfig.isLoading && <Loader size="sm" aria-label="Loading providers" />}
        {providers.map((short) => (
          <Button
            key={short}
            component="a"
            href={apiLoginUrl(config, short, ownerPaths.provider(short))}
            variant="default"
            size="md"
          >
            Sync with {providerDisplayName(short)}
          </Button>
        ))}
        {!siteConfig.isLoading && providers.length === 0 && (
          <Alert color="yellow" title="No provider to sync with">
            Configure a git provider in the self-hosted install configuration; the{' '}
            <Anchor href={staticLinks(config).docs} target="_blank" rel="noreferrer">
              install guide
            </Anchor>{' '}
            shows how.
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
