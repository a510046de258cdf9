import type { ReportBuilder } from '../model/report-builder';

export type CoverageFormat =
  | 'lcov'
  | 'cobertura'
  | 'jacoco'
  | 'clover'
  | 'go'
  | 'coverage-py'
  | 'istanbul'
  | 'simplecov'
  | 'gcov'
  | 'llvm-cov'
  | 'codecov-json';

/** One coverage file from an upload, as text, with the name the uploader gave it (may be absolute or empty). */
export interface CoverageInput {
  name: string;
  text: string;
  /** Present when the text is JSON: parsed once by detection and handed to the parser. */
  json?: unknown;
}

/** A coverage file that claims a format but cannot be read as it; the file is skipped with this reason. */
export class CorruptReportError extends Error {
  override readonly name = 'CorruptReportError';
}

export interface CoverageParser {
  readonly format: CoverageFormat;
  /** Cheap content check; detection asks parsers in a fixed order and the first match wins. */
  matches(input: CoverageInput, firstLine: string): boolean;
  /** Fills the builder; throws CorruptReportError for content it cannot read. */
  parse(input: CoverageInput, builder: ReportBuilder): void;
}
