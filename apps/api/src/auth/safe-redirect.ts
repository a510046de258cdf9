/**
 * A redirect target that stays on this site: a path such as `/gh/canopy?x=1`. Anything else (absolute URLs,
 * protocol-relative `//host`, backslash tricks, control characters) falls back to `/`.
 */
export function safeRedirectPath(to: unknown): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2048) return '/';
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return '/';
  try {
    const url = new URL(to, 'http://canopy.invalid');
    if (url.origin !== 'http://canopy.invalid') return '/';
    // Normalising dot segments can turn `/.//evil.example` into `//evil.example`: check the result too.
    if (url.pathname.startsWith('//')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
