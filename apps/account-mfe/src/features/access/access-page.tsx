import { Stack } from '@mantine/core';
import { ApiTokens } from './api-tokens';
import { LoginSessions, type SignedOutNavigate } from './login-sessions';

export interface AccessPageProps {
  provider: string;
  /** Where revoking this browser's own session goes. @default window.location.assign */
  navigate?: SignedOutNavigate;
}

/** `/account/:provider/:owner/access` on the viewer's own account: personal API tokens and login sessions. */
export function AccessPage({ provider, navigate }: AccessPageProps) {
  return (
    <Stack gap="xl" data-page="access">
      <ApiTokens provider={provider} />
      <LoginSessions provider={provider} navigate={navigate} />
    </Stack>
  );
}
