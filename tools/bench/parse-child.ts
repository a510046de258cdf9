// One measured parse, run in a process of its own so its peak memory belongs to that parse alone.
// parse-throughput.ts bundles this file together with the parsers and starts it as
// `node parse-child.cjs <reader> <file>`; it prints one line of JSON with the figures.
import fs from 'node:fs';

/** The parts of the coverage library a measured parse uses, typed here by shape. */
export interface ParsedReport {
  report: { totals(): { files: number; lines: number } };
}

export interface ReportParser {
  parse(input: { name: string; text: string; json?: unknown }, builder: ParsedReport): void;
}

export interface Readers {
  newBuilder: () => ParsedReport;
  parsers: Record<string, ReportParser>;
  /** lcov-parse's string entry point: it calls back synchronously with one record per file. */
  lcovParse: (text: string, done: (error: unknown, records?: LcovParseRecord[]) => void) => void;
}

interface LcovParseRecord {
  lines: { details: unknown[] };
}

export interface ParseFigures {
  /** Time in the parser; for JSON formats it includes JSON.parse, as the upload pipeline does it. */
  ms: number;
  /** Of `ms`, the time spent in JSON.parse. */
  jsonMs: number;
  files: number;
  lines: number;
  /** Resident memory before the report was read, and the peak over the whole process, in MB. */
  startRssMb: number;
  peakRssMb: number;
  /** Heap the parse result still holds after a full collection (the report, or lcov-parse's records), in MB. */
  resultHeapMb: number;
}

const megabytes = (kilobytes: number) => kilobytes / 1024;

/** Live heap after a full collection; the process runs with --expose-gc. */
function liveHeapMb(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function parseWithOurs(readers: Readers, reader: string, name: string, text: string) {
  const parser = readers.parsers[reader];
  if (!parser) throw new Error(`no parser named ${reader}`);
  const started = performance.now();
  const json = reader === 'istanbul' ? (JSON.parse(text) as unknown) : undefined;
  const jsonMs = performance.now() - started;
  const builder = readers.newBuilder();
  parser.parse(json === undefined ? { name, text } : { name, text, json }, builder);
  const ms = performance.now() - started;
  const totals = builder.report.totals();
  return { ms, jsonMs, files: totals.files, lines: totals.lines, result: builder };
}

function parseWithLcovParse(readers: Readers, text: string) {
  const started = performance.now();
  let records: LcovParseRecord[] = [];
  readers.lcovParse(text, (error, result) => {
    if (error) throw new Error(`lcov-parse failed: ${String(error)}`);
    records = result ?? [];
  });
  const ms = performance.now() - started;
  const lines = records.reduce((sum, record) => sum + record.lines.details.length, 0);
  return { ms, jsonMs: 0, files: records.length, lines, result: records };
}

/**
 * The two lcov parsers are compared warm, as a server that has parsed reports before runs them: three passes
 * over the first ~2 MB of the same file (cut at a record end) let the JIT compile both before the timed run.
 */
function warmUp(readers: Readers, reader: string, text: string): void {
  const end = text.indexOf('end_of_record', 2 * 1024 * 1024);
  const sample = end === -1 ? text : text.slice(0, end + 'end_of_record'.length + 1);
  for (let pass = 0; pass < 3; pass++) {
    if (reader === 'lcov-parse') parseWithLcovParse(readers, sample);
    else parseWithOurs(readers, reader, 'warm-up', sample);
  }
}

/** Reads `file` and parses it with `reader` (a format name, or "lcov-parse"), then prints the figures. */
export function measureParse(readers: Readers, argv: readonly string[]): void {
  const [reader, file] = argv;
  if (!reader || !file) throw new Error('usage: parse-child <reader> <file>');
  const startRssMb = megabytes(process.resourceUsage().maxRSS);
  const text = fs.readFileSync(file, 'utf8');
  if (reader === 'lcov' || reader === 'lcov-parse') warmUp(readers, reader, text);
  const heapBeforeMb = liveHeapMb();
  const { result, ...measured } =
    reader === 'lcov-parse' ? parseWithLcovParse(readers, text) : parseWithOurs(readers, reader, file, text);
  const peakRssMb = megabytes(process.resourceUsage().maxRSS);
  const resultHeapMb = liveHeapMb() - heapBeforeMb;
  const figures: ParseFigures = { ...measured, startRssMb, peakRssMb, resultHeapMb };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  // Keeps the result alive up to the measurement above.
  if (result === undefined) process.exitCode = 1;
}
