/**
 * The typed errors of the data layer (spec §8). The data layer never renders anything: the UI maps
 * `kind` and `status` to copy and links. `kind` is a plain string so that a check keeps working even
 * if two copies of this module were ever loaded (module federation shares one, but be robust).
 */
export type CanopyErrorKind =
  | 'api'
  | 'parsing'
  | 'not-found'
  | 'owner-not-activated'
  | 'unauthenticated'
  | 'unauthorized'
  | 'rate-limited';

/** How loudly an error should be reported (spec §8: parsing is an error, not-found and not-activated are info). */
export type CanopyErrorLevel = 'error' | 'info';

export abstract class CanopyError extends Error {
  abstract readonly kind: CanopyErrorKind;
  abstract readonly status: number;
  readonly level: CanopyErrorLevel = 'info';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A non-OK HTTP response (REST), or a GraphQL transport failure with no more specific type. */
export class ApiError extends CanopyError {
  override readonly name = 'ApiError';
  readonly kind = 'api' as const;
  readonly status: number;
  readonly data: unknown;
  override readonly level: CanopyErrorLevel;

  constructor(status: number, data: unknown = {}, message?: string) {
    super(message ?? `Request failed with status ${status}`);
    this.status = status;
    this.data = data;
    this.level = status >= 500 ? 'error' : 'info';
  }
}

/** A response that does not have the shape the client expects (spec §5, §8: 'Parsing Error', status 400). */
export class ParsingError extends CanopyError {
  override readonly name = 'ParsingError';
  readonly kind = 'parsing' as const;
  readonly status = 400;
  override readonly level: CanopyErrorLevel = 'error';
  /** The operation or REST path whose response did not match. */
  readonly query: string;
  /** A readable summary of the mismatches. */
  readonly details: string;

  constructor(query: string, details: string) {
    super(`Parsing Error: the response of ${query} does not match its schema. ${details}`);
    this.query = query;
    this.details = details;
  }
}

/** GraphQL `NotFoundError` (404). */
export class NotFoundError extends CanopyError {
  override readonly name = 'NotFoundError';
  readonly kind = 'not-found' as const;
  readonly status = 404;

  constructor(message = 'Not found') {
    super(message);
  }
}

/** GraphQL `OwnerNotActivatedError` (403): the viewer needs a seat in the org to see the repository. */
export class OwnerNotActivatedError extends CanopyError {
  override readonly name = 'OwnerNotActivatedError';
  readonly kind = 'owner-not-activated' as const;
  readonly status = 403;

  constructor(message = 'You must be activated in the org') {
    super(message);
  }
}

/** GraphQL `UnauthenticatedError` or HTTP 401. */
export class UnauthenticatedError extends CanopyError {
  override readonly name = 'UnauthenticatedError';
  readonly kind = 'unauthenticated' as const;
  readonly status = 401;

  constructor(message = 'Please log in.') {
    super(message);
  }
}

/**
 * GraphQL `UnauthorizedError`, HTTP 403, or a GraphQL error carrying `extensions.status: 403`
 * (self-hosted install with guest access off: the shell sends the user to /login, spec §6).
 */
export class UnauthorizedError extends CanopyError {
  override readonly name = 'UnauthorizedError';
  readonly kind = 'unauthorized' as const;
  readonly status = 403;
  /** True when the server denied a guest on a self-hosted install (`extensions.status` 403). */
  readonly guestAccessDenied: boolean;

  constructor(message = 'Unauthorized', options: { guestAccessDenied?: boolean } = {}) {
    super(message);
    this.guestAccessDenied = options.guestAccessDenied ?? false;
  }
}

/** HTTP 429. Never retried. */
export class RateLimitedError extends CanopyError {
  override readonly name = 'RateLimitedError';
  readonly kind = 'rate-limited' as const;
  readonly status = 429;
  readonly data: unknown;

  constructor(data: unknown = {}, message = 'Rate limit exceeded') {
    super(message);
    this.data = data;
  }
}

export function isCanopyError(error: unknown): error is CanopyError {
  return (
    error instanceof CanopyError ||
    (typeof error === 'object' &&
      error !== null &&
      typeof (error as { kind?: unknown }).kind === 'string' &&
      typeof (error as { status?: unknown }).status === 'number')
  );
}

/** The HTTP-like status of any error, or undefined for a network failure or a non-API error. */
export function errorStatus(error: unknown): number | undefined {
  return isCanopyError(error) ? error.status : undefined;
}

/** The typed error for an HTTP status of a GraphQL transport failure. */
export function errorFromHttpStatus(status: number, data: unknown = {}): CanopyError {
  switch (status) {
    case 401:
      return new UnauthenticatedError();
    case 403:
      return new UnauthorizedError();
    case 429:
      return new RateLimitedError(data);
    default:
      return new ApiError(status, data);
  }
}
