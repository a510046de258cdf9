import { parseConfigEnv } from '../config/config-env';

const mockSentry = {
  init: jest.fn(),
  captureException: jest.fn(),
  sendFeedback: jest.fn(),
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

// Fresh modules per test: the reporting state is module-wide.
function load() {
  jest.resetModules();
  return {
    ...jest.requireActual<typeof import('./feedback')>('./feedback'),
    reporting: jest.requireActual<typeof import('./error-reporting')>('./error-reporting'),
  };
}

const dsn = 'https://key@sentry.test/1';
const feedback = { message: ' The owner page is great ', email: ' ada@example.com ', name: ' ada ' };

beforeEach(() => {
  jest.clearAllMocks();
  mockSentryLoads = 0;
  mockSentry.sendFeedback.mockResolvedValue('event-1');
});

describe('sendFeedback', () => {
  it('is unavailable without SENTRY_DSN: nothing is loaded and nothing is fetched', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { sendFeedback, isFeedbackAvailable, FeedbackUnavailableError } = load();
    const config = parseConfigEnv({});
    expect(isFeedbackAvailable(config)).toBe(false);
    await expect(sendFeedback(feedback, config)).rejects.toBeInstanceOf(FeedbackUnavailableError);
    expect(mockSentryLoads).toBe(0);
    expect(mockSentry.init).not.toHaveBeenCalled();
    expect(mockSentry.sendFeedback).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('sends to Sentry user feedback once the SDK has loaded, trimmed', async () => {
    const { sendFeedback, isFeedbackAvailable, reporting } = load();
    const config = parseConfigEnv({ SENTRY_DSN: dsn });
    expect(isFeedbackAvailable(config)).toBe(true);
    reporting.initErrorReporting(config);
    await expect(sendFeedback(feedback, config)).resolves.toBe('event-1');
    expect(mockSentryLoads).toBe(1);
    expect(mockSentry.init).toHaveBeenCalledTimes(1);
    expect(mockSentry.init.mock.invocationCallOrder[0]).toBeLessThan(
      mockSentry.sendFeedback.mock.invocationCallOrder[0]!,
    );
    expect(mockSentry.sendFeedback).toHaveBeenCalledWith({
      message: 'The owner page is great',
      email: 'ada@example.com',
      name: 'ada',
    });
  });

  it('starts error reporting itself when it has not been started, and leaves out an empty name', async () => {
    const { sendFeedback, reporting } = load();
    await sendFeedback(
      { message: 'Hi', email: 'ada@example.com', name: '  ' },
      parseConfigEnv({ SENTRY_DSN: dsn }),
    );
    expect(reporting.isErrorReportingEnabled()).toBe(true);
    expect(mockSentry.init).toHaveBeenCalledTimes(1);
    expect(mockSentry.sendFeedback).toHaveBeenCalledWith({ message: 'Hi', email: 'ada@example.com' });
  });

  it('rejects when Sentry does not accept the feedback', async () => {
    const { sendFeedback } = load();
    mockSentry.sendFeedback.mockRejectedValue(new Error('Unable to send feedback.'));
    await expect(sendFeedback(feedback, parseConfigEnv({ SENTRY_DSN: dsn }))).rejects.toThrow(
      'Unable to send feedback.',
    );
  });

  it('rejects when the SDK does not load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.resetModules();
    jest.doMock('@sentry/react', () => {
      throw new Error('chunk failed');
    });
    const { sendFeedback } = jest.requireActual<typeof import('./feedback')>('./feedback');
    await expect(sendFeedback(feedback, parseConfigEnv({ SENTRY_DSN: dsn }))).rejects.toThrow(
      'Feedback could not be sent: the Sentry SDK did not load.',
    );
    jest.dontMock('@sentry/react');
    consoleError.mockRestore();
  });
});
