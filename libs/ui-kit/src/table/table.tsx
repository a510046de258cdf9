import { Fragment, memo, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Center, Loader, Table as MantineTable, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useInView } from '../use-in-view/use-in-view';
import { VirtualRows, DEFAULT_ESTIMATE_ROW_HEIGHT, DEFAULT_OVERSCAN } from './virtual-rows';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  id: string;
  direction: SortDirection;
}

export interface TableColumn<T> {
  /** Column id, also the sort id. */
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** @default false */
  sortable?: boolean;
  /** @default 'left' */
  align?: 'left' | 'center' | 'right';
  /** CSS width of the column. */
  width?: number | string;
  /** CSS minimum width of the column; below the sum of the columns' widths the table scrolls sideways in its box. */
  minWidth?: number | string;
}

export interface TableProps<T> {
  ref?: Ref<HTMLTableElement>;
  columns: readonly TableColumn<T>[];
  data: readonly T[];
  /** Stable row key. @default the row index */
  getRowKey?: (row: T, index: number) => string;
  /** Accessible name (caption, visually hidden unless `showCaption`). */
  caption: string;
  /** @default false */
  showCaption?: boolean;
  /** Current sort (controlled). */
  sort?: TableSort | null;
  /** Called with the next sort when a sortable header is clicked (asc → desc → asc). */
  onSortChange?: (sort: TableSort) => void;
  /** First page is loading. @default false */
  isLoading?: boolean;
  /** Shown when there are no rows and nothing is loading. @default 'No results found' */
  emptyMessage?: ReactNode;
  /** More rows exist; an infinite-scroll sentinel follows the table. @default false */
  hasNextPage?: boolean;
  /** @default false */
  isFetchingNextPage?: boolean;
  /** Called when the sentinel scrolls into view. */
  onLoadMore?: () => void;
  /** @default true */
  highlightOnHover?: boolean;
  /**
   * Only the rows in and near the viewport are in the DOM (the page scrolls, spacer rows keep the height);
   * for lists of thousands of rows. Rows expose `aria-rowindex`, the table `aria-rowcount`. @default false
   */
  virtualized?: boolean;
  /**
   * Row height (px) of a virtualized table until its first rows are laid out; then every row takes the rendered
   * rows' median height (a row whose content is taller grows on its own). @default 45
   */
  estimateRowHeight?: number;
  /** Virtualized rows rendered beyond each edge of the viewport. @default 10 */
  overscan?: number;
  /**
   * Number of body rows in all pages when known (e.g. a connection's total count), so a virtualized table
   * reports it as `aria-rowcount` while pages remain to load.
   */
  totalRowCount?: number | null;
  /** Extra props of a body row (e.g. `onMouseEnter` to prefetch what the row links to, `data-*`). */
  getRowProps?: (row: T, index: number) => TableRowProps;
  /**
   * What an expanded row shows under it, across every column (null or undefined: the row is not expanded). The
   * caller keeps which rows are open and puts the toggle in a cell. Not with `virtualized`.
   */
  renderExpandedRow?: (row: T, index: number) => ReactNode;
}

/** Props a caller may add to a body row. */
export type TableRowProps = Pick<
  HTMLAttributes<HTMLTableRowElement>,
  'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onClick' | 'className' | 'style' | 'title'
> & { [data: `data-${string}`]: string | number | boolean | undefined };

// Inside Mantine's Table, the parts are plain elements with the classes and attributes Table.Tr, Table.Td… give
// theirs: a Mantine component per cell was most of the cost of a row.
const partClass = (part: 'caption' | 'thead' | 'tbody' | 'tr' | 'th' | 'td') =>
  `${MantineTable.classes[part]} mantine-Table-${part}`;
