import type { AnyVariables, CombinedError, TypedDocumentNode } from '@urql/core';
import {
  ApiError,
  type CanopyError,
  errorFromHttpStatus,
  NotFoundError,
  OwnerNotActivatedError,
  UnauthenticatedError,
  UnauthorizedError,
} from '../errors/errors';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GraphqlDocument = TypedDocumentNode<any, AnyVariables>;

/** Union members that are page-level errors (spec §8): they become typed errors instead of data. */
export type PageErrorTypename =
  'NotFoundError' | 'OwnerNotActivatedError' | 'UnauthenticatedError' | 'UnauthorizedError';

const pageErrors: Record<PageErrorTypename, (message?: string) => CanopyError> = {
  NotFoundError: (message) => new NotFoundError(message),
  OwnerNotActivatedError: (message) => new OwnerNotActivatedError(message),
  UnauthenticatedError: (message) => new UnauthenticatedError(message),
  UnauthorizedError: (message) => new UnauthorizedError(message),
};

/** The typed error for a page-level error `__typename`, or undefined for any other typename. */
export function errorForTypename(
  typename: string | null | undefined,
  message?: string | null,
): CanopyError | undefined {
  if (!typename || !(typename in pageErrors)) return undefined;
  return pageErrors[typename as PageErrorTypename](message ?? undefined);
}

/**
 * Throws the typed error when a union value is NotFoundError, OwnerNotActivatedError, UnauthenticatedError or
 * UnauthorizedError; otherwise returns the value, narrowed.
 */
export function throwOnErrorUnion<T extends { __typename: string; message?: string | null }>(
  value: T,
): Exclude<T, { __typename: PageErrorTypename }> {
  const error = errorForTypename(value.__typename, value.message);
  if (error) throw error;
  return value as Exclude<T, { __typename: PageErrorTypename }>;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Spec §7: string variables are URL-decoded before they are sent (route params such as an encoded
 * 'All branches' arrive encoded). Only top-level strings: nested input objects (filters, forms) are
 * user text and are sent as typed. A string that is not valid URL encoding is sent unchanged.
 */
export function decodeVariables<T extends Record<string, unknown>>(variables: T): T {
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(variables)) {
    decoded[key] = typeof value === 'string' ? safeDecode(value) : value;
  }
  return decoded as T;
}

interface RawGraphqlError {
  type?: unknown;
  extensions?: { status?: unknown; type?: unknown; code?: unknown };
}

/** The HTTP status of the answer a GraphQL failure came with; undefined when no answer came. */
export function combinedErrorStatus(error: CombinedError): number | undefined {
  const response = error.response as { status?: unknown } | undefined;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** Maps a transport or GraphQL-level failure to a typed error. Returns undefined for a plain network failure. */
export function errorFromCombinedError(error: CombinedError): CanopyError | undefined {
  for (const graphQLError of error.graphQLErrors) {
    const raw = (graphQLError.originalError ?? {}) as RawGraphqlError;
    const extensions = (graphQLError.extensions ?? {}) as RawGraphqlError['extensions'] & object;
    const type = extensions.type ?? raw.type ?? extensions.code;
    if (extensions.status === 403) {
      return new UnauthorizedError(graphQLError.message || undefined, { guestAccessDenied: true });
    }
    if (extensions.status === 401 || type === 'Unauthenticated' || type === 'UNAUTHENTICATED') {
      return new UnauthenticatedError();
    }
    if (type === 'Unauthorized') return new UnauthorizedError();
    if (type === 'NotFound') return new NotFoundError();
  }
  const status = combinedErrorStatus(error);
  if (status !== undefined && (status < 200 || status >= 300)) {
    return errorFromHttpStatus(status, { message: error.message });
  }
  if (error.graphQLErrors.length > 0) {
    return new ApiError(500, { errors: error.graphQLErrors.map((e) => e.message) }, error.message);
  }
  return undefined;
}
