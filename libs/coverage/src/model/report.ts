import {
  CoverageColumn,
  isBranchCode,
  MAX_LINE,
  NO_DATA,
  SKIPPED_CODE,
  codeState,
  decodeColumnValue as decodeCoverage,
  encodeCoverage,
} from './coverage-column';
import {
  type Complexity,
  type LineCoverage,
  type LineType,
  branches,
  mergeComplexity,
  mergeType,
  parseBranches,
} from './line-coverage';
import { addFileTotals, type CoverageTotals, emptyTotals, finishTotals } from './totals';

const interned = new Map<string, string>();

/** Shares the few distinct strings reports repeat millions of times ("0:1", "0:0,0:1"). */
export function intern(value: string): string {
  const known = interned.get(value);
  if (known !== undefined) return known;
  if (interned.size < 50_000 && value.length <= 64) interned.set(value, value);
  return value;
}

function joinIds(ids: readonly string[]): string {
  return intern(ids.length === 1 ? ids[0]! : ids.join(','));
}

function splitIds(joined: string): string[] {
  return joined === '' ? [] : joined.split(',');
}

/** Line-indexed values of one file; index 0 is unused because lines start at 1. */
export type LineArray<T> = (T | undefined)[];

/**
 * Coverage of one file, column-wise: one packed column of line coverage per session (upload), so a report
 * with many sessions stays compact and any subset of sessions (a flag, a component) can be folded again.
 */
export class ReportFile {
  /** Per session id, the coverage that session reported for each line. */
  readonly sessions = new Map<number, CoverageColumn>();
  /**
   * Per session id, the branches each line did not take, where the format names them: ids joined by commas
   * (one small, usually shared string per line rather than an array and a map per line).
   */
  readonly missing = new Map<number, Map<number, string>>();
  readonly complexity: LineArray<Complexity> = [];
  /**
   * Line types that the coverage does not already say: a line with branch coverage is a branch line, so
   * only methods and the odd branch line with a plain count are kept here.
   */
  private readonly explicitTypes = new Map<number, 'b' | 'm'>();
  private merged: CoverageColumn | undefined;

  constructor(readonly path: string) {}

  /** Records a line for a session, merging with what that session already said about it. */
  addLine(
    sessionId: number,
    line: number,
    coverage: LineCoverage,
    type?: LineType,
    missing?: readonly string[],
    complexity?: Complexity,
  ): void {
    // `line % 1` rather than Number.isInteger: this runs once per line of every report.
    if (!(line > 0) || line % 1 !== 0 || line > MAX_LINE) return;
    this.addCodedLine(sessionId, line, encodeCoverage(coverage), type, missing, complexity);
  }

  /** addLine with the coverage already packed (see coverage-column.ts). */
  addCodedLine(
    sessionId: number,
    line: number,
    code: number,
    type?: LineType,
    missing?: readonly string[] | string,
    complexity?: Complexity,
  ): void {
    if (!(line > 0) || line % 1 !== 0 || line > MAX_LINE) return;
    const before = this.sessions.get(sessionId)?.get(line) ?? NO_DATA;
    this.addCode(sessionId, line, code);
    if (type === 'm' || (type === 'b' && code > SKIPPED_CODE)) this.setType(line, type);
    if (complexity !== undefined) this.complexity[line] = mergeComplexity(this.complexity[line], complexity);
    if (before === NO_DATA) {
      if (missing)
        this.setMissing(sessionId, line, typeof missing === 'string' ? intern(missing) : joinIds(missing));
      return;
    }
    const known = this.missing.get(sessionId)?.get(line);
    if (!missing && known === undefined) return;
    const given = missing ? (typeof missing === 'string' ? splitIds(missing) : missing) : undefined;
    const ids = unionMissing([
      [before, known === undefined ? undefined : splitIds(known)],
      [code, given],
    ]);
    if (ids === undefined) return;
    if (ids === 'unknown') {
      this.missing.get(sessionId)?.delete(line);
      return;
    }
    this.setMissing(sessionId, line, joinIds(ids));
    // Two reports of the line in one upload: the branches either took is the precise union.
    const column = this.sessions.get(sessionId)!;
    const current = decodeCoverage(column.get(line));
    const parsed = typeof current === 'string' ? parseBranches(current) : undefined;
    if (parsed) column.set(line, encodeCoverage(branches(Math.max(0, parsed[1] - ids.length), parsed[1])));
  }

  private setMissing(sessionId: number, line: number, ids: string): void {
    let missingLines = this.missing.get(sessionId);
    if (!missingLines) {
      missingLines = new Map();
      this.missing.set(sessionId, missingLines);
    }
    missingLines.set(line, ids);
  }

  private addCode(sessionId: number, line: number, code: number): void {
    this.columnFor(sessionId).merge(line, code);
    this.merged = undefined;
  }

