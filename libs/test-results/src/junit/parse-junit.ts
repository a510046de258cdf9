import {
  CorruptReportError,
  type XmlAttributes,
  type XmlPosition,
  type XmlVisitor,
  streamXml,
} from '@canopy/coverage';
import {
  FAILURE_MESSAGE_LIMIT,
  type ParsedTestResultsFile,
  type ParsedTestRun,
  type TestFramework,
} from '../types';
import { computedName } from './computed-name';
import { frameworkFromSuiteName, frameworkOfRun } from './framework';

/** Test cases with a longer attribute are skipped: no runner writes one, and they would bloat every row. */
export const ATTRIBUTE_LENGTH_LIMIT = 1000;

/** Suites nest this deep at most; deeper files are refused rather than walked. */
export const SUITE_DEPTH_LIMIT = 256;

export const TRIMMED_SUFFIX = '\n… (trimmed)';

/** A problem with the file's content, with where the parser was when it found it. */
class JUnitContentError extends Error {
  constructor(
    message: string,
    readonly at: XmlPosition,
  ) {
    super(message);
  }
}

interface Suite {
  name: string;
  time: number | null;
  go: boolean;
  node: boolean;
}

interface OpenCase {
  testsuite: string;
  classname: string;
  name: string;
  time: number | null;
  filename: string | null;
  suites: string[];
  goSuite: boolean;
  nodeSuite: boolean;
  outcome: ParsedTestRun['outcome'];
  /** Element depth of the `<failure>` / `<error>` being read, if any. */
  messageDepth: number | null;
  messageAttribute: string | null;
  messageText: string;
  /** True when the case is skipped (an attribute over the limit): its children are ignored. */
  ignored: boolean;
}

/**
 * Reads the whole-file time formats runners write: "0.012", "1,234.5" (Surefire's thousands) and
 * "0,012" (a decimal comma). Anything else, or a negative value, is no time.
 */
export function parseSeconds(value: string | undefined): number | null {
  if (value === undefined) return null;
  let text = value.trim();
  if (text === '') return null;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replaceAll(',', '');
  else if (/^\d+,\d+$/.test(text)) text = text.replace(',', '.');
  const seconds = Number(text);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** Trims a failure text to `FAILURE_MESSAGE_LIMIT`, saying so at its end. */
export function trimFailureMessage(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.length <= FAILURE_MESSAGE_LIMIT) return trimmed;
  return trimmed.slice(0, FAILURE_MESSAGE_LIMIT - TRIMMED_SUFFIX.length) + TRIMMED_SUFFIX;
}

class JUnitReader implements XmlVisitor {
  readonly runs: ParsedTestRun[] = [];
  readonly warnings: string[] = [];
  framework: TestFramework = null;
  sawRoot = false;
  private readonly suites: Suite[] = [];
  private current: OpenCase | null = null;
  private depth = 0;

  open(element: string, attributes: XmlAttributes, depth: number, position: () => XmlPosition): void {
    this.depth = depth;
    if (depth === 0) this.openRoot(element, attributes, position);
    const current = this.current;
    if (current) {
      if (!current.ignored) this.openInCase(current, element, attributes, depth);
      return;
    }
    switch (element) {
      case 'testsuite':
        this.openSuite(attributes, position);
        break;
      case 'testcase':
        this.openCase(attributes, position);
        break;
      case 'property':
        if (attributes['name'] === 'go.version' && this.suites.length > 0) this.suites.at(-1)!.go = true;
        break;
    }
  }

  close(element: string): void {
    const current = this.current;
    if (current) {
      if (element === 'testcase' && current.messageDepth === null) {
        this.current = null;
        if (!current.ignored) this.runs.push(this.finish(current));
      } else if (current.messageDepth !== null && (element === 'failure' || element === 'error')) {
        // Only the element that started the message ends it; nested markup inside it does not.
        if (this.depth <= current.messageDepth) current.messageDepth = null;
      }
      this.depth -= 1;
      return;
    }
    this.depth -= 1;
    if (element === 'testsuite') this.suites.pop();
  }

  text(text: string): void {
    const current = this.current;
    if (!current || current.messageDepth === null) return;
    // Keep just enough to trim and mark; a runaway stack trace is not held in memory.
    if (current.messageText.length > FAILURE_MESSAGE_LIMIT * 2) return;
    current.messageText += current.messageText === '' ? text.trimStart() : text;
  }

  private openRoot(element: string, attributes: XmlAttributes, position: () => XmlPosition): void {
    this.sawRoot = true;
    if (element !== 'testsuites' && element !== 'testsuite') {
      throw new JUnitContentError(
        `this is not JUnit XML: the root element is <${element}>, where <testsuites> or <testsuite> was expected`,
        position(),
      );
    }
    if (element === 'testsuites') this.framework = frameworkFromSuiteName(attributes['name']);
  }

  private openSuite(attributes: XmlAttributes, position: () => XmlPosition): void {
    if (this.suites.length >= SUITE_DEPTH_LIMIT) {
      throw new JUnitContentError(
        `test suites are nested deeper than ${SUITE_DEPTH_LIMIT} levels`,
        position(),
      );
    }
    const parent = this.suites.at(-1);
    this.suites.push({
      name: (attributes['name'] ?? '').trim(),
      time: parseSeconds(attributes['time']),
      go: parent?.go ?? false,
      node: attributes['disabled'] !== undefined && attributes['hostname'] !== undefined,
    });
  }

