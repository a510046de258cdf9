/**
 * Unified diffs (`git diff`, or the per-file patches of a git provider) read into files and hunks, and the
 * line mapping between the two sides of a file that comparisons and carryforward need.
 */

/** One hunk: where it starts and how long it is on each side, and its lines with their `+`, `-`, ` ` prefix. */
export interface DiffSegment {
  header: [baseStart: number, baseLength: number, headStart: number, headLength: number];
  lines: string[];
}

export type DiffFileType = 'new' | 'modified' | 'deleted';

export interface DiffFile {
  /** The head path; for a deleted file, its base path. */
  path: string;
  /** The base path of a renamed (or copied) file, else null. */
  before: string | null;
  type: DiffFileType;
  binary: boolean;
  segments: DiffSegment[];
}

export interface Diff {
  /** Keyed by head path; deleted files by their base path. */
  files: Map<string, DiffFile>;
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** What is known about one file while its header lines are read. */
interface FileDraft {
  gitOld: string | null;
  gitNew: string | null;
  oldPath: string | null;
  newPath: string | null;
  renameFrom: string | null;
  renameTo: string | null;
  copied: boolean;
  created: boolean;
  deleted: boolean;
  binary: boolean;
  sawOldHeader: boolean;
  segments: DiffSegment[];
}

function draft(): FileDraft {
  return {
    gitOld: null,
    gitNew: null,
    oldPath: null,
    newPath: null,
    renameFrom: null,
    renameTo: null,
    copied: false,
    created: false,
    deleted: false,
    binary: false,
    sawOldHeader: false,
    segments: [],
  };
}

interface OpenHunk {
  segment: DiffSegment;
  baseLeft: number;
  headLeft: number;
}

/** Reads diff text; never throws, and skips whatever it cannot make sense of. */
export function parseUnifiedDiff(text: string): Diff {
  const files = new Map<string, DiffFile>();
  let current: FileDraft | null = null;
  let hunk: OpenHunk | null = null;
  const finish = (): void => {
    const file = current ? toDiffFile(current) : null;
    if (file) files.set(file.path, file);
    current = null;
    hunk = null;
  };

  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (hunk) {
      if (readHunkLine(hunk, line)) {
        if (hunk.baseLeft === 0 && hunk.headLeft === 0) hunk = null;
        continue;
      }
      hunk = null;
    }
    if (line.startsWith('diff --git ')) {
      finish();
      current = draft();
      const paths = gitHeaderPaths(line.slice('diff --git '.length));
      if (paths) [current.gitOld, current.gitNew] = paths;
      continue;
    }
    if (line.startsWith('--- ')) {
      // A second `---` (or one after hunks) starts the next file of a diff without `diff --git` lines.
      if (!current || current.sawOldHeader || current.segments.length > 0) {
        finish();
        current = draft();
      }
      current.sawOldHeader = true;
      current.oldPath = headerPath(line.slice(4), 'a/');
      if (current.oldPath === null) current.created = true;
      continue;
    }
    if (!current) continue;
    if (line.startsWith('@@ ')) {
      hunk = openHunk(line);
      if (hunk) current.segments.push(hunk.segment);
      if (hunk && hunk.baseLeft === 0 && hunk.headLeft === 0) hunk = null;
      continue;
    }
    readFileHeader(current, line);
  }
  finish();
  return { files };
}

/** Takes one line into an open hunk; false when the line is not part of it. */
function readHunkLine(hunk: OpenHunk, line: string): boolean {
  const first = line.charCodeAt(0);
  // `\ No newline at end of file` belongs to the line before it.
  if (first === 92 /* \ */) return true;
  if (first === 45 /* - */ && hunk.baseLeft > 0) {
    hunk.segment.lines.push(line);
    hunk.baseLeft -= 1;
    return true;
  }
  if (first === 43 /* + */ && hunk.headLeft > 0) {
    hunk.segment.lines.push(line);
    hunk.headLeft -= 1;
    return true;
  }
  // Some tools strip the single space of an empty context line.
  if ((first === 32 /* space */ || line === '') && hunk.baseLeft > 0 && hunk.headLeft > 0) {
    hunk.segment.lines.push(line === '' ? ' ' : line);
    hunk.baseLeft -= 1;
    hunk.headLeft -= 1;
    return true;
  }
  return false;
}

function openHunk(line: string): OpenHunk | null {
  const match = HUNK_HEADER.exec(line);
  if (!match) return null;
  const baseStart = Number(match[1]);
  const baseLength = match[2] === undefined ? 1 : Number(match[2]);
  const headStart = Number(match[3]);
  const headLength = match[4] === undefined ? 1 : Number(match[4]);
  if (![baseStart, baseLength, headStart, headLength].every(Number.isSafeInteger)) return null;
  return {
    segment: { header: [baseStart, baseLength, headStart, headLength], lines: [] },
    baseLeft: baseLength,
    headLeft: headLength,
  };
}

