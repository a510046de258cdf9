import { SKIPPED } from '../../model/line-coverage';
import type { FileBuilder, ReportBuilder } from '../../model/report-builder';
import { type CoverageParser, CorruptReportError } from '../types';
import {
  BranchTally,
  type JsonObject,
  LineBudget,
  countOf,
  describe,
  expectArray,
  expectObject,
  isObject,
  readCount,
  readLine,
} from './json-values';

/**
 * SimpleCov (Ruby) in its three JSON shapes:
 * - `.resultset.json`: `{ "<command name>": { "coverage": { path: lines | { lines, branches } }, "timestamp" } }`,
 *   several command names (RSpec, Minitest, Cucumber…) in one file merging into one upload;
 * - the simplecov-json formatter: `{ "command_name", "files": [{ "filename", "coverage" }] }`;
 * - SimpleCov's own JSON formatter: `{ "meta": { "simplecov_version" }, "coverage": { path: { lines, branches: [] } } }`.
 * A lines array holds one entry per source line: a hit count, null for no code, or "ignored" for `:nocov:` lines.
 */
export const simplecovParser: CoverageParser = {
  format: 'simplecov',
  matches: (input) => shapeOf(input.json) !== undefined,
  parse(input, builder) {
    const json = input.json;
    const shape = shapeOf(json);
    if (!shape || !isObject(json)) throw new CorruptReportError('simplecov: not a SimpleCov report');
    const budget = new LineBudget(input.text.length);
    if (shape === 'resultset') {
      for (const command of Object.keys(json)) {
        const run = expectObject(json[command], () => `simplecov: "${command}"`);
        readCoverageObject(run.coverage, `simplecov: "${command}" coverage`, builder, budget);
      }
    } else if (shape === 'formatter') {
      readCoverageObject(json.coverage, 'simplecov: coverage', builder, budget);
    } else {
      readFileList(json.files, builder, budget);
    }
  },
};

type Shape = 'resultset' | 'formatter' | 'file-list';

function isFileCoverage(value: unknown): boolean {
  return Array.isArray(value) || (isObject(value) && Array.isArray(value.lines));
}

/** True when every value of a path → coverage object has SimpleCov's per-file shape. */
function isCoverageObject(value: unknown): boolean {
  if (!isObject(value)) return false;
  for (const path in value) if (!isFileCoverage(value[path])) return false;
  return true;
}

function shapeOf(json: unknown): Shape | undefined {
  if (!isObject(json)) return undefined;
  if (typeof json.command_name === 'string' && Array.isArray(json.files)) return 'file-list';
  const meta = json.meta;
  if (isObject(meta) && 'simplecov_version' in meta && isCoverageObject(json.coverage)) return 'formatter';
  let any = false;
  for (const command in json) {
    const run = json[command];
    if (!isObject(run) || !isCoverageObject(run.coverage)) return undefined;
    any = true;
  }
  return any ? 'resultset' : undefined;
}

function readCoverageObject(value: unknown, where: string, builder: ReportBuilder, budget: LineBudget): void {
  const coverage = expectObject(value, () => where);
  for (const path of Object.keys(coverage)) {
    const file = builder.file(path);
    if (file) recordFile(file, coverage[path], `simplecov: "${path}"`, budget);
  }
}

function readFileList(value: unknown, builder: ReportBuilder, budget: LineBudget): void {
  const files = expectArray(value, () => 'simplecov: files');
  files.forEach((entry, index) => {
    const data = expectObject(entry, () => `simplecov: files[${index}]`);
    if (typeof data.filename !== 'string') {
      throw new CorruptReportError(`simplecov: files[${index}] has filename ${describe(data.filename)}`);
    }
    const file = builder.file(data.filename);
    if (file) recordFile(file, data.coverage, `simplecov: "${data.filename}"`, budget);
  });
}

