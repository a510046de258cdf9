/**
 * Where the server answers, without a trailing slash: the runtime configuration's API address, else this
 * page's own origin (the default install serves the pages and the API from one origin).
 */
export function serverOrigin(apiUrl: string | undefined): string {
  if (apiUrl) return apiUrl.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}
