import { ValidationError } from '../errors';

/** Relay-style pagination arguments (docs/api-contract.md §1.1). */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageRequest {
  /** Items wanted. */
  limit: number;
  /** Paging from the end (`last`/`before`). Queries then run in reverse order. */
  backward: boolean;
  /** Decoded cursor to start after (forward) or before (backward). */
  cursor: unknown[] | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  totalCount: number;
  pageInfo: PageInfo;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Opaque cursor: base64url of the JSON ordering values. */
export function encodeCursor(values: unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string, length: number): unknown[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === length) return values;
  } catch {
    // fall through to the validation error
  }
  throw new ValidationError('Invalid cursor');
}

function checkSize(name: string, value: number, max: number): number {
  if (!Number.isInteger(value) || value < 0)
    throw new ValidationError(`${name} must be a non-negative integer`);
  if (value > max) throw new ValidationError(`${name} must not exceed ${max}`);
  return value;
}

/**
 * Validates the arguments. `cursorLength` is the number of ordering values a cursor of this list holds; `max` the
 * largest page (a list with a larger one names it in cost.ts's PAGE_LIMITS too).
 */
export function pageRequest(args: PageArgs, cursorLength: number, max = MAX_PAGE_SIZE): PageRequest {
  const { first, after, last, before } = args;
  if (first != null && last != null) throw new ValidationError('Cannot set both first and last');
  if (after != null && before != null) throw new ValidationError('Cannot set both after and before');
  const backward = last != null || (first == null && before != null);
  const limit = backward
    ? checkSize('last', last ?? DEFAULT_PAGE_SIZE, max)
    : checkSize('first', first ?? DEFAULT_PAGE_SIZE, max);
  const cursorText = backward ? before : after;
  return { limit, backward, cursor: cursorText != null ? decodeCursor(cursorText, cursorLength) : null };
}

/**
 * Builds the connection from rows fetched in query order with `limit + 1` rows (the extra row tells whether
 * more exist). Backward pages are reversed back into natural order.
 */
export function toConnection<T>(
  rows: T[],
  request: PageRequest,
  cursorOf: (row: T) => unknown[],
  totalCount: number,
): Connection<T> {
  const hasMore = rows.length > request.limit;
  const page = rows.slice(0, request.limit);
  if (request.backward) page.reverse();
  const edges = page.map((node) => ({ cursor: encodeCursor(cursorOf(node)), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: request.backward ? request.cursor !== null : hasMore,
      hasPreviousPage: request.backward ? hasMore : request.cursor !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
