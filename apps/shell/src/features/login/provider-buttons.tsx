import { Alert, Button, Stack, Text } from '@mantine/core';
import { providerDisplayName, useConfigEnv, type ShortProvider } from '@canopy/auth';
import { apiLoginUrl } from '../../links/links';
import { providerIcons } from './provider-icons';
import { signInReturnPath } from './sign-in-links';

export interface ProviderButtonsProps {
  providers: readonly ShortProvider[];
  /** The page's `to`: where each sign-in comes back to (`signInReturnPath`). */
  to: string | null | undefined;
  /** The words before the provider's name: 'Log in with', 'Sync with'. */
  action: string;
}

/**
 * One button a provider, each to the API's sign-in `{API_URL}/login/{provider}?to=`: the login page's and the
 * sync page's (signing in with a provider is what syncs it).
 */
export function ProviderButtons({ providers, to, action }: ProviderButtonsProps) {
  const config = useConfigEnv();
  return providers.map((short) => {
    const Icon = providerIcons[short];
    return (
      <Button
        key={short}
        component="a"
        href={apiLoginUrl(config, short, signInReturnPath(to, short))}
        variant="default"
        size="md"
        leftSection={<Icon size={20} aria-hidden />}
        data-provider={short}
      >
        {action} {providerDisplayName(short)}
      </Button>
    );
  });
}

export interface ProvidersLoadErrorProps {
  title: string;
  onRetry: () => void;
}

/** The configured providers could not be loaded: says so, with a way to ask again. */
export function ProvidersLoadError({ title, onRetry }: ProvidersLoadErrorProps) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text inherit>Check your connection and try again.</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
