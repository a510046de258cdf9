import type { TestFramework } from '../types';

/** Runners that name themselves in `<testsuites name>` or `<testsuite name>` ("jest tests", "pytest"). */
const NAMED = /(pytest|vitest|jest|phpunit)(?![A-Za-z0-9])/i;

/** The runner a suite name mentions, if any: the name followed by a non-alphanumeric or the end. */
export function frameworkFromSuiteName(name: string | undefined): TestFramework {
  const match = name ? NAMED.exec(name) : null;
  return match ? (match[1]!.toLowerCase() as TestFramework) : null;
}

const PYTHON_FILE = /\.py(?![A-Za-z0-9])/;
const PHP_FILE = /\.php(?![A-Za-z0-9])/;

export interface FrameworkClues {
  testsuite: string;
  classname: string;
  name: string;
  filename: string | null;
  failureMessage: string | null;
  /** An enclosing suite carries the `go.version` property that gotestsum and go-junit-report write. */
  goSuite: boolean;
  /** The enclosing suite has the `disabled` and `hostname` attributes node's runner writes. */
  nodeSuite: boolean;
  /** Names of the enclosing named suites, outermost first. */
  suites: readonly string[];
}

/**
 * The runner of one test case when the file did not say: the suite name, Go's suite property, node's
 * classname (`test`, or the describe path under its suites), then `.py` / `.php` paths in the names, file or failure text.
 */
export function frameworkOfRun(clues: FrameworkClues): TestFramework {
  const named = frameworkFromSuiteName(clues.testsuite);
  if (named) return named;
  if (clues.goSuite) return 'go';
  // Node's runner names the class after the describe path ("outer.inner"), or "test" outside any.
  if (clues.classname === 'test' || (clues.nodeSuite && clues.classname === clues.suites.join('.')))
    return 'node';
  const texts = [clues.classname, clues.name, clues.filename ?? '', clues.failureMessage ?? ''];
  if (texts.some((text) => PYTHON_FILE.test(text))) return 'pytest';
  if (texts.some((text) => PHP_FILE.test(text))) return 'phpunit';
  return null;
}
