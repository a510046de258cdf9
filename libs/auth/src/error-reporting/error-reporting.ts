import { setErrorReporter } from '@canopy/api-client';
import type { ConfigEnv } from '../config/config-env';

export type SentrySdk = typeof import('./sentry-sdk');

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

/** Captures made while the SDK loads are kept (up to this many) and sent once it has started. */
export const MAX_QUEUED_CAPTURES = 50;

let enabled = false;
let sdk: SentrySdk | null = null;
let queued: Array<(sentry: SentrySdk) => void> = [];
let ready: Promise<void> = Promise.resolve();

/** Runs `capture` on the started SDK now, or queues it until the SDK has loaded. */
function withSdk(capture: (sentry: SentrySdk) => void): void {
  if (sdk) capture(sdk);
  else if (queued.length < MAX_QUEUED_CAPTURES) queued.push(capture);
}

function start(Sentry: SentrySdk, config: ConfigEnv): void {
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
  sdk = Sentry;
  const pending = queued;
  queued = [];
  for (const capture of pending) capture(Sentry);
}

/**
 * Starts error reporting when `SENTRY_DSN` is set and returns true; otherwise does nothing (no SDK is
 * loaded, nothing is sent) and returns false. `@sentry/react` is loaded with a dynamic `import()`, so it
 * is not part of the first load; errors captured meanwhile are queued and sent once it has started. Sample
 * rates come from the configuration (spec §9: tracing 1, profiling 0.1, session replays 0.1, replays on
 * error 1); release is `CANOPY_VERSION`, environment `SENTRY_ENVIRONMENT` (else `ENV`). The data layer's
 * own error logs (parsing errors) are routed to it. If the SDK cannot load, reporting turns itself off.
 */
export function initErrorReporting(config: ConfigEnv): boolean {
  if (!config.SENTRY_DSN) return false;
  if (enabled) return true;
  enabled = true;
  setErrorReporter((error, level) => withSdk((Sentry) => Sentry.captureException(error, { level })));
  ready = import('./sentry-sdk')
    .then((Sentry) => start(Sentry, config))
    .catch((error: unknown) => {
      enabled = false;
      queued = [];
      setErrorReporter(null);
      console.error('Error reporting is off: the Sentry SDK did not load.', error);
    });
  return true;
}

/** Settles once the SDK has loaded and started (or failed to); at once when reporting is off. */
export function errorReportingReady(): Promise<void> {
  return ready;
}

/** The started SDK once it has loaded; null when reporting is off or the SDK did not load. */
export async function startedSentry(): Promise<SentrySdk | null> {
  await ready;
  return sdk;
}

/** Whether `initErrorReporting` started the service (it may still be loading). */
export function isErrorReportingEnabled(): boolean {
  return enabled;
}

/**
 * Reports an error to the service when it runs (returns whether it was taken: sent, or queued until the SDK
 * has loaded); does nothing otherwise.
 */
export function captureError(error: unknown, context?: Record<string, unknown>): boolean {
  if (!enabled) return false;
  withSdk((Sentry) => Sentry.captureException(error, context ? { extra: context } : undefined));
  return true;
}
