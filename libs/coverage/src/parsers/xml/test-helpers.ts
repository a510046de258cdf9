import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LineCoverage } from '../../model/line-coverage';
import { type ParserOptions, type PathResolver, ReportBuilder } from '../../model/report-builder';
import type { CoverageParser } from '../types';

export function fixture(name: string): string {
  return readFileSync(join(__dirname, 'fixtures', name), 'utf8');
}

export function parseWith(
  parser: CoverageParser,
  text: string,
  options: ParserOptions = {},
  resolve?: PathResolver,
): ReportBuilder {
  const builder = new ReportBuilder(resolve, options);
  parser.parse({ name: 'coverage.xml', text }, builder);
  return builder;
}

/** A file's merged lines as { line: coverage }, easy to compare in tests. */
export function linesOf(builder: ReportBuilder, path: string): Record<number, LineCoverage> {
  const file = builder.report.files.get(path);
  if (!file) throw new Error(`no file ${path}; have ${[...builder.report.files.keys()].join(', ')}`);
  const result: Record<number, LineCoverage> = {};
  file.lines().forEach((value, line) => {
    if (value !== undefined) result[line] = value;
  });
  return result;
}
