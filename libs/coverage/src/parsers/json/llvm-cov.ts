import type { FileBuilder } from '../../model/report-builder';
import { type CoverageParser, CorruptReportError } from '../types';
import {
  BranchTally,
  type JsonObject,
  LineBudget,
  describe,
  expectArray,
  expectObject,
  isObject,
  readCount,
  readLine,
} from './json-values';

/**
 * `llvm-cov export` JSON (clang, Rust, Swift): per file, coverage segments from which line counts are
 * derived the way `llvm-cov show` derives them, branch regions (two outcomes each), and per export the
 * functions whose first lines become method lines.
 */
export const llvmCovParser: CoverageParser = {
  format: 'llvm-cov',
  matches: (input) => isObject(input.json) && input.json.type === 'llvm.coverage.json.export',
  parse(input, builder) {
    const json = expectObject(input.json, () => 'llvm-cov: the report');
    const exports = expectArray(json.data, () => 'llvm-cov: data');
    const budget = new LineBudget(input.text.length);
    exports.forEach((entry, index) => {
      const where = `llvm-cov: data[${index}]`;
      const data = expectObject(entry, () => where);
      const functionLines = readFunctionStarts(data.functions, where);
      expectArray(data.files, () => `${where} files`).forEach((fileEntry, fileIndex) => {
        const fileData = expectObject(fileEntry, () => `${where} files[${fileIndex}]`);
        const filename = fileData.filename;
        if (typeof filename !== 'string' || filename.length === 0) {
          throw new CorruptReportError(`${where} files[${fileIndex}] has filename ${describe(filename)}`);
        }
        const file = builder.file(filename);
        if (file) recordFile(file, fileData, functionLines.get(filename), `llvm-cov: "${filename}"`, budget);
      });
    });
  },
};

/** `[line, column, count, hasCount, isRegionEntry, isGapRegion]`; exports before gap regions have five fields. */
interface Segment {
  line: number;
  count: number;
  hasCount: boolean;
  isRegionEntry: boolean;
  isGapRegion: boolean;
}

function recordFile(
  file: FileBuilder,
  data: JsonObject,
  functionStarts: Map<number, number> | undefined,
  where: string,
  budget: LineBudget,
): void {
  const segments = readSegments(data.segments, where);
  const tally = new BranchTally();
  const lastBranchLine = readBranches(data, where, tally);
  const firstLine = segments[0]?.line ?? 1;
  const lastLine = segments[segments.length - 1]?.line ?? 0;
  budget.spend(Math.max(lastLine - firstLine + 1, lastBranchLine), () => where);
  const coded = new Set<number>();
  lineCounts(segments, (line, count) => {
    if (tally.has(line)) return;
    const isStart = functionStarts?.has(line) ?? false;
    if (isStart) coded.add(line);
    file.line(line, count, isStart ? 'm' : undefined);
  });
  for (const [line, count] of functionStarts ?? []) {
    if (!coded.has(line) && !tally.has(line)) file.line(line, count, 'm');
  }
  for (const [line, value, missing] of tally.lines()) file.line(line, value, 'b', missing);
}

function readSegments(value: unknown, where: string): Segment[] {
  if (value === undefined) return [];
  const list = expectArray(value, () => `${where} segments`);
  const segments: Segment[] = [];
  let previousLine = 0;
  for (let i = 0; i < list.length; i++) {
    const at = () => `${where} segment ${i}`;
    const raw = expectArray(list[i], at);
    const [line, , count, hasCount, isRegionEntry, isGapRegion = false] = raw;
    if (
      raw.length < 5 ||
      typeof hasCount !== 'boolean' ||
      typeof isRegionEntry !== 'boolean' ||
      typeof isGapRegion !== 'boolean'
    ) {
      throw new CorruptReportError(
        `${at()} is not [line, column, count, hasCount, isRegionEntry, isGapRegion]`,
      );
    }
    const segment = {
      line: readLine(line, at),
      count: readCount(count, at),
      hasCount,
      isRegionEntry,
      isGapRegion,
    };
    // The derivation below walks lines in order, as llvm-cov writes them.
    if (segment.line < previousLine) {
      throw new CorruptReportError(`${at()} goes back to line ${segment.line}`);
    }
    previousLine = segment.line;
    segments.push(segment);
  }
  return segments;
}

function startsRegion(segment: Segment): boolean {
  return segment.hasCount && segment.isRegionEntry && !segment.isGapRegion;
}

