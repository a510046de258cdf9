import { type LineCoverage, type LineState, mergeCoverage, parseBranches } from './line-coverage';

/*
 * Line coverage packed into one number per line, so a session's coverage of a file is an array of plain
 * numbers: 8 bytes a line, nothing for the garbage collector to trace, and merges without allocating.
 *   0        no data for the line
 *   h + 1    h hits (h ≥ 0, so 1 is a miss)
 *   -1       skipped (excluded, wins every merge)
 *   -(2 + total × 2^24 + covered)   branches "covered/total"
 */
const BRANCH_SCALE = 2 ** 24;
const MAX_TOTAL = 2 ** 28;

export const NO_DATA = 0;
export const SKIPPED_CODE = -1;

export function encodeCoverage(value: LineCoverage): number {
  if (typeof value === 'number') {
    if (value < 0) return SKIPPED_CODE;
    return value + 1;
  }
  // An unreadable branch string is a partial, as the reference treats `true`.
  const [covered, total] = parseBranches(value) ?? [1, 2];
  return encodeBranches(covered, total);
}

/** encodeCoverage for a branch count, without going through the "covered/total" text. */
export function encodeBranches(covered: number, total: number): number {
  const t = Math.min(Math.floor(total), MAX_TOTAL - 1);
  const c = Math.min(Math.floor(covered), t, BRANCH_SCALE - 1);
  return -(2 + t * BRANCH_SCALE + c);
}

export function decodeColumnValue(code: number): LineCoverage | undefined {
  if (code === NO_DATA) return undefined;
  if (code > 0) return code - 1;
  if (code === SKIPPED_CODE) return -1;
  const packed = -code - 2;
  const total = Math.floor(packed / BRANCH_SCALE);
  return `${packed - total * BRANCH_SCALE}/${total}`;
}

export function isBranchCode(code: number): boolean {
  return code < SKIPPED_CODE;
}

export function codeState(code: number): LineState | undefined {
  if (code === NO_DATA) return undefined;
  if (code > 0) return code > 1 ? 'hit' : 'miss';
  if (code === SKIPPED_CODE) return 'skipped';
  const packed = -code - 2;
  const total = Math.floor(packed / BRANCH_SCALE);
  const covered = packed - total * BRANCH_SCALE;
  if (covered >= total) return 'hit';
  if (covered === 0) return 'miss';
  return 'partial';
}

/** mergeCoverage on packed values, with the common cases (numbers, no data) done without unpacking. */
export function mergeCodes(a: number, b: number): number {
  if (a === NO_DATA) return b;
  if (b === NO_DATA || a === b) return a;
  if (a > 0 && b > 0) return a > b ? a : b;
  if (a === SKIPPED_CODE || b === SKIPPED_CODE) return SKIPPED_CODE;
  const merged = mergeCoverage(decodeColumnValue(a), decodeColumnValue(b));
  return merged === undefined ? NO_DATA : encodeCoverage(merged);
}

/** Lines past this go to a map, so one absurd line number in a tiny upload cannot allocate gigabytes. */
const DENSE_LIMIT = 1 << 20;
/** No source file has more lines; the parsers refuse them too. */
export const MAX_LINE = 10_000_000;

/**
 * Lines of a column: 32-bit integers, which hold nearly every code (hit counts below 2^31, branch totals
 * below 128); a column widens to 64-bit floats the first time a code does not fit. Typed arrays are created
 * zeroed without a fill and hold their lines outside the collected heap, so a report of millions of lines
 * costs the garbage collector nothing to move.
 */
type ColumnData = Int32Array | Float64Array;

const EMPTY: ColumnData = new Int32Array(0);

function fitsInt32(code: number): boolean {
  return (code | 0) === code && !Object.is(code, -0);
}

/** A copy of `data` with room for `size` lines; `wide` forces 64-bit storage. */
function resized(data: ColumnData, size: number, wide = false): ColumnData {
  const result = wide || data instanceof Float64Array ? new Float64Array(size) : new Int32Array(size);
  result.set(data);
  return result;
}

/**
 * A growable line-indexed array of packed coverage, with a sparse overflow for huge line numbers.
 */
export class CoverageColumn {
  private data: ColumnData = EMPTY;
  private overflow: Map<number, number> | undefined;
  /** One past the highest line with data. */
  length = 0;

  /** Grows the dense part once to hold `size` lines, instead of step by step. */
  reserve(size: number): void {
    const target = Math.min(size, DENSE_LIMIT);
    if (target > this.data.length) this.data = resized(this.data, target);
  }

