import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  queryKeys,
  useApiClients,
  useConfig,
  useIsSyncingWithGitProvider,
  useSyncWithGitProvider,
  type InternalUser,
} from '@canopy/api-client';
import { useConfigEnv, useSessionUser } from '@canopy/auth';
import { staticLinks } from '../../links/links';
import { landingOwner, landingPath, ownOwner } from '../landing/landing-path';
import { ProviderButtons, ProvidersLoadError } from '../login/provider-buttons';
import { providerCodes } from '../login/sign-in-links';

/**
 * `/sync` (spec §2): where a user without owners is sent, and any signed-in user may open it. A user without
 * owners has their organisations and repositories read from their git host at once, and goes on to their
 * organisation when it is over; if the host listed none, the page says so and offers the other hosts. Each
 * 'Sync with …' button signs in with that provider on the API host (which syncs it too) and comes back to the
 * provider's landing (or the page's `to`).
 */
export function SyncPage() {
  const { user } = useSessionUser();
  const [params] = useSearchParams();
  // Kept once started: the sync gives the user owners, and the first sync then sends them on.
  const [firstSync, setFirstSync] = useState(false);
  if (user && !landingOwner(user) && !firstSync) setFirstSync(true);
  if (user && firstSync) return <FirstSync user={user} to={params.get('to')} />;
  return (
    <SyncSection title="What repo provider would you like to sync?">
      <Text c="dimmed">You&apos;ll be taken to your repo provider to authenticate.</Text>
      <ProviderChoice to={params.get('to')} />
      {user && <ContinueLink user={user} />}
    </SyncSection>
  );
}

function SyncSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Container size="xs" py={64}>
      <Paper component="section" aria-labelledby={titleId} withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2" id={titleId}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** The configured sync providers, one 'Sync with …' button each. */
function ProviderChoice({ to }: { to: string | null }) {
  const config = useConfigEnv();
  const site = useConfig();
  const providers = providerCodes(site.data?.syncProviders);
  return (
    <>
      {site.isPending && <Loader size="sm" aria-label="Loading providers" />}
      {site.isError && (
        <ProvidersLoadError title="The providers could not be loaded" onRetry={() => void site.refetch()} />
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
    </>
  );
}

function ContinueLink({ user }: { user: InternalUser }) {
  const owner = landingOwner(user);
  if (!owner) return null;
  return (
    <Text size="sm">
      Nothing to sync?{' '}
      <Anchor component={Link} to={landingPath(user, '')} inherit>
        Continue to {owner}
      </Anchor>
    </Text>
  );
}

type FirstSyncState = 'syncing' | 'finished' | 'failed';

/**
 * A signed-in user without owners: one sync of their git host, followed until it is over. The endpoint is the
 * user's provider when they have one, else `/graphql/`, which answers for the signed-in person alike.
 */
function FirstSync({ user, to }: { user: InternalUser; to: string | null }) {
  const { queryClient } = useApiClients();
  const [searchParams] = useSearchParams();
  const provider = ownOwner(user)?.service ?? '';
  const sync = useSyncWithGitProvider();
  const { mutate } = sync;
  const [state, setState] = useState<FirstSyncState>('syncing');
  useIsSyncingWithGitProvider(provider, {
    enabled: sync.isSuccess,
    onFinished: () => setState('finished'),
  });

  // Once a visit, even when React runs the effect twice.
  const submitted = useRef(false);
  useEffect(() => {
    if (submitted.current) return;
    submitted.current = true;
    mutate(
      { provider },
      {
        onSuccess: (result) => {
          if (result.error) return setState('failed');
          // Nothing queued (already over): the user records may still have changed.
          if (!result.isSyncing)
            void queryClient
              .invalidateQueries({ queryKey: queryKeys.me.all })
              .then(() => setState('finished'));
        },
        onError: () => setState('failed'),
      },
    );
  }, [mutate, provider, queryClient]);

  if (state === 'finished' && landingOwner(user))
    return <Navigate to={landingPath(user, searchParams)} replace />;

  if (state === 'syncing')
    return (
      <SyncSection title="Syncing your organizations and repositories">
        <Group gap="sm" wrap="nowrap" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>Reading them from your git host. This can take a minute.</Text>
        </Group>
      </SyncSection>
    );

  return (
    <SyncSection
      title={state === 'failed' ? 'The sync could not be started' : 'No organization or repository found'}
    >
      <Text aria-live="polite">
        {state === 'failed'
          ? 'Your git host could not be read. Try again by signing in, or sign in with another git host.'
          : 'Your git host listed no organization or repository for you. Sign in with another git host to sync it.'}
      </Text>
      <ProviderChoice to={to} />
    </SyncSection>
  );
}
