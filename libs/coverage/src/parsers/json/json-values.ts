import type { FileBuilder, ReportBuilder } from '../../model/report-builder';
import { branches } from '../../model/line-coverage';
import { CorruptReportError } from '../types';

export type JsonObject = { [key: string]: unknown };

/** A JSON object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Line numbers above this are not source lines but damage; they would also blow up line-indexed storage. */
export const MAX_LINE = 10_000_000;

/** The hit count a value holds, or undefined when it is none (a fraction, as averaging tools write, still ran). */
export function countOf(value: unknown): number | undefined {
  return typeof value === 'number' && value >= 0 && value !== Infinity ? Math.ceil(value) : undefined;
}

/** Reads a hit count: a finite number ≥ 0. */
export function readCount(value: unknown, where: () => string): number {
  const count = countOf(value);
  if (count === undefined) {
    throw new CorruptReportError(`${where()}: hit count ${describe(value)} is not a number ≥ 0`);
  }
  return count;
}

/** Reads a line number: an integer from 1 to MAX_LINE. */
export function readLine(value: unknown, where: () => string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_LINE) {
    throw new CorruptReportError(
      `${where()}: line number ${describe(value)} is not between 1 and ${MAX_LINE}`,
    );
  }
  return value;
}

/** Reads a line number given as an object key ("12"). */
export function readLineKey(key: string, where: () => string): number {
  const line = /^[0-9]{1,8}$/.test(key) ? Number(key) : Number.NaN;
  return readLine(line, () => `${where()} (key "${shorten(key)}")`);
}

export function expectObject(value: unknown, what: () => string): JsonObject {
  if (!isObject(value)) throw new CorruptReportError(`${what()} is ${describe(value)}, expected an object`);
  return value;
}

export function expectArray(value: unknown, what: () => string): unknown[] {
  if (!Array.isArray(value)) {
    throw new CorruptReportError(`${what()} is ${describe(value)}, expected an array`);
  }
  return value;
}

/** A short, safe rendering of a bad value for error messages. */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `"${shorten(value)}"`;
  return String(value);
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Bounds the line-indexed work a report may cause. Formats that name line numbers (or line ranges) can
 * make a few bytes stand for millions of lines; the allowance grows with the input so real reports never
 * hit it, while a crafted one fails fast instead of running for minutes.
 */
export class LineBudget {
  private left: number;

  constructor(inputLength: number) {
    this.left = 5_000_000 + 64 * inputLength;
  }

  spend(lines: number, where: () => string): void {
    this.left -= lines;
    if (this.left < 0) {
      throw new CorruptReportError(`${where()}: line numbers are far beyond the size of the report`);
    }
  }
}

/** Outcomes of the branches reported on each line of one file. */
export class BranchTally {
  private readonly byLine = new Map<
    number,
    { taken: number; total: number; missing: string[] | undefined }
  >();

  /** `id` names the outcome; without ids for every outcome of a line, its missing list is unknown. */
  add(line: number, taken: boolean, id?: string): void {
    let entry = this.byLine.get(line);
    if (!entry) {
      entry = { taken: 0, total: 0, missing: id === undefined ? undefined : [] };
      this.byLine.set(line, entry);
    } else if (id === undefined) entry.missing = undefined;
    entry.total += 1;
    if (taken) entry.taken += 1;
    else if (entry.missing && id !== undefined) entry.missing.push(id);
  }

  has(line: number): boolean {
    return this.byLine.has(line);
  }

  /** Lines with branches: line, "taken/total", and the ids of untaken outcomes when every outcome had one. */
  *lines(): IterableIterator<[number, string, string[] | undefined]> {
    for (const [line, entry] of this.byLine) yield [line, branches(entry.taken, entry.total), entry.missing];
  }
}

/**
 * The file builder for a reported path. JavaScript builds often report `lib/` (compiled output) for sources
 * kept in `src/`, so an unmatched path is tried once more with its first `lib/` read as `src/`.
 */
export function fileWithLibFallback(builder: ReportBuilder, reportedPath: string): FileBuilder | null {
  const knownUnmatched = builder.unmatched.has(reportedPath);
  const file = builder.file(reportedPath);
  if (file || !builder.unmatched.has(reportedPath) || !reportedPath.includes('lib/')) return file;
  const retryPath = reportedPath.replace('lib/', 'src/');
  const retryKnown = builder.unmatched.has(retryPath);
  const retry = builder.file(retryPath);
  // Only the name the report used is worth telling the user about.
  if (!retryKnown) builder.unmatched.delete(retryPath);
  if (retry && !knownUnmatched) builder.unmatched.delete(reportedPath);
  return retry;
}
