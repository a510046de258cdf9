import { branches, parseBranches } from '../../model/line-coverage';
import type { FileBuilder } from '../../model/report-builder';
import { type CoverageParser, CorruptReportError } from '../types';
import {
  BranchTally,
  type JsonObject,
  LineBudget,
  expectArray,
  expectObject,
  fileWithLibFallback,
  isObject,
  readCount,
  readLine,
} from './json-values';

/**
 * Istanbul file coverage (`coverage-final.json` from nyc, c8, jest, vitest): statements, branches and
 * functions with source locations and hit counts, keyed by file path.
 */
export const istanbulParser: CoverageParser = {
  format: 'istanbul',
  matches: (input) => coverageMapOf(input.json) !== undefined,
  parse(input, builder) {
    const map = coverageMapOf(input.json);
    if (!map) throw new CorruptReportError('istanbul: expected an object of file coverage objects');
    const budget = new LineBudget(input.text.length);
    for (const key of Object.keys(map)) {
      const coverage = fileCoverageOf(map[key]);
      if (!coverage) throw new CorruptReportError(`istanbul: entry "${key}" is not file coverage`);
      // The recorded path is the source file itself; keys are sometimes rewritten by merging tools.
      const reportedPath =
        typeof coverage.path === 'string' && coverage.path.length > 0 ? coverage.path : key;
      const file = fileWithLibFallback(builder, reportedPath);
      if (file) recordFile(file, coverage, `istanbul: "${reportedPath}"`, budget);
    }
  },
};

function looksLikeFileCoverage(value: JsonObject): boolean {
  return 'statementMap' in value || 's' in value;
}

/** A file's coverage, unwrapped from the `{ "data": … }` that serialised coverage objects carry. */
function fileCoverageOf(value: unknown): JsonObject | undefined {
  if (!isObject(value)) return undefined;
  if (isObject(value.data) && looksLikeFileCoverage(value.data)) return value.data;
  return looksLikeFileCoverage(value) ? value : undefined;
}

function isCoverageMap(value: JsonObject): boolean {
  let any = false;
  for (const key in value) {
    if (!fileCoverageOf(value[key])) return false;
    any = true;
  }
  return any;
}

/** The path → file coverage object, also when the whole map sits under a top-level `data` key. */
function coverageMapOf(json: unknown): JsonObject | undefined {
  if (!isObject(json)) return undefined;
  if (isCoverageMap(json)) return json;
  const keys = Object.keys(json);
  const wrapped = keys.length === 1 && keys[0] === 'data' && isObject(json.data) && isCoverageMap(json.data);
  return wrapped ? (json.data as JsonObject) : undefined;
}

/** What a line collects before it is recorded. */
interface LineFacts {
  hits: number;
  method: boolean;
}

function recordFile(file: FileBuilder, coverage: JsonObject, where: string, budget: LineBudget): void {
  const facts = new Map<number, LineFacts>();
  const tally = new BranchTally();
  let lastLine = 0;
  const note = (line: number, hits: number, method: boolean) => {
    const known = facts.get(line);
    if (known) {
      known.hits = Math.max(known.hits, hits);
      known.method ||= method;
    } else facts.set(line, { hits, method });
    lastLine = Math.max(lastLine, line);
  };
  readStatements(coverage, where, (line, hits) => note(line, hits, false));
  readFunctions(coverage, where, (line, hits) => note(line, hits, true));
  lastLine = Math.max(lastLine, readBranches(coverage, where, tally));
  budget.spend(lastLine, () => where);
  for (const [line, { hits, method }] of facts) {
    // Branch outcomes say more than the statement count, as LCOV's BRDA does over DA.
    if (!tally.has(line)) file.line(line, hits, method ? 'm' : undefined);
  }
  for (const [line, value, missing] of tally.lines()) {
    const ran = (facts.get(line)?.hits ?? 0) > 0;
    file.line(line, ran ? countLineRun(value) : value, 'b', missing);
  }
}

/**
 * A line that ran while none of its branch outcomes did is partly covered, not missed: c8 reports an
 * unexecuted block (`if (x) return;`) as a branch starting on a line whose statement ran. The run itself
 * counts as one more outcome taken.
 */
function countLineRun(value: string): string {
  const [taken, total] = parseBranches(value) ?? [0, 0];
  return taken > 0 ? value : branches(1, total + 1);
}

/** The start line of a location, or undefined when the location has none (an implicit `else`). */
function startLine(location: unknown, where: () => string): number | undefined {
  if (!isObject(location) || !isObject(location.start)) return undefined;
  const line = location.start.line;
  if (line === undefined || line === null || line === 0) return undefined;
  return readLine(line, where);
}

function entries(coverage: JsonObject, mapKey: string, where: string): [string, JsonObject][] {
  const map = coverage[mapKey];
  if (map === undefined) return [];
  const result: [string, JsonObject][] = [];
  const object = expectObject(map, () => `${where} ${mapKey}`);
  for (const id of Object.keys(object)) {
    const entry = expectObject(object[id], () => `${where} ${mapKey} entry ${id}`);
    if (entry.skip !== true) result.push([id, entry]);
  }
  return result;
}

function readStatements(
  coverage: JsonObject,
  where: string,
  note: (line: number, hits: number) => void,
): void {
  const statements = entries(coverage, 'statementMap', where);
  if (statements.length === 0) return;
  const counts = expectObject(coverage.s, () => `${where} s`);
  for (const [id, location] of statements) {
    const at = () => `${where} statement ${id}`;
    const line = startLine(location, at);
    if (line !== undefined) note(line, readCount(counts[id], at));
  }
}

function readFunctions(
  coverage: JsonObject,
  where: string,
  note: (line: number, hits: number) => void,
): void {
  const functions = entries(coverage, 'fnMap', where);
  if (functions.length === 0) return;
  const counts = expectObject(coverage.f, () => `${where} f`);
  for (const [id, fn] of functions) {
    const at = () => `${where} function ${id}`;
    const line =
      startLine(fn.decl, at) ??
      startLine(fn.loc, at) ??
      (typeof fn.line === 'number' ? readLine(fn.line, at) : undefined);
    if (line !== undefined) note(line, readCount(counts[id], at));
  }
}

/** Each outcome goes on its location's line, or on the branch's own line when it has none; returns the last line. */
function readBranches(coverage: JsonObject, where: string, tally: BranchTally): number {
  const branchMap = entries(coverage, 'branchMap', where);
  if (branchMap.length === 0) return 0;
  const counts = expectObject(coverage.b, () => `${where} b`);
  let lastLine = 0;
  for (const [id, branch] of branchMap) {
    const at = () => `${where} branch ${id}`;
    const outcomes = expectArray(counts[id], at);
    const locations = Array.isArray(branch.locations) ? branch.locations : [];
    const ownLine =
      (typeof branch.line === 'number' && branch.line !== 0 ? readLine(branch.line, at) : undefined) ??
      startLine(branch.loc, at);
    for (let i = 0; i < outcomes.length; i++) {
      const location: unknown = locations[i];
      if (isObject(location) && location.skip === true) continue;
      const line = startLine(location, at) ?? ownLine;
      if (line === undefined) continue;
      tally.add(line, readCount(outcomes[i], () => `${at()} outcome ${i}`) > 0, `${id}:${i}`);
      lastLine = Math.max(lastLine, line);
    }
  }
  return lastLine;
}
