// A large synthetic repository for the comparison benchmarks: 10,000 source files of about 100 coverable lines,
// covered by three flagged sessions (uploads), and a pull request whose diff edits 200 of them. Seeded, so every
// run compares exactly the same reports.
import { seededRandom } from './coverage-data.ts';

// --- the coverage library, typed by shape ----------------------------------------------------------------
// Tools type-check under NodeNext, which the library's extensionless imports do not satisfy, so it is loaded at
// run time (tsx resolves it like the server does) and only the parts used here are described.

export type LineCoverage = number | string;

export interface CoverageTotals {
  files: number;
  lines: number;
  hits: number;
  misses: number;
  partials: number;
  coverage: number | null;
  branches: number;
  methods: number;
  sessions: number;
  complexity: number;
  complexityTotal: number;
}

export interface ReportFile {
  readonly path: string;
  addLine(sessionId: number, line: number, coverage: LineCoverage): void;
}

export interface Report {
  readonly files: Map<string, ReportFile>;
  file(path: string): ReportFile;
  totals(sessionIds?: ReadonlySet<number>): CoverageTotals;
}

export interface DiffFile {
  path: string;
  type: 'new' | 'modified' | 'deleted';
  segments: unknown[];
}

export interface Diff {
  files: Map<string, DiffFile>;
}

export interface ReportView {
  report: Report;
  sessions?: ReadonlySet<number>;
}

export interface FileComparison {
  headPath: string | null;
  basePath: string | null;
  inDiff: boolean;
  patchTotals: CoverageTotals | null;
  indirectChanges: unknown[];
}

export interface ReportComparison {
  baseTotals: CoverageTotals;
  headTotals: CoverageTotals;
  patchTotals: CoverageTotals | null;
  files: FileComparison[];
  directChangedFilesCount: number;
  indirectChangedFilesCount: number;
}

export interface SegmentComparison {
  header: string;
  hasUnintendedChanges: boolean;
  lines: unknown[];
}

export interface CoverageLibrary {
  Report: new () => Report;
  encodeReport(report: Report): string;
  decodeReport(text: string): Report;
  parseUnifiedDiff(text: string): Diff;
  addedLines(file: DiffFile): number[];
  removedLines(file: DiffFile): number[];
  compareReports(base: ReportView, head: ReportView, diff: Diff | null): ReportComparison;
  flagView(
    report: Report,
    sessionFlags: ReadonlyMap<number, readonly string[]>,
    flags: readonly string[],
  ): ReportView;
  fileSegments(
    base: ReportView,
    head: ReportView,
    basePath: string | null,
    headPath: string | null,
    diffFile: DiffFile | null,
  ): SegmentComparison[];
}

const COVERAGE_PACKAGE: string = '@canopy/coverage';

export async function loadCoverageLibrary(): Promise<CoverageLibrary> {
  return (await import(COVERAGE_PACKAGE)) as CoverageLibrary;
}

// --- the repository ---------------------------------------------------------------------------------------

export interface RepositoryOptions {
  files: number;
  /** Source lines per file; about 72% of them are coverable. */
  sourceLines: number;
  /** Files the pull request's diff touches: a few created and deleted, the rest edited. */
  diffFiles: number;
  seed: number;
}

export const LARGE_REPOSITORY: RepositoryOptions = {
  files: 10_000,
  sourceLines: 140,
  diffFiles: 200,
  seed: 1,
};

/** Session i is the upload carrying flag i, in every commit. */
export const FLAGS = ['unit', 'integration', 'e2e'] as const;
export const SESSION_FLAGS: ReadonlyMap<number, readonly string[]> = new Map(
  FLAGS.map((flag, session) => [session, [flag]]),
);

const CREATED_FILES = 4;
const DELETED_FILES = 2;
const CONTEXT = 3;

/** A source line: what names its text, and each session's coverage of it (null when it is not code). */
interface SourceLine {
  text: string;
  coverage: (LineCoverage | undefined)[] | null;
}

export function filePath(index: number): string {
  return `src/area-${index % 25}/module-${Math.floor(index / 25) % 20}/file-${index}.ts`;
}