  /** The session's column, created when first written: builders keep it to add lines without lookups. */
  columnFor(sessionId: number): CoverageColumn {
    let column = this.sessions.get(sessionId);
    if (!column) {
      column = new CoverageColumn();
      this.sessions.set(sessionId, column);
    }
    return column;
  }

  /** Forgets the folded coverage after a builder wrote to a column directly. */
  changed(): void {
    this.merged = undefined;
  }

  /** The line's type: as recorded, else a branch line when its coverage counts branches. */
  typeAt(line: number): LineType {
    return this.explicitTypes.get(line) ?? (isBranchCode(this.fold().get(line)) ? 'b' : undefined);
  }

  /** Types recorded beyond what the coverage implies (for storage). */
  recordedTypes(): ReadonlyMap<number, 'b' | 'm'> {
    return this.explicitTypes;
  }

  setType(line: number, type: LineType): void {
    if (!type || line >= MAX_LINE) return;
    const merged = mergeType(this.explicitTypes.get(line), type);
    if (merged) this.explicitTypes.set(line, merged);
  }

  /**
   * Whether this file's fold over `sessionIds` and another file's fold over `otherSessionIds` have the same
   * coverage on every line; cheap, with nothing decoded.
   */
  sameCoverageAs(
    other: ReportFile,
    sessionIds?: ReadonlySet<number>,
    otherSessionIds?: ReadonlySet<number>,
  ): boolean {
    return this.fold(sessionIds).sameAs(other.fold(otherSessionIds));
  }

  /** One session's coverage as line-indexed values. */
  column(sessionId: number): LineArray<LineCoverage> {
    const column = this.sessions.get(sessionId);
    return column ? decodeColumn(column) : [];
  }

  /** Line coverage folded over every session, or over the given ones. */
  lines(sessionIds?: ReadonlySet<number>): LineArray<LineCoverage> {
    return decodeColumn(this.fold(sessionIds));
  }

  coverageAt(line: number, sessionIds?: ReadonlySet<number>): LineCoverage | undefined {
    return decodeCoverage(this.fold(sessionIds).get(line));
  }

  /** Folded in session order, not arrival order, so concurrent uploads always merge to the same result. */
  private fold(sessionIds?: ReadonlySet<number>): CoverageColumn {
    if (!sessionIds && this.merged) return this.merged;
    const ids = [...this.sessions.keys()]
      .sort((a, b) => a - b)
      .filter((id) => !sessionIds || sessionIds.has(id));
    let result: CoverageColumn;
    // One session is exactly what it reported; the union of taken branches only matters across sessions.
    if (ids.length === 1) result = this.sessions.get(ids[0]!)!;
    else {
      result = new CoverageColumn();
      for (const id of ids) this.sessions.get(id)!.forEach((code, line) => result.merge(line, code));
      this.applyMissingBranches(result, ids);
    }
    if (!sessionIds) this.merged = result;
    return result;
  }

  /**
   * Where the sessions that partly covered a line named their missing branches, the precise union of taken
   * branches is total minus the branches no session took.
   */
  private applyMissingBranches(result: CoverageColumn, ids: readonly number[]): void {
    if (this.missing.size === 0) return;
    const lines = new Set<number>();
    for (const id of ids) for (const line of this.missing.get(id)?.keys() ?? []) lines.add(line);
    for (const line of lines) {
      const current = decodeCoverage(result.get(line));
      if (typeof current !== 'string') continue;
      const parsed = parseBranches(current);
      if (!parsed) continue;
      const reports: [number, readonly string[] | undefined][] = [];
      for (const id of ids) {
        const code = this.sessions.get(id)?.get(line) ?? NO_DATA;
        if (code !== NO_DATA) reports.push([code, this.missingBranches(id, line)]);
      }
      const missing = unionMissing(reports);
      if (missing === undefined || missing === 'unknown') continue;
      const total = parsed[1];
      result.set(line, encodeCoverage(branches(Math.max(0, total - missing.length), total)));
    }
  }

  /** The branch ids a session did not take on a line, when it named them. */
  missingBranches(sessionId: number, line: number): readonly string[] | undefined {
    const named = this.missing.get(sessionId)?.get(line);
    return named === undefined ? undefined : splitIds(named);
  }

  totals(sessionIds?: ReadonlySet<number>): CoverageTotals {
    const totals = emptyTotals();
    this.fold(sessionIds).forEach((code, line) => {
      const state = codeState(code);
      if (state === undefined || state === 'skipped') return;
      if (state === 'hit') totals.hits += 1;
      else if (state === 'miss') totals.misses += 1;
      else totals.partials += 1;
      const type = this.explicitTypes.get(line) ?? (isBranchCode(code) ? 'b' : undefined);
      if (type === 'b') totals.branches += 1;
      else if (type === 'm') totals.methods += 1;
      const complexity = this.complexity[line];
      if (complexity !== undefined) {
        if (typeof complexity === 'number') totals.complexityTotal += complexity;
        else {
          totals.complexity += complexity[0];
          totals.complexityTotal += complexity[1];
        }
      }
    });
    if (totals.hits + totals.misses + totals.partials > 0) totals.files = 1;
    return finishTotals(totals);
  }

