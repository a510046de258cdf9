import * as Sentry from '@sentry/react';
import { renderHook } from '@testing-library/react';
import amplitude from 'amplitude-js';
import type { ReactNode } from 'react';
import { parseConfigEnv } from '../config/config-env';
import { createTestTracker } from '../testing';
import { MISSING_AMPLITUDE_KEY, PAGE_VIEW_EVENT, initAnalytics, noopTracker } from './tracker';
import { TrackerProvider, useTracker } from './tracker-provider';

const instance = {
  init: jest.fn(),
  logEvent: jest.fn(),
  setUserId: jest.fn(),
  setUserProperties: jest.fn(),
};

jest.mock('amplitude-js', () => ({ __esModule: true, default: { getInstance: jest.fn(() => instance) } }));
jest.mock('@sentry/react', () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(),
  browserProfilingIntegration: jest.fn(),
  replayIntegration: jest.fn(),
}));

const getInstance = jest.mocked(amplitude.getInstance);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/gh/acme?token=secret');
});
afterEach(() => consoleError.mockRestore());

describe('initAnalytics without AMPLITUDE_API_KEY', () => {
  it('logs the missing key, loads nothing, sends nothing and returns the no-op tracker', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const tracker = initAnalytics(parseConfigEnv({ NODE_ENV: 'development' }));
    await tracker.ready;
    tracker.track('Button Clicked');
    expect(tracker).toBe(noopTracker);
    expect(tracker.enabled).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(MISSING_AMPLITUDE_KEY);
    expect(MISSING_AMPLITUDE_KEY).toBe(
      'AMPLITUDE_API_KEY is not defined. Amplitude events will not be tracked.',
    );
    expect(getInstance).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(Sentry.captureException).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('the missing-key message', () => {
  it('is logged once per page load, however often a tracker is asked for', () => {
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./tracker')>('./tracker');
      const config = parseConfigEnv({ NODE_ENV: 'production' });
      expect(fresh.initAnalytics(config)).toBe(fresh.noopTracker);
      expect(fresh.initAnalytics(config)).toBe(fresh.noopTracker);
      window.history.pushState(null, '', '/gh/other');
      fresh.initAnalytics(config).trackPageView('/gh/other');
    });
    expect(consoleError.mock.calls).toEqual([[MISSING_AMPLITUDE_KEY]]);
    // A missing key is a choice of the install, not an error to report.
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });
});

describe('initAnalytics with a key', () => {
  async function start(extra: Record<string, unknown> = {}) {
    const tracker = initAnalytics(parseConfigEnv({ AMPLITUDE_API_KEY: 'key-123', ...extra }));
    await tracker.ready;
    return tracker;
  }

  it('starts amplitude-js with attribution on and the stand-in server', async () => {
    const tracker = await start({ AMPLITUDE_SERVER_URL: 'http://127.0.0.1:9998/2/httpapi' });
    expect(tracker.enabled).toBe(true);
    expect(instance.init).toHaveBeenCalledWith(
      'key-123',
      undefined,
      expect.objectContaining({
        apiEndpoint: '127.0.0.1:9998/2/httpapi',
        forceHttps: false,
        includeUtm: true,
        includeReferrer: true,
      }),
    );
    tracker.stop();
  });

  it('logs page views with the path only: no URL, query or referrer', async () => {
    const tracker = await start();
    expect(instance.logEvent).toHaveBeenCalledTimes(1);
    const [eventType, properties] = instance.logEvent.mock.calls[0]!;
    expect(eventType).toBe(PAGE_VIEW_EVENT);
    expect(properties).toEqual({ path: '/gh/acme', ownerid: undefined });
    expect(JSON.stringify(properties)).not.toMatch(/secret|http|referrer/i);

    window.history.pushState(null, '', '/gh/acme/widgets?x=1');
    expect(instance.logEvent).toHaveBeenLastCalledWith(PAGE_VIEW_EVENT, {
      path: '/gh/acme/widgets',
      ownerid: undefined,
    });
    window.history.replaceState(null, '', '/gh/acme/widgets?x=2');
    expect(instance.logEvent).toHaveBeenCalledTimes(2);
    tracker.stop();
    window.history.pushState(null, '', '/gh/other');
    expect(instance.logEvent).toHaveBeenCalledTimes(2);
  });

  it('identifies by owner id and provider, and sends the context with every event', async () => {
    const tracker = await start();
    tracker.identify({ userOwnerId: 42, provider: 'github' });
    tracker.setContext({ path: '/gh/acme', ownerid: 7 });
    tracker.track('Button Clicked', { label: 'Configure' });
    expect(instance.setUserId).toHaveBeenCalledWith('42');
    expect(instance.setUserProperties).toHaveBeenCalledWith({ provider: 'github' });
    expect(instance.logEvent).toHaveBeenLastCalledWith('Button Clicked', {
      label: 'Configure',
      path: '/gh/acme',
      ownerid: 7,
    });
    tracker.stop();
  });

  it('forwards calls made before the SDK is loaded, in order', async () => {
    const tracker = initAnalytics(parseConfigEnv({ AMPLITUDE_API_KEY: 'key-123' }));
    tracker.setContext({ ownerid: 3 });
    tracker.track('Early');
    expect(instance.logEvent).not.toHaveBeenCalled();
    await tracker.ready;
    await Promise.resolve();
    expect(instance.logEvent).toHaveBeenLastCalledWith('Early', expect.objectContaining({ ownerid: 3 }));
    tracker.stop();
  });

  it('falls back to the no-op tracker and reports a set-up failure in production', async () => {
    const errorReporting = jest.requireActual<typeof import('../error-reporting/error-reporting')>(
      '../error-reporting/error-reporting',
    );
    errorReporting.initErrorReporting(parseConfigEnv({ SENTRY_DSN: 'https://key@sentry.test/1' }));
    await errorReporting.errorReportingReady();
    instance.init.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const tracker = await start({ NODE_ENV: 'production' });
    expect(tracker.enabled).toBe(false);
    tracker.track('Lost');
    expect(instance.logEvent).not.toHaveBeenCalled();
    expect(Sentry.captureException).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'blocked' }),
      undefined,
    );
  });

  it('does not report a set-up failure outside production', async () => {
    instance.init.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const tracker = await start({ NODE_ENV: 'development' });
    expect(tracker.enabled).toBe(false);
    expect(consoleError).toHaveBeenCalledWith('blocked');
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });
});

describe('useTracker', () => {
  it('is the provided tracker, or the no-op tracker', () => {
    const tracker = createTestTracker();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <TrackerProvider tracker={tracker}>{children}</TrackerProvider>
    );
    expect(renderHook(() => useTracker(), { wrapper }).result.current).toBe(tracker);
    expect(renderHook(() => useTracker()).result.current).toBe(noopTracker);
  });
});
