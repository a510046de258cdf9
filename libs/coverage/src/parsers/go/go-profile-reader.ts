import type { FileBuilder, ReportBuilder } from '../../model/report-builder';
import { CorruptReportError } from '../types';
import { LINE_END, addColumns, addWholeLine, lineCoverage, type LineSpans } from './line-spans';

const SPACE = 32;
const TAB = 9;
const DOT = 46;
const COMMA = 44;
const PERCENT = 37;
/** Line and column numbers have at most this many digits; counts may be larger (uint32, summed). */
const POSITION_DIGITS = 9;
const COUNT_DIGITS = 15;
const NO_TERMINATOR = -1;

/** The lines of one profiled source file. */
interface ProfiledFile {
  readonly builder: FileBuilder;
  /** Indexed by line number; holes are lines no region touches. */
  readonly lines: (LineSpans | undefined)[];
  touched: number;
}

/**
 * Reads a Go coverprofile (`go test -coverprofile`, any mode). Every region line is
 * `file:startLine.startCol,endLine.endCol statements count`; a file's regions may be spread over the
 * profile (merged profiles repeat them), so lines are collected per file and emitted at the end.
 */
export class GoProfileReader {
  private readonly files = new Map<string, ProfiledFile | null>();
  private currentName = '';
  private current: ProfiledFile | null = null;
  private lineNumber = 0;
  private cursor = 0;
  /** Lines inside multi-line regions left to fill before the profile is deemed absurd (keeps work linear). */
  private wholeLineBudget: number;

  constructor(
    private readonly text: string,
    private readonly builder: ReportBuilder,
  ) {
    this.wholeLineBudget = 10_000_000 + 10 * text.length;
  }

  read(): void {
    const text = this.text;
    let pos = 0;
    while (pos < text.length) {
      let next = text.indexOf('\n', pos);
      if (next === -1) next = text.length;
      this.lineNumber += 1;
      let end = next;
      while (end > pos && text.charCodeAt(end - 1) <= SPACE) end -= 1;
      while (pos < end && isBlank(text.charCodeAt(pos))) pos += 1;
      if (pos < end && !this.isSkippedLine(pos, end)) this.readRegion(pos, end);
      pos = next + 1;
    }
  }

  /** Emits every collected line into the report. */
  emit(partialsAsHits: boolean): void {
    for (const file of this.files.values()) {
      if (!file) continue;
      const lines = file.lines;
      // Holey arrays iterate by index; a file with a few absurd line numbers is walked by its keys instead.
      const sparse = lines.length > 4 * file.touched + 1024;
      if (sparse) {
        for (const key of Object.keys(lines)) this.emitLine(file, Number(key), partialsAsHits);
      } else {
        for (let line = 1; line < lines.length; line++) this.emitLine(file, line, partialsAsHits);
      }
    }
  }

  private emitLine(file: ProfiledFile, line: number, partialsAsHits: boolean): void {
    const spans = file.lines[line];
    if (spans !== undefined) file.builder.line(line, lineCoverage(spans, partialsAsHits));
  }

  /** `mode:` headers (one per merged profile) and `go tool cover -func` summaries ending in %. */
  private isSkippedLine(pos: number, end: number): boolean {
    return this.text.startsWith('mode:', pos) || this.text.charCodeAt(end - 1) === PERCENT;
  }

  private readRegion(pos: number, end: number): void {
    const text = this.text;
    // File names may hold colons (Windows drives); the position part never does.
    const colon = text.lastIndexOf(':', end - 1);
    if (colon <= pos) this.corrupt('no "file:" prefix');
    const file = this.fileAt(pos, colon);
    this.cursor = colon + 1;
    const startLine = this.readNumber(end, DOT, POSITION_DIGITS);
    const startColumn = this.readNumber(end, COMMA, POSITION_DIGITS);
    const endLine = this.readNumber(end, DOT, POSITION_DIGITS);
    const endColumn = this.readNumber(end, SPACE, POSITION_DIGITS);
    this.readNumber(end, SPACE, COUNT_DIGITS); // statements: line coverage does not need them
    const count = this.readNumber(end, NO_TERMINATOR, COUNT_DIGITS);
    if (startLine === 0 || endLine < startLine)
      this.corrupt(`region ${startLine}-${endLine} is not a line range`);
    if (file) this.addRegion(file, startLine, startColumn, endLine, endColumn, count);
  }

  private fileAt(pos: number, colon: number): ProfiledFile | null {
    const length = colon - pos;
    if (length === this.currentName.length && this.text.startsWith(this.currentName, pos))
      return this.current;
    const name = this.text.slice(pos, colon);
    let file = this.files.get(name);
    if (file === undefined) {
      const builder = this.builder.file(name);
      file = builder ? { builder, lines: [], touched: 0 } : null;
      this.files.set(name, file);
    }
    this.currentName = name;
    this.current = file;
    return file;
  }

  private addRegion(
    file: ProfiledFile,
    startLine: number,
    startColumn: number,
    endLine: number,
    endColumn: number,
    count: number,
  ): void {
    const start = startColumn < LINE_END ? startColumn : LINE_END - 1;
    if (startLine === endLine) {
      // A zero-width region still marks its column.
      this.setLine(
        file,
        startLine,
        addColumns(file.lines[startLine], start, clampEnd(endColumn, start), count),
      );
      return;
    }
    this.wholeLineBudget -= endLine - startLine - 1;
    if (this.wholeLineBudget < 0) this.corrupt('regions span more lines than any source could hold');
    this.setLine(file, startLine, addColumns(file.lines[startLine], start, LINE_END, count));
    for (let line = startLine + 1; line < endLine; line++) {
      this.setLine(file, line, addWholeLine(file.lines[line], count));
    }
    this.setLine(file, endLine, addColumns(file.lines[endLine], 0, clampEnd(endColumn, 0), count));
  }

  private setLine(file: ProfiledFile, line: number, spans: LineSpans): void {
    if (file.lines[line] === undefined) file.touched += 1;
    file.lines[line] = spans;
  }

  /** Reads digits at the cursor up to `terminator` (skipping repeated blanks) or the line end. */
  private readNumber(end: number, terminator: number, maxDigits: number): number {
    const text = this.text;
    const start = this.cursor;
    let value = 0;
    let i = start;
    for (; i < end; i++) {
      const digit = text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) break;
      value = value * 10 + digit;
    }
    if (i === start || i - start > maxDigits) this.corrupt('expected a number');
    if (terminator === NO_TERMINATOR) {
      if (i !== end) this.corrupt('unexpected text after the count');
    } else {
      const code = i < end ? text.charCodeAt(i) : NO_TERMINATOR;
      if (code !== terminator && !(terminator === SPACE && code === TAB)) this.corrupt('malformed region');
      i += 1;
      if (terminator === SPACE) while (i < end && isBlank(text.charCodeAt(i))) i += 1;
    }
    this.cursor = i;
    return value;
  }

  private corrupt(reason: string): never {
    throw new CorruptReportError(
      `Go coverprofile line ${this.lineNumber}: ${reason} (expected "file:line.column,line.column statements count")`,
    );
  }
}

function clampEnd(endColumn: number, start: number): number {
  const end = endColumn > LINE_END ? LINE_END : endColumn;
  return end > start ? end : start + 1;
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB;
}
