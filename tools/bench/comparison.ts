// The comparison engine alone, on a 10,000-file repository (about 100 coverable lines per file, three flagged
// sessions) and a pull request diff touching 200 files: parseUnifiedDiff and compareReports (median and p95
// after a warm-up), a flag's comparison, one file's segments, and the memory a comparison takes.
// Prints figures; asserts no timings. A diff that does not read back as written sets a failing exit code.
import v8 from 'node:v8';
import vm from 'node:vm';
import {
  type CoverageLibrary,
  type Diff,
  type DiffFile,
  LARGE_REPOSITORY,
  type Report,
  SESSION_FLAGS,
  diffProblems,
  loadCoverageLibrary,
  pullRequestReports,
} from './large-repository.ts';

const runs = Number(process.env.BENCH_RUNS ?? 15);
const warmUps = 3;

// A forced collection before each memory reading, without asking for a node flag on the command line.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

interface Figure {
  step: string;
  times: number[];
  note: string;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/**
 * Runs `prepare` untimed and `measure` timed, `warmUps` times unrecorded and then `runs` times. Each run starts
 * after a collection, so it pays for its own garbage only.
 */
function timed<T>(prepare: () => T, measure: (input: T) => unknown): number[] {
  const times: number[] = [];
  for (let run = 0; run < warmUps + runs; run++) {
    const input = prepare();
    collectGarbage();
    const started = performance.now();
    measure(input);
    const elapsed = performance.now() - started;
    if (run >= warmUps) times.push(elapsed);
  }
  return times;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function printTable(figures: readonly Figure[]): void {
  const width = Math.max(...figures.map((figure) => figure.step.length));
  console.log(`${'step'.padEnd(width)}  ${'median'.padStart(9)}  ${'p95'.padStart(9)}  runs  notes`);
  for (const { step, times, note } of figures) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${step.padEnd(width)}  ${ms(percentile(sorted, 0.5)).padStart(9)}  ${ms(percentile(sorted, 0.95)).padStart(9)}  ${String(times.length).padStart(4)}  ${note}`,
    );
  }
}

/** The diff file with the most hunks: the heaviest segments view of the pull request. */
function busiestFile(diff: Diff): DiffFile {
  let busiest: DiffFile | undefined;
  for (const file of diff.files.values())
    if (file.type === 'modified' && (!busiest || file.segments.length > busiest.segments.length))
      busiest = file;
  if (!busiest) throw new Error('the diff has no modified file');
  return busiest;
}

/**
 * Memory of one cold parse and comparison: what it allocates, keeps, and whether it raises the process peak.
 * Measured before the timed runs, whose garbage would hide the peak.
 */
function measureMemory(library: CoverageLibrary, baseText: string, headText: string, diffText: string): void {
  collectGarbage();
  const empty = process.memoryUsage().heapUsed;
  const base = library.decodeReport(baseText);
  const head = library.decodeReport(headText);
  collectGarbage();
  const before = process.memoryUsage();
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  const comparison = library.compareReports(
    { report: base },
    { report: head },
    library.parseUnifiedDiff(diffText),
  );
  const after = process.memoryUsage();
  const peakAfter = process.resourceUsage().maxRSS * 1024;
  collectGarbage();
  const kept = process.memoryUsage().heapUsed - before.heapUsed;
  console.log(
    `memory: the two decoded reports hold ${mb(before.heapUsed - empty)} of heap; one cold parse + compare: ` +
      `heap used +${mb(after.heapUsed - before.heapUsed)} right after ` +
      `(no collection forced), +${mb(kept)} still held after a collection (the result and the folded ` +
      `coverage cached in the reports, ${comparison.files.length} impacted files); RSS ${mb(before.rss)} → ` +
      `${mb(after.rss)}; process peak RSS ${mb(peakBefore)} → ${mb(peakAfter)}`,
  );
}

function reportSummary(report: Report): string {
  const totals = report.totals();
  return `${totals.files} files, ${totals.lines} lines, ${totals.sessions} sessions, ${totals.coverage?.toFixed(2)}%`;
}

async function main(): Promise<void> {
  const library = await loadCoverageLibrary();
  const building = performance.now();
  const { base, head, diffText, contents } = pullRequestReports(library);
  const buildMs = performance.now() - building;
  const baseText = library.encodeReport(base);
  const headText = library.encodeReport(head);

  console.log(
    `comparison engine: ${LARGE_REPOSITORY.files} files × ${LARGE_REPOSITORY.sourceLines} source lines, ` +
      `3 flagged sessions (${[...SESSION_FLAGS.values()].flat().join(', ')})`,
  );
  console.log(`  base: ${reportSummary(base)}`);
  console.log(`  head: ${reportSummary(head)}`);
  console.log(
    `  diff: ${contents.files} files (${contents.modified} edited, ${contents.created} new, ${contents.deleted} ` +
      `deleted), +${contents.addedLines} −${contents.removedLines} lines, ${(diffText.length / 1024).toFixed(0)} KiB; ` +
      `${contents.flakyFiles} more files with flaky lines`,
  );
  console.log(
    `  built in ${(buildMs / 1000).toFixed(1)} s; stored form ${mb(baseText.length)} + ${mb(headText.length)} of JSON lines`,
  );

  const diff = library.parseUnifiedDiff(diffText);
  const problems = diffProblems(library, diff, contents);
  for (const problem of problems) console.log(`DIFF CHECK FAILED: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;

  const comparison = library.compareReports({ report: base }, { report: head }, diff);
  console.log(
    `  comparison: ${comparison.files.length} impacted files (${comparison.directChangedFilesCount} in the diff, ` +
      `${comparison.indirectChangedFilesCount} with indirect changes); patch ` +
      `${comparison.patchTotals?.coverage?.toFixed(2)}% of ${comparison.patchTotals?.lines} lines; ` +
      `head − base ${((comparison.headTotals.coverage ?? 0) - (comparison.baseTotals.coverage ?? 0)).toFixed(3)} points`,
  );
  measureMemory(library, baseText, headText, diffText);
  console.log('');

  const fresh = () => ({ base: library.decodeReport(baseText), head: library.decodeReport(headText) });
  const unit = ['unit'];
  const segmentsFile = busiestFile(diff);
  const figures: Figure[] = [
    {
      step: 'parseUnifiedDiff',
      times: timed(
        () => diffText,
        (text) => library.parseUnifiedDiff(text),
      ),
      note: `${contents.files} files`,
    },
    {
      step: 'compareReports, fresh reports',
      times: timed(fresh, (reports) =>
        library.compareReports({ report: reports.base }, { report: reports.head }, diff),
      ),
      note: 'reports decoded before each run, untimed: every file folded for the first time',
    },
    {
      step: 'parse + compare, fresh reports',
      times: timed(fresh, (reports) =>
        library.compareReports(
          { report: reports.base },
          { report: reports.head },
          library.parseUnifiedDiff(diffText),
        ),
      ),
      note: 'what a first request for the comparison computes once the reports are read',
    },
    {
      step: 'compareReports, same reports',
      times: timed(
        () => diff,
        (parsed) => library.compareReports({ report: base }, { report: head }, parsed),
      ),
      note: 'folded coverage already cached in the reports',
    },
    {
      step: 'flag "unit" comparison',
      times: timed(
        () => diff,
        (parsed) =>
          library.compareReports(
            library.flagView(base, SESSION_FLAGS, unit),
            library.flagView(head, SESSION_FLAGS, unit),
            parsed,
          ),
      ),
      note: 'one session of three; a filtered fold is never cached',
    },
    {
      step: 'fileSegments, one file',
      times: timed(
        () => segmentsFile,
        (file) => library.fileSegments({ report: base }, { report: head }, file.path, file.path, file),
      ),
      note: `${segmentsFile.path}, ${segmentsFile.segments.length} hunks`,
    },
  ];
  printTable(figures);
}

await main();
