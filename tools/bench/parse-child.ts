// One measured parse, run in a process of its own so its peak memory belongs to that parse alone.
// parse-throughput.ts bundles this file together with the parsers and starts it as
// `node parse-child.cjs <reader> <file>`; it prints one line of JSON with the figures. `measureProcess`
// is the harness of the whole-process comparison: one parser per bundle, timed from start to exit.
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
  /** CPU time of the same span (user + system): what the parse costs when other work shares the core. */
  cpuMs: number;
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

function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Live heap after a full collection, with typed arrays' storage; the process runs with --expose-gc. */
function liveHeapMb(): number {
  globalThis.gc?.();
  const memory = process.memoryUsage();
  return (memory.heapUsed + memory.arrayBuffers) / 1024 / 1024;
}

function parseWithOurs(readers: Readers, reader: string, name: string, text: string) {
  const parser = readers.parsers[reader];
  if (!parser) throw new Error(`no parser named ${reader}`);
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const json = reader === 'istanbul' ? (JSON.parse(text) as unknown) : undefined;
  const jsonMs = performance.now() - started;
  const builder = readers.newBuilder();
  parser.parse(json === undefined ? { name, text } : { name, text, json }, builder);
  const ms = performance.now() - started;
  const cpuMs = cpuSince(cpuStart);
  const totals = builder.report.totals();
  return { ms, cpuMs, jsonMs, files: totals.files, lines: totals.lines, result: builder };
}

function parseWithLcovParse(lcovParse: Readers['lcovParse'], text: string) {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const records = runLcovParse(lcovParse, text);
  const ms = performance.now() - started;
  const cpuMs = cpuSince(cpuStart);
  return { ms, cpuMs, jsonMs: 0, ...countRecords(records), result: records };
}

/** Reads `file` and parses it with `reader` (a format name, or "lcov-parse"), then prints the figures. */
export function measureParse(readers: Readers, argv: readonly string[]): void {
  const [reader, file] = argv;
  if (!reader || !file) throw new Error('usage: parse-child <reader> <file>');
  const startRssMb = megabytes(process.resourceUsage().maxRSS);
  const text = fs.readFileSync(file, 'utf8');
  const heapBeforeMb = liveHeapMb();
  const { result, ...measured } =
    reader === 'lcov-parse'
      ? parseWithLcovParse(readers.lcovParse, text)
      : parseWithOurs(readers, reader, file, text);
  const peakRssMb = megabytes(process.resourceUsage().maxRSS);
  const resultHeapMb = liveHeapMb() - heapBeforeMb;
  const figures: ParseFigures = { ...measured, startRssMb, peakRssMb, resultHeapMb };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  // Keeps the result alive up to the measurement above.
  if (result === undefined) process.exitCode = 1;
}

/** What a whole-process run prints. */
export interface ProcessFigures {
  /**
   * User + system CPU time of the process from its start (bootstrap, module loading, reading the file) to
   * the end of the parse; counting the result to check it comes after.
   */
  cpuMs: number;
  /** Time from the process's start to the end of the parse. */
  wallMs: number;
  files: number;
  lines: number;
  peakRssMb: number;
}

/**
 * A whole process that reads `file` and parses it once with `parse`, nothing else loaded or warmed. Its CPU
 * time is taken from getrusage of the process, so startup and module loading count; `count` then checks
 * what the parse produced, outside the figure.
 */
export function measureProcess<T>(
  parse: (text: string) => T,
  count: (result: T) => { files: number; lines: number },
  argv: readonly string[],
): void {
  const [file] = argv;
  if (!file) throw new Error('usage: <bundle> <file>');
  const result = parse(fs.readFileSync(file, 'utf8'));
  const cpu = process.cpuUsage();
  const wallMs = performance.now();
  const figures: ProcessFigures = {
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs,
    ...count(result),
    peakRssMb: megabytes(process.resourceUsage().maxRSS),
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

/** lcov-parse's records, read synchronously through its string entry point. */
export function runLcovParse(lcovParse: Readers['lcovParse'], text: string): LcovParseRecord[] {
  let records: LcovParseRecord[] = [];
  lcovParse(text, (error, result) => {
    if (error) throw new Error(`lcov-parse failed: ${String(error)}`);
    records = result ?? [];
  });
  return records;
}

/** lcov-parse's files and lines. */
export function countRecords(records: LcovParseRecord[]): { files: number; lines: number } {
  return {
    files: records.length,
    lines: records.reduce((sum, record) => sum + record.lines.details.length, 0),
  };
}

/** The report's files and lines with data (without computing totals). */
export function countLines(report: {
  files: ReadonlyMap<string, { sessions: ReadonlyMap<number, { forEach(each: () => void): void }> }>;
}): { files: number; lines: number } {
  let lines = 0;
  const count = () => {
    lines += 1;
  };
  for (const file of report.files.values())
    for (const column of file.sessions.values()) column.forEach(count);
  return { files: report.files.size, lines };
}
