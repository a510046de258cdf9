import type { FileBuilder } from '../../model/report-builder';
import { LineFlags } from './line-flags';

/** Record filters that depend on the file's language, as the reference applies them. */
export interface LcovFileRules {
  /** JavaScript: FN and BRDA carry module-wrapper noise, so only DA counts. */
  linesOnly: boolean;
  /** TypeScript: line 1 holds the module wrapper's branch. */
  dropLineOneBranches: boolean;
  /** C++: branches on mangled function lines are compiler-generated (exceptions, guards). */
  dropMangledMethodBranches: boolean;
}

export function rulesForPath(path: string): LcovFileRules {
  return {
    linesOnly: path.endsWith('.js'),
    dropLineOneBranches: path.endsWith('.ts'),
    dropMangledMethodBranches: path.endsWith('.cpp'),
  };
}

const NO_RULES: LcovFileRules = {
  linesOnly: false,
  dropLineOneBranches: false,
  dropMangledMethodBranches: false,
};

/** Past this many records on one line, duplicate ids are found with a map rather than by comparing. */
const SMALL_GROUP = 16;
/** Block and branch numbers below this share cached "block:branch" strings. */
const SMALL_ID = 256;
const missingIds: string[] = [];
/**
 * Joined missing-branch lists of up to MAX_KEYED small ids, by a number packing the ids in order, so the
 * usual lists ("0:1", "0:0,0:2") are built once rather than concatenated on every line.
 */
const missingLists = new Map<number, string>();
const MAX_KEYED = 3;
const KEY_BASE = 2 ** 17;
const MAX_CACHED_LISTS = 50_000;

/** Bits of LineFlags in a block. */
const METHOD = 1;
/** A method line whose branches the C++ rule drops. */
const MANGLED = 2;
/** A line emitted with branch coverage, whose DA value is left out. */
const BRANCH = 4;

/** A plain decimal below SMALL_ID in [start, end), or -1. */
function smallNumber(text: string, start: number, end: number): number {
  if (end <= start || end - start > 3) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  // "01" is its own id, not "1".
  if (end - start > 1 && text.charCodeAt(start) === 48) return -1;
  return value < SMALL_ID ? value : -1;
}

/**
 * One `SF:` … `end_of_record` block. Line hits are held until the block ends because branch data
 * on a line replaces its DA value, and BRDA records may come after the DA records. Branch records are
 * kept as offsets into the text, so ids become strings only when they are reported missing.
 */
export class LcovBlock {
  /** True between an `SF:` record and the end of its block, even when the file is skipped. */
  open = false;
  file: FileBuilder | null = null;
  rules = NO_RULES;
  private text = '';
  private readonly hitLines: number[] = [];
  private readonly hitCounts: number[] = [];
  private hitTotal = 0;
  private readonly branchLines: number[] = [];
  /** Offsets of each record's "block,branch" id in the text. */
  private readonly branchIdStarts: number[] = [];
  private readonly branchIdEnds: number[] = [];
  private readonly branchTaken: boolean[] = [];
  private branchTotal = 0;
  private branchesInLineOrder = true;
  /** METHOD, MANGLED and BRANCH per line of the block. */
  private readonly flags = new LineFlags();
  /** Some line of the block was emitted with branch coverage. */
  private emittedBranches = false;
  /**
   * Scratch list of one line's distinct branch records (the first `distinctCount`): a typed array, because
   * emptying a plain array drops its storage and every line would allocate it again.
   */
  private distinct = new Int32Array(64);
  private distinctCount = 0;

  start(file: FileBuilder | null, reportedPath: string, text: string): void {
    this.finish();
    this.open = true;
    this.file = file;
    this.text = text;
    this.rules = rulesForPath(reportedPath);
  }

  addHits(line: number, hits: number): void {
    if (this.rules.linesOnly) {
      // Nothing can replace a JavaScript line's value, so it goes straight out.
      this.file?.line(line, hits);
      return;
    }
    this.hitLines[this.hitTotal] = line;
    this.hitCounts[this.hitTotal] = hits;
    this.hitTotal += 1;
  }

