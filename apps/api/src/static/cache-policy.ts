import path from 'node:path';

const NEVER_CACHED = new Set([
  'index.html',
  'config.js',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
]);

/** `main.1a2b3c4d.js`, `vendors-abcdef12.css`, `0123456789abcdef.svg`, `main.1a2b3c4d.js.map`. */
const HASHED = /(?:^|[.-])[0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Content-hashed files are cached for a year; everything else is revalidated on each use. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (NEVER_CACHED.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
