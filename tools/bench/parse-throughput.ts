// Parse speed and peak memory of the coverage parsers on ~50 MB synthetic reports (Cobertura, LCOV, istanbul
// JSON, Go coverprofile), and our LCOV parser against the lcov-parse package on the same tracefile, cold:
// each side in a process of its own, its whole CPU time from start to exit. Every run is a fresh process,
// so each peak-memory figure belongs to one parse. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { type GeneratedReport, type SyntheticFormat, writeSyntheticReport } from './coverage-data.ts';
import type { ParseFigures, ProcessFigures } from './parse-child.ts';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const sizeMb = Number(process.env.BENCH_MB ?? 50);
const MB = 1024 * 1024;
const allFormats: SyntheticFormat[] = ['cobertura', 'lcov', 'istanbul', 'go'];
/** BENCH_FORMATS=cobertura,lcov measures only those. */
const formats = process.env.BENCH_FORMATS
  ? allFormats.filter((format) => process.env.BENCH_FORMATS?.split(',').includes(format))
  : allFormats;
const fileNames: Record<SyntheticFormat, string> = {
  cobertura: 'coverage.xml',
  lcov: 'lcov.info',
  istanbul: 'coverage-final.json',
  go: 'coverage.out',
};

/**
 * The measured process runs compiled JavaScript, as the parsers would in a build, so its memory figures
 * carry no TypeScript loader. The library is imported from source, the way the server imports it.
 */
