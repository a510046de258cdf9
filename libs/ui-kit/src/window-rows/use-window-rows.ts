import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface WindowRows {
  /** First row to render (0-based) and the row after the last. */
  start: number;
  end: number;
  /** Height of a row (px): the one given, or the rendered rows' own once `measureRows` has read them. */
  rowHeight: number;
  /** Height (px) of the rows before `start` and of those from `end`, for the spacers that stand for them. */
  before: number;
  after: number;
  /** Scrolls the window so that row `index` is in the middle of the viewport. */
  scrollToRow: (index: number) => void;
  /** Distance from the top of the page to the list, in px (changes when content above it loads). */
  offset: number;
}

/** A rendered row and its height (px). */
export interface MeasuredRow {
  index: number;
  height: number;
}

export interface WindowRowsOptions {
  count: number;
  /** Height of every row (px), or the one assumed until `measureRows` reads the rendered rows. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the viewport once the browser has been idle. */
  overscan: number;
  /**
   * Reads the rendered rows' heights, for rows whose height comes from their content: their median becomes the
   * height of every row, and a taller row (wrapped text) is remembered, so the rows keep their places when it
   * leaves the range. Called after layout only, where geometry is free to read. Keep it stable (`useCallback`).
   */
  measureRows?: () => readonly MeasuredRow[];
}

/** Rows of overscan in the first render: the rest of the overscan follows once the browser is idle. */
const FIRST_OVERSCAN = 5;

/** Rows taller than the others, by index, in order: [index, extra px]. */
type Extras = readonly (readonly [number, number])[];

interface Layout {
  start: number;
  end: number;
  rowHeight: number;
  extras: Extras;
  overscan: number;
}

function positionOf(index: number, rowHeight: number, extras: Extras): number {
  let position = index * rowHeight;
  for (const [at, extra] of extras) {
    if (at >= index) break;
    position += extra;
  }
  return position;
}

function indexAt(position: number, rowHeight: number, extras: Extras): number {
  let before = 0;
  for (const [at, extra] of extras) {
    const top = at * rowHeight + before;
    if (position < top) break;
    if (position < top + rowHeight + extra) return at;
    before += extra;
  }
  return Math.floor((position - before) / rowHeight);
}

/** The rows near the viewport, not capped by the row count, so a list that grows or shrinks needs no new range. */
function layoutAt(rowHeight: number, extras: Extras, overscan: number, offset: number): Layout {
  const top = window.scrollY - offset;
  const start = Math.max(0, indexAt(top, rowHeight, extras) - overscan);
  const end = Math.max(start, indexAt(top + window.innerHeight, rowHeight, extras) + 1 + overscan);
  return { start, end, rowHeight, extras, overscan };
}

/**
 * Rows of one height in a list scrolled by the window: the range near the viewport comes from the scroll
 * position alone, so nothing is measured or allocated per row and a render costs the same for 50 rows or
 * 50,000.
 */
