import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SignInPanel } from './sign-in-panel';

/** The landing page of a self-hosted install (`/`): one sign-in button per configured provider. */
export function SelfHostedLandingPage() {
  const [params] = useSearchParams();
  return (
    <Stack py={64} px="md" align="center" gap="lg">
      <Text c="dimmed" ta="center" maw={440}>
        Coverage, bundle size and failed-test reports for your repositories, on your own servers.
      </Text>
      <SignInPanel to={params.get('to')} />
    </Stack>
  );
}
