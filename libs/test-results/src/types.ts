/** What a test run ended as. A JUnit `<error>` is a failure; `flaky_failure` is given by the server, never parsed. */
export type TestOutcome = 'pass' | 'failure' | 'skip' | 'flaky_failure';

/** The runner that wrote the file, guessed from the suite names, class names and paths in it. */
export type TestFramework = 'pytest' | 'jest' | 'vitest' | 'phpunit' | 'go' | 'node' | null;

/** One `<testcase>` of a JUnit file. */
export interface ParsedTestRun {
  /** The nearest enclosing `<testsuite name>`; empty when none has a name. */
  testsuite: string;
  classname: string;
  name: string;
  /** The name people read, built the way the runner names its tests (see `computedName`). */
  computedName: string;
  outcome: Exclude<TestOutcome, 'flaky_failure'>;
  /** Seconds; the suite's time when the case has none; null when neither says. */
  durationSeconds: number | null;
  /** The failure or error text (the element's text, else its `message`), trimmed to `FAILURE_MESSAGE_LIMIT`. */
  failureMessage: string | null;
  /** The `file` attribute when the runner writes one. */
  filename: string | null;
  framework: TestFramework;
}

/** One uploaded file, parsed. */
export interface ParsedTestResultsFile {
  filename: string;
  framework: TestFramework;
  runs: ParsedTestRun[];
  /** Test cases skipped with the reason and where (for example an attribute over the length limit). */
  warnings: string[];
}

/** Failure messages and traces are kept up to this many characters. */
export const FAILURE_MESSAGE_LIMIT = 16_384;
