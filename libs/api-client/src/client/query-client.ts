import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../errors/errors';

/** Spec §9: failed queries are tried at most three times in all. */
export const MAX_QUERY_TRIES = 3;
/** Spec §9: data is fresh for two minutes. */
export const QUERY_STALE_TIME = 2 * 60 * 1000;

/**
 * Whether a failed query is worth another try. Never on 429 (spec §8) and never on a 4xx or a parsing error:
 * the same request would get the same answer (not found, not activated, not logged in, bad shape). Network
 * failures (no status), timeouts (408) and server errors (5xx) are retried.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount + 1 >= MAX_QUERY_TRIES) return false;
  const status = errorStatus(error);
  if (status === undefined) return !(error instanceof Error && error.name === 'AbortError');
  if (status === 429) return false;
  if (status === 408) return true;
  return status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}
