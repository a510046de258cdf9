import { toShortProvider } from '@canopy/graphql-schema/providers';

/** One path segment, encoded: a branch such as 'All branches' or 'feat/x' becomes a single segment. */
export function encodeSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/**
 * A provider as the app writes it in a path: its short code (`github` → `gh`), so each page has one address.
 * Both forms are accepted when typed; an unknown code is kept as it is.
 */
export function providerSegment(provider: string): string {
  return encodeSegment(toShortProvider(provider) ?? provider);
}

/** A file or folder path with each segment encoded and its slashes kept ('' for the root). */
export function encodePath(path: string): string {
  return path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

/** `/a/b/c` from already-encoded parts, empty parts dropped. */
export function joinPath(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .map((part) => (part.startsWith('/') ? part : `/${part}`))
    .join('');
}

/** A segment decoded once; a malformed escape is kept as it is. */
export function decodeSegment(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The pseudo-branch that stands for every branch (spec §9); URL-encoded when it appears in a path. */
export const ALL_BRANCHES = 'All branches';