function readFileHeader(file: FileDraft, line: string): void {
  if (line.startsWith('+++ ')) {
    file.newPath = headerPath(line.slice(4), 'b/');
    if (file.newPath === null) file.deleted = true;
  } else if (line.startsWith('new file mode')) file.created = true;
  else if (line.startsWith('deleted file mode')) file.deleted = true;
  else if (line.startsWith('rename from ')) file.renameFrom = plainPath(line.slice('rename from '.length));
  else if (line.startsWith('rename to ')) file.renameTo = plainPath(line.slice('rename to '.length));
  else if (line.startsWith('copy from ')) {
    file.renameFrom = plainPath(line.slice('copy from '.length));
    file.copied = true;
  } else if (line.startsWith('copy to ')) {
    file.renameTo = plainPath(line.slice('copy to '.length));
    file.copied = true;
  } else if (line.startsWith('Binary files ') || line === 'GIT binary patch') file.binary = true;
}

function toDiffFile(file: FileDraft): DiffFile | null {
  const oldPath = file.renameFrom ?? (file.created ? null : (file.oldPath ?? file.gitOld));
  const newPath = file.renameTo ?? (file.deleted ? null : (file.newPath ?? file.gitNew));
  const type: DiffFileType =
    file.copied || (file.created && !file.deleted) ? 'new' : file.deleted ? 'deleted' : 'modified';
  const path = type === 'deleted' ? (oldPath ?? file.gitOld) : (newPath ?? oldPath);
  if (!path) return null;
  const before = oldPath !== null && newPath !== null && oldPath !== newPath ? oldPath : null;
  return { path, before, type, binary: file.binary, segments: file.segments };
}