function bundleChild(dir: string): string {
  const lib = (file: string) => JSON.stringify(path.join(root, 'libs/coverage/src', file));
  const contents = `
    import { measureParse } from ${JSON.stringify(path.join(import.meta.dirname, 'parse-child.ts'))};
    import { ReportBuilder } from ${lib('model/report-builder.ts')};
    import { lcovParser } from ${lib('parsers/lcov/index.ts')};
    import { coberturaParser } from ${lib('parsers/xml/index.ts')};
    import { istanbulParser } from ${lib('parsers/json/index.ts')};
    import { goParser } from ${lib('parsers/go/index.ts')};
    import lcovParse from 'lcov-parse';
    measureParse(
      {
        newBuilder: () => new ReportBuilder(),
        parsers: { cobertura: coberturaParser, lcov: lcovParser, istanbul: istanbulParser, go: goParser },
        lcovParse: lcovParse.source,
      },
      process.argv.slice(2),
    );`;
  const outfile = path.join(dir, 'parse-child.cjs');
  buildSync({
    stdin: { contents, resolveDir: root, sourcefile: 'parse-entry.ts', loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * The whole-process comparison: one bundle per side, built alike, each holding only the harness and its
 * parser. Ours comes through the library's lean LCOV entry (`@canopy/coverage/lcov`), as a process that
 * only parses tracefiles would load it.
 */
function bundleProcesses(dir: string): { ours: string; theirs: string } {
  const child = JSON.stringify(path.join(import.meta.dirname, 'parse-child.ts'));
  const lean = JSON.stringify(path.join(root, 'libs/coverage/src/lcov.ts'));
  const sides = {
    ours: `
      import { countLines, measureProcess } from ${child};
      import { lcovParser, ReportBuilder } from ${lean};
      measureProcess(
        (text) => {
          const builder = new ReportBuilder();
          lcovParser.parse({ name: 'lcov.info', text }, builder);
          return builder.report;
        },
        countLines,
        process.argv.slice(2),
      );`,
    theirs: `
      import { countRecords, measureProcess, runLcovParse } from ${child};
      import lcovParse from 'lcov-parse';
      measureProcess((text) => runLcovParse(lcovParse.source, text), countRecords, process.argv.slice(2));`,
  };
  const outfiles = { ours: path.join(dir, 'lcov-ours.cjs'), theirs: path.join(dir, 'lcov-theirs.cjs') };
  for (const side of ['ours', 'theirs'] as const) {
    buildSync({
      stdin: { contents: sides[side], resolveDir: root, sourcefile: `lcov-${side}.ts`, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node24',
      outfile: outfiles[side],
      logLevel: 'warning',
    });
  }
  return outfiles;
}

/**
 * The server parses in a worker thread whose young generation is 12 MB (apps/api/src/processing/merge-thread.ts);
 * a 4 MB semi-space gives each measured process the same (3 × 4 MB), so its memory is what processing uses.
 */
const NODE_FLAGS = ['--expose-gc', '--max-semi-space-size=4'];

/** "On one core": the parse is single-threaded, and pinning keeps the collector's helper threads there too. */
const pinned = process.env.BENCH_PIN !== '0' && spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** Runs `node <flags> <args>` (pinned when possible) and returns the last line it printed, parsed. */
function runNode<T>(args: string[]): T {
  const [command, commandArgs] = pinned
    ? ['taskset', ['-c', '0', process.execPath, ...NODE_FLAGS, ...args]]
    : [process.execPath, [...NODE_FLAGS, ...args]];
  const child = spawnSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (child.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${child.status}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as T;
}

function runChild(bundle: string, reader: string, file: string): ParseFigures {
  return runNode<ParseFigures>([bundle, reader, file]);
}

interface Measured {
  label: string;
  report: GeneratedReport;
  medianMs: number;
  cpuMs: number;
  jsonMs: number;
  peakRssMb: number;
  startRssMb: number;
  resultHeapMb: number;
  files: number;
  lines: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function measure(bundle: string, reader: string, report: GeneratedReport): Measured {
  const figures: ParseFigures[] = [];
  for (let run = 0; run < runs; run++) figures.push(runChild(bundle, reader, report.path));
  const last = figures.at(-1) as ParseFigures;
  return {
    label: reader === 'lcov-parse' ? 'lcov (lcov-parse)' : reader,
    report,
    medianMs: median(figures.map((f) => f.ms)),
    cpuMs: median(figures.map((f) => f.cpuMs)),
    jsonMs: median(figures.map((f) => f.jsonMs)),
    peakRssMb: Math.max(...figures.map((f) => f.peakRssMb)),
    startRssMb: median(figures.map((f) => f.startRssMb)),
    resultHeapMb: median(figures.map((f) => f.resultHeapMb)),
    files: last.files,
    lines: last.lines,
  };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function printTable(rows: Measured[]): void {
  const cells = (values: string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(17) : v.padStart(10))).join(' ');
  console.log(
    cells(['reader', 'size', 'median', 'CPU', 'MB/s', 'peak RSS', 'start RSS', 'result', 'files', 'lines']) +
      '  lines as generated',
  );
  for (const row of rows) {
    const speed = row.report.bytes / MB / (row.medianMs / 1000);
    const generated = row.lines === row.report.lines ? 'yes' : `NO (${row.report.lines})`;
    const json = row.label === 'istanbul' ? `  (JSON.parse ${row.jsonMs.toFixed(0)} ms of it)` : '';
    console.log(
      cells([
        row.label,
        mb(row.report.bytes),
        `${row.medianMs.toFixed(0)} ms`,
        `${row.cpuMs.toFixed(0)} ms`,
        speed.toFixed(1),
        `${row.peakRssMb.toFixed(0)} MB`,
        `${row.startRssMb.toFixed(0)} MB`,
        `${row.resultHeapMb.toFixed(0)} MB`,
        String(row.files),
        String(row.lines),
      ]) + `  ${generated}${json}`,
    );
  }
  console.log(
    'CPU: median CPU time of the parse; start RSS: the process before reading the report; ' +
      'result: heap the parsed result holds after a full GC',
  );
}

function printGoals(rows: Measured[]): void {
  const byLabel = (label: string) => rows.find((row) => row.label === label);
  const cobertura = byLabel('cobertura');
  const ours = byLabel('lcov');
  const theirs = byLabel('lcov (lcov-parse)');
  if (cobertura) {
    // The process is pinned to one core, so its CPU time is its time on that core; wall time adds whatever
    // else the shared core ran meanwhile.
    const met = cobertura.cpuMs <= 1000 && cobertura.peakRssMb <= 150;
    console.log(
      `goal: Cobertura ${mb(cobertura.report.bytes)} in ≤ 1.0 s on one core with peak memory ≤ 150 MB: ` +
        `${met ? 'met' : 'MISSED'} (CPU ${(cobertura.cpuMs / 1000).toFixed(2)} s, wall ${(cobertura.medianMs / 1000).toFixed(2)} s, ` +
        `${cobertura.peakRssMb.toFixed(0)} MB)`,
    );
  }
  if (ours && theirs) {
    const ratio = theirs.cpuMs / ours.cpuMs;
    console.log(
      `lcov, CPU time of the parse alone, lcov-parse ÷ ours: ${ratio.toFixed(1)}× ` +
        `(${ours.cpuMs.toFixed(0)} ms vs ${theirs.cpuMs.toFixed(0)} ms)`,
    );
  }
}

interface ProcessRow {
  label: string;
  cpuMs: number;
  wallMs: number;
  peakRssMb: number;
  files: number;
  lines: number;
}

/** Each side a fresh `node` process per run, taking turns; median whole-process CPU time. */
function compareProcesses(outfiles: { ours: string; theirs: string }, report: GeneratedReport): void {
  const figures: Record<'ours' | 'theirs', ProcessFigures[]> = { ours: [], theirs: [] };
  for (let run = 0; run < runs; run++) {
    for (const side of ['ours', 'theirs'] as const) {
      figures[side].push(runNode<ProcessFigures>([outfiles[side], report.path]));
    }
  }
  const row = (label: string, all: ProcessFigures[]): ProcessRow => ({
    label,
    cpuMs: median(all.map((f) => f.cpuMs)),
    wallMs: median(all.map((f) => f.wallMs)),
    peakRssMb: Math.max(...all.map((f) => f.peakRssMb)),
    files: all.at(-1)?.files ?? 0,
    lines: all.at(-1)?.lines ?? 0,
  });
  const ours = row('lcov', figures.ours);
  const theirs = row('lcov-parse', figures.theirs);
  console.log(
    `\nlcov ${mb(report.bytes)}, whole process (from its start, module loading and reading included, to the end of the parse), ` +
      `${runs} runs per side, median:`,
  );
  const cells = (values: string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(17) : v.padStart(10))).join(' ');
  console.log(cells(['process', 'CPU', 'wall', 'peak RSS', 'files', 'lines']) + '  lines as generated');
  for (const side of [ours, theirs]) {
    console.log(
      cells([
        side.label,
        `${side.cpuMs.toFixed(0)} ms`,
        `${side.wallMs.toFixed(0)} ms`,
        `${side.peakRssMb.toFixed(0)} MB`,
        String(side.files),
        String(side.lines),
      ]) + `  ${side.lines === report.lines ? 'yes' : `NO (${report.lines})`}`,
    );
  }
  const ratio = theirs.cpuMs / ours.cpuMs;
  console.log(
    `lcov speed ratio, whole-process CPU time, lcov-parse ÷ ours: ${ratio.toFixed(1)}× ` +
      `(${ours.cpuMs.toFixed(0)} ms vs ${theirs.cpuMs.toFixed(0)} ms)`,
  );
  console.log(
    `goal: lcov ≥ 5× lcov-parse, cold, whole process: ${ratio >= 5 ? 'met' : 'MISSED'} (${ratio.toFixed(1)}×)`,
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-parse-'));
try {
  const bundle = bundleChild(dir);
  const generated = performance.now();
  const reports = formats.map((format) =>
    writeSyntheticReport(format, path.join(dir, fileNames[format]), sizeMb * MB),
  );
  console.log(
    `generated ${reports.length} reports of ~${sizeMb} MB in ${((performance.now() - generated) / 1000).toFixed(1)} s; ` +
      `${runs} runs each, a fresh process per run, ` +
      `${pinned ? 'pinned to one core (taskset -c 0)' : 'not pinned'}; median time, highest peak RSS`,
  );
  const rows = reports.map((report) => measure(bundle, report.format, report));
  const lcov = reports.find((report) => report.format === 'lcov');
  if (lcov) rows.push(measure(bundle, 'lcov-parse', lcov));
  printTable(rows);
  printGoals(rows);
  if (lcov) compareProcesses(bundleProcesses(dir), lcov);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
