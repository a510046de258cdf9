import { useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import {
  measureElement as measureDefault,
  useWindowVirtualizer,
  windowScroll,
} from '@tanstack/react-virtual';

/** Row height assumed before a row is measured (a one-line Mantine table row with `sm` spacing). */
export const DEFAULT_ESTIMATE_ROW_HEIGHT = 45;
/** Rows rendered beyond each edge of the viewport. */
export const DEFAULT_OVERSCAN = 10;
/** More rows are requested when the last rendered row is this close to the end of the loaded rows. */
export const LOAD_MORE_THRESHOLD = 10;

export interface VirtualRowsProps {
  count: number;
  columnCount: number;
  estimateRowHeight: number;
  overscan: number;
  getItemKey?: (index: number) => string;
  renderRow: (
    index: number,
    props: HTMLAttributes<HTMLTableRowElement> & Record<string, unknown>,
  ) => ReactNode;
  canLoadMore: boolean;
  onLoadMore?: () => void;
  /** The first row: a new list (another search or sort) of the same length still asks for its next page. */
  firstRow?: unknown;
}

function Spacer({
  height,
  columnCount,
  position,
  ref,
}: {
  height: number;
  columnCount: number;
  position: 'top' | 'bottom';
  ref?: (node: HTMLTableRowElement | null) => void;
}) {
  return (
    <tr ref={ref} aria-hidden="true" data-virtual-spacer={position}>
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * Body rows of a virtualized `Table`: only the rows in and near the window's viewport, between two spacer
 * rows that stand for the others, so the page keeps its full height and scrolls natively.
 */
export function VirtualRows({
  count,
  columnCount,
  estimateRowHeight,
  overscan,
  getItemKey,
  renderRow,
  canLoadMore,
  onLoadMore,
  firstRow,
}: VirtualRowsProps) {
  const [topNode, setTopNode] = useState<HTMLTableRowElement | null>(null);
  // Distance from the top of the document to the first body row: the window virtualizer's origin.
  const [scrollMargin, setScrollMargin] = useState(0);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateRowHeight,
    overscan,
    scrollMargin,
    getItemKey,
    // The virtualizer re-applies the current offset on mount; skipping no-op scrolls also keeps jsdom quiet.
    scrollToFn: (offset, options, instance) => {
      if (Math.abs(offset + (options.adjustments ?? 0) - window.scrollY) < 1) return;
      windowScroll(offset, options, instance);
    },
    // Unlaid-out rows (jsdom, hidden tabs) measure 0; trusting that would render every row.
    measureElement: (element, entry, instance) => {
      const size = measureDefault(element, entry, instance);
      return size > 0 ? size : estimateRowHeight;
    },
  });

  // Content above the table (charts, banners) can change height without the table re-rendering.
  useLayoutEffect(() => {
    if (!topNode) return undefined;
    const update = () => {
      const top = topNode.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((previous) => (Math.abs(previous - top) >= 1 ? top : previous));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [topNode]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length ? (items[items.length - 1]?.index ?? -1) : -1;

  // One request per loaded list and length: a failed or empty page does not loop.
  const requestedAt = useRef<{ count: number; firstRow: unknown } | null>(null);
  useEffect(() => {
    if (!canLoadMore || !onLoadMore || count === 0) return;
    if (lastIndex < count - 1 - LOAD_MORE_THRESHOLD) return;
    if (requestedAt.current?.count === count && requestedAt.current.firstRow === firstRow) return;
    requestedAt.current = { count, firstRow };
    onLoadMore();
  }, [canLoadMore, onLoadMore, count, lastIndex, firstRow]);

  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <>
      <Spacer ref={setTopNode} height={paddingTop} columnCount={columnCount} position="top" />
      {items.map((item) =>
        renderRow(item.index, {
          'data-index': item.index,
          'aria-rowindex': item.index + 2,
          ref: virtualizer.measureElement,
        } as HTMLAttributes<HTMLTableRowElement> & Record<string, unknown>),
      )}
      <Spacer height={Math.max(0, paddingBottom)} columnCount={columnCount} position="bottom" />
    </>
  );
}