/** A path of a `---`/`+++` line: null for /dev/null; git's trailing tab (names with spaces) dropped. */
function headerPath(text: string, prefix: string): string | null {
  let path: string;
  if (text.startsWith('"')) path = readQuoted(text, 0)?.value ?? text;
  else {
    const tab = text.indexOf('\t');
    path = tab >= 0 ? text.slice(0, tab) : text;
  }
  if (path === '/dev/null') return null;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

function plainPath(text: string): string {
  return text.startsWith('"') ? (readQuoted(text, 0)?.value ?? text) : text;
}

function stripPrefix(path: string, prefix: string): string {
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** The two paths of `diff --git a/x b/y`; unquoted names with spaces are ambiguous, so equal halves win. */
function gitHeaderPaths(rest: string): [string, string] | null {
  let first: string;
  let second: string;
  if (rest.startsWith('"')) {
    const quoted = readQuoted(rest, 0);
    if (!quoted) return null;
    first = quoted.value;
    second = plainPath(rest.slice(quoted.end).trimStart());
  } else if (rest.endsWith('"') && rest.includes(' "')) {
    const split = rest.indexOf(' "');
    first = rest.slice(0, split);
    second = plainPath(rest.slice(split + 1));
  } else {
    const middle = (rest.length - 1) / 2;
    if (
      Number.isInteger(middle) &&
      rest[middle] === ' ' &&
      rest.slice(2, middle) === rest.slice(middle + 3) &&
      rest.startsWith('a/') &&
      rest.startsWith('b/', middle + 1)
    ) {
      first = rest.slice(0, middle);
      second = rest.slice(middle + 1);
    } else {
      const split = rest.indexOf(' b/');
      if (split < 0) return null;
      first = rest.slice(0, split);
      second = rest.slice(split + 1);
    }
  }
  return [stripPrefix(first, 'a/'), stripPrefix(second, 'b/')];
}

const SIMPLE_ESCAPES: Readonly<Record<string, number>> = {
  a: 7,
  b: 8,
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  '"': 34,
  '\\': 92,
};

const utf8 = new TextDecoder('utf-8');
const encoder = new TextEncoder();

/** A C-quoted name as git writes it (octal escapes are UTF-8 bytes); undefined when unterminated. */
function readQuoted(text: string, start: number): { value: string; end: number } | undefined {
  const bytes: number[] = [];
  let i = start + 1;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"') return { value: utf8.decode(new Uint8Array(bytes)), end: i + 1 };
    if (char === '\\') {
      const next = text[i + 1] ?? '';
      const octal = /^[0-7]{3}/.exec(text.slice(i + 1, i + 4));
      if (octal) {
        bytes.push(parseInt(octal[0], 8) & 0xff);
        i += 4;
        continue;
      }
      const simple = SIMPLE_ESCAPES[next];
      if (simple !== undefined) bytes.push(simple);
      else for (const byte of encoder.encode(next)) bytes.push(byte);
      i += 2;
      continue;
    }
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    for (const byte of encoder.encode(text.slice(i, i + width))) bytes.push(byte);
    i += width;
  }
  return undefined;
}

/** Head line numbers of the added lines, ascending. */
export function addedLines(file: DiffFile): number[] {
  const result: number[] = [];
  for (const segment of file.segments) {
    let head = segment.header[2];
    for (const line of segment.lines) {
      const kind = line.charCodeAt(0);
      if (kind === 43 /* + */) result.push(head++);
      else if (kind !== 45 /* - */) head += 1;
    }
  }
  return result;
}

/** Base line numbers of the removed lines, ascending. */
export function removedLines(file: DiffFile): number[] {
  const result: number[] = [];
  for (const segment of file.segments) {
    let base = segment.header[0];
    for (const line of segment.lines) {
      const kind = line.charCodeAt(0);
      if (kind === 45 /* - */) result.push(base++);
      else if (kind !== 43 /* + */) base += 1;
    }
  }
  return result;
}

export function segmentHeaderText(segment: DiffSegment): string {
  const [baseStart, baseLength, headStart, headLength] = segment.header;
  return `@@ -${baseStart},${baseLength} +${headStart},${headLength} @@`;
}

/** Whether the file has any added or removed line. */
export function hasLineChanges(file: DiffFile): boolean {
  for (const segment of file.segments)
    for (const line of segment.lines) if (line.charCodeAt(0) !== 32 /* space */) return true;
  return false;
}

/**
 * A hunk's extent on both sides, from its lines rather than its header, and per line inside it the line on
 * the other side (0 for added or removed lines).
 */
interface MappedHunk {
  baseStart: number;
  baseEnd: number;
  headStart: number;
  headEnd: number;
  headToBase: Int32Array;
  baseToHead: Int32Array;
}

function mapHunk(segment: DiffSegment): MappedHunk {
  const [baseHeader, baseLength, headHeader, headLength] = segment.header;
  // An empty side is numbered from the line before it (`@@ -4,0 +5,2 @@` inserts after base line 4).
  const baseStart = baseLength === 0 ? baseHeader + 1 : baseHeader;
  const headStart = headLength === 0 ? headHeader + 1 : headHeader;
  const headToBase: number[] = [];
  const baseToHead: number[] = [];
  let base = baseStart;
  let head = headStart;
  for (const line of segment.lines) {
    const kind = line.charCodeAt(0);
    if (kind === 43 /* + */) {
      headToBase.push(0);
      head += 1;
    } else if (kind === 45 /* - */) {
      baseToHead.push(0);
      base += 1;
    } else {
      headToBase.push(base);
      baseToHead.push(head);
      base += 1;
      head += 1;
    }
  }
  return {
    baseStart,
    baseEnd: base,
    headStart,
    headEnd: head,
    headToBase: Int32Array.from(headToBase),
    baseToHead: Int32Array.from(baseToHead),
  };
}

/** Index of the last hunk starting at or before `line` on one side, or -1. */
function hunkAt(hunks: readonly MappedHunk[], line: number, side: 'base' | 'head'): number {
  let low = 0;
  let high = hunks.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = side === 'head' ? hunks[middle]!.headStart : hunks[middle]!.baseStart;
    if (start <= line) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Maps line numbers of one file between base and head through its hunks: lines outside hunks keep their
 * place shifted by what the hunks before them added and removed.
 */
export class LineMap {
  private constructor(private readonly hunks: readonly MappedHunk[]) {}

  private static readonly identity = new LineMap([]);

  /** The map of a file's diff; identity for a file the diff does not touch. */
  static of(file: DiffFile | null): LineMap {
    if (!file || file.segments.length === 0) return LineMap.identity;
    const hunks = file.segments.map(mapHunk);
    // Hunks come in file order from git; anything else is put in order so lookups can bisect.
    for (let i = 1; i < hunks.length; i++)
      if (hunks[i]!.headStart < hunks[i - 1]!.headStart) {
        hunks.sort((a, b) => a.headStart - b.headStart);
        break;
      }
    return new LineMap(hunks);
  }

  headToBase(headLine: number): number | null {
    const index = hunkAt(this.hunks, headLine, 'head');
    if (index < 0) return headLine;
    const hunk = this.hunks[index]!;
    if (headLine < hunk.headEnd) return hunk.headToBase[headLine - hunk.headStart]! || null;
    return headLine - hunk.headEnd + hunk.baseEnd;
  }

  baseToHead(baseLine: number): number | null {
    const index = hunkAt(this.hunks, baseLine, 'base');
    if (index < 0) return baseLine;
    const hunk = this.hunks[index]!;
    if (baseLine < hunk.baseEnd) return hunk.baseToHead[baseLine - hunk.baseStart]! || null;
    return baseLine - hunk.baseEnd + hunk.headEnd;
  }

  isAdded(headLine: number): boolean {
    const index = hunkAt(this.hunks, headLine, 'head');
    if (index < 0) return false;
    const hunk = this.hunks[index]!;
    return headLine < hunk.headEnd && hunk.headToBase[headLine - hunk.headStart] === 0;
  }

  isRemoved(baseLine: number): boolean {
    const index = hunkAt(this.hunks, baseLine, 'base');
    if (index < 0) return false;
    const hunk = this.hunks[index]!;
    return baseLine < hunk.baseEnd && hunk.baseToHead[baseLine - hunk.baseStart] === 0;
  }

  /** Head line ranges `[start, end)` the hunks cover, in order. */
  headRanges(): readonly (readonly [number, number])[] {
    return this.hunks.map((hunk) => [hunk.headStart, hunk.headEnd] as const);
  }
}
