import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config/settings';

/** LaunchDarkly's JS SDK talks to these unless LAUNCHDARKLY_BASE_URL names one stand-in for all three. */
const LAUNCHDARKLY_ORIGINS = [
  'https://app.launchdarkly.com',
  'https://clientstream.launchdarkly.com',
  'https://events.launchdarkly.com',
];
/** amplitude-js's endpoint unless AMPLITUDE_SERVER_URL names another. */
const AMPLITUDE_ORIGIN = 'https://api.amplitude.com';

/** Sent only to requests that came over https: a plain-http install must stay reachable over http. */
export const HSTS = 'max-age=31536000';

/** A scheme and host (and port), or a bare host: nothing that could end or extend a CSP directive. */
const SAFE_SOURCE = /^(?:https?:\/\/)?(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d+)?$/i;

/**
 * The CSP source of a configured URL: its origin, a bare host for `//host/…` (the page's scheme), or null for
 * a path on this server, an unusable value, or anything but http(s).
 */
export function sourceOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'relative:/');
  } catch {
    return null;
  }
  const source =
    parsed.protocol === 'relative:'
      ? parsed.host
      : parsed.protocol === 'http:' || parsed.protocol === 'https:'
        ? parsed.origin
        : '';
  return source && SAFE_SOURCE.test(source) ? source : null;
}

function sources(urls: Array<string | null | undefined>): string[] {
  const found = urls.map((url) => (url ? sourceOf(url) : null)).filter((s): s is string => s !== null);
  return [...new Set(found)];
}

function configured(settings: Settings, key: string): string {
  const value = settings.runtimeConfig[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The Content-Security-Policy of every response, from the settings in force at start. Scripts come only from
 * this server and the remotes named in CANOPY_REMOTES (the Sentry, LaunchDarkly and Amplitude SDKs are our own
 * chunks); no inline script and no eval anywhere.
 */
export function contentSecurityPolicy(settings: Settings): string {
  const config = (key: string) => configured(settings, key);
  // A remote's manifest is fetched, then its entry, chunks, styles and assets load from the same place.
  const remotes = sources(Object.values(settings.remotesOverride));
  const sentry = config('SENTRY_DSN');
  const connect = sources([
    config('API_URL'),
    sentry,
    ...(config('LAUNCHDARKLY')
      ? config('LAUNCHDARKLY_BASE_URL')
        ? [config('LAUNCHDARKLY_BASE_URL')]
        : LAUNCHDARKLY_ORIGINS
      : []),
    ...(config('AMPLITUDE_API_KEY') ? [config('AMPLITUDE_SERVER_URL') || AMPLITUDE_ORIGIN] : []),
  ]);
  const list = (...items: string[]) => [...new Set(items)].join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes)}`,
    // Mantine writes <style> elements and React sets style attributes, so inline styles stay allowed.
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    // Owner avatars are letter avatars (data:) or the git host's image (https:, e.g. GitHub Enterprise).
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', ...remotes)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, ...connect)}`,
    // Sentry's session replay compresses in a worker started from a blob: URL.
    ...(sentry ? [`worker-src 'self' blob:`] : []),
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ];
  return directives.join('; ');
}

/**
 * Browser hardening on every response of the server (pages, API, uploads, errors): no framing, no MIME
 * sniffing of uploaded files, no script but ours. Register on the root instance before any route.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: Settings): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(settings),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // Page paths name private repositories and files; no other site needs them, or our host name.
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY is set.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
