import type { Complexity, LineCoverage, LineType } from './line-coverage';
import { intern, Report, type ReportFile } from './report';

/**
 * The stored form of a merged report: one JSON line per file after a header line, so a reader can stream
 * it and a writer never builds one giant JSON value. Per file: path, then each session's coverage column
 * (index i is line i + 1, null where the session has no data), then sparse maps of types, missing
 * branches (per session: line → comma-joined ids) and complexity.
 */
const FORMAT_VERSION = 1;

type EncodedFile = [
  path: string,
  sessions: Record<string, (LineCoverage | null)[] | Record<string, LineCoverage>>,
  types?: Record<string, 'b' | 'm'>,
  missing?: Record<string, Record<string, string>>,
  complexity?: Record<string, Complexity>,
];

export function encodeReport(report: Report): string {
  return [...encodeReportLines(report)].join('\n');
}

/** The stored form line by line (header first), for a writer that streams it rather than joining it. */
export function* encodeReportLines(report: Report): Generator<string> {
  yield encodeReportHeader(report.files.size);
  for (const file of report.files.values()) yield encodeReportFile(file);
}

/** The stored form's first line, for a report of `files` files. */
export function encodeReportHeader(files: number): string {
  return JSON.stringify({ v: FORMAT_VERSION, files });
}

/** One file's line of the stored form. */
export function encodeReportFile(file: ReportFile): string {
  const sessions: EncodedFile[1] = {};
  for (const id of file.sessions.keys()) {
    const column = file.column(id);
    let count = 0;
    for (const value of Object.values(column)) if (value !== undefined) count += 1;
    // A column with a few far-apart lines is stored as line → value, so it cannot blow up into nulls.
    if (column.length > 2 * count + 1024) {
      sessions[id] = sparse(column) ?? {};
      continue;
    }
    const encoded: (LineCoverage | null)[] = new Array(Math.max(0, column.length - 1));
    for (let line = 1; line < column.length; line++) encoded[line - 1] = column[line] ?? null;
    sessions[id] = encoded;
  }
  const entry: EncodedFile = [file.path, sessions];
  const recorded = file.recordedTypes();
  const types = recorded.size > 0 ? Object.fromEntries(recorded) : undefined;
  const complexity = sparse(file.complexity);
  let missing: Record<string, Record<string, string>> | undefined;
  for (const [id, lines] of file.missing) {
    if (lines.size === 0) continue;
    missing ??= {};
    missing[id] = Object.fromEntries(lines);
  }
  if (types || missing || complexity) entry.push(types ?? {}, missing ?? {}, complexity ?? {});
  return JSON.stringify(entry);
}

function sparse<T>(values: (T | undefined)[]): Record<string, NonNullable<T>> | undefined {
  let result: Record<string, NonNullable<T>> | undefined;
  for (let line = 1; line < values.length; line++) {
    const value = values[line];
    if (value === undefined || value === null) continue;
    result ??= {};
    result[line] = value as NonNullable<T>;
  }
  return result;
}

export class ReportFormatError extends Error {
  override readonly name = 'ReportFormatError';
}

export function decodeReport(text: string): Report {
  const decoder = new ReportLineDecoder();
  if (text.length === 0) return decoder.report;
  let start = -1;
  do {
    const next = text.indexOf('\n', start + 1);
    decoder.line(text.slice(start + 1, next === -1 ? undefined : next));
    start = next;
  } while (start !== -1);
  return decoder.report;
}

/** Reads the stored form one line at a time (header first), so a reader can stream it. */
export class ReportLineDecoder {
  readonly report = new Report();
  private started = false;

  line(line: string): void {
    if (!this.started) {
      this.started = true;
      const header = JSON.parse(line) as { v?: number };
      if (header.v !== FORMAT_VERSION)
        throw new ReportFormatError(`unknown stored report version ${header.v}`);
      return;
    }
    if (line.length === 0) return;
    const [path, sessions, types, missing, complexity] = JSON.parse(line) as EncodedFile;
    const file = this.report.file(path);
    for (const [id, encoded] of Object.entries(sessions)) {
      const sessionId = Number(id);
      if (!Array.isArray(encoded)) {
        for (const [line, value] of Object.entries(encoded)) file.addLine(sessionId, Number(line), value);
        continue;
      }
      for (let i = 0; i < encoded.length; i++) {
        const value = encoded[i];
        if (value !== null && value !== undefined) file.addLine(sessionId, i + 1, value);
      }
    }
    if (types) for (const [line, type] of Object.entries(types)) file.setType(Number(line), type as LineType);
    if (complexity)
      for (const [line, value] of Object.entries(complexity)) file.complexity[Number(line)] = value;
    if (missing)
      for (const [id, lines] of Object.entries(missing))
        file.missing.set(
          Number(id),
          new Map(Object.entries(lines).map(([line, ids]) => [Number(line), intern(ids)])),
        );
  }
}
