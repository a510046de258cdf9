import { ProviderError } from '../../git-providers';

/**
 * Whether asking the host again may succeed: unreachable, timed out, 5xx or 429. A 4xx (no permission, unknown
 * repository or pull) stays as it is, so it is recorded as failed and not retried, as Codecov does.
 */
export function retryable(error: unknown): boolean {
  if (!(error instanceof ProviderError) || error.status === undefined) return true;
  return error.status >= 500 || error.status === 429;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
