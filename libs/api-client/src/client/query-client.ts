import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../errors/errors';

/** Spec §9: failed queries are tried at most three times in all. */
export const MAX_QUERY_TRIES = 3;
/** Spec §9: data is fresh for two minutes. */
export const QUERY_STALE_TIME = 2 * 60 * 1000;

/**
 * Spec §9: whether an answer with this HTTP status is worth another try, for REST and GraphQL alike. Timeouts
 * (408) and server errors (5xx) are; never 429 (spec §8) nor another 4xx: the same request would get the same
 * answer (not found, not activated, not logged in).
 */
export function isRetryableStatus(status: number): boolean {
  if (status === 429) return false;
  return status === 408 || status >= 500;
}

/**
 * Whether a failed query is worth another try: network failures (no status) and the statuses of
 * `isRetryableStatus`; never a parsing error (the same request would get the same bad shape).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount + 1 >= MAX_QUERY_TRIES) return false;
  const status = errorStatus(error);
  if (status === undefined) return !(error instanceof Error && error.name === 'AbortError');
  return isRetryableStatus(status);
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
