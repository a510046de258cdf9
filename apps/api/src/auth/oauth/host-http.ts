/** Requests to a git host during sign-in: JSON (or text) answers, a time limit, and one error type. */

/**
 * Why a sign-in stopped. A refusal by the install's rules (sign-in-rules.ts) is answered 403 with a page saying
 * why; any other value goes to the login page as `?error=`.
 */
export type SignInFailure =
  | 'access_denied'
  | 'invalid_state'
  | 'token_error'
  | 'profile_error'
  | 'provider_not_configured'
  | SignInRefusal;

/** The install's rules refused the person (self-hosted): allowed organisations, seats, no account for Okta. */
export type SignInRefusal = 'org_not_allowed' | 'seat_limit_reached' | 'no_matching_account';

const REFUSALS: ReadonlySet<SignInFailure> = new Set<SignInRefusal>([
  'org_not_allowed',
  'seat_limit_reached',
  'no_matching_account',
]);

export function isRefusal(failure: SignInFailure): failure is SignInRefusal {
  return REFUSALS.has(failure);
}

export class SignInError extends Error {
  override name = 'SignInError';
  constructor(
    readonly failure: SignInFailure,
    message: string,
  ) {
    super(message);
  }
}

export type Fetch = typeof fetch;

const TIMEOUT_MS = 10_000;

export interface HostCall {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** What failed, for the error: token_error or profile_error. */
  failure: SignInFailure;
  /** Read the answer as text instead of JSON. */
  text?: boolean;
}

/** The answer of a git host, or SignInError when it cannot be reached or does not answer 2xx. */
export async function callHost(fetcher: Fetch, call: HostCall): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(call.url, {
      method: call.method ?? 'GET',
      headers: {
        accept: call.text ? 'text/plain' : 'application/json',
        'user-agent': 'Canopy',
        ...(call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...call.headers,
      },
      body: call.form ? new URLSearchParams(call.form).toString() : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new SignInError(call.failure, `${new URL(call.url).host} could not be reached: ${String(error)}`);
  }
  const body = await response.text();
  if (!response.ok)
    throw new SignInError(call.failure, `${new URL(call.url).pathname} answered ${response.status}`);
  if (call.text) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new SignInError(call.failure, `${new URL(call.url).pathname} did not answer JSON`);
  }
}
