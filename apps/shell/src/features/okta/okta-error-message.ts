/**
 * Spec §8: what each `?error=` value an Okta sign-in comes back with tells the user. Okta's own values are the
 * OAuth 2.0 / OpenID Connect error codes; anything else (the server's `invalid_state`, a value nobody expected)
 * gets the unknown message and is reported.
 */
const ASK_ADMIN = 'Please reach out to your administrator.';

export const OKTA_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  unauthorized_client: `Unauthorized client: the client is not authorized to request an authorization code using this method. ${ASK_ADMIN}`,
  access_denied: `The resource owner or authorization server denied the request. ${ASK_ADMIN}`,
  unsupported_response_type: `Unsupported response type: the authorization server does not support obtaining an authorization code using this method. ${ASK_ADMIN}`,
  unsupported_response_mode: `Unsupported response mode: the authorization server does not support the requested response mode. ${ASK_ADMIN}`,
  invalid_scope: `Invalid scope: the requested scope is invalid, unknown, or malformed. ${ASK_ADMIN}`,
  invalid_client: `Invalid client: the client ID or secret is not valid. ${ASK_ADMIN}`,
  server_error:
    'Server error: the authorization server encountered an unexpected condition. Please try again or contact support.',
  invalid_request:
    'Invalid request: the request is missing a required parameter or is otherwise malformed. Please try again or contact support.',
  temporarily_unavailable:
    'Temporarily unavailable: the authorization server is unable to handle the request at the moment. Please try again later.',
  login_required: 'Login required: you must be signed in to Okta. Please sign in and try again.',
  user_canceled_request: 'Request canceled: the authentication request was canceled. Please try again.',
};

export const UNKNOWN_OKTA_ERROR = 'An unknown error occurred. Please try again or contact support.';

export function isKnownOktaError(value: string): boolean {
  return Object.hasOwn(OKTA_ERROR_MESSAGES, value);
}

export function oktaErrorMessage(value: string): string {
  return isKnownOktaError(value) ? OKTA_ERROR_MESSAGES[value]! : UNKNOWN_OKTA_ERROR;
}
