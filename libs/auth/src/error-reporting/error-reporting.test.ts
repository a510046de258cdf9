import { setErrorReporter } from '@canopy/api-client';
import * as Sentry from '@sentry/react';
import * as v from 'valibot';
import { parseConfigEnv } from '../config/config-env';

jest.mock('@sentry/react', () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  browserProfilingIntegration: jest.fn(() => ({ name: 'BrowserProfiling' })),
  replayIntegration: jest.fn(() => ({ name: 'Replay' })),
}));

// A fresh module per test (the "enabled" state is module-wide), with the api-client instance it talks to.
function load() {
  let mod!: typeof import('./error-reporting') & { apiClient: typeof import('@canopy/api-client') };
  jest.isolateModules(() => {
    mod = {
      ...jest.requireActual<typeof import('./error-reporting')>('./error-reporting'),
      apiClient: jest.requireActual<typeof import('@canopy/api-client')>('@canopy/api-client'),
    };
  });
  return mod;
}

const init = jest.mocked(Sentry.init);

beforeEach(() => {
  jest.clearAllMocks();
  setErrorReporter(null);
});

describe('initErrorReporting', () => {
  it('does nothing without SENTRY_DSN: no SDK, no network', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { initErrorReporting, captureError, isErrorReportingEnabled } = load();
    expect(initErrorReporting(parseConfigEnv({}))).toBe(false);
    expect(init).not.toHaveBeenCalled();
    expect(isErrorReportingEnabled()).toBe(false);
    expect(captureError(new Error('x'))).toBe(false);
    expect(Sentry.captureException).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('starts Sentry with the configured rates, release and environment', () => {
    const { initErrorReporting } = load();
    const config = parseConfigEnv({
      SENTRY_DSN: 'https://key@sentry.test/1',
      SENTRY_ENVIRONMENT: 'staging',
      CANOPY_VERSION: '1.2.3',
    });
    expect(initErrorReporting(config)).toBe(true);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0]![0]).toMatchObject({
      dsn: 'https://key@sentry.test/1',
      release: '1.2.3',
      environment: 'staging',
      tracesSampleRate: 1,
      profileSessionSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('takes the rates from the configuration and falls back to ENV for the environment', () => {
    const { initErrorReporting } = load();
    initErrorReporting(
      parseConfigEnv({
        SENTRY_DSN: 'https://key@sentry.test/1',
        ENV: 'enterprise',
        SENTRY_TRACING_SAMPLE_RATE: '0.2',
        SENTRY_PROFILING_SAMPLE_RATE: '0',
        SENTRY_SESSION_SAMPLE_RATE: '0.3',
        SENTRY_ERROR_SAMPLE_RATE: '0.4',
      }),
    );
    expect(init.mock.calls[0]![0]).toMatchObject({
      environment: 'enterprise',
      tracesSampleRate: 0.2,
      profileSessionSampleRate: 0,
      replaysSessionSampleRate: 0.3,
      replaysOnErrorSampleRate: 0.4,
    });
  });

  it('ignores browser-extension noise and the flag fetch error', () => {
    const { initErrorReporting } = load();
    initErrorReporting(parseConfigEnv({ SENTRY_DSN: 'https://key@sentry.test/1' }));
    const options = init.mock.calls[0]![0]!;
    const ignored = options.ignoreErrors ?? [];
    const matches = (message: string) =>
      ignored.some((pattern) =>
        typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message),
      );
    expect(matches('LaunchDarklyFlagFetchError: network error')).toBe(true);
    expect(matches('ResizeObserver loop limit exceeded')).toBe(true);
    expect(matches("TypeError: Cannot read properties of undefined (reading 'name')")).toBe(false);
    expect(options.denyUrls?.some((url) => (url as RegExp).test('chrome-extension://abc/content.js'))).toBe(
      true,
    );
  });

  it('drops events from crawler user agents', () => {
    const { initErrorReporting, isCrawler } = load();
    initErrorReporting(parseConfigEnv({ SENTRY_DSN: 'https://key@sentry.test/1' }));
    const beforeSend = init.mock.calls[0]![0]!.beforeSend!;
    const event = { message: 'boom' } as Parameters<typeof beforeSend>[0];
    const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');

    userAgent.mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(beforeSend(event, {})).toBeNull();
    userAgent.mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    );
    expect(beforeSend(event, {})).toBe(event);

    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler('facebookexternalhit/1.1')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15')).toBe(false);
    userAgent.mockRestore();
  });

  it('routes the data layer error logs (parsing errors) to Sentry with their level', async () => {
    const { initErrorReporting, captureError, apiClient } = load();
    initErrorReporting(parseConfigEnv({ SENTRY_DSN: 'https://key@sentry.test/1' }));
    const error = await apiClient
      .rest({
        path: '/users',
        schema: v.object({ count: v.number() }),
        fetch: () => Promise.resolve(new Response(JSON.stringify({ count: 'many' }), { status: 200 })),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(apiClient.ParsingError);
    expect(Sentry.captureException).toHaveBeenCalledWith(error, { level: 'error' });
    expect(captureError(new Error('later'))).toBe(true);
  });
});
