import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandBitbucket, IconBrandGithub, IconBrandGitlab, IconCode } from '@tabler/icons-react';
import { useConfig } from '@canopy/api-client';
import { providerDisplayName, toShortProvider, useConfigEnv, type ShortProvider } from '@canopy/auth';
import { ownerPaths } from '@canopy/routes';
import { apiLoginUrl, devLoginUrl, isSafePath, staticLinks } from '../../links/links';
import { SignInError } from './sign-in-error';

const icons: Record<ShortProvider, typeof IconBrandGithub> = {
  gh: IconBrandGithub,
  ghe: IconBrandGithub,
  gl: IconBrandGitlab,
  gle: IconBrandGitlab,
  bb: IconBrandBitbucket,
  bbs: IconBrandBitbucket,
};

export interface SignInPanelProps {
  /** Only this provider (the `/login/:provider` route). */
  provider?: string;
  /** The `to` query value: where to return after signing in. */
  to?: string | null;
}

/** Provider buttons to the API's sign-in, plus the development sign-in when the server offers it. */
export function SignInPanel({ provider, to }: SignInPanelProps) {
  const config = useConfigEnv();
  const siteConfig = useConfig();
  const links = staticLinks(config);
  const wanted = provider ? toShortProvider(provider) : undefined;

  const configured = (siteConfig.data?.loginProviders ?? [])
    .map((name) => toShortProvider(name.toLowerCase()))
    .filter((short): short is ShortProvider => !!short);
  const providers = wanted ? [wanted] : [...new Set(configured)];
  const returnTo = (short: string) => (isSafePath(to) ? to : ownerPaths.provider(short));

  return (
    <Paper withBorder p="xl" radius="md" maw={440} w="100%" mx="auto">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Log in to Canopy
          </Title>
          <Text c="dimmed" mt={4}>
            You&apos;ll be taken to your provider to authenticate.
          </Text>
        </div>
        <SignInError />
        {siteConfig.isLoading && !wanted ? (
          <Loader size="sm" aria-label="Loading sign-in options" />
        ) : (
          providers.map((short) => {
            const Icon = icons[short];
            return (
              <Button
                key={short}
                component="a"
                href={apiLoginUrl(config, short, returnTo(short))}
                variant="default"
                size="md"
                leftSection={<Icon size={20} aria-hidden />}
                data-provider={short}
              >
                Log in with {providerDisplayName(short)}
              </Button>
            );
          })
        )}
        {config.DEV_LOGIN && (
          <Button
            component="a"
            href={devLoginUrl(config, isSafePath(to) ? to : '/')}
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
        {!siteConfig.isLoading && providers.length === 0 && !config.DEV_LOGIN && (
          <Alert color="yellow" title="No sign-in provider is configured">
            Add a git provider to the install configuration, as the{' '}
            <Anchor href={links.docs} target="_blank" rel="noreferrer">
              install guide
            </Anchor>{' '}
            explains.
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          On GitHub Enterprise Server, GitLab CE/EE or Bitbucket Server? See{' '}
          <Anchor href={links.dedicatedEnterpriseCloudGuide} target="_blank" rel="noreferrer" inherit>
            Dedicated Enterprise Cloud
          </Anchor>
          .
        </Text>
      </Stack>
    </Paper>
  );
}
