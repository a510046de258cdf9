import { setErrorReporter } from '@canopy/api-client';
import * as Sentry from '@sentry/react';
import type { ConfigEnv } from '../config/config-env';

/**
 * Error messages that are noise: browser extensions, injected scripts and benign browser quirks, and the
 * feature-flag service's fetch error (flags fall back to their defaults; spec §8).
 */
export const ignoredErrors: ReadonlyArray<string | RegExp> = [
  'LaunchDarklyFlagFetchError',
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/,
  'top.GLOBALS',
  'originalCreateNotification',
  'canvas.contentDocument',
  'MyApp_RemoveAllHighlights',
  "Can't find variable: ZiteReader",
  'jigsaw is not defined',
  'ComboSearch is not defined',
  'atomicFindClose',
  'fb_xd_fragment',
  'bmi_SafeAddOnload',
  'EBCallBackMessageReceived',
  'conduitPage',
  /^Non-Error promise rejection captured with value: Object Not Found Matching Id/,
];

/** Scripts that are not ours: extensions and injected third-party code. */
export const deniedUrls: ReadonlyArray<RegExp> = [
  /extensions\//i,
  /^chrome(-extension)?:\/\//i,
  /^moz-extension:\/\//i,
  /^safari(-web)?-extension:\/\//i,
  /^webkit-masked-url:\/\//i,
];

/** User agents of crawlers and link previewers: their errors are not users' errors. */
export const crawlerUserAgent =
  /googlebot|bingbot|bingpreview|slurp|duckduckbot|baiduspider|yandexbot|applebot|petalbot|bytespider|gptbot|ahrefsbot|semrushbot|mj12bot|facebookexternalhit|mediapartners-google|adsbot|crawler|crawling|spider|\bbot\b|bot\/\d|\+https?:\/\//i;

export function isCrawler(userAgent: string | undefined = globalThis.navigator?.userAgent): boolean {
  return typeof userAgent === 'string' && crawlerUserAgent.test(userAgent);
}

/** `beforeSend`: drops every event from a crawler's browser. */
export function beforeSend<TEvent>(event: TEvent): TEvent | null {
  return isCrawler() ? null : event;
}

let enabled = false;

/**
 * Starts error reporting with `@sentry/react` when `SENTRY_DSN` is set; otherwise does nothing (no SDK, no
 * network) and returns false. Sample rates come from the configuration (spec §9: tracing 1, profiling 0.1,
 * session replays 0.1, replays on error 1); release is `CANOPY_VERSION`, environment `SENTRY_ENVIRONMENT`
 * (else `ENV`). The data layer's own error logs (parsing errors) are routed to it.
 */
export function initErrorReporting(config: ConfigEnv): boolean {
  if (!config.SENTRY_DSN) return false;
  Sentry.init({
    dsn: config.SENTRY_DSN,
    release: config.CANOPY_VERSION || undefined,
    environment: config.SENTRY_ENVIRONMENT || config.ENV || undefined,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.browserProfilingIntegration(),
      Sentry.replayIntegration(),
    ],
    tracesSampleRate: config.SENTRY_TRACING_SAMPLE_RATE,
    profileSessionSampleRate: config.SENTRY_PROFILING_SAMPLE_RATE,
    profileLifecycle: 'trace',
    replaysSessionSampleRate: config.SENTRY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: config.SENTRY_ERROR_SAMPLE_RATE,
    ignoreErrors: [...ignoredErrors],
    denyUrls: [...deniedUrls],
    beforeSend,
  });
  enabled = true;
  setErrorReporter((error, level) => {
    Sentry.captureException(error, { level });
  });
  return true;
}

/** Whether `initErrorReporting` started the service. */
export function isErrorReportingEnabled(): boolean {
  return enabled;
}

/** Reports an error to the service when it runs (returns whether it was sent); does nothing otherwise. */
export function captureError(error: unknown, context?: Record<string, unknown>): boolean {
  if (!enabled) return false;
  Sentry.captureException(error, context ? { extra: context } : undefined);
  return true;
}