  /** A BRDA record whose "block,branch" id spans [idStart, idEnd) of the text. */
  addBranch(line: number, idStart: number, idEnd: number, taken: boolean): void {
    if (this.rules.linesOnly || (line === 1 && this.rules.dropLineOneBranches)) return;
    const index = this.branchTotal;
    if (index > 0 && line < (this.branchLines[index - 1] as number)) this.branchesInLineOrder = false;
    this.branchLines[index] = line;
    this.branchIdStarts[index] = idStart;
    this.branchIdEnds[index] = idEnd;
    this.branchTaken[index] = taken;
    this.branchTotal = index + 1;
  }

  addMethod(line: number, mangled: boolean): void {
    if (this.rules.linesOnly) return;
    this.flags.add(line, mangled && this.rules.dropMangledMethodBranches ? METHOD | MANGLED : METHOD);
  }

  /** Emits the block's lines and resets for the next block. */
  finish(): void {
    if (this.file) this.emit(this.file);
    this.open = false;
    this.file = null;
    this.rules = NO_RULES;
    this.hitTotal = 0;
    this.branchTotal = 0;
    this.branchesInLineOrder = true;
    this.flags.clear();
    this.emittedBranches = false;
  }

  private emit(file: FileBuilder): void {
    let highest = 0;
    for (let i = 0; i < this.hitTotal; i++)
      if ((this.hitLines[i] as number) > highest) highest = this.hitLines[i] as number;
    for (let i = 0; i < this.branchTotal; i++)
      if ((this.branchLines[i] as number) > highest) highest = this.branchLines[i] as number;
    file.reserve(highest);
    if (this.branchTotal > 0) this.emitBranches(file);
    // Branch data replaces the DA value on its lines, so those lines are left out of the hits.
    file.hits(
      this.hitLines,
      this.hitCounts,
      this.emittedBranches ? this.withoutBranchLines() : this.hitTotal,
    );
  }

  /** Moves the hits on lines emitted with branches out of the first n entries, and returns n. */
  private withoutBranchLines(): number {
    const lines = this.hitLines;
    const counts = this.hitCounts;
    const flags = this.flags;
    let kept = 0;
    for (let i = 0; i < this.hitTotal; i++) {
      const line = lines[i] as number;
      if ((flags.get(line) & BRANCH) !== 0) continue;
      lines[kept] = line;
      counts[kept] = counts[i] as number;
      kept += 1;
    }
    return kept;
  }

  /** Groups branch records by line (they usually arrive grouped already) and emits one value per line. */
  private emitBranches(file: FileBuilder): void {
    const total = this.branchTotal;
    const order = this.branchesInLineOrder ? undefined : this.lineOrder();
    let from = 0;
    while (from < total) {
      const line = this.branchLines[order ? (order[from] as number) : from] as number;
      let to = from + 1;
      while (to < total && this.branchLines[order ? (order[to] as number) : to] === line) to += 1;
      if ((this.flags.get(line) & MANGLED) === 0) {
        this.flags.add(line, BRANCH);
        this.emittedBranches = true;
        this.emitBranchLine(file, line, order, from, to);
      }
      from = to;
    }
  }

  private lineOrder(): number[] {
    const order = Array.from({ length: this.branchTotal }, (_, i) => i);
    const lines = this.branchLines;
    return order.sort((a, b) => (lines[a] as number) - (lines[b] as number) || a - b);
  }