export function useWindowRows(
  listRef: RefObject<HTMLElement | null>,
  { count, rowHeight: givenHeight, overscan: fullOverscan, measureRows }: WindowRowsOptions,
): WindowRows {
  // The first paint needs the rows on screen only; the overscan is for scrolling, which comes later.
  const [warm, setWarm] = useState(false);
  const overscan = warm ? fullOverscan : Math.min(fullOverscan, FIRST_OVERSCAN);
  useEffect(() => {
    if (warm) return undefined;
    if (typeof requestIdleCallback !== 'function') {
      setWarm(true);
      return undefined;
    }
    const id = requestIdleCallback(() => setWarm(true), { timeout: 200 });
    return () => cancelIdleCallback(id);
  }, [warm]);

  const offsetRef = useRef(0);
  const [offset, setOffset] = useState(0);
  const [layout, setLayout] = useState<Layout>(() =>
    typeof window === 'undefined'
      ? { start: 0, end: 0, rowHeight: givenHeight, extras: [], overscan }
      : layoutAt(givenHeight, [], overscan, offsetRef.current),
  );
  // The layout last asked for, rendered or about to be.
  const layoutRef = useRef(layout);

  const update = useCallback(
    (measured?: Pick<Layout, 'rowHeight' | 'extras'>) => {
      const current = layoutRef.current;
      const { rowHeight, extras } = measured ?? current;
      if (rowHeight === current.rowHeight && extras === current.extras && overscan === current.overscan) {
        // The range moves once the viewport comes within half the overscan of its edge, not on every row: the
        // pixel by which the browser may shift the page as rows come and go (keeping what is on screen in place)
        // cannot then move it back and forth.
        const needed = layoutAt(rowHeight, extras, Math.floor(overscan / 2), offsetRef.current);
        if (needed.start >= current.start && needed.end <= current.end) return;
      }
      const next = layoutAt(rowHeight, extras, overscan, offsetRef.current);
      layoutRef.current = next;
      const apply = () => setLayout(next);
      // Rows missing on screen are rendered before the frame is painted, so no blank strip shows; the overscan
      // and new heights follow a frame later. Resizing the page inside the resize observer's call (a new row
      // height) would make the browser report an error.
      const visible = layoutAt(rowHeight, extras, 0, offsetRef.current);
      if (rowHeight === current.rowHeight && (visible.start < current.start || visible.end > current.end)) {
        flushSync(apply);
      } else {
        apply();
      }
    },
    [overscan],
  );

  useLayoutEffect(() => {
    const measure = () => {
      const element = listRef.current;
      if (!element) return;
      offsetRef.current = element.getBoundingClientRect().top + window.scrollY;
      setOffset(offsetRef.current);
      const rows = measureRows?.();
      update(rows?.length ? measuredLayout(rows, layoutRef.current) : undefined);
    };
    // The observer's first call comes after the next layout and before the paint: the list's place, the rows'
    // heights and the range (for a new overscan too, which subscribes again) are read without forcing a layout
    // of their own. Later calls follow rows and content above the list (banners, headers) changing size.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    const onScroll = () => update();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', onScroll);
    };
  }, [listRef, update, measureRows]);

  const scrollToRow = useCallback((index: number) => {
    const { rowHeight, extras } = layoutRef.current;
    const top = offsetRef.current + positionOf(index, rowHeight, extras);
    window.scrollTo({ top: Math.max(0, top - (window.innerHeight - rowHeight) / 2) });
  }, []);

  const { rowHeight, extras } = layout;
  const start = Math.min(layout.start, count);
  const end = Math.min(layout.end, count);
  const before = positionOf(start, rowHeight, extras);
  return {
    start,
    end,
    rowHeight,
    before,
    after: positionOf(count, rowHeight, extras) - positionOf(end, rowHeight, extras),
    scrollToRow,
    offset,
  };
}

/**
 * The row height and taller rows after the rendered rows were measured; the current ones when nothing changed.
 * Unlaid-out rows (jsdom, hidden tabs) measure 0 and change nothing.
 */
function measuredLayout(
  rows: readonly MeasuredRow[],
  current: Layout,
): Pick<Layout, 'rowHeight' | 'extras'> | undefined {
  const heights = rows.map((row) => row.height).sort((a, b) => a - b);
  const median = heights[heights.length >> 1] ?? 0;
  if (median <= 0) return undefined;
  // Rows are given the common height, so the median is it, or the content's once taller; a row that wraps its
  // text does not set it for all.
  const rowHeight = Math.ceil(median);
  if (Math.abs(rowHeight - current.rowHeight) >= 1) return { rowHeight, extras: [] };
  const extras = new Map(current.extras);
  let changed = false;
  for (const { index, height } of rows) {
    const extra = height > 0 ? height - current.rowHeight : 0;
    // Sub-pixel differences (zoom, rounding) are not rows of their own height.
    if (Math.abs(extra - (extras.get(index) ?? 0)) < 1) continue;
    changed = true;
    if (Math.abs(extra) < 1) extras.delete(index);
    else extras.set(index, extra);
  }
  if (!changed) return undefined;
  return { rowHeight: current.rowHeight, extras: [...extras].sort((a, b) => a[0] - b[0]) };
}
