import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { providerDisplayName } from '@canopy/auth';

/** The reasons the API's `/login/{provider}` sends back in `?error=` (docs/interfaces.md). */
const MESSAGES: Record<string, (host: string) => string> = {
  access_denied: (host) => `${host} did not grant access, so you are not signed in.`,
  invalid_state: () => 'That sign-in link expired or was already used. Please log in again.',
  token_error: (host) => `${host} refused the sign-in. Please try again, or contact your administrator.`,
  profile_error: (host) => `Canopy could not read your ${host} profile. Please try again later.`,
};

/** Why the last sign-in did not complete, when the API said so in the query string. */
export function SignInError() {
  const [params] = useSearchParams();
  const error = params.get('error');
  if (!error) return null;
  const host = providerDisplayName(params.get('provider')) || 'Your git provider';
  const message = MESSAGES[error]?.(host) ?? 'The sign-in did not complete. Please try again.';
  return (
    <Alert color="red" title="Sign-in failed" role="alert">
      {message}
    </Alert>
  );
}
