import { type LineCoverage, lineState } from '../model/line-coverage';
import type { LineArray, Report, ReportFile } from '../model/report';
import { addFileTotals, type CoverageTotals, emptyTotals, finishTotals } from '../model/totals';
import { type Diff, type DiffFile, LineMap, addedLines, hasLineChanges } from './diff';

/** A report seen through a Flag or Component: only these sessions (all when absent) and these files. */
export interface ReportView {
  report: Report;
  sessions?: ReadonlySet<number>;
  includePath?: (path: string) => boolean;
}

/** Hit, miss or partial; skipped and untracked lines have no mark. */
export type CoverageMark = 'H' | 'M' | 'P';

export interface LineChange {
  baseLine: number | null;
  headLine: number | null;
  before: CoverageMark | null;
  after: CoverageMark | null;
}

/** One ImpactedFile of a Comparison. */
export interface FileComparison {
  headPath: string | null;
  basePath: string | null;
  isNewFile: boolean;
  isDeletedFile: boolean;
  isRenamedFile: boolean;
  /** The file has added or removed lines in the diff. */
  inDiff: boolean;
  baseTotals: CoverageTotals | null;
  headTotals: CoverageTotals | null;
  /** Over the head lines added in the diff; null when none of them is coverable, or without a diff. */
  patchTotals: CoverageTotals | null;
  /** Head % − base %, when both exist. */
  changeCoverage: number | null;
  /** Added head lines that are misses or partials. */
  missedLines: number[];
  /** Lines the diff did not add or remove whose mark differs between base (mapped through the diff) and head. */
  indirectChanges: LineChange[];
  /** Head lines among the indirect changes that head misses (a hit that became a miss, say). */
  indirectMissedLines: number[];
}

export interface ReportComparison {
  diffAvailable: boolean;
  baseTotals: CoverageTotals;
  headTotals: CoverageTotals;
  /** Null without a diff. */
  patchTotals: CoverageTotals | null;
  /** Impacted files: in the diff with coverage on either side, or with indirect changes; by path. */
  files: FileComparison[];
  directChangedFilesCount: number;
  indirectChangedFilesCount: number;
}

export function coverageMark(coverage: LineCoverage | undefined): CoverageMark | null {
  if (coverage === undefined) return null;
  if (typeof coverage === 'number') return coverage < 0 ? null : coverage > 0 ? 'H' : 'M';
  const state = lineState(coverage);
  return state === 'hit' ? 'H' : state === 'miss' ? 'M' : state === 'partial' ? 'P' : null;
}

/** The file as the view sees it, or null when the view leaves it out. */
export function viewFile(view: ReportView, path: string): ReportFile | null {
  if (view.includePath && !view.includePath(path)) return null;
  return view.report.files.get(path) ?? null;
}

/** The view's line coverage of a file: empty when the view has no data for it. */
export function viewLines(view: ReportView, path: string | null): LineArray<LineCoverage> {
  const file = path === null ? null : viewFile(view, path);
  return file ? file.lines(view.sessions) : [];
}

function hasViewData(file: ReportFile, sessions: ReadonlySet<number> | undefined): boolean {
  for (const [id, column] of file.sessions)
    if ((!sessions || sessions.has(id)) && column.hasData()) return true;
  return false;
}

/** Totals of one file in a view; null when the view has no data for it. */
export function fileTotals(view: ReportView, path: string): CoverageTotals | null {
  const file = viewFile(view, path);
  if (!file || !hasViewData(file, view.sessions)) return null;
  return file.totals(view.sessions);
}

/** Report totals of a view: the view's sessions, summed over the files it includes. */
export function viewTotals(view: ReportView): CoverageTotals {
  const { report, sessions, includePath } = view;
  if (!includePath) return report.totals(sessions);
  const totals = emptyTotals();
  for (const [path, file] of report.files) {
    if (!includePath(path)) continue;
    addFileTotals(totals, file.totals(sessions));
  }
  totals.sessions = sessions ? sessions.size : report.sessionIds().size;
  return finishTotals(totals);
}

/**
 * Lines whose mark differs between base and head, walking the head lines mapped to base through the diff
 * and then the base lines whose head line has no data; added and removed lines are explained by the diff.
 * Ordered by head line.
 */
