import type { CanopyErrorLevel } from './errors';

/** Receives errors the data layer logs on its own (a response that failed its schema). */
export type ErrorReporter = (error: Error, level: CanopyErrorLevel) => void;

const consoleReporter: ErrorReporter = (error, level) => {
  if (level === 'error') console.error(error);
  else console.info(error);
};

let reporter: ErrorReporter = consoleReporter;

/**
 * Routes data-layer error logs to the error-reporting service. @canopy/auth's `initErrorReporting` sets it;
 * without it they go to the console. Returns a function that restores the previous reporter.
 */
export function setErrorReporter(next: ErrorReporter | null): () => void {
  const previous = reporter;
  reporter = next ?? consoleReporter;
  return () => {
    reporter = previous;
  };
}

export function reportError(error: Error, level: CanopyErrorLevel): void {
  reporter(error, level);
}
