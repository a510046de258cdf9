import type { AmplitudeClient, Config as AmplitudeConfig } from 'amplitude-js';
import type { ConfigEnv } from '../config/config-env';
import { isProduction } from '../config/config-env';
import { captureError } from '../error-reporting/error-reporting';

export const MISSING_AMPLITUDE_KEY =
  'AMPLITUDE_API_KEY is not defined. Amplitude events will not be tracked.';
export const PAGE_VIEW_EVENT = '[Amplitude] Page Viewed';

/** Spec §3: who the events are about. */
export interface AnalyticsIdentity {
  userOwnerId: number;
  provider: string;
}

/** Spec §3: where the events happen; sent with every event. */
export interface AnalyticsContext {
  path?: string;
  ownerid?: number | null;
}

export interface Tracker {
  /** False for the no-op tracker (no key configured, or set-up failed). */
  readonly enabled: boolean;
  /** Settles once the analytics SDK is loaded (or failed to load) and calls go through. */
  readonly ready: Promise<void>;
  identify(identity: AnalyticsIdentity): void;
  setContext(context: AnalyticsContext): void;
  track(eventType: string, properties?: Record<string, unknown>): void;
  /** Logs a page view with the path only (no URL, query or referrer). Called on navigation automatically. */
  trackPageView(path: string): void;
  /** Stops the automatic page-view capture (tests, hot reload). */
  stop(): void;
}

export const noopTracker: Tracker = Object.freeze({
  enabled: false,
  ready: Promise.resolve(),
  identify: () => undefined,
  setContext: () => undefined,
  track: () => undefined,
  trackPageView: () => undefined,
  stop: () => undefined,
});

/** amplitude-js wants `host[:port]/path` and a separate https switch. */
export function amplitudeEndpoint(serverUrl: string): Pick<AmplitudeConfig, 'apiEndpoint' | 'forceHttps'> {
  if (!serverUrl) return {};
  const url = new URL(serverUrl);
  return {
    apiEndpoint: `${url.host}${url.pathname.replace(/\/$/, '')}`,
    forceHttps: url.protocol === 'https:',
  };
}

/**
 * amplitude-js options: sessions and attribution (UTM, click ids, initial referrer as user properties) are
 * captured; page views are logged by the tracker itself with the path only; form interactions and file
 * downloads are never captured.
 */
export function amplitudeOptions(config: ConfigEnv): AmplitudeConfig {
  return {
    ...amplitudeEndpoint(config.AMPLITUDE_SERVER_URL),
    includeUtm: true,
    includeGclid: true,
    includeFbclid: true,
    includeReferrer: true,
    saveParamsReferrerOncePerSession: true,
    useDynamicConfig: false,
    logLevel: 'ERROR',
  };
}

/** Calls `onNavigate(pathname)` on history navigation (pushState, replaceState, back/forward). */
function watchNavigation(onNavigate: (path: string) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const { history } = window;
  const originalPush = history.pushState.bind(history);
  const originalReplace = history.replaceState.bind(history);
  const emit = () => onNavigate(window.location.pathname);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    originalPush(...args);
    emit();
  };
  history.replaceState = (...args: Parameters<History['replaceState']>) => {
    originalReplace(...args);
    emit();
  };
  window.addEventListener('popstate', emit);
  return () => {
    history.pushState = originalPush;
    history.replaceState = originalReplace;
    window.removeEventListener('popstate', emit);
  };
}

export function createAmplitudeTracker(instance: AmplitudeClient): Tracker {
  let context: AnalyticsContext = {};
  let lastPath: string | undefined;

  const withContext = (properties: Record<string, unknown> = {}) => ({
    ...properties,
    path: context.path ?? (typeof window === 'undefined' ? undefined : window.location.pathname),
    ownerid: context.ownerid ?? undefined,
  });

  const tracker: Tracker = {
    enabled: true,
    ready: Promise.resolve(),
    identify({ userOwnerId, provider }) {
      instance.setUserId(String(userOwnerId));
      instance.setUserProperties({ provider });
    },
    setContext(next) {
      context = { ...context, ...next };
    },
    track(eventType, properties) {
      instance.logEvent(eventType, withContext(properties));
    },
    trackPageView(path) {
      if (path === lastPath) return;
      lastPath = path;
      // URL, query string, title and referrer are left out on purpose: they may carry tokens or names.
      instance.logEvent(PAGE_VIEW_EVENT, { ...withContext(), path });
    },
    stop: () => undefined,
  };

  if (typeof window !== 'undefined') {
    const stopWatching = watchNavigation((path) => tracker.trackPageView(path));
    tracker.stop = stopWatching;
    tracker.trackPageView(window.location.pathname);
  }
  return tracker;
}

function failed(config: ConfigEnv, error: Error): Tracker {
  console.error(error.message);
  if (isProduction(config)) captureError(error);
  return noopTracker;
}

/** A tracker usable at once that forwards every call, in order, to the tracker `loading` resolves to. */
function deferredTracker(loading: Promise<Tracker>): Tracker {
  let resolved: Tracker | undefined;
  let pending = 0;
  const settled = loading.then((tracker) => {
    resolved = tracker;
    return tracker;
  });
  const forward =
    <K extends 'identify' | 'setContext' | 'track' | 'trackPageView' | 'stop'>(method: K) =>
    (...args: Parameters<Tracker[K]>) => {
      const call = (tracker: Tracker) => (tracker[method] as (...a: Parameters<Tracker[K]>) => void)(...args);
      // Once loaded and nothing is queued, call straight through; before, queue behind the earlier calls.
      if (resolved && pending === 0) {
        call(resolved);
        return;
      }
      pending += 1;
      void settled.then((tracker) => {
        pending -= 1;
        call(tracker);
      });
    };
  return {
    get enabled() {
      return resolved ? resolved.enabled : true;
    },
    ready: settled.then(() => undefined),
    identify: forward('identify'),
    setContext: forward('setContext'),
    track: forward('track'),
    trackPageView: forward('trackPageView'),
    stop: forward('stop'),
  };
}

let missingKeyLogged = false;

/** Logs the missing key once per page load, however often a tracker is asked for. */
function logMissingKey(): void {
  if (missingKeyLogged) return;
  missingKeyLogged = true;
  console.error(MISSING_AMPLITUDE_KEY);
}

/**
 * The analytics tracker, usable at once. With `AMPLITUDE_API_KEY` it loads and starts amplitude-js (events
 * to `AMPLITUDE_SERVER_URL` when set) and captures page views, sessions and attribution; calls made before
 * it is loaded are forwarded in order. Without a key it logs
 * `AMPLITUDE_API_KEY is not defined. Amplitude events will not be tracked.` (once per page load, however
 * often it is called) and returns the no-op tracker (nothing is loaded, nothing is sent). A set-up failure
 * also ends in the no-op tracker and, in production, is reported to error reporting.
 */
export function initAnalytics(config: ConfigEnv): Tracker {
  if (!config.AMPLITUDE_API_KEY) {
    logMissingKey();
    return noopTracker;
  }
  const loading = import('amplitude-js')
    .then(({ default: amplitude }) => {
      const instance = amplitude.getInstance();
      instance.init(config.AMPLITUDE_API_KEY, undefined, amplitudeOptions(config));
      return createAmplitudeTracker(instance);
    })
    .catch((error: unknown) => failed(config, error instanceof Error ? error : new Error(String(error))));
  return deferredTracker(loading);
}
