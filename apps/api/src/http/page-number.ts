import type { FastifyRequest } from 'fastify';
import { publicOrigin } from './origin';

/**
 * Page-number paging of the `/internal` REST lists (Django REST framework's, as Codecov's web app reads it): the
 * query read strictly, one wording for what is wrong with it, and the `{count, next, previous, results,
 * total_pages}` envelope with absolute links.
 */

export type RawQuery = Record<string, string | string[] | undefined>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Pages past this are refused before any query runs: the offset stays far inside what the database counts in. */
export const MAX_PAGE = 1_000_000;
/** Longest search text; a longer one is a mistake, not a name. */
export const MAX_SEARCH_LENGTH = 200;
export const INVALID_PAGE = 'Invalid page.';

/** A query value that means nothing; its message says what was wrong (a 400). */
export class BadPageQuery extends Error {}

export interface PageEnvelope<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
  total_pages: number;
}

/** One value of the query; a parameter given twice is refused rather than guessed at. */
export function single(query: RawQuery, name: string): string | null {
  const value = query[name];
  if (Array.isArray(value)) {
    if (value.length > 1) throw new BadPageQuery(`${name} is given more than once`);
    return value[0] ?? null;
  }
  return value ?? null;
}

/** `true`/`false` as Django's boolean filter reads them (any case, `1`, `0` too); empty or absent: null. */
export function booleanParam(query: RawQuery, name: string): boolean | null {
  const value = single(query, name);
  if (value === null || value.trim() === '') return null;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new BadPageQuery(`${name} must be true or false, not "${value}"`);
}

function wholeNumber(query: RawQuery, name: string, fallback: number, max: number): number {
  const value = single(query, name)?.trim() ?? '';
  if (value === '') return fallback;
  const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(number >= 1)) throw new BadPageQuery(`${name} must be a whole number from 1, not "${value}"`);
  if (number > max) throw new BadPageQuery(`${name} must not exceed ${max}`);
  return number;
}

/** `field` or `-field` (descending) among `orderings`; null when not asked for. */
export function orderingParam<Field extends string>(
  query: RawQuery,
  orderings: readonly Field[],
): { field: Field; descending: boolean } | null {
  const value = single(query, 'ordering')?.trim() ?? '';
  if (value === '') return null;
  const descending = value.startsWith('-');
  const field = descending ? value.slice(1) : value;
  if (!(orderings as readonly string[]).includes(field))
    throw new BadPageQuery(
      `ordering must be one of ${orderings.join(', ')}, with a leading - for descending; not "${value}"`,
    );
  return { field: field as Field, descending };
}

/** Part of a name, username or email to look for; null for everyone. */
export function searchParam(query: RawQuery): string | null {
  const value = single(query, 'search')?.trim() ?? '';
  if (value.length > MAX_SEARCH_LENGTH)
    throw new BadPageQuery(`search must not be longer than ${MAX_SEARCH_LENGTH} characters`);
  return value || null;
}

/** `page` (from 1) and `page_size` (20 unless given, at most 100). */
export function pageParams(query: RawQuery): { page: number; pageSize: number } {
  return {
    page: wholeNumber(query, 'page', 1, MAX_PAGE),
    pageSize: wholeNumber(query, 'page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** What one page costs a client's budget: the request and each row it may carry (1 for a query refused). */
export function pageCost(query: RawQuery): number {
  try {
    return 1 + wholeNumber(query, 'page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  } catch {
    return 1;
  }
}

/** The list's address with another page, absolute, the rest of the query kept. */
export function pageLinks(request: FastifyRequest): (page: number) => string {
  const origin = publicOrigin(request);
  return (page) => {
    const url = new URL(request.url, origin);
    url.searchParams.set('page', String(page));
    return `${origin}${url.pathname}${url.search}`;
  };
}

/** The page's envelope, or null for a page past the last one (answered 404 "Invalid page."). */
export function pageEnvelope<T>(
  { count, page, pageSize, results }: { count: number; page: number; pageSize: number; results: T[] },
  linkTo: (page: number) => string,
): PageEnvelope<T> | null {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  if (page > totalPages) return null;
  return {
    count,
    next: page < totalPages ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(page - 1) : null,
    results,
    total_pages: totalPages,
  };
}