  /** The highest line number with data. */
  get eof(): number {
    let max = 0;
    for (const column of this.sessions.values()) max = Math.max(max, column.length - 1);
    return max;
  }

  isEmpty(): boolean {
    for (const column of this.sessions.values()) if (column.hasData()) return false;
    return true;
  }

  /** Copies a session's lines of the same file from another report into this one. */
  absorb(other: ReportFile, sessionId: number): void {
    const column = other.sessions.get(sessionId);
    if (!column) return;
    column.forEach((code, line) => {
      this.addCode(sessionId, line, code);
      const type = other.explicitTypes.get(line);
      if (type) this.setType(line, type);
      const complexity = other.complexity[line];
      if (complexity !== undefined)
        this.complexity[line] = mergeComplexity(this.complexity[line], complexity);
    });
    const missing = other.missing.get(sessionId);
    if (missing) {
      const target = this.missing.get(sessionId) ?? new Map<number, string>();
      for (const [line, ids] of missing) target.set(line, ids);
      this.missing.set(sessionId, target);
    }
  }

  /** Forgets a session's lines (a carried-forward session replaced by a fresh upload). */
  removeSession(sessionId: number): void {
    if (!this.sessions.delete(sessionId)) return;
    this.missing.delete(sessionId);
    this.merged = undefined;
  }

  /** Removes lines a session reported that are not code (the uploader's report fixes). */
  dropLines(sessionId: number, drop: (line: number) => boolean): void {
    const column = this.sessions.get(sessionId);
    if (!column) return;
    column.forEach((_code, line) => {
      if (drop(line)) column.set(line, NO_DATA);
    });
    const missing = this.missing.get(sessionId);
    if (missing) for (const line of [...missing.keys()]) if (drop(line)) missing.delete(line);
    this.merged = undefined;
  }
}

/**
 * The branches no report of a line took (reference merge of missing branches): a report that hit the line took
 * every branch, whatever it named; one that missed it took none and changes nothing; named lists intersect. A
 * partial report that names none leaves the union `unknown`, unless the named lists already took every branch.
 */
function unionMissing(
  reports: readonly (readonly [code: number, named: readonly string[] | undefined])[],
): readonly string[] | 'unknown' | undefined {
  let ids: readonly string[] | undefined;
  let unknown = false;
  for (const [code, named] of reports) {
    const state = codeState(code);
    if (state === 'hit') return [];
    if (named) ids = ids ? ids.filter((id) => named.includes(id)) : named;
    else if (state === 'partial') unknown = true;
  }
  if (ids?.length === 0) return ids;
  return unknown ? 'unknown' : ids;
}

function decodeColumn(column: CoverageColumn): LineArray<LineCoverage> {
  const result: LineArray<LineCoverage> = [];
  column.forEach((code, line) => {
    result[line] = decodeCoverage(code);
  });
  return result;
}

/** A coverage report: files by repository path. Session metadata (flags, CI links) lives with the uploads. */
export class Report {
  readonly files = new Map<string, ReportFile>();

  file(path: string): ReportFile {
    let file = this.files.get(path);
    if (!file) {
      file = new ReportFile(path);
      this.files.set(path, file);
    }
    return file;
  }

  isEmpty(): boolean {
    for (const file of this.files.values()) if (!file.isEmpty()) return false;
    return true;
  }

  sessionIds(): Set<number> {
    const ids = new Set<number>();
    for (const file of this.files.values()) for (const id of file.sessions.keys()) ids.add(id);
    return ids;
  }

  /** Drops sessions from every file, and files left without any session. */
  removeSessions(sessionIds: ReadonlySet<number>): void {
    for (const [path, file] of this.files) {
      for (const id of sessionIds) file.removeSession(id);
      if (file.sessions.size === 0) this.files.delete(path);
    }
  }

  /** Merges another report's sessions into this one; session ids are the uploads' and stay as they are. */
  merge(other: Report): void {
    for (const [path, file] of other.files) {
      const target = this.file(path);
      for (const id of file.sessions.keys()) target.absorb(file, id);
    }
  }

  /** Report totals: sums over files, coverage recomputed from the sums (never averaged). */
  totals(sessionIds?: ReadonlySet<number>): CoverageTotals {
    const totals = emptyTotals();
    for (const file of this.files.values()) addFileTotals(totals, file.totals(sessionIds));
    totals.sessions = sessionIds ? sessionIds.size : this.sessionIds().size;
    return finishTotals(totals);
  }
}
