import { type LineCoverage, type LineType, branches, parseBranches } from '../../model/line-coverage';
import type { FileBuilder } from '../../model/report-builder';
import { type CoverageParser, CorruptReportError } from '../types';
import {
  type JsonObject,
  LineBudget,
  describe,
  expectObject,
  isObject,
  readCount,
  readLineKey,
} from './json-values';

/**
 * Codecov's own JSON: `{ "coverage": { path: { "1": 1, "2": "1/2", "3": 0, "4": null, "5": true } } }`.
 * A value is a hit count, "covered/total" branches, a boolean for a branch line (true: partly taken), or
 * null for no code. A file may also be an array whose index is the line number (index 0 unused).
 * `messages` and any other top-level keys carry no coverage.
 */
export const codecovJsonParser: CoverageParser = {
  format: 'codecov-json',
  matches(input) {
    const json = input.json;
    if (!isObject(json) || !isObject(json.coverage)) return false;
    const coverage = json.coverage;
    for (const path in coverage) {
      const lines = coverage[path];
      // SimpleCov's formatter also has a `coverage` key, with `{ lines: [...] }` per file.
      if (!Array.isArray(lines) && !(isObject(lines) && !Array.isArray(lines.lines))) return false;
    }
    return true;
  },
  parse(input, builder) {
    const json = expectObject(input.json, () => 'codecov-json: the report');
    const coverage = expectObject(json.coverage, () => 'codecov-json: coverage');
    const budget = new LineBudget(input.text.length);
    for (const path of Object.keys(coverage)) {
      const where = `codecov-json: "${path}"`;
      const lines = coverage[path];
      if (lines === null) continue;
      const file = builder.file(path);
      if (!file) continue;
      if (Array.isArray(lines)) recordArray(file, lines, where);
      else
        recordObject(
          file,
          expectObject(lines, () => where),
          where,
          budget,
        );
    }
  },
};

function recordArray(file: FileBuilder, lines: unknown[], where: string): void {
  for (let line = 1; line < lines.length; line++) record(file, line, lines[line], where);
}

function recordObject(file: FileBuilder, lines: JsonObject, where: string, budget: LineBudget): void {
  const numbered: [number, unknown][] = [];
  let lastLine = 0;
  for (const key of Object.keys(lines)) {
    if (key === '0') continue;
    const line = readLineKey(key, () => where);
    numbered.push([line, lines[key]]);
    lastLine = Math.max(lastLine, line);
  }
  budget.spend(lastLine, () => where);
  for (const [line, value] of numbered) record(file, line, value, where);
}

function record(file: FileBuilder, line: number, value: unknown, where: string): void {
  if (value === null || value === undefined) return;
  const coverage = readValue(value, () => `${where} line ${line}`);
  file.line(line, coverage.value, coverage.type);
}

function readValue(value: unknown, where: () => string): { value: LineCoverage; type: LineType } {
  if (value === true) return { value: '1/2', type: 'b' };
  if (value === false) return { value: '0/2', type: 'b' };
  if (typeof value === 'string') {
    if (/^[0-9]{1,15}$/.test(value)) return { value: Number(value), type: undefined };
    const parsed = parseBranches(value);
    if (
      !parsed ||
      !Number.isInteger(parsed[0]) ||
      !Number.isInteger(parsed[1]) ||
      parsed[0] > parsed[1] ||
      parsed[1] === 0
    ) {
      throw new CorruptReportError(
        `${where()}: ${describe(value)} is neither a hit count nor "covered/total"`,
      );
    }
    return { value: branches(parsed[0], parsed[1]), type: 'b' };
  }
  return { value: readCount(value, where), type: undefined };
}