export function lineChanges(
  baseLines: LineArray<LineCoverage>,
  headLines: LineArray<LineCoverage>,
  map: LineMap,
): LineChange[] {
  const changes: LineChange[] = [];
  for (let headLine = 1; headLine < headLines.length; headLine++) {
    const coverage = headLines[headLine];
    if (coverage === undefined) continue;
    // Only added lines have no base line.
    const baseLine = map.headToBase(headLine);
    if (baseLine === null) continue;
    const before = coverageMark(baseLines[baseLine]);
    const after = coverageMark(coverage);
    if (before !== after) changes.push({ baseLine, headLine, before, after });
  }
  let vanished: LineChange[] | undefined;
  for (let baseLine = 1; baseLine < baseLines.length; baseLine++) {
    const coverage = baseLines[baseLine];
    if (coverage === undefined) continue;
    const headLine = map.baseToHead(baseLine);
    if (headLine === null || headLines[headLine] !== undefined) continue;
    const before = coverageMark(coverage);
    if (before !== null) (vanished ??= []).push({ baseLine, headLine, before, after: null });
  }
  if (!vanished) return changes;
  return [...changes, ...vanished].sort((a, b) => (a.headLine ?? 0) - (b.headLine ?? 0));
}

/** Patch counts of one file: its added head lines that have coverage. */
interface FilePatch {
  totals: CoverageTotals;
  missedLines: number[];
}

function filePatch(file: ReportFile, lines: LineArray<LineCoverage>, diffFile: DiffFile): FilePatch | null {
  const totals = emptyTotals();
  const missedLines: number[] = [];
  const types = file.recordedTypes();
  for (const line of addedLines(diffFile)) {
    const coverage = lines[line];
    const mark = coverageMark(coverage);
    if (mark === null) continue;
    if (mark === 'H') totals.hits += 1;
    else {
      if (mark === 'M') totals.misses += 1;
      else totals.partials += 1;
      missedLines.push(line);
    }
    const type = types.get(line) ?? (typeof coverage === 'string' ? 'b' : undefined);
    if (type === 'b') totals.branches += 1;
    else if (type === 'm') totals.methods += 1;
  }
  if (totals.hits + missedLines.length === 0) return null;
  totals.files = 1;
  return { totals: finishTotals(totals), missedLines };
}

/** One base/head pair of a file to compare, with the diff entry that relates them. */
interface FilePair {
  basePath: string | null;
  headPath: string | null;
  diffFile: DiffFile | null;
}

function compareFile(base: ReportView, head: ReportView, pair: FilePair): FileComparison | null {
  const baseFile = pair.basePath === null ? null : viewFile(base, pair.basePath);
  const headFile = pair.headPath === null ? null : viewFile(head, pair.headPath);
  // Most files are untouched and covered alike: skip them before decoding any line.
  if (
    !pair.diffFile &&
    baseFile &&
    headFile &&
    baseFile.sameCoverageAs(headFile, base.sessions, head.sessions)
  )
    return null;
  const baseLines = baseFile ? baseFile.lines(base.sessions) : [];
  const headLines = headFile ? headFile.lines(head.sessions) : [];
  const basePresent = baseLines.length > 0;
  const headPresent = headLines.length > 0;
  if (!basePresent && !headPresent) return null;

  const { diffFile } = pair;
  const inDiff = diffFile !== null && hasLineChanges(diffFile);
  // Without a file on one side, its line numbers are not "the same lines": they do not exist.
  const indirectChanges = lineChanges(baseLines, headLines, LineMap.of(diffFile)).map((change) => ({
    ...change,
    baseLine: basePresent ? change.baseLine : null,
    headLine: headPresent ? change.headLine : null,
  }));
  if (!inDiff && indirectChanges.length === 0) return null;

  const patch =
    headFile && headPresent && diffFile && diffFile.type !== 'deleted'
      ? filePatch(headFile, headLines, diffFile)
      : null;
  const baseTotals = baseFile && basePresent ? baseFile.totals(base.sessions) : null;
  const headTotals = headFile && headPresent ? headFile.totals(head.sessions) : null;
  const headPath = headPresent ? pair.headPath : null;
  const basePath = basePresent ? pair.basePath : null;
  return {
    headPath,
    basePath,
    isNewFile: headPresent && (!basePresent || diffFile?.type === 'new'),
    isDeletedFile: basePresent && !headPresent,
    isRenamedFile:
      headPath !== null && basePath !== null && headPath !== basePath && diffFile?.type !== 'new',
    inDiff,
    baseTotals,
    headTotals,
    patchTotals: patch?.totals ?? null,
    changeCoverage:
      baseTotals?.coverage != null && headTotals?.coverage != null
        ? headTotals.coverage - baseTotals.coverage
        : null,
    missedLines: patch?.missedLines ?? [],
    indirectChanges,
    indirectMissedLines: indirectMissedLines(indirectChanges),
  };
}

