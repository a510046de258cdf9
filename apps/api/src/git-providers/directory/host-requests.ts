import { HostTokenRejectedError } from '../directory';
import { ProviderError } from '../git-provider';
import { DEFAULT_TIMEOUT_MS } from '../provider-http';

/** The given fetch (a stand-in's, or the global one) with a time limit on every request. */
export function timedFetch(base: typeof fetch = fetch, timeoutMs = DEFAULT_TIMEOUT_MS): typeof fetch {
  return (input, init) => {
    const limit = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit;
    return base(input, { ...init, signal });
  };
}

/** A non-2xx answer: 401 means the person must sign in again, anything else is a failure to retry later. */
export function statusFailure(host: string, status: number, what: string): ProviderError {
  if (status === 401) return new HostTokenRejectedError(host, what);
  return new ProviderError(`${host} answered ${status} while reading ${what}`, status);
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** A request that got no answer (refused, reset, timed out); errors already mapped pass through. */
export function requestFailure(host: string, what: string, error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new ProviderError(`${host} did not answer in time while reading ${what}`);
  return new ProviderError(`${host} could not be reached while reading ${what} (${messageOf(error)})`);
}

/** One request whose answer must be JSON; every failure comes back as a ProviderError. */
export async function fetchJson(
  fetcher: typeof fetch,
  url: string,
  init: { host: string; what: string; headers: Record<string, string> },
): Promise<{ body: unknown; headers: Headers }> {
  let response: Response;
  let text: string;
  try {
    response = await fetcher(url, { headers: { accept: 'application/json', ...init.headers } });
    text = await response.text();
  } catch (error) {
    throw requestFailure(init.host, init.what, error);
  }
  if (!response.ok) throw statusFailure(init.host, response.status, init.what);
  try {
    return { body: JSON.parse(text) as unknown, headers: response.headers };
  } catch {
    throw new ProviderError(`${init.host} sent an unreadable answer while reading ${init.what}`);
  }
}
