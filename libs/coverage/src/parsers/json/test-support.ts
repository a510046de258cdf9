import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LineCoverage, type LineState, type LineType, lineState } from '../../model/line-coverage';
import { type PathResolver, ReportBuilder } from '../../model/report-builder';
import type { CoverageInput, CoverageParser } from '../types';

/** A fixture as detection hands it over: its text and the JSON parsed once. */
export function fixture(name: string): CoverageInput {
  const text = readFileSync(join(__dirname, 'fixtures', name), 'utf8');
  return { name, text, json: JSON.parse(text) };
}

export function jsonInput(json: unknown, name = 'coverage.json'): CoverageInput {
  return { name, text: JSON.stringify(json), json };
}

/** Runs a parser over a fixture or over a JSON value. */
export function parseJson(
  parser: CoverageParser,
  input: CoverageInput | unknown,
  resolve?: PathResolver,
): ReportBuilder {
  const builder = new ReportBuilder(resolve);
  parser.parse(isInput(input) ? input : jsonInput(input), builder);
  return builder;
}

export function matchesJson(parser: CoverageParser, json: unknown): boolean {
  const input = jsonInput(json);
  return parser.matches(input, input.text.split('\n')[0] ?? '');
}

function isInput(value: unknown): value is CoverageInput {
  return typeof value === 'object' && value !== null && 'text' in value && 'json' in value && 'name' in value;
}

/** A file's merged lines as `{ line: [coverage, type?] }`, for compact expectations. */
export function linesOf(builder: ReportBuilder, path: string): Record<number, [LineCoverage, LineType?]> {
  const file = builder.report.files.get(path);
  if (!file) throw new Error(`no file ${path}; have ${[...builder.report.files.keys()].join(', ')}`);
  const result: Record<number, [LineCoverage, LineType?]> = {};
  file.lines().forEach((value, line) => {
    if (value === undefined) return;
    const type = file.typeAt(line);
    result[line] = type ? [value, type] : [value];
  });
  return result;
}

/** The lines of a file in one state, as sorted numbers. */
export function linesIn(builder: ReportBuilder, path: string, state: LineState): number[] {
  const file = builder.report.files.get(path);
  if (!file) throw new Error(`no file ${path}`);
  const result: number[] = [];
  file.lines().forEach((value, line) => {
    if (value !== undefined && lineState(value) === state) result.push(line);
  });
  return result;
}
