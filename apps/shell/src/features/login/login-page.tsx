import { Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { SignInPanel } from './sign-in-panel';

/** `/login` and `/login/:provider` on hosted installs. */
export function LoginPage() {
  const { provider } = useParams();
  const [params] = useSearchParams();
  return (
    <Stack py={64} px="md" align="center">
      <SignInPanel provider={provider} to={params.get('to')} />
    </Stack>
  );
}
