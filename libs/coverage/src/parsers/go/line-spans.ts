import type { LineCoverage } from '../../model/line-coverage';

/** Column past any real one: the open end of a region that continues on the next line. */
export const LINE_END = 2 ** 28;

/**
 * What the regions of a profile say about one line: a number when only regions spanning the whole line
 * cover it (their best count), otherwise flat [start, end, count, …] column spans, end exclusive.
 */
export type LineSpans = number | number[];

/** Past this many spans on a line, repeats are no longer looked for (they stay correct, only slower). */
const DEDUPE_LIMIT = 16;

/** Adds a region's count over a whole line. */
export function addWholeLine(current: LineSpans | undefined, count: number): LineSpans {
  if (current === undefined) return count;
  if (typeof current === 'number') return current >= count ? current : count;
  return addSpan(current, 0, LINE_END, count);
}

/** Adds a region's count over columns [start, end) of a line. */
export function addColumns(
  current: LineSpans | undefined,
  start: number,
  end: number,
  count: number,
): LineSpans {
  if (current === undefined) return [start, end, count];
  if (typeof current === 'number') return [0, LINE_END, current, start, end, count];
  return addSpan(current, start, end, count);
}

/** Merged profiles repeat the same block with other counts; the best count wins. */
function addSpan(spans: number[], start: number, end: number, count: number): number[] {
  if (spans.length <= DEDUPE_LIMIT * 3) {
    for (let i = 0; i < spans.length; i += 3) {
      if (spans[i] === start && spans[i + 1] === end) {
        if ((spans[i + 2] as number) < count) spans[i + 2] = count;
        return spans;
      }
    }
  }
  spans.push(start, end, count);
  return spans;
}

/**
 * The line's coverage: overlapping spans are combined column by column (a column is hit when any span
 * over it was), then runs of hit and missed columns are the line's parts. One part gives the best count
 * (or 0); several give "hit parts/parts", or a single hit when partials count as hits.
 */
export function lineCoverage(spans: LineSpans, partialsAsHits: boolean): LineCoverage {
  if (typeof spans === 'number') return spans;
  if (spans.length === 3) return spans[2] as number;
  let best = 0;
  for (let i = 2; i < spans.length; i += 3) if ((spans[i] as number) > best) best = spans[i] as number;
  const [parts, hitParts] = countParts(spans);
  if (parts <= 1) return hitParts === 1 ? best : 0;
  return partialsAsHits ? 1 : `${hitParts}/${parts}`;
}

/** Sweeps span boundaries in column order; events pack column × 4 + (start ? 2 : 0) + (hit ? 1 : 0). */
function countParts(spans: number[]): [parts: number, hitParts: number] {
  const events = new Float64Array((spans.length / 3) * 2);
  for (let i = 0, e = 0; i < spans.length; i += 3, e += 2) {
    const hit = (spans[i + 2] as number) > 0 ? 1 : 0;
    events[e] = (spans[i] as number) * 4 + 2 + hit;
    events[e + 1] = (spans[i + 1] as number) * 4 + hit;
  }
  events.sort();
  let active = 0;
  let activeHits = 0;
  let parts = 0;
  let hitParts = 0;
  let previous = 0; // 0 none yet, 1 missed, 2 hit
  for (let e = 0; e < events.length;) {
    const column = (events[e] as number) >> 2;
    while (e < events.length && (events[e] as number) >> 2 === column) {
      const kind = (events[e] as number) & 3;
      const delta = kind >= 2 ? 1 : -1;
      active += delta;
      if (kind % 2 === 1) activeHits += delta;
      e += 1;
    }
    if (active === 0 || e === events.length) continue;
    const state = activeHits > 0 ? 2 : 1;
    if (state === previous) continue;
    previous = state;
    parts += 1;
    if (state === 2) hitParts += 1;
  }
  return [parts, hitParts];
}