  /**
   * The column as stored: its dense lines (index 0 unused), its length and its overflow lines, so it can be
   * set aside as bytes and restored exactly by `CoverageColumn.restore`.
   */
  stored(): { dense: Int32Array | Float64Array; length: number; overflow: [line: number, code: number][] } {
    const dense = this.data.subarray(0, Math.min(this.length, this.data.length));
    const overflow = this.overflow ? [...this.overflow] : [];
    return { dense, length: this.length, overflow };
  }

  /** A column from what `stored` gave; `dense` becomes its storage. */
  static restore(
    dense: Int32Array | Float64Array,
    length: number,
    overflow: readonly (readonly [number, number])[] = [],
  ): CoverageColumn {
    const column = new CoverageColumn();
    column.data = dense;
    column.length = length;
    if (overflow.length > 0) column.overflow = new Map(overflow);
    return column;
  }

  /** Lines the dense part holds now: other per-line arrays of the file size themselves by it. */
  get capacity(): number {
    return this.data.length;
  }

  get(line: number): number {
    if (line < this.data.length) return this.data[line]!;
    return this.overflow?.get(line) ?? NO_DATA;
  }

  set(line: number, code: number): void {
    let data = this.data;
    if (line >= data.length) {
      if (line >= DENSE_LIMIT) {
        (this.overflow ??= new Map()).set(line, code);
        if (line >= this.length) this.length = line + 1;
        return;
      }
      data = this.data = resized(
        data,
        Math.min(DENSE_LIMIT, Math.max(line + 1, Math.ceil(data.length * 1.5))),
      );
    }
    this.store(data, line, code);
    if (line >= this.length) this.length = line + 1;
  }

  /** Writes a code within the dense part, widening the storage when the code needs it. */
  private store(data: ColumnData, line: number, code: number): void {
    if (data instanceof Int32Array && !fitsInt32(code)) {
      this.data = resized(data, data.length, true);
      this.data[line] = code;
    } else data[line] = code;
  }

  /** The same code on every line (quick check that two folds of a file cover it alike). */
  sameAs(other: CoverageColumn): boolean {
    if (this === other) return true;
    if (this.length !== other.length) return false;
    const dense = Math.min(this.length, DENSE_LIMIT);
    for (let line = 1; line < dense; line++) if (this.get(line) !== other.get(line)) return false;
    if (this.length <= DENSE_LIMIT) return true;
    const lines = new Set([...(this.overflow?.keys() ?? []), ...(other.overflow?.keys() ?? [])]);
    for (const line of lines) if (this.get(line) !== other.get(line)) return false;
    return true;
  }

  merge(line: number, code: number): void {
    const current = line < this.data.length ? this.data[line]! : this.get(line);
    this.set(line, current === NO_DATA ? code : mergeCodes(current, code));
  }

  /**
   * Merges many plain hit counts at once (a parser's whole file): the hot path of every large report.
   * Lines in `skip` are left out; invalid lines are ignored.
   */
  mergeHits(
    lines: ArrayLike<number>,
    counts: ArrayLike<number>,
    n: number,
    skip?: ReadonlySet<number>,
  ): void {
    let highest = 0;
    for (let i = 0; i < n; i++) if (lines[i]! > highest) highest = lines[i]!;
    this.reserve(Math.min(highest, MAX_LINE) + 1);
    for (let i = 0; i < n; i++) {
      const line = lines[i]!;
      if (!(line > 0) || line > MAX_LINE || line % 1 !== 0) continue;
      if (skip !== undefined && skip.has(line)) continue;
      const count = counts[i]!;
      const code = count >= 0 ? count + 1 : SKIPPED_CODE;
      const data = this.data;
      if (line < data.length) {
        const current = data[line]!;
        if (current === NO_DATA) {
          this.store(data, line, code);
          if (line >= this.length) this.length = line + 1;
        } else if (current !== code) this.store(data, line, mergeCodes(current, code));
      } else this.merge(line, code);
    }
  }

  /** Calls back for each line with data, in line order. */
  forEach(callback: (code: number, line: number) => void): void {
    const data = this.data;
    const end = Math.min(this.length, data.length);
    for (let line = 1; line < end; line++) {
      const code = data[line]!;
      if (code !== NO_DATA) callback(code, line);
    }
    if (this.overflow)
      for (const line of [...this.overflow.keys()].sort((a, b) => a - b))
        callback(this.overflow.get(line)!, line);
  }

  hasData(): boolean {
    const end = Math.min(this.length, this.data.length);
    for (let line = 1; line < end; line++) if (this.data[line] !== NO_DATA) return true;
    return (this.overflow?.size ?? 0) > 0;
  }
}
