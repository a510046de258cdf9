import { codeState, type CoverageColumn } from '../model/coverage-column';
import type { LineCoverage } from '../model/line-coverage';
import type { LineArray } from '../model/report';
import {
  type CoverageMark,
  type ReportView,
  coverageMark,
  lineChanges,
  viewFile,
  viewLines,
} from './compare';
import { type DiffFile, type DiffSegment, LineMap, segmentHeaderText } from './diff';

export interface LineComparison {
  baseNumber: number | null;
  headNumber: number | null;
  /** The line's text without its diff prefix; null when there is no diff text for it. */
  content: string | null;
  kind: 'added' | 'removed' | 'context';
  baseCoverage: CoverageMark | null;
  headCoverage: CoverageMark | null;
  /** Head sessions (uploads) whose own coverage hits or partially hits the line. */
  hitSessionIds: number[];
  hitCount: number;
}

export interface SegmentComparison {
  header: string;
  hasUnintendedChanges: boolean;
  lines: LineComparison[];
}

export interface SegmentOptions {
  /** Keep only segments with coverage changes the diff does not explain. */
  onlyUnintended?: boolean;
  /** Lines shown on either side of an indirect change outside the hunks (default 3). */
  context?: number;
}

/** What a file's segments are built from. */
interface FileSides {
  baseLines: LineArray<LineCoverage>;
  headLines: LineArray<LineCoverage>;
  /** The head view's sessions of the file, by id. */
  columns: readonly (readonly [number, CoverageColumn])[];
}

function hitSessionIds(sides: FileSides, headLine: number | null): number[] {
  if (headLine === null) return [];
  const ids: number[] = [];
  for (const [id, column] of sides.columns) {
    const state = codeState(column.get(headLine));
    if (state === 'hit' || state === 'partial') ids.push(id);
  }
  return ids;
}

function lineComparison(
  sides: FileSides,
  kind: LineComparison['kind'],
  baseNumber: number | null,
  headNumber: number | null,
  content: string | null,
): LineComparison {
  const ids = hitSessionIds(sides, headNumber);
  return {
    baseNumber,
    headNumber,
    content,
    kind,
    baseCoverage: baseNumber === null ? null : coverageMark(sides.baseLines[baseNumber]),
    headCoverage: headNumber === null ? null : coverageMark(sides.headLines[headNumber]),
    hitSessionIds: ids,
    hitCount: ids.length,
  };
}

function hunkSegment(sides: FileSides, segment: DiffSegment): SegmentComparison {
  const [baseStart, baseLength, headStart, headLength] = segment.header;
  let base = baseLength === 0 ? baseStart + 1 : baseStart;
  let head = headLength === 0 ? headStart + 1 : headStart;
  let hasUnintendedChanges = false;
  const lines: LineComparison[] = [];
  for (const text of segment.lines) {
    const content = text.slice(1);
    if (text.startsWith('+')) lines.push(lineComparison(sides, 'added', null, head++, content));
    else if (text.startsWith('-')) lines.push(lineComparison(sides, 'removed', base++, null, content));
    else {
      const line = lineComparison(sides, 'context', base++, head++, content);
      if (line.baseCoverage !== line.headCoverage) hasUnintendedChanges = true;
      lines.push(line);
    }
  }
  return { header: segmentHeaderText(segment), hasUnintendedChanges, lines };
}

/**
 * Head line windows around indirect changes outside the hunks, kept inside the gap between hunks that holds
 * the change and merged when they overlap or touch.
 */
function changeWindows(
  changedLines: readonly number[],
  map: LineMap,
  context: number,
  lastLine: number,
): [number, number][] {
  const hunks = map.headRanges();
  const windows: [number, number][] = [];
  let next = 0;
  let previousGap = -1;
  for (const line of changedLines) {
    while (next < hunks.length && hunks[next]![1] <= line) next += 1;
    const hunk = hunks[next];
    if (hunk && hunk[0] <= line) continue;
    // `next` hunks end at or before the line: that count names the gap.
    const floor = next > 0 ? hunks[next - 1]![1] : 1;
    const ceiling = hunk ? hunk[0] - 1 : Math.max(lastLine, line);
    const start = Math.max(floor, line - context);
    const end = Math.min(ceiling, line + context);
    const previous = windows[windows.length - 1];
    if (previous && previousGap === next && start <= previous[1] + 1)
      previous[1] = Math.max(previous[1], end);
    else windows.push([start, end]);
    previousGap = next;
  }
  return windows;
}

function changeSegment(sides: FileSides, map: LineMap, [start, end]: [number, number]): SegmentComparison {
  // A file the base does not have has no base line numbers at all.
  const baseKnown = sides.baseLines.length > 0;
  const lines: LineComparison[] = [];
  for (let head = start; head <= end; head++)
    lines.push(lineComparison(sides, 'context', baseKnown ? map.headToBase(head) : null, head, null));
  const length = end - start + 1;
  const baseRange = baseKnown ? `${map.headToBase(start) ?? start},${length}` : '0,0';
  return { header: `@@ -${baseRange} +${start},${length} @@`, hasUnintendedChanges: true, lines };
}

/**
 * The diff view of one file: a segment per hunk, plus segments around coverage changes outside the hunks
 * (with no text, since only the hunks carry it), in head line order.
 */
export function fileSegments(
  base: ReportView,
  head: ReportView,
  basePath: string | null,
  headPath: string | null,
  diffFile: DiffFile | null,
  options: SegmentOptions = {},
): SegmentComparison[] {
  const headFile = headPath === null ? null : viewFile(head, headPath);
  const sessions = head.sessions;
  const sides: FileSides = {
    baseLines: viewLines(base, basePath),
    headLines: headFile ? headFile.lines(sessions) : [],
    columns: headFile
      ? [...headFile.sessions].filter(([id]) => !sessions || sessions.has(id)).sort((a, b) => a[0] - b[0])
      : [],
  };
  const map = LineMap.of(diffFile);
  const placed: { start: number; segment: SegmentComparison }[] = [];
  for (const segment of diffFile?.segments ?? []) {
    const [, , headStart, headLength] = segment.header;
    placed.push({
      start: headLength === 0 ? headStart + 1 : headStart,
      segment: hunkSegment(sides, segment),
    });
  }
  const changed = lineChanges(sides.baseLines, sides.headLines, map)
    .map((change) => change.headLine)
    .filter((line): line is number => line !== null);
  const lastLine = Math.max(sides.headLines.length - 1, 1);
  for (const window of changeWindows(changed, map, Math.max(0, options.context ?? 3), lastLine)) {
    placed.push({ start: window[0], segment: changeSegment(sides, map, window) });
  }
  placed.sort((a, b) => a.start - b.start);
  const segments = placed.map((entry) => entry.segment);
  return options.onlyUnintended ? segments.filter((segment) => segment.hasUnintendedChanges) : segments;
}
