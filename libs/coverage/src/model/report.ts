import {
  type Complexity,
  type LineCoverage,
  type LineType,
  SKIPPED,
  branches,
  lineState,
  mergeComplexity,
  mergeCoverage,
  mergeType,
  parseBranches,
} from './line-coverage';
import { type CoverageTotals, emptyTotals, addLineToTotals, finishTotals } from './totals';

/** Line-indexed values of one file; index 0 is unused because lines start at 1. */
export type LineArray<T> = (T | undefined)[];

/**
 * Coverage of one file, column-wise: one array of line coverage per session (upload), so a report with
 * many sessions stays compact and any subset of sessions (a flag, a component) can be folded again.
 */
export class ReportFile {
  /** Per session id, the coverage that session reported for each line. */
  readonly sessions = new Map<number, LineArray<LineCoverage>>();
  /** Missing branch ids per line and session, where the format names them. */
  readonly missing = new Map<number, Map<number, readonly string[]>>();
  readonly types: LineArray<LineType> = [];
  readonly complexity: LineArray<Complexity> = [];
  private merged: LineArray<LineCoverage> | undefined;

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
    if (!(line > 0) || line % 1 !== 0) return;
    let column = this.sessions.get(sessionId);
    if (!column) {
      column = [];
      this.sessions.set(sessionId, column);
    }
    const previous = column[line];
    column[line] = previous === undefined ? coverage : mergeCoverage(previous, coverage);
    if (type) this.types[line] = mergeType(this.types[line], type);
    if (complexity !== undefined) this.complexity[line] = mergeComplexity(this.complexity[line], complexity);
    if (missing) {
      let bySession = this.missing.get(line);
      if (!bySession) {
        bySession = new Map();
        this.missing.set(line, bySession);
      }
      const known = bySession.get(sessionId);
      bySession.set(sessionId, known ? known.filter((id) => missing.includes(id)) : missing);
    }
    this.merged = undefined;
  }

  /** Line coverage folded over every session, or over the given ones. */
  lines(sessionIds?: ReadonlySet<number>): LineArray<LineCoverage> {
    if (!sessionIds && this.merged) return this.merged;
    const result: LineArray<LineCoverage> = [];
    // Folded in session order, not arrival order, so concurrent uploads always merge to the same result.
    const ids = [...this.sessions.keys()].sort((a, b) => a - b);
    for (const id of ids) {
      const column = this.sessions.get(id)!;
      if (sessionIds && !sessionIds.has(id)) continue;
      for (let line = 1; line < column.length; line++) {
        const value = column[line];
        if (value === undefined) continue;
        result[line] = mergeCoverage(result[line], value);
      }
    }
    this.applyMissingBranches(result, sessionIds);
    if (!sessionIds) this.merged = result;
    return result;
  }

  /**
   * Where every session that covered a line named its missing branches, the precise union of taken
   * branches is total minus the branches no session took.
   */
  private applyMissingBranches(result: LineArray<LineCoverage>, sessionIds?: ReadonlySet<number>): void {
    for (const [line, bySession] of this.missing) {
      const current = result[line];
      if (typeof current !== 'string') continue;
      const parsed = parseBranches(current);
      if (!parsed) continue;
      let intersection: readonly string[] | undefined;
      let precise = true;
      for (const [id, column] of this.sessions) {
        if (sessionIds && !sessionIds.has(id)) continue;
        const value = column[line];
        if (value === undefined) continue;
        const named = bySession.get(id);
        if (named) intersection = intersection ? intersection.filter((b) => named.includes(b)) : named;
        else if (typeof value === 'number' && value > 0) intersection = [];
        else precise = false;
      }
      if (!precise || !intersection) continue;
      const total = parsed[1];
      result[line] = branches(Math.max(0, total - intersection.length), total);
    }
  }

  /** The session ids that hit a line (any hit, or any branch taken). */
  hitSessions(line: number): number[] {
    const ids: number[] = [];
    for (const [id, column] of this.sessions) {
      const value = column[line];
      if (value === undefined) continue;
      const state = lineState(value);
      if (state === 'hit' || state === 'partial') ids.push(id);
    }
    return ids;
  }

  totals(sessionIds?: ReadonlySet<number>): CoverageTotals {
    const totals = emptyTotals();
    const lines = this.lines(sessionIds);
    for (let line = 1; line < lines.length; line++) {
      const value = lines[line];
      if (value === undefined) continue;
      addLineToTotals(totals, value, this.types[line], this.complexity[line]);
    }
    if (totals.lines > 0 || totals.hits + totals.misses + totals.partials > 0) totals.files = 1;
    return finishTotals(totals);
  }

  /** The highest line number with data. */
  get eof(): number {
    let max = 0;
    for (const column of this.sessions.values()) max = Math.max(max, column.length - 1);
    return max;
  }

  isEmpty(): boolean {
    for (const column of this.sessions.values()) if (column.some((v) => v !== undefined)) return false;
    return true;
  }

  /** Moves a session's lines into this file under the id the merged report gives it. */
  absorb(other: ReportFile, fromId: number, toId: number): void {
    const column = other.sessions.get(fromId);
    if (!column) return;
    for (let line = 1; line < column.length; line++) {
      const value = column[line];
      if (value === undefined) continue;
      this.addLine(
        toId,
        line,
        value,
        other.types[line],
        other.missing.get(line)?.get(fromId),
        other.complexity[line],
      );
    }
  }

  /** Drops a session's data, as when a retried upload is processed again. */
  removeSession(sessionId: number): void {
    this.sessions.delete(sessionId);
    for (const bySession of this.missing.values()) bySession.delete(sessionId);
    this.merged = undefined;
  }
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

  /** Merges another report's sessions into this one, renumbered by `renumber` (default: same id). */
  merge(other: Report, renumber: (id: number) => number = (id) => id): void {
    for (const [path, file] of other.files) {
      const target = this.file(path);
      for (const id of file.sessions.keys()) target.absorb(file, id, renumber(id));
    }
  }

  removeSession(sessionId: number): void {
    for (const [path, file] of this.files) {
      file.removeSession(sessionId);
      if (file.sessions.size === 0) this.files.delete(path);
    }
  }

  /** Report totals: sums over files, coverage recomputed from the sums (never averaged). */
  totals(sessionIds?: ReadonlySet<number>): CoverageTotals {
    const totals = emptyTotals();
    for (const file of this.files.values()) {
      const t = file.totals(sessionIds);
      if (t.lines === 0 && t.files === 0) continue;
      totals.files += 1;
      totals.lines += t.lines;
      totals.hits += t.hits;
      totals.misses += t.misses;
      totals.partials += t.partials;
      totals.branches += t.branches;
      totals.methods += t.methods;
      totals.complexity += t.complexity;
      totals.complexityTotal += t.complexityTotal;
    }
    totals.sessions = sessionIds ? sessionIds.size : this.sessionIds().size;
    return finishTotals(totals);
  }
}

export { SKIPPED };