function between(random: () => number, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** Unit tests run every file, integration tests two in three, end-to-end tests one in four. */
function sessionsCovering(index: number): boolean[] {
  return [true, index % 3 !== 0, index % 4 === 0];
}

const HIT_SHARE = [0.72, 0.55, 0.35];

/**
 * One line's coverage per session: one coverable line in ten is a branch line. `drift` moves the hit shares, so
 * the reports of older commits differ a little line by line while using the same random draws.
 */
function lineCoverage(
  random: () => number,
  covering: boolean[],
  drift: number,
): (LineCoverage | undefined)[] {
  const branchTotal = random() < 0.1 ? (random() < 0.8 ? 2 : 4) : 0;
  return covering.map((covers, session) => {
    const draw = random();
    const count = between(random, 1, 30);
    if (!covers) return undefined;
    const hit = draw < (HIT_SHARE[session] ?? 0.5) + drift;
    if (branchTotal === 0) return hit ? count : 0;
    return `${hit ? 1 + (count % branchTotal) : 0}/${branchTotal}`;
  });
}

function codeLine(random: () => number, text: string, covering: boolean[], drift: number): SourceLine {
  const coverable = random() < 0.72;
  const coverage = lineCoverage(random, covering, drift);
  return { text, coverage: coverable ? coverage : null };
}

function fileRandom(options: RepositoryOptions, index: number, salt: number): () => number {
  return seededRandom((options.seed * 2_654_435_761 + index * 40_503 + salt * 7_919) >>> 0);
}

function sourceFile(options: RepositoryOptions, index: number, drift: number): SourceLine[] {
  const random = fileRandom(options, index, 0);
  const covering = sessionsCovering(index);
  return Array.from({ length: options.sourceLines }, (_, line) =>
    codeLine(random, `  const value${line} = step(${index}, ${line});`, covering, drift),
  );
}

function addFile(report: Report, path: string, lines: readonly SourceLine[]): void {
  const file = report.file(path);
  lines.forEach((line, i) => {
    line.coverage?.forEach((coverage, session) => {
      if (coverage !== undefined) file.addLine(session, i + 1, coverage);
    });
  });
}

// --- the pull request's edits and its unified diff ----------------------------------------------------------

/** Lines removed at `at` (0-based, in the base file) and lines put in their place. */
interface Edit {
  at: number;
  removed: number;
  added: SourceLine[];
}

/** One to three edits, each in its own part of the file, far enough apart to be separate hunks. */
function editsFor(options: RepositoryOptions, index: number, length: number): Edit[] {
  const random = fileRandom(options, index, 1);
  const covering = sessionsCovering(index);
  const hunks = between(random, 1, 3);
  const slot = Math.floor(length / hunks);
  const edits: Edit[] = [];
  for (let hunk = 0; hunk < hunks; hunk++) {
    const removed = between(random, 0, 4);
    const added = between(random, removed === 0 ? 1 : 0, 6);
    edits.push({
      at: hunk * slot + between(random, 0, slot - 12),
      removed,
      added: Array.from({ length: added }, (_, k) =>
        codeLine(random, `  const added${hunk}_${k} = next(${index});`, covering, 0),
      ),
    });
  }
  return edits;
}

function applyEdits(base: readonly SourceLine[], edits: readonly Edit[]): SourceLine[] {
  const head: SourceLine[] = [];
  let cursor = 0;
  for (const edit of edits) {
    head.push(...base.slice(cursor, edit.at), ...edit.added);
    cursor = edit.at + edit.removed;
  }
  head.push(...base.slice(cursor));
  return head;
}

function hunkText(base: readonly SourceLine[], edit: Edit, offset: number): string[] {
  const before = Math.min(CONTEXT, edit.at);
  const after = Math.min(CONTEXT, base.length - edit.at - edit.removed);
  const baseStart = edit.at - before + 1;
  const out = [
    `@@ -${baseStart},${before + edit.removed + after} +${baseStart + offset},${before + edit.added.length + after} @@`,
  ];
  for (const line of base.slice(edit.at - before, edit.at)) out.push(` ${line.text}`);
  for (const line of base.slice(edit.at, edit.at + edit.removed)) out.push(`-${line.text}`);
  for (const line of edit.added) out.push(`+${line.text}`);
  for (const line of base.slice(edit.at + edit.removed, edit.at + edit.removed + after))
    out.push(` ${line.text}`);
  return out;
}

function modifiedFileDiff(path: string, base: readonly SourceLine[], edits: readonly Edit[]): string[] {
  const out = [
    `diff --git a/${path} b/${path}`,
    'index 3f1a2b4..9c8d7e6 100644',
    `--- a/${path}`,
    `+++ b/${path}`,
  ];
  let offset = 0;
  for (const edit of edits) {
    out.push(...hunkText(base, edit, offset));
    offset += edit.added.length - edit.removed;
  }
  return out;
}

function createdFileDiff(path: string, lines: readonly SourceLine[]): string[] {
  return [
    `diff --git a/${path} b/${path}`,
    'new file mode 100644',
    'index 0000000..5e4f3a2',
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1,${lines.length} @@`,
    ...lines.map((line) => `+${line.text}`),
  ];
}

function deletedFileDiff(path: string, lines: readonly SourceLine[]): string[] {
  return [
    `diff --git a/${path} b/${path}`,
    'deleted file mode 100644',
    'index 7a6b5c4..0000000',
    `--- a/${path}`,
    '+++ /dev/null',
    `@@ -1,${lines.length} +0,0 @@`,
    ...lines.map((line) => `-${line.text}`),
  ];
}

/** A flaky unit test: up to three covered lines of the file flip between hit and miss in the head. */
function withFlakyLines(
  options: RepositoryOptions,
  index: number,
  lines: readonly SourceLine[],
): SourceLine[] {
  const random = fileRandom(options, index, 2);
  const flipped = lines.slice();
  for (let n = 0; n < 3; n++) {
    const i = between(random, 0, lines.length - 1);
    const coverage = flipped[i]?.coverage;
    const unit = coverage?.[0];
    if (!coverage || typeof unit !== 'number') continue;
    flipped[i] = { text: flipped[i]!.text, coverage: [unit > 0 ? 0 : 1, ...coverage.slice(1)] };
  }
  return flipped;
}

/** What the pull request's diff holds, to check that the diff reads back as written. */
export interface DiffContents {
  files: number;
  modified: number;
  created: number;
  deleted: number;
  addedLines: number;
  removedLines: number;
  /** Files outside the diff whose coverage changed (flaky lines). */
  flakyFiles: number;
}

export interface PullRequestReports {
  base: Report;
  head: Report;
  diffText: string;
  contents: DiffContents;
}

type FileRole = 'modified' | 'deleted' | 'flaky' | 'unchanged';

/** Every `stride`-th file is in the diff (the last few of those deleted); a few others have flaky lines. */
function roleOf(options: RepositoryOptions, index: number): FileRole {
  const inDiff = options.diffFiles - CREATED_FILES;
  const stride = Math.max(1, Math.floor(options.files / inDiff));
  const position = index % stride === 3 ? Math.floor(index / stride) : -1;
  if (position >= 0 && position < inDiff - DELETED_FILES) return 'modified';
  if (position >= 0 && position < inDiff) return 'deleted';
  return index % 211 === 5 ? 'flaky' : 'unchanged';
}

/** The reports of a pull request's base and head, and the unified diff between them. */
export function pullRequestReports(
  library: CoverageLibrary,
  options: RepositoryOptions = LARGE_REPOSITORY,
): PullRequestReports {
  const base = new library.Report();
  const head = new library.Report();
  const diff: string[] = [];
  const contents: DiffContents = {
    files: 0,
    modified: 0,
    created: 0,
    deleted: 0,
    addedLines: 0,
    removedLines: 0,
    flakyFiles: 0,
  };
  for (let index = 0; index < options.files; index++) {
    const path = filePath(index);
    const lines = sourceFile(options, index, 0);
    addFile(base, path, lines);
    const role = roleOf(options, index);
    if (role === 'unchanged') addFile(head, path, lines);
    else if (role === 'flaky') {
      addFile(head, path, withFlakyLines(options, index, lines));
      contents.flakyFiles += 1;
    } else if (role === 'deleted') {
      diff.push(...deletedFileDiff(path, lines));
      contents.deleted += 1;
      contents.removedLines += lines.length;
    } else {
      const edits = editsFor(options, index, lines.length);
      addFile(head, path, applyEdits(lines, edits));
      diff.push(...modifiedFileDiff(path, lines, edits));
      contents.modified += 1;
      for (const edit of edits) {
        contents.addedLines += edit.added.length;
        contents.removedLines += edit.removed;
      }
    }
  }
  for (let n = 0; n < CREATED_FILES; n++) {
    const index = options.files + n;
    const path = `src/area-${n}/new-feature/file-${index}.ts`;
    const lines = sourceFile(options, index, 0).slice(0, 60);
    addFile(head, path, lines);
    diff.push(...createdFileDiff(path, lines));
    contents.created += 1;
    contents.addedLines += lines.length;
  }
  contents.files = contents.modified + contents.created + contents.deleted;
  return { base, head, diffText: `${diff.join('\n')}\n`, contents };
}

/** The report of an older commit of the default branch: the base's files, its coverage drifted a little. */
export function branchReport(
  library: CoverageLibrary,
  drift: number,
  options: RepositoryOptions = LARGE_REPOSITORY,
): Report {
  const report = new library.Report();
  for (let index = 0; index < options.files; index++)
    addFile(report, filePath(index), sourceFile(options, index, drift));
  return report;
}

/** Differences between what the diff was written with and what it reads back as; empty when they agree. */
export function diffProblems(library: CoverageLibrary, diff: Diff, contents: DiffContents): string[] {
  const files = [...diff.files.values()];
  const count = (type: DiffFile['type']) => files.filter((file) => file.type === type).length;
  const added = files.reduce((sum, file) => sum + library.addedLines(file).length, 0);
  const removed = files.reduce((sum, file) => sum + library.removedLines(file).length, 0);
  const problems: string[] = [];
  const expect = (what: string, actual: number, expected: number) => {
    if (actual !== expected) problems.push(`${what}: read ${actual}, wrote ${expected}`);
  };
  expect('files', files.length, contents.files);
  expect('modified files', count('modified'), contents.modified);
  expect('new files', count('new'), contents.created);
  expect('deleted files', count('deleted'), contents.deleted);
  expect('added lines', added, contents.addedLines);
  expect('removed lines', removed, contents.removedLines);
  return problems;
}
