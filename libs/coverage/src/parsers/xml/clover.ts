import { type LineCoverage, type LineType, branches } from '../../model/line-coverage';
import type { FileBuilder, ReportBuilder } from '../../model/report-builder';
import type { CoverageParser } from '../types';
import { countAttribute, lineNumberAttribute } from './attribute-values';
import { type XmlAttributes, type XmlVisitor, streamXml, xmlRootElement } from './safe-xml';

interface CloverLine {
  number: number;
  coverage: LineCoverage;
  type: LineType;
  complexity: number | undefined;
}

/** Dependencies PHPUnit reports alongside the project, and generated names such as closures. */
function isSkippedFile(path: string): boolean {
  return path.includes('{') || (`/${path}`.includes('/vendor/') && path.endsWith('.php'));
}

/**
 * A condition is fully covered when it evaluated both ways: "2/2", one way "1/2", never "0/2".
 */
function conditionCoverage(attributes: XmlAttributes): string {
  const whenTrue = countAttribute(attributes, 'truecount') > 0 ? 1 : 0;
  const whenFalse = countAttribute(attributes, 'falsecount') > 0 ? 1 : 0;
  return branches(whenTrue + whenFalse, 2);
}

function readLine(number: number, attributes: XmlAttributes): CloverLine {
  switch (attributes['type']) {
    case 'cond':
      return { number, coverage: conditionCoverage(attributes), type: 'b', complexity: undefined };
    case 'method':
      return {
        number,
        coverage: countAttribute(attributes, 'count'),
        type: 'm',
        complexity: countAttribute(attributes, 'complexity'),
      };
    default:
      return {
        number,
        coverage: countAttribute(attributes, 'count'),
        type: undefined,
        complexity: undefined,
      };
  }
}

/**
 * Reads Clover XML (PHPUnit, istanbul, OpenClover). PHP reports have been seen to list lines past
 * the end of the file, so for `.php` files lines are held until the file's `<metrics loc>` (which
 * PHPUnit writes after the lines) tells where the file ends.
 */
class CloverReader implements XmlVisitor {
  private path: string | undefined;
  /** Resolved on the first line so files without lines create no file. */
  private file: FileBuilder | null | undefined;
  /** Lines of a `.php` file, waiting for its line count. */
  private held: CloverLine[] | undefined;
  private endOfFile: number | undefined;

  constructor(private readonly builder: ReportBuilder) {}

  open(name: string, attributes: XmlAttributes): void {
    if (this.path === undefined) {
      if (name === 'file') this.startFile(attributes);
      return;
    }
    if (name === 'line') this.addLine(attributes);
    else if (name === 'metrics' && this.endOfFile === undefined) {
      this.endOfFile = lineNumberAttribute(attributes, 'loc');
    } else if (name === 'file') this.startFile(attributes);
  }

  close(name: string): void {
    if (name !== 'file' || this.path === undefined) return;
    if (this.held) this.releaseHeld(this.held);
    this.path = undefined;
    this.file = undefined;
    this.held = undefined;
    this.endOfFile = undefined;
  }

  private startFile(attributes: XmlAttributes): void {
    const path = attributes['path'] || attributes['name'] || '';
    this.path = path;
    this.file = path === '' || isSkippedFile(path) ? null : undefined;
    this.held = path.endsWith('.php') ? [] : undefined;
    this.endOfFile = undefined;
  }

  private addLine(attributes: XmlAttributes): void {
    if (this.file === null) return;
    const number = lineNumberAttribute(attributes, 'num');
    if (number === undefined) return;
    const line = readLine(number, attributes);
    if (this.held) this.held.push(line);
    else this.write(line);
  }

  /** Writes the held lines of a `.php` file that fall within its line count. */
  private releaseHeld(lines: readonly CloverLine[]): void {
    const end = this.endOfFile;
    for (const line of lines) if (end === undefined || line.number <= end) this.write(line);
  }

  private write(line: CloverLine): void {
    if (this.file === undefined) this.file = this.builder.file(this.path ?? '');
    this.file?.line(line.number, line.coverage, line.type, undefined, line.complexity);
  }
}

export const cloverParser: CoverageParser = {
  format: 'clover',
  matches(input) {
    const root = xmlRootElement(input.text);
    return root?.name === 'coverage' && !!root.attributes['generated'];
  },
  parse(input, builder) {
    streamXml(input.text, new CloverReader(builder));
  },
};
