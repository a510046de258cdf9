import { providerDisplayName } from '@canopy/auth';
import { oktaErrorMessage } from '../okta/okta-error-message';

/**
 * Why a provider sign-in came back without a session: the API sends the browser to the login page (`/login`
 * hosted, `/` self-hosted) with `?error={failure}&provider={short provider}`.
 */
export interface SignInFailure {
  title: string;
  message: string;
}

/** The words for a failed sign-in, or null when the query reports none. */
export function signInFailure(params: URLSearchParams): SignInFailure | null {
  const error = params.get('error');
  if (!error) return null;
  const provider = params.get('provider');
  const title = 'The sign-in did not complete';
  // The install's Okta sign-in comes back with Okta's own codes, worded as for an organisation's Okta (spec §8).
  if (provider === 'okta' && error !== 'invalid_state') return { title, message: oktaErrorMessage(error) };
  const host = provider ? providerDisplayName(provider) : 'your provider';
  switch (error) {
    case 'access_denied':
      return { title, message: `Canopy was not allowed to use your ${host} account. Try again to sign in.` };
    case 'invalid_state':
      return {
        title,
        message: 'The sign-in took too long or was started in another browser. Please try again.',
      };
    case 'token_error':
    case 'profile_error':
      return {
        title,
        message: `${host} did not complete the sign-in. Please try again, or contact support if this persists.`,
      };
    case 'provider_not_configured':
      return { title, message: `Sign-in with ${host} is not set up on this install.` };
    default:
      return { title, message: 'An unknown error occurred. Please try again or contact support.' };
  }
}