/**
 * A line is code when a counted region starts on it or a counted region wraps into it from above, unless
 * it opens a skipped region (`#if 0`). Its count is the largest of the wrapping region's and those of the
 * regions starting on it; gap regions (between `}` and `else`) start nothing. Lines between segments
 * inherit the wrapping region; a stretch outside any counted region is jumped over.
 */
function lineCounts(segments: Segment[], emit: (line: number, count: number) => void): void {
  let wrapped: Segment | undefined;
  let i = 0;
  const lastLine = segments[segments.length - 1]?.line ?? 0;
  let line = segments[0]?.line ?? 1;
  while (line <= lastLine) {
    const first = i;
    let starts = 0;
    let count = wrapped?.count ?? 0;
    while (i < segments.length && segments[i]!.line === line) {
      const segment = segments[i]!;
      if (startsRegion(segment)) {
        starts += 1;
        count = Math.max(count, segment.count);
      }
      i++;
    }
    const opening = segments[first];
    const opensSkipped = i > first && opening !== undefined && !opening.hasCount && opening.isRegionEntry;
    if (!opensSkipped && (starts > 0 || wrapped?.hasCount)) emit(line, count);
    if (i > first) wrapped = segments[i - 1];
    line = wrapped?.hasCount ? line + 1 : Math.max(line + 1, segments[i]?.line ?? lastLine + 1);
  }
}

/** Branch regions `[lineStart, colStart, lineEnd, colEnd, trueCount, falseCount, …]`; returns the last line. */
function readBranches(data: JsonObject, where: string, tally: BranchTally): number {
  let lastLine = readBranchList(data.branches, where, tally, undefined);
  if (data.expansions === undefined) return lastLine;
  // Branches inside a macro belong to the line that expands it, where llvm-cov's file summary counts them.
  expectArray(data.expansions, () => `${where} expansions`).forEach((entry, index) => {
    const at = `${where} expansion ${index}`;
    const expansion = expectObject(entry, () => at);
    const site = expectArray(expansion.source_region, () => `${at} source_region`);
    const siteLine = readLine(site[0], () => `${at} source_region`);
    const siteColumn = typeof site[1] === 'number' ? site[1] : 0;
    lastLine = Math.max(
      lastLine,
      readBranchList(expansion.branches, at, tally, { line: siteLine, column: siteColumn }),
    );
  });
  return lastLine;
}

function readBranchList(
  value: unknown,
  where: string,
  tally: BranchTally,
  site: { line: number; column: number } | undefined,
): number {
  if (value === undefined) return 0;
  let lastLine = 0;
  expectArray(value, () => `${where} branches`).forEach((entry, index) => {
    const at = () => `${where} branch ${index}`;
    const raw = expectArray(entry, at);
    if (raw.length < 6) throw new CorruptReportError(`${at()} has ${raw.length} fields, expected at least 6`);
    const branchLine = readLine(raw[0], at);
    const column = typeof raw[1] === 'number' ? raw[1] : 0;
    const line = site?.line ?? branchLine;
    const id = site ? `${site.column}>${branchLine}:${column}` : String(column);
    tally.add(line, readCount(raw[4], at) > 0, `${id}:true`);
    tally.add(line, readCount(raw[5], at) > 0, `${id}:false`);
    lastLine = Math.max(lastLine, line);
  });
  return lastLine;
}

/** First line of each function, by file name, with the function's execution count. */
function readFunctionStarts(value: unknown, where: string): Map<string, Map<number, number>> {
  const byFile = new Map<string, Map<number, number>>();
  if (value === undefined) return byFile;
  expectArray(value, () => `${where} functions`).forEach((entry, index) => {
    const at = () => `${where} function ${index}`;
    const fn = expectObject(entry, at);
    const region = Array.isArray(fn.regions) ? fn.regions[0] : undefined;
    if (!Array.isArray(region) || !Array.isArray(fn.filenames)) return;
    const fileId = typeof region[5] === 'number' ? region[5] : 0;
    const filename = fn.filenames[fileId];
    if (typeof filename !== 'string') return;
    const line = readLine(region[0], at);
    const count = readCount(fn.count ?? region[4], at);
    let lines = byFile.get(filename);
    if (!lines) {
      lines = new Map();
      byFile.set(filename, lines);
    }
    lines.set(line, Math.max(lines.get(line) ?? 0, count));
  });
  return byFile;
}
