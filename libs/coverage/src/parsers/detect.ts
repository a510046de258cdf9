import type { ReportBuilder } from '../model/report-builder';
import { gcovParser } from './gcov';
import { goParser } from './go';
import { codecovJsonParser, coveragePyParser, istanbulParser, llvmCovParser, simplecovParser } from './json';
import { lcovParser } from './lcov';
import { type CoverageFormat, type CoverageInput, type CoverageParser, CorruptReportError } from './types';
import { cloverParser, coberturaParser, jacocoParser } from './xml';

// Order matters: sniffing is loose, so the most specific format is asked first and the catch-alls last.
const JSON_PARSERS: CoverageParser[] = [
  llvmCovParser,
  coveragePyParser,
  simplecovParser,
  codecovJsonParser,
  istanbulParser,
];
const XML_PARSERS: CoverageParser[] = [cloverParser, jacocoParser, coberturaParser];
const TEXT_PARSERS: CoverageParser[] = [lcovParser, gcovParser, goParser];

export type FileOutcome =
  | { kind: 'parsed'; format: CoverageFormat }
  | { kind: 'empty' }
  | { kind: 'unrecognised'; seen: string }
  | { kind: 'corrupt'; format: CoverageFormat; message: string };

/** What a person needs to recognise the content: its first line, printable and short. */
export function describeContent(text: string): string {
  const end = text.indexOf('\n');
  const first = (end === -1 ? text.slice(0, 200) : text.slice(0, Math.min(end, 200))).trim();
  const printable = first.replace(/[^\x20-\x7e]/g, '?');
  if (printable.length === 0) return 'an empty first line';
  const binary = printable.split('?').length - 1 > printable.length / 4;
  if (binary) return 'binary data';
  return `"${printable.length > 80 ? `${printable.slice(0, 80)}…` : printable}"`;
}

function firstLineOf(text: string): string {
  let start = 0;
  while (start < text.length && /\s/.test(text[start] ?? '')) start++;
  const end = text.indexOf('\n', start);
  return text.slice(start, end === -1 ? Math.min(text.length, start + 1000) : end).trim();
}

function candidates(
  input: CoverageInput,
): { parsers: CoverageParser[]; input: CoverageInput } | { error: string } {
  const text = input.text;
  let i = 0;
  // Skip a byte-order mark and leading whitespace without copying the text.
  while (i < text.length && (text.charCodeAt(i) === 0xfeff || /\s/.test(text[i] ?? ''))) i++;
  const first = text[i];
  if (first === '{' || first === '[') {
    try {
      return { parsers: JSON_PARSERS, input: { ...input, json: JSON.parse(i > 0 ? text.slice(i) : text) } };
    } catch (error) {
      return { error: `invalid JSON (${error instanceof Error ? error.message : String(error)})` };
    }
  }
  if (first === '<') return { parsers: XML_PARSERS, input };
  return { parsers: TEXT_PARSERS, input };
}

/** Detects the format of one coverage file from its content and parses it into the builder. */
export function parseCoverageFile(input: CoverageInput, builder: ReportBuilder): FileOutcome {
  if (input.text.trim().length === 0) return { kind: 'empty' };
  const found = candidates(input);
  if ('error' in found) return { kind: 'unrecognised', seen: found.error };
  const firstLine = firstLineOf(input.text);
  for (const parser of found.parsers) {
    if (!parser.matches(found.input, firstLine)) continue;
    try {
      parser.parse(found.input, builder);
      return { kind: 'parsed', format: parser.format };
    } catch (error) {
      if (error instanceof CorruptReportError)
        return { kind: 'corrupt', format: parser.format, message: error.message };
      // A parser bug on odd input must not take the upload down with an opaque error.
      return {
        kind: 'corrupt',
        format: parser.format,
        message: `could not be read (${error instanceof Error ? error.message : String(error)})`,
      };
    }
  }
  return { kind: 'unrecognised', seen: describeContent(input.text) };
}
