import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface WindowRows {
  /** First row to render (0-based) and the row after the last. */
  start: number;
  end: number;
  /** Row height in use (px): the one given, or the rows' own once `measureRowHeight` has read it. */
  rowHeight: number;
  /** Scrolls the window so that row `index` is in the middle of the viewport. */
  scrollToRow: (index: number) => void;
  /** Distance from the top of the page to the list, in px (changes when content above it loads). */
  offset: number;
}

export interface WindowRowsOptions {
  count: number;
  /** Height of every row (px), or the one assumed until `measureRowHeight` reads it. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the viewport once the browser has been idle. */
  overscan: number;
  /**
   * Reads the height of the rendered rows (px, or null when they have none yet), for rows whose height comes
   * from their content. It is called after layout only, so it may read geometry for free. Keep it stable
   * (`useCallback`): a new one subscribes again.
   */
  measureRowHeight?: () => number | null;
}

/** Rows of overscan in the first render: the rest of the overscan follows once the browser is idle. */
const FIRST_OVERSCAN = 5;

interface Range {
  start: number;
  end: number;
}

/** The rows near the viewport, not capped by the row count, so a list that grows or shrinks needs no new range. */
function rangeAt(rowHeight: number, overscan: number, offset: number): Range {
  const top = window.scrollY - offset;
  const start = Math.max(0, Math.floor(top / rowHeight) - overscan);
  return { start, end: Math.max(start, Math.ceil((top + window.innerHeight) / rowHeight) + overscan) };
}

/**
 * Rows of one height in a list scrolled by the window: the range near the viewport comes from the scroll
 * position alone, so nothing is measured or allocated per row and a render costs the same for 50 rows or
 * 50,000.
 */
export function useWindowRows(
  listRef: RefObject<HTMLElement | null>,
  { count, rowHeight: givenHeight, overscan: fullOverscan, measureRowHeight }: WindowRowsOptions,
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

  const [measuredHeight, setMeasuredHeight] = useState<number | null>(null);
  const rowHeight = measuredHeight ?? givenHeight;

  const offsetRef = useRef(0);
  const [offset, setOffset] = useState(0);
  const [range, setRange] = useState<Range>(() =>
    typeof window === 'undefined' ? { start: 0, end: 0 } : rangeAt(rowHeight, overscan, offsetRef.current),
  );
  // The range last asked for, rendered or about to be.
  const rangeRef = useRef(range);

  const update = useCallback(() => {
    const next = rangeAt(rowHeight, overscan, offsetRef.current);
    const current = rangeRef.current;
    if (current.start === next.start && current.end === next.end) return;
    rangeRef.current = next;
    const apply = () => setRange(next);
    // Rows missing on screen are rendered before the frame is painted, so no blank strip shows; the overscan
    // can follow a frame later. Changing rows inside the resize observer's call would also resize the page
    // there and then, which the browser reports as an error when the row heights are not all equal.
    const visible = rangeAt(rowHeight, 0, offsetRef.current);
    if (visible.start < current.start || visible.end > current.end) flushSync(apply);
    else apply();
  }, [rowHeight, overscan]);

  useLayoutEffect(() => {
    const measure = () => {
      const element = listRef.current;
      if (!element) return;
      offsetRef.current = element.getBoundingClientRect().top + window.scrollY;
      const measured = measureRowHeight?.();
      setOffset(offsetRef.current);
      // A new height subscribes again, and the range follows in the observer's next call.
      if (measured && Math.abs(measured - rowHeight) >= 1) setMeasuredHeight(measured);
      else update();
    };
    // The observer's first call comes after the next layout and before the paint: the list's place, the rows'
    // height and the range (for a new height or overscan too, which subscribe again) are read without forcing a
    // layout of their own. Later calls follow content loading above the list (banners, headers), which moves it
    // without resizing the window.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', update);
    };
  }, [listRef, update, rowHeight, measureRowHeight]);

  const scrollToRow = useCallback(
    (index: number) => {
      window.scrollTo({
        top: Math.max(0, offsetRef.current + index * rowHeight - (window.innerHeight - rowHeight) / 2),
      });
    },
    [rowHeight],
  );

  return {
    start: Math.min(range.start, count),
    end: Math.min(range.end, count),
    rowHeight,
    scrollToRow,
    offset,
  };
}
