import { ApiError } from './errors';

/**
 * What a failure says to the person: a REST refusal's `detail`, a GraphQL error's or refusal's message, else
 * `fallback` (a bare status line helps no one).
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const detail = (error.data as { detail?: unknown } | null | undefined)?.detail;
    return typeof detail === 'string' && detail ? detail : fallback;
  }
  if (error instanceof Error) return error.message || fallback;
  // A mutation's error union member: `{ __typename, message }`.
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message || fallback;
  return fallback;
}