  private openCase(attributes: XmlAttributes, position: () => XmlPosition): void {
    const tooLong = Object.entries(attributes).find(
      ([, value]) => value !== undefined && value.length > ATTRIBUTE_LENGTH_LIMIT,
    );
    const name = attributes['name'];
    const named = this.suites.filter((suite) => suite.name !== '').map((suite) => suite.name);
    const timed = this.suites.findLast((suite) => suite.time !== null);
    this.current = {
      testsuite: named.at(-1) ?? '',
      classname: attributes['classname'] ?? '',
      name: name ?? '',
      time: parseSeconds(attributes['time']) ?? timed?.time ?? null,
      filename: attributes['file'] || null,
      suites: named,
      goSuite: this.suites.at(-1)?.go ?? false,
      nodeSuite: this.suites.at(-1)?.node ?? false,
      outcome: 'pass',
      messageDepth: null,
      messageAttribute: null,
      messageText: '',
      ignored: tooLong !== undefined,
    };
    if (tooLong) {
      const { line, column } = position();
      this.warnings.push(
        `Skipped the test case at line ${line}, column ${column}: its ${tooLong[0]} attribute is longer than ${ATTRIBUTE_LENGTH_LIMIT} characters`,
      );
      return;
    }
    if (name === undefined) throw new JUnitContentError('a <testcase> has no name attribute', position());
  }

  private openInCase(current: OpenCase, element: string, attributes: XmlAttributes, depth: number): void {
    if (current.messageDepth !== null) return;
    switch (element) {
      case 'failure':
      case 'error':
        // The first failure tells the story; later ones (rare) only confirm the outcome.
        if (current.outcome !== 'failure') {
          current.outcome = 'failure';
          current.messageDepth = depth;
          current.messageAttribute = attributes['message'] ?? null;
        }
        break;
      case 'skipped':
        if (current.outcome === 'pass') current.outcome = 'skip';
        break;
    }
  }

  private finish(current: OpenCase): ParsedTestRun {
    const failureMessage =
      current.outcome === 'failure'
        ? (trimFailureMessage(current.messageText) ?? trimFailureMessage(current.messageAttribute ?? ''))
        : null;
    const framework =
      this.framework ??
      frameworkOfRun({
        testsuite: current.testsuite,
        classname: current.classname,
        name: current.name,
        filename: current.filename,
        failureMessage,
        goSuite: current.goSuite,
        nodeSuite: current.nodeSuite,
        suites: current.suites,
      });
    return {
      testsuite: current.testsuite,
      classname: current.classname,
      name: current.name,
      computedName: computedName(framework, {
        classname: current.classname,
        name: current.name,
        filename: current.filename,
        suites: current.suites,
      }),
      outcome: current.outcome,
      durationSeconds: current.time,
      failureMessage,
      filename: current.filename,
      framework,
    };
  }
}

const MALFORMED = /^Malformed XML at line (\d+), column (\d+): ([\s\S]*)$/;
const TRAILING_POSITION = /^([\s\S]*?) \((?:XML )?line (\d+), column (\d+)\)$/;

function parseError(filename: string, error: unknown): CorruptReportError {
  const prefix = `Error parsing JUnit XML in ${filename || 'the uploaded file'}`;
  if (error instanceof JUnitContentError) {
    return new CorruptReportError(
      `${prefix} at line ${error.at.line}, column ${error.at.column}: ${error.message}`,
    );
  }
  if (error instanceof CorruptReportError) {
    const malformed = MALFORMED.exec(error.message);
    if (malformed) {
      return new CorruptReportError(
        `${prefix} at line ${malformed[1]}, column ${malformed[2]}: malformed XML: ${malformed[3]}`,
      );
    }
    const trailing = TRAILING_POSITION.exec(error.message);
    if (trailing) {
      return new CorruptReportError(
        `${prefix} at line ${trailing[2]}, column ${trailing[3]}: ${trailing[1]}`,
      );
    }
    return new CorruptReportError(`${prefix}: ${error.message}`);
  }
  if (error instanceof Error) return new CorruptReportError(`${prefix}: ${error.message}`);
  return new CorruptReportError(`${prefix}: ${String(error)}`);
}

/**
 * Reads one JUnit XML file of any dialect (node's runner, jest-junit, vitest, pytest, gotestsum,
 * Surefire, Gradle, PHPUnit, RSpec…) in one streaming pass. Throws `CorruptReportError` with the
 * file name and position for anything it cannot read; skips, with a warning, test cases with
 * oversized attributes.
 */
export function parseJUnit(filename: string, xml: string): ParsedTestResultsFile {
  const reader = new JUnitReader();
  try {
    streamXml(xml, reader);
  } catch (error) {
    throw parseError(filename, error);
  }
  if (!reader.sawRoot) throw parseError(filename, new Error('the file is empty'));
  const framework = reader.framework ?? reader.runs.find((run) => run.framework !== null)?.framework ?? null;
  return { filename, framework, runs: reader.runs, warnings: reader.warnings };
}