/** Lines come as a bare array (SimpleCov before 0.18) or as `{ lines, branches }`. */
function recordFile(file: FileBuilder, value: unknown, where: string, budget: LineBudget): void {
  const coverage = Array.isArray(value) ? { lines: value } : expectObject(value, () => where);
  const lines = expectArray(coverage.lines, () => `${where} lines`);
  const tally = new BranchTally();
  const lastBranchLine = readBranches(coverage.branches, lines, where, tally);
  budget.spend(Math.max(lines.length, lastBranchLine), () => where);
  const ignored = new Set<number>();
  for (let index = 0; index < lines.length; index++) {
    const line = index + 1;
    const hits = lines[index];
    if (hits === null || hits === undefined) continue;
    if (hits === 'ignored') {
      file.line(line, SKIPPED);
      ignored.add(line);
    } else {
      // The closure for the error message is only made for a bad value: this loop sees every line.
      const count = countOf(hits) ?? readCount(hits, () => `${where} line ${line}`);
      if (!tally.has(line)) file.line(line, count);
    }
  }
  for (const [line, coverage, missing] of tally.lines()) {
    if (!ignored.has(line)) file.line(line, coverage, 'b', missing);
  }
}

/**
 * Resultset branches: `{ "[:if, 0, 5, 4, 5, 7]": { "[:then, 1, 5, 4, 5, 7]": 3, "[:else, 2, …]": 0 } }`, keys
 * being Ruby's rendering of `[type, id, start line, start column, end line, end column]`. Every outcome is
 * counted on the condition's line, the line that decides. Returns the last line used.
 */
function readBranches(branchData: unknown, lines: unknown[], where: string, tally: BranchTally): number {
  if (branchData === undefined || branchData === null) return 0;
  if (Array.isArray(branchData)) return readBranchList(branchData, lines, where, tally);
  return readBranchObject(
    expectObject(branchData, () => `${where} branches`),
    where,
    tally,
  );
}

function readBranchObject(branchMap: JsonObject, where: string, tally: BranchTally): number {
  let lastLine = 0;
  for (const conditionKey of Object.keys(branchMap)) {
    const at = () => `${where} branch ${conditionKey}`;
    const condition = parseBranchKey(conditionKey, at);
    const outcomes = expectObject(branchMap[conditionKey], at);
    for (const outcomeKey of Object.keys(outcomes)) {
      const outcome = parseBranchKey(outcomeKey, at);
      const count = outcomes[outcomeKey];
      if (count === 'ignored') continue;
      const taken = readCount(count, () => `${at()} ${outcomeKey}`) > 0;
      tally.add(condition.line, taken, `${condition.id}:${outcome.id}`);
    }
    lastLine = Math.max(lastLine, condition.line);
  }
  return lastLine;
}

function parseBranchKey(key: string, where: () => string): { id: string; line: number } {
  const parts = key.startsWith('[') && key.endsWith(']') ? key.slice(1, -1).split(',') : [];
  const id = parts[1]?.trim();
  const line = Number(parts[2]?.trim());
  if (parts.length < 6 || !id || !/^[0-9]+$/.test(id)) {
    throw new CorruptReportError(
      `${where()}: branch key ${describe(key)} is not [type, id, line, column, line, column]`,
    );
  }
  return { id, line: readLine(line, where) };
}

/**
 * SimpleCov's own JSON formatter lists outcomes without their condition, each with the line SimpleCov shows
 * it on (`report_line`: the line above a branch body, often an `else` that is no code). An outcome whose
 * line is no code joins the outcome before it, which belongs to the same condition or an earlier one, so
 * line totals stay SimpleCov's own. Returns the last line used.
 */
function readBranchList(list: unknown[], lines: unknown[], where: string, tally: BranchTally): number {
  let lastLine = 0;
  let previousLine: number | undefined;
  list.forEach((entry, index) => {
    const at = () => `${where} branches[${index}]`;
    const branch = expectObject(entry, at);
    if (branch.coverage === 'ignored') return;
    const reportLine = readLine(branch.report_line ?? branch.start_line, at);
    const isCode = typeof lines[reportLine - 1] === 'number';
    const line = isCode || previousLine === undefined ? reportLine : previousLine;
    tally.add(line, readCount(branch.coverage, at) > 0);
    previousLine = line;
    lastLine = Math.max(lastLine, line);
  });
  return lastLine;
}
