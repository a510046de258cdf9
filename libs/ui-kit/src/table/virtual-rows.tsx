import { useCallback, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useWindowRows, type MeasuredRow } from '../window-rows/use-window-rows';

/** Row height assumed until the rendered rows are measured (a one-line Mantine table row with `sm` spacing). */
export const DEFAULT_ESTIMATE_ROW_HEIGHT = 45;
/** Rows rendered beyond each edge of the viewport. */
export const DEFAULT_OVERSCAN = 10;
/** More rows are requested when the last rendered row is this close to the end of the loaded rows. */
export const LOAD_MORE_THRESHOLD = 10;

/** What a virtualized body row adds to the row's own props. */
export interface VirtualRowProps {
  /** 0-based index in the data. */
  index: number;
  /** Row position in the table, the header being row 1. */
  ariaRowIndex: number;
  /** Height every row is given, so the rows and the spacers add up to the same page height. */
  height: number;
}

export interface VirtualRowsProps {
  count: number;
  columnCount: number;
  estimateRowHeight: number;
  overscan: number;
  renderRow: (index: number, props: VirtualRowProps) => ReactNode;
  canLoadMore: boolean;
  onLoadMore?: () => void;
  /** The first row: a new list (another search or sort) of the same length still asks for its next page. */
  firstRow?: unknown;
}

const SPACER_CELL = { padding: 0, border: 0 } as const;

function Spacer({
  height,
  columnCount,
  position,
  ref,
}: {
  height: number;
  columnCount: number;
  position: 'top' | 'bottom';
  ref?: Ref<HTMLTableRowElement>;
}) {
  return (
    <tr ref={ref} aria-hidden="true" data-virtual-spacer={position}>
      <td colSpan={columnCount} style={{ ...SPACER_CELL, height }} />
    </tr>
  );
}

/** The rendered body rows' heights, read after layout only. */
function renderedRows(top: HTMLTableRowElement | null): MeasuredRow[] {
  const rows: MeasuredRow[] = [];
  for (let row = top?.nextElementSibling; row instanceof HTMLElement; row = row.nextElementSibling) {
    const index = row.dataset['index'];
    if (index != null) rows.push({ index: Number(index), height: row.getBoundingClientRect().height });
  }
  return rows;
}

/**
 * Body rows of a virtualized `Table`: only the rows in and near the window's viewport, between two spacer
 * rows that stand for the others, so the page keeps its full height and scrolls natively. The range comes from
 * the scroll position and one row height for all (the rendered rows' own, read after layout; rows that wrap are
 * remembered), so the first render costs the same for 50 rows or 50,000 and reads no layout of its own.
 */
export function VirtualRows({
  count,
  columnCount,
  estimateRowHeight,
  overscan,
  renderRow,
  canLoadMore,
  onLoadMore,
  firstRow,
}: VirtualRowsProps) {
  // The top spacer starts where the first body row does: the list's place on the page.
  const topRef = useRef<HTMLTableRowElement>(null);
  const measureRows = useCallback(() => renderedRows(topRef.current), []);
  const { start, end, rowHeight, before, after } = useWindowRows(topRef, {
    count,
    rowHeight: estimateRowHeight,
    overscan,
    measureRows,
  });

  // One request per loaded list and length: a failed or empty page does not loop.
  const lastIndex = end - 1;
  const requestedAt = useRef<{ count: number; firstRow: unknown } | null>(null);
  useEffect(() => {
    if (!canLoadMore || !onLoadMore || count === 0) return;
    if (lastIndex < count - 1 - LOAD_MORE_THRESHOLD) return;
    if (requestedAt.current?.count === count && requestedAt.current.firstRow === firstRow) return;
    requestedAt.current = { count, firstRow };
    onLoadMore();
  }, [canLoadMore, onLoadMore, count, lastIndex, firstRow]);

  const rows: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    rows.push(renderRow(index, { index, ariaRowIndex: index + 2, height: rowHeight }));
  }

  return (
    <>
      <Spacer ref={topRef} height={before} columnCount={columnCount} position="top" />
      {rows}
      <Spacer height={after} columnCount={columnCount} position="bottom" />
    </>
  );
}