const ROW_CLASS = partClass('tr');
const CELL_CLASS = partClass('td');
// A sortable header is Mantine's UnstyledButton (focus ring included) around the label and its arrow.
const SORT_BUTTON_CLASS = `mantine-focus-auto ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const SORT_BUTTON_STYLE: CSSProperties = { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 };
const SORT_LABEL_STYLE: CSSProperties = { display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: 4 };
const ALIGN_STYLES: Record<'center' | 'right', CSSProperties> = {
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
};
const HIDDEN_CAPTION: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

interface BodyRowProps<T> {
  row: T;
  index: number;
  columns: readonly TableColumn<T>[];
  getRowProps?: (row: T, index: number) => TableRowProps;
  highlightOnHover: boolean;
  /** Virtualized rows: the row's place in the table (header = 1) and the height all rows share. */
  ariaRowIndex?: number;
  height?: number;
}

// Memoised: scrolling a virtualized table renders the rows that come into view, not those already there.
const BodyRow = memo(function BodyRow<T>({
  row,
  index,
  columns,
  getRowProps,
  highlightOnHover,
  ariaRowIndex,
  height,
}: BodyRowProps<T>) {
  const { className, style, ...props } = getRowProps?.(row, index) ?? {};
  return (
    <tr
      {...props}
      className={className ? `${ROW_CLASS} ${className}` : ROW_CLASS}
      style={height == null ? style : { ...style, height }}
      data-with-row-border
      data-hover={highlightOnHover || undefined}
      data-index={ariaRowIndex == null ? undefined : index}
      aria-rowindex={ariaRowIndex}
    >
      {columns.map((column) => (
        <td
          key={column.id}
          className={CELL_CLASS}
          style={column.align && column.align !== 'left' ? ALIGN_STYLES[column.align] : undefined}
        >
          {column.cell(row, index)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: BodyRowProps<T>) => ReactNode;

function SortIcon({ direction }: { direction: SortDirection | null }) {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

/** The one table: columns, controlled sorting, loading and empty states, infinite scrolling. */
export function Table<T>({
  ref,
  columns,
  data,
  getRowKey,
  caption,
  showCaption = false,
  sort = null,
  onSortChange,
  isLoading = false,
  emptyMessage = 'No results found',
  hasNextPage = false,
  isFetchingNextPage = false,
  onLoadMore,
  highlightOnHover = true,
  virtualized = false,
  estimateRowHeight = DEFAULT_ESTIMATE_ROW_HEIGHT,
  overscan = DEFAULT_OVERSCAN,
  totalRowCount,
  getRowProps,
  renderExpandedRow,
}: TableProps<T>) {
  const { ref: sentinelRef } = useInView<HTMLDivElement>(() => onLoadMore?.(), {
    // Virtualized bodies ask for more rows themselves when the last rows are rendered.
    disabled: virtualized || !hasNextPage || !onLoadMore || isFetchingNextPage || isLoading,
  });
  const state = isLoading ? 'loading' : data.length === 0 ? 'empty' : 'ready';

  const rowKey = (index: number) => (getRowKey ? getRowKey(data[index] as T, index) : index);
  const virtual = virtualized && state === 'ready';
  return (
    <div data-state={state} data-virtualized={virtualized || undefined}>
      <MantineTable.ScrollContainer minWidth={480} type="native">
        <MantineTable
          ref={ref}
          highlightOnHover={highlightOnHover}
          verticalSpacing="sm"
          aria-busy={isLoading || undefined}
          // With virtualization most rows are absent from the DOM; -1 = total unknown (more pages to load).
          aria-rowcount={
            virtualized
              ? totalRowCount != null
                ? Math.max(totalRowCount, data.length) + 1
                : hasNextPage
                  ? -1
                  : data.length + 1
              : undefined
          }
        >
          <caption
            className={partClass('caption')}
            data-side="bottom"
            style={showCaption ? undefined : HIDDEN_CAPTION}
          >
            {caption}
          </caption>
          <thead className={partClass('thead')}>
            <tr
              className={ROW_CLASS}
              data-with-row-border
              data-hover={highlightOnHover || undefined}
              aria-rowindex={virtualized ? 1 : undefined}
            >
              {columns.map((column) => {
                const direction = sort?.id === column.id ? sort.direction : null;
                const sortable = !!column.sortable && !!onSortChange;
                return (
                  <th
                    key={column.id}
                    className={partClass('th')}
                    style={{
                      width: column.width,
                      minWidth: column.minWidth,
                      textAlign: column.align ?? 'left',
                    }}
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    data-sortable={sortable || undefined}
                    data-sort-direction={direction ?? undefined}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className={SORT_BUTTON_CLASS}
                        style={SORT_BUTTON_STYLE}
                        onClick={() =>
                          onSortChange?.({ id: column.id, direction: direction === 'asc' ? 'desc' : 'asc' })
                        }
                      >
                        <span style={SORT_LABEL_STYLE}>
                          {column.header}
                          <SortIcon direction={direction} />
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={partClass('tbody')}>
            {virtual ? (
              <VirtualRows
                count={data.length}
                columnCount={columns.length}
                estimateRowHeight={estimateRowHeight}
                overscan={overscan}
                renderRow={(index, { ariaRowIndex, height }) => (
                  <BodyRow
                    key={rowKey(index)}
                    row={data[index] as T}
                    index={index}
                    columns={columns}
                    getRowProps={getRowProps}
                    highlightOnHover={highlightOnHover}
                    ariaRowIndex={ariaRowIndex}
                    height={height}
                  />
                )}
                canLoadMore={hasNextPage && !!onLoadMore && !isFetchingNextPage}
                onLoadMore={onLoadMore}
                firstRow={data[0]}
              />
            ) : (
              data.map((row, index) => {
                const expanded = renderExpandedRow?.(row, index);
                return (
                  <Fragment key={rowKey(index)}>
                    <BodyRow
                      row={row}
                      index={index}
                      columns={columns}
                      getRowProps={getRowProps}
                      highlightOnHover={highlightOnHover}
                    />
                    {expanded != null && expanded !== false && (
                      <tr className={ROW_CLASS} data-with-row-border data-expanded-row>
                        <td className={CELL_CLASS} colSpan={columns.length}>
                          {expanded}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            )}
            {state === 'empty' && (
              <tr className={ROW_CLASS} data-with-row-border data-hover={highlightOnHover || undefined}>
                <td className={CELL_CLASS} colSpan={columns.length}>
                  <Text ta="center" c="dimmed" py="md">
                    {emptyMessage}
                  </Text>
                </td>
              </tr>
            )}
          </tbody>
        </MantineTable>
      </MantineTable.ScrollContainer>
      {(isLoading || isFetchingNextPage) && (
        <Center py="md">
          <Loader size="sm" aria-label={isLoading ? 'Loading' : 'Loading more rows'} role="status" />
        </Center>
      )}
      {hasNextPage && !isLoading && !virtualized && (
        <div ref={sentinelRef} data-infinite-sentinel aria-hidden style={{ height: 1 }} />
      )}
    </div>
  );
}