function indirectMissedLines(changes: readonly LineChange[]): number[] {
  const lines: number[] = [];
  for (const change of changes)
    if (change.after === 'M' && change.headLine !== null) lines.push(change.headLine);
  return lines;
}

/**
 * A file's missed lines as the impacted-file tables count them. As a direct change (the file is in the diff):
 * its added lines that are misses or partials. As an indirect change: the head misses among the lines whose
 * coverage changed outside the diff, which is what makes an indirect change worth a look. A file that is both
 * is counted as the table it is listed in asks (`as`); by default as what it is first, a direct change.
 */
export function missesCount(
  file: Pick<FileComparison, 'inDiff' | 'missedLines' | 'indirectMissedLines'>,
  as: 'direct' | 'indirect' = file.inDiff ? 'direct' : 'indirect',
): number {
  return as === 'direct' ? file.missedLines.length : file.indirectMissedLines.length;
}

/**
 * Every file to compare: head files with their base counterpart (renames through `before`), then base
 * files nothing in head accounts for (deleted, renamed away, or gone from the report).
 */
function filePairs(base: ReportView, head: ReportView, diff: Diff | null): FilePair[] {
  const pairs: FilePair[] = [];
  const pairedBase = new Set<string>();
  const renamedFrom = new Map<string, DiffFile>();
  if (diff)
    for (const file of diff.files.values())
      if (file.type === 'modified' && file.before) renamedFrom.set(file.before, file);

  for (const path of head.report.files.keys()) {
    if (head.includePath && !head.includePath(path)) continue;
    const found = diff?.files.get(path);
    const diffFile = found && found.type !== 'deleted' ? found : null;
    // A new file has no base; whatever a stale base report says about its path is left out.
    const basePath = diffFile?.type === 'new' ? diffFile.before : (diffFile?.before ?? path);
    pairedBase.add(path);
    if (basePath !== null) pairedBase.add(basePath);
    pairs.push({ basePath, headPath: path, diffFile });
  }
  for (const path of base.report.files.keys()) {
    if (pairedBase.has(path) || (base.includePath && !base.includePath(path))) continue;
    const found = diff?.files.get(path);
    const diffFile = found?.type === 'deleted' ? found : (renamedFrom.get(path) ?? null);
    pairs.push({
      basePath: path,
      headPath: diffFile?.type === 'deleted' ? null : (diffFile?.path ?? path),
      diffFile,
    });
  }
  return pairs;
}

/** Compares two reports (or two views of them) through the diff between their commits. */
export function compareReports(base: ReportView, head: ReportView, diff: Diff | null): ReportComparison {
  const diffAvailable = diff !== null;
  const patch = emptyTotals();
  const files: FileComparison[] = [];
  for (const pair of filePairs(base, head, diff)) {
    const comparison = compareFile(base, head, pair);
    if (!comparison) continue;
    files.push(comparison);
    if (comparison.patchTotals) addFileTotals(patch, comparison.patchTotals);
  }
  files.sort((a, b) => compareText(fileName(a), fileName(b)));
  return {
    diffAvailable,
    baseTotals: viewTotals(base),
    headTotals: viewTotals(head),
    patchTotals: diffAvailable ? finishTotals(patch) : null,
    files,
    // Without a diff nothing can be told apart as expected or unexpected.
    directChangedFilesCount: diffAvailable ? files.filter((file) => file.inDiff).length : 0,
    indirectChangedFilesCount: diffAvailable
      ? files.filter((file) => file.indirectChanges.length > 0).length
      : 0,
  };
}

function fileName(file: FileComparison): string {
  return file.headPath ?? file.basePath ?? '';
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