  private emitBranchLine(
    file: FileBuilder,
    line: number,
    order: number[] | undefined,
    from: number,
    to: number,
  ): void {
    const taken = this.branchTaken;
    this.distinctCount = 0;
    // Tracefiles merged from several runs repeat a branch; it counts as taken if any run took it.
    const firstOf = to - from > SMALL_GROUP ? this.firstRecordsById(order, from, to) : undefined;
    for (let k = from; k < to; k++) {
      const record = order ? (order[k] as number) : k;
      const first = firstOf ? (firstOf.get(this.branchId(record)) as number) : this.findSameId(record);
      if (first === record || first === -1) this.addDistinct(record);
      else if (taken[record]) taken[first] = true;
    }
    const distinct = this.distinct;
    const count = this.distinctCount;
    let takenCount = 0;
    let missingCount = 0;
    let key = 0;
    for (let i = 0; i < count; i++) {
      const record = distinct[i] as number;
      if (taken[record]) {
        takenCount += 1;
        continue;
      }
      missingCount += 1;
      if (key < 0) continue;
      const id = missingCount <= MAX_KEYED ? this.smallIdCode(record) : -1;
      key = id < 0 ? -1 : key * KEY_BASE + id;
    }
    const missing = missingCount === 0 ? undefined : this.missingList(key);
    const type = (this.flags.get(line) & METHOD) !== 0 ? 'm' : 'b';
    file.branchLine(line, takenCount, count, type, missing);
  }

  private addDistinct(record: number): void {
    if (this.distinctCount === this.distinct.length) {
      const grown = new Int32Array(this.distinct.length * 2);
      grown.set(this.distinct);
      this.distinct = grown;
    }
    this.distinct[this.distinctCount] = record;
    this.distinctCount += 1;
  }

  /** The ids of the distinct records not taken, joined by commas; `key` packs them when they are small. */
  private missingList(key: number): string {
    if (key >= 0) {
      const known = missingLists.get(key);
      if (known !== undefined) return known;
    }
    let missing: string | undefined;
    for (let i = 0; i < this.distinctCount; i++) {
      const record = this.distinct[i] as number;
      if (this.branchTaken[record]) continue;
      missing = missing === undefined ? this.missingId(record) : `${missing},${this.missingId(record)}`;
    }
    const list = missing as string;
    if (key >= 0 && missingLists.size < MAX_CACHED_LISTS) missingLists.set(key, list);
    return list;
  }

  /** block × 256 + branch + 1 for an id of two small numbers, else -1. */
  private smallIdCode(record: number): number {
    const text = this.text;
    const start = this.branchIdStarts[record] as number;
    const end = this.branchIdEnds[record] as number;
    const comma = text.indexOf(',', start);
    const block = smallNumber(text, start, comma);
    if (block < 0) return -1;
    const branch = smallNumber(text, comma + 1, end);
    return branch < 0 ? -1 : block * SMALL_ID + branch + 1;
  }

  /** The distinct record so far with the same id as `record`, or -1. */
  private findSameId(record: number): number {
    for (let i = 0; i < this.distinctCount; i++) {
      const candidate = this.distinct[i] as number;
      if (this.sameId(candidate, record)) return candidate;
    }
    return -1;
  }

  private firstRecordsById(order: number[] | undefined, from: number, to: number): Map<string, number> {
    const firstOf = new Map<string, number>();
    for (let k = from; k < to; k++) {
      const record = order ? (order[k] as number) : k;
      const id = this.branchId(record);
      if (!firstOf.has(id)) firstOf.set(id, record);
    }
    return firstOf;
  }

  private sameId(a: number, b: number): boolean {
    const startA = this.branchIdStarts[a] as number;
    const startB = this.branchIdStarts[b] as number;
    const length = (this.branchIdEnds[a] as number) - startA;
    if ((this.branchIdEnds[b] as number) - startB !== length) return false;
    const text = this.text;
    for (let i = 0; i < length; i++)
      if (text.charCodeAt(startA + i) !== text.charCodeAt(startB + i)) return false;
    return true;
  }

  private branchId(record: number): string {
    return this.text.slice(this.branchIdStarts[record], this.branchIdEnds[record]);
  }

  /** The id as the report names a missing branch, "block:branch"; small numeric ids come from a cache. */
  private missingId(record: number): string {
    const text = this.text;
    const start = this.branchIdStarts[record] as number;
    const end = this.branchIdEnds[record] as number;
    const comma = text.indexOf(',', start);
    const block = smallNumber(text, start, comma);
    const branch = smallNumber(text, comma + 1, end);
    if (block < 0 || branch < 0) return `${text.slice(start, comma)}:${text.slice(comma + 1, end)}`;
    const key = block * SMALL_ID + branch;
    return (missingIds[key] ??= `${block}:${branch}`);
  }
}
