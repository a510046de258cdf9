import * as v from 'valibot';
import { parseConfigEnv } from '../config/config-env';

const mockSentry = {
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  browserProfilingIntegration: jest.fn(() => ({ name: 'BrowserProfiling' })),
  replayIntegration: jest.fn(() => ({ name: 'Replay' })),
};
/** How many times the SDK module was loaded (the module registry is reset before each test). */
let mockSentryLoads = 0;
jest.mock('@sentry/react', () => {
  mockSentryLoads += 1;
  return mockSentry;
});

// A fresh module per test (the reporting state is module-wide), with the api-client instance it talks to.
function load() {
  jest.resetModules();
  return {
    ...jest.requireActual<typeof import('./error-reporting')>('./error-reporting'),
    apiClient: jest.requireActual<typeof import('@canopy/api-client')>('@canopy/api-client'),
  };
}

const init = mockSentry.init;
const dsn = 'https://key@sentry.test/1';

/** Starts reporting with `values` and waits for the SDK to load. */
async function started(values: Record<string, unknown> = {}) {
  const mod = load();
  expect(mod.initErrorReporting(parseConfigEnv({ SENTRY_DSN: dsn, ...values }))).toBe(true);
  await mod.errorReportingReady();
  return mod;
}

beforeEach(() => {
  jest.clearAllMocks();
  mockSentryLoads = 0;
});

describe('initErrorReporting', () => {
  it('does nothing without SENTRY_DSN: the SDK is not loaded and nothing is fetched', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { initErrorReporting, captureError, isErrorReportingEnabled, errorReportingReady } = load();
    expect(initErrorReporting(parseConfigEnv({}))).toBe(false);
    await errorReportingReady();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockSentryLoads).toBe(0);
    expect(init).not.toHaveBeenCalled();
    expect(isErrorReportingEnabled()).toBe(false);
    expect(captureError(new Error('x'))).toBe(false);
    expect(mockSentry.captureException).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('loads the SDK only once configured, and starts it once', async () => {
    const mod = load();
    expect(mockSentryLoads).toBe(0);
    mod.initErrorReporting(parseConfigEnv({ SENTRY_DSN: dsn }));
    expect(mod.initErrorReporting(parseConfigEnv({ SENTRY_DSN: dsn }))).toBe(true);
    expect(init).not.toHaveBeenCalled();
    await mod.errorReportingReady();
    expect(mockSentryLoads).toBe(1);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('starts Sentry with the configured rates, release and environment', async () => {
    await started({ SENTRY_ENVIRONMENT: 'staging', CANOPY_VERSION: '1.2.3' });
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0]![0]).toMatchObject({
      dsn,
      release: '1.2.3',
      environment: 'staging',
      tracesSampleRate: 1,
      profileSessionSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('takes the rates from the configuration and falls back to ENV for the environment', async () => {
    await started({
      ENV: 'enterprise',
      SENTRY_TRACING_SAMPLE_RATE: '0.2',
      SENTRY_PROFILING_SAMPLE_RATE: '0',
      SENTRY_SESSION_SAMPLE_RATE: '0.3',
      SENTRY_ERROR_SAMPLE_RATE: '0.4',
    });
    expect(init.mock.calls[0]![0]).toMatchObject({
      environment: 'enterprise',
      tracesSampleRate: 0.2,
      profileSessionSampleRate: 0,
      replaysSessionSampleRate: 0.3,
      replaysOnErrorSampleRate: 0.4,
    });
  });

  it('ignores browser-extension noise and the flag fetch error', async () => {
    await started();
    const options = init.mock.calls[0]![0] as { ignoreErrors: Array<string | RegExp>; denyUrls: RegExp[] };
    const matches = (message: string) =>
      options.ignoreErrors.some((pattern) =>
        typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message),
      );
    expect(matches('LaunchDarklyFlagFetchError: network error')).toBe(true);
    expect(matches('ResizeObserver loop limit exceeded')).toBe(true);
    expect(matches("TypeError: Cannot read properties of undefined (reading 'name')")).toBe(false);
    expect(options.denyUrls.some((url) => url.test('chrome-extension://abc/content.js'))).toBe(true);
  });

  it('drops events from crawler user agents', async () => {
    const { isCrawler } = await started();
    const beforeSend = (init.mock.calls[0]![0] as { beforeSend: <T>(event: T) => T | null }).beforeSend;
    const event = { message: 'boom' };
    const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');

    userAgent.mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(beforeSend(event)).toBeNull();
    userAgent.mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    );
    expect(beforeSend(event)).toBe(event);

    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler('facebookexternalhit/1.1')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15')).toBe(false);
    userAgent.mockRestore();
  });

  it('routes the data layer error logs (parsing errors) to Sentry with their level', async () => {
    const { captureError, apiClient } = await started();
    const error = await apiClient
      .rest({
        path: '/users',
        schema: v.object({ count: v.number() }),
        fetch: () => Promise.resolve(new Response(JSON.stringify({ count: 'many' }), { status: 200 })),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(apiClient.ParsingError);
    expect(mockSentry.captureException).toHaveBeenCalledWith(error, { level: 'error' });
    expect(captureError(new Error('later'), { page: 'owner' })).toBe(true);
    expect(mockSentry.captureException).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'later' }),
      {
        extra: { page: 'owner' },
      },
    );
  });

  it('queues what is captured while the SDK loads, and sends it in order once started', async () => {
    const mod = load();
    mod.initErrorReporting(parseConfigEnv({ SENTRY_DSN: dsn }));
    const first = new Error('first');
    const second = new Error('second');
    expect(mod.captureError(first)).toBe(true);
    expect(mod.captureError(second, { page: 'owner' })).toBe(true);
    expect(mockSentry.captureException).not.toHaveBeenCalled();

    await mod.errorReportingReady();
    expect(init.mock.invocationCallOrder[0]).toBeLessThan(
      mockSentry.captureException.mock.invocationCallOrder[0]!,
    );
    expect(mockSentry.captureException.mock.calls).toEqual([
      [first, undefined],
      [second, { extra: { page: 'owner' } }],
    ]);
  });

  it('keeps at most MAX_QUEUED_CAPTURES errors while the SDK loads', async () => {
    const mod = load();
    mod.initErrorReporting(parseConfigEnv({ SENTRY_DSN: dsn }));
    for (let i = 0; i < mod.MAX_QUEUED_CAPTURES + 10; i += 1) mod.captureError(new Error(`e${i}`));
    await mod.errorReportingReady();
    expect(mockSentry.captureException).toHaveBeenCalledTimes(mod.MAX_QUEUED_CAPTURES);
  });

  it('turns itself off when the SDK cannot load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.resetModules();
    jest.doMock('@sentry/react', () => {
      throw new Error('chunk failed');
    });
    const mod = jest.requireActual<typeof import('./error-reporting')>('./error-reporting');
    mod.initErrorReporting(parseConfigEnv({ SENTRY_DSN: dsn }));
    mod.captureError(new Error('lost'));
    await mod.errorReportingReady();
    expect(mod.isErrorReportingEnabled()).toBe(false);
    expect(mod.captureError(new Error('after'))).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(
      'Error reporting is off: the Sentry SDK did not load.',
      expect.objectContaining({ message: 'chunk failed' }),
    );
    jest.dontMock('@sentry/react');
    consoleError.mockRestore();
  });
});
