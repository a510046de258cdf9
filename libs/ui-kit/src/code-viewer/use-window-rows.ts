import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface WindowRows {
  /** First row to render (0-based) and the row after the last. */
  start: number;
  end: number;
  /** Scrolls the window so that row `index` is in the middle of the viewport. */
  scrollToRow: (index: number) => void;
  /** Distance from the top of the page to the list, in px (changes when content above it loads). */
  offset: number;
}

/** Rows of overscan in the first render: the rest of the overscan follows once the browser is idle. */
const FIRST_OVERSCAN = 5;

interface Range {
  start: number;
  end: number;
}

function rangeAt(count: number, rowHeight: number, overscan: number, offset: number): Range {
  const top = window.scrollY - offset;
  const first = Math.floor(top / rowHeight) - overscan;
  const last = Math.ceil((top + window.innerHeight) / rowHeight) + overscan;
  const start = Math.max(0, Math.min(count, first));
  return { start, end: Math.max(start, Math.min(count, last)) };
}

/**
 * Rows of one fixed height in a list scrolled by the window: the range near the viewport comes from the scroll
 * position alone, so nothing is measured or allocated per row and a render costs the same for 50 rows or
 * 50,000.
 */
export function useWindowRows(
  listRef: RefObject<HTMLElement | null>,
  { count, rowHeight, overscan: fullOverscan }: { count: number; rowHeight: number; overscan: number },
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
  const [range, setRange] = useState<Range>(() =>
    typeof window === 'undefined'
      ? { start: 0, end: 0 }
      : rangeAt(count, rowHeight, overscan, offsetRef.current),
  );

  const update = useCallback(
    (sync: boolean) => {
      const next = rangeAt(count, rowHeight, overscan, offsetRef.current);
      const apply = () =>
        setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
      // While scrolling, the new rows are rendered before the frame is painted, so no blank strip shows.
      if (sync) flushSync(apply);
      else apply();
    },
    [count, rowHeight, overscan],
  );

  useLayoutEffect(() => {
    const measure = (sync: boolean) => {
      const element = listRef.current;
      if (!element) return;
      offsetRef.current = element.getBoundingClientRect().top + window.scrollY;
      setOffset(offsetRef.current);
      update(sync);
    };
    // The observer's first call comes after the next layout and before the paint: the list's place and the range
    // (for a new row count or overscan too, which subscribe again) are read without forcing a layout of their
    // own. Later calls follow content loading above the list (banners, headers), which moves it without
    // resizing the window.
    const observer = new ResizeObserver(() => measure(true));
    observer.observe(document.body);
    const onResize = () => measure(false);
    const onScroll = () => update(true);
    window.addEventListener('resize', onResize);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll);
    };
  }, [listRef, update]);

  const scrollToRow = useCallback(
    (index: number) => {
      window.scrollTo({
        top: Math.max(0, offsetRef.current + index * rowHeight - (window.innerHeight - rowHeight) / 2),
      });
    },
    [rowHeight],
  );

  return { start: range.start, end: range.end, scrollToRow, offset };
}
