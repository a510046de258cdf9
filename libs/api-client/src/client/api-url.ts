/**
 * Where the API lives. The runtime configuration (`window.configEnv`) is owned by @canopy/auth; this lib only
 * reads `API_URL` as a default so that it does not depend on auth. An empty string means same origin.
 */
export function defaultApiUrl(): string {
  const configEnv = (globalThis as { configEnv?: { API_URL?: unknown } }).configEnv;
  return typeof configEnv?.API_URL === 'string' ? configEnv.API_URL : '';
}

function trimTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

/** `{API_URL}/graphql/` or, when a provider is known, `{API_URL}/graphql/{provider}` (spec §7). */
export function graphqlUrl(provider?: string | null, apiUrl: string = defaultApiUrl()): string {
  const base = `${trimTrailingSlashes(apiUrl)}/graphql/`;
  return provider ? `${base}${encodeURIComponent(provider)}` : base;
}

/** `{API_URL}/internal{path}` without the query string. */
export function internalUrl(path: string, apiUrl: string = defaultApiUrl()): string {
  return `${trimTrailingSlashes(apiUrl)}/internal${path.startsWith('/') ? path : `/${path}`}`;
}

/** `{API_URL}{path}` for the server's own paths (`/logout`, `/login/{provider}`). */
export function apiPath(path: string, apiUrl: string = defaultApiUrl()): string {
  return `${trimTrailingSlashes(apiUrl)}${path.startsWith('/') ? path : `/${path}`}`;
}
