import type { FileBuilder, ReportBuilder } from '../../model/report-builder';
import { CorruptReportError } from '../types';
import { anyBranchDetection, branchKind, countsBranches } from './branch-kind';

const SPACE = 32;
const MAX_LINE_DIGITS = 9;

/** A source line waiting for the branch records gcov prints after it. */
interface PendingLine {
  line: number;
  hits: number;
  isMethod: boolean;
  source: string;
  branches: number;
  taken: number;
}

/** `count`, with gcov's markers: `*` = some block unexecuted, k/M/G = `--human-readable` scaling. */
const SCALES: Record<string, number> = { k: 1e3, M: 1e6, G: 1e9, T: 1e12 };

/**
 * Reads a `.gcov` text file (gcov, optionally with `-b`/`-c`). Source lines are `count:line:source`;
 * `function`, `branch` and `call` records sit between them, and template instantiations repeat lines
 * in sections between `------------------` separators, which the main listing already sums.
 */
export class GcovReader {
  private file: FileBuilder | null = null;
  private pending: PendingLine | undefined;
  private nextIsMethod = false;
  private excluded = false;
  private inInstantiation = false;
  private afterSeparator = false;
  private readonly detectBranches: boolean;

  constructor(
    private readonly text: string,
    private readonly builder: ReportBuilder,
    private readonly uploadName: string,
  ) {
    this.detectBranches = anyBranchDetection(builder.options);
  }

  read(): void {
    const text = this.text;
    if (text.includes('\u0000')) throw new CorruptReportError('gcov file holds binary data');
    let pos = 0;
    while (pos < text.length) {
      let next = text.indexOf('\n', pos);
      if (next === -1) next = text.length;
      let end = next;
      while (end > pos && text.charCodeAt(end - 1) <= SPACE) end -= 1;
      if (end > pos) this.readLine(text.slice(pos, end));
      pos = next + 1;
    }
    this.flush();
  }

  private readLine(line: string): void {
    if (line.startsWith('------')) {
      this.flush();
      this.afterSeparator = true;
      return;
    }
    if (this.afterSeparator) {
      // After a separator, a name line ("_Z3addIiET_S0_S0_:") opens an instantiation; a source line closes it.
      this.afterSeparator = false;
      this.inInstantiation = line.endsWith(':') && !isSourceRecord(line);
    }
    if (this.inInstantiation) return;
    if (line.startsWith('branch ')) this.readBranch(line);
    else if (line.startsWith('function ')) this.nextIsMethod = !this.excluded;
    else if (!line.startsWith('call ') && !line.startsWith('unconditional ')) this.readSource(line);
  }

  private readSource(line: string): void {
    const countEnd = line.indexOf(':');
    const lineEnd = countEnd === -1 ? -1 : line.indexOf(':', countEnd + 1);
    if (lineEnd === -1) return;
    const lineNumber = parseLineNumber(line.slice(countEnd + 1, lineEnd));
    if (lineNumber < 0) return;
    const source = line.slice(lineEnd + 1);
    this.flush();
    if (lineNumber === 0) {
      if (source.startsWith('Source:')) this.startFile(source.slice('Source:'.length).trim());
      return;
    }
    const isMethod = this.nextIsMethod;
    this.nextIsMethod = false;
    if (this.isExcluded(source)) return;
    const hits = lineHits(line.slice(0, countEnd).trim(), source);
    if (hits === undefined) return;
    this.pending = { line: lineNumber, hits, isMethod, source, branches: 0, taken: 0 };
  }

  /** `branch  0 taken 3`, `branch  1 taken 50% (fallthrough)`, `branch  2 never executed`. */
  private readBranch(line: string): void {
    const pending = this.pending;
    if (!pending || !this.detectBranches) return;
    pending.branches += 1;
    const taken = line.indexOf(' taken ');
    if (taken !== -1 && parseFloat(line.slice(taken + ' taken '.length)) > 0) pending.taken += 1;
  }

  /** LCOV_EXCL_LINE drops a line; LCOV_EXCL_START … LCOV_EXCL_STOP (or _END) drops a range, markers included. */
  private isExcluded(source: string): boolean {
    if (source.includes('LCOV_EXCL')) {
      if (source.includes('LCOV_EXCL_START')) this.excluded = true;
      else if (source.includes('LCOV_EXCL_STOP') || source.includes('LCOV_EXCL_END')) this.excluded = false;
      else if (!source.includes('LCOV_EXCL_LINE')) return this.excluded;
      return true;
    }
    return this.excluded;
  }

  private startFile(reportedPath: string): void {
    const path = reportedPath || this.uploadName.replace(/\.gcov$/, '');
    this.file = path ? this.builder.file(path) : null;
    this.excluded = false;
    this.nextIsMethod = false;
  }

  private flush(): void {
    const pending = this.pending;
    this.pending = undefined;
    if (!pending || !this.file) return;
    const type = pending.isMethod ? 'm' : undefined;
    if (
      pending.branches > 0 &&
      countsBranches(this.builder.options, branchKind(pending.source, pending.isMethod))
    ) {
      this.file.line(pending.line, `${pending.taken}/${pending.branches}`, type ?? 'b');
    } else {
      this.file.line(pending.line, pending.hits, type);
    }
  }
}

function isSourceRecord(line: string): boolean {
  const countEnd = line.indexOf(':');
  if (countEnd === -1) return false;
  const lineEnd = line.indexOf(':', countEnd + 1);
  return lineEnd !== -1 && parseLineNumber(line.slice(countEnd + 1, lineEnd)) >= 0;
}

/** The line number field, or -1 when it is not one (block lines such as "15-block  0" included). */
function parseLineNumber(field: string): number {
  const digits = field.trim();
  if (digits.length === 0 || digits.length > MAX_LINE_DIGITS) return -1;
  for (let i = 0; i < digits.length; i++) {
    const code = digits.charCodeAt(i);
    if (code < 48 || code > 57) return -1;
  }
  return Number(digits);
}

/**
 * Hits of a source line, or undefined when the line is not counted: `-` is not code, brace-only lines
 * carry compiler bookkeeping, and never-run `inline`/`static` lines are declarations gcc may never emit.
 */
function lineHits(count: string, source: string): number | undefined {
  if (count === '-' || count === '') return undefined;
  const code = source.trim();
  if (isBraceOnly(code)) return undefined;
  if (count === '#####' || count === '=====') {
    return code.startsWith('inline') || code.startsWith('static') ? undefined : 0;
  }
  let digits = count.endsWith('*') ? count.slice(0, -1) : count;
  const scale = SCALES[digits.slice(-1)];
  if (scale !== undefined) digits = digits.slice(0, -1);
  const value = Number(digits) * (scale ?? 1);
  if (!Number.isFinite(value) || digits === '' || value < 0) return undefined;
  return Math.round(value);
}

function isBraceOnly(code: string): boolean {
  let brace = false;
  for (let i = 0; i < code.length; i++) {
    const char = code[i];
    if (char === '{' || char === '}') brace = true;
    else if (char !== ';' && char !== ' ' && char !== '\t') return false;
  }
  return brace;
}
