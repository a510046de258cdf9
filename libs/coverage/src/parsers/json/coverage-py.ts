import type { FileBuilder } from '../../model/report-builder';
import { type CoverageParser, CorruptReportError } from '../types';
import {
  BranchTally,
  type JsonObject,
  LineBudget,
  expectArray,
  expectObject,
  MAX_LINE,
  isObject,
  readLine,
} from './json-values';

/**
 * coverage.py's `coverage json`: executed and missing lines per file, and with `--branch` the executed and
 * missing arcs. Excluded lines and contexts are not coverage and are left out.
 */
export const coveragePyParser: CoverageParser = {
  format: 'coverage-py',
  matches(input) {
    const json = input.json;
    return (
      isObject(json) &&
      isObject(json.files) &&
      isObject(json.meta) &&
      ('version' in json.meta || 'show_contexts' in json.meta)
    );
  },
  parse(input, builder) {
    const json = expectObject(input.json, () => 'coverage-py: the report');
    const files = expectObject(json.files, () => 'coverage-py: files');
    const budget = new LineBudget(input.text.length);
    for (const path of Object.keys(files)) {
      const where = `coverage-py: "${path}"`;
      const data = expectObject(files[path], () => where);
      const file = builder.file(path);
      if (file) recordFile(file, data, where, budget);
    }
  },
};

function recordFile(file: FileBuilder, data: JsonObject, where: string, budget: LineBudget): void {
  const missing = lineList(data, 'missing_lines', where);
  const executed = lineList(data, 'executed_lines', where);
  const tally = new BranchTally();
  let lastLine = Math.max(lastOf(missing), lastOf(executed));
  lastLine = Math.max(lastLine, readArcs(data, 'executed_branches', where, tally, true));
  lastLine = Math.max(lastLine, readArcs(data, 'missing_branches', where, tally, false));
  budget.spend(lastLine, () => where);
  // A line listed both ways merges to executed.
  for (const line of missing) if (line > 0 && !tally.has(line)) file.line(line, 0);
  for (const line of executed) if (line > 0 && !tally.has(line)) file.line(line, 1);
  for (const [line, value, missingArcs] of tally.lines()) file.line(line, value, 'b', missingArcs);
}

function lastOf(lines: number[]): number {
  let last = 0;
  for (const line of lines) if (line > last) last = line;
  return last;
}

/** Line numbers of one list; a 0, which names no source line, is passed over. */
function lineList(data: JsonObject, key: string, where: string): number[] {
  const value = data[key];
  if (value === undefined) return [];
  const list = expectArray(value, () => `${where} ${key}`);
  for (const item of list) {
    if (item !== 0 && !isLineNumber(item)) readLine(item, () => `${where} ${key}`);
  }
  return list as number[];
}

function isLineNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE;
}

/** Arcs `[from, to]` from branch lines; `to` is negative for an exit from the code object. Returns the last line. */
function readArcs(data: JsonObject, key: string, where: string, tally: BranchTally, taken: boolean): number {
  const value = data[key];
  if (value === undefined) return 0;
  const arcs = expectArray(value, () => `${where} ${key}`);
  let lastLine = 0;
  for (const arc of arcs) {
    const pair = expectArray(arc, () => `${where} ${key} entry`);
    const to = pair[1];
    if (pair.length !== 2 || typeof to !== 'number' || !Number.isInteger(to)) {
      throw new CorruptReportError(`${where} ${key}: an arc is not a pair of line numbers`);
    }
    const from = readLine(pair[0], () => `${where} ${key}`);
    tally.add(from, taken, String(to));
    lastLine = Math.max(lastLine, from);
  }
  return lastLine;
}
