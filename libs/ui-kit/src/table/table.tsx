import { useMemo, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Center, Loader, Table as MantineTable, Text, UnstyledButton, Group } from '@mantine/core';
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
  /** Row height (px) assumed before a virtualized row is measured. @default 45 */
  estimateRowHeight?: number;
  /** Virtualized rows rendered beyond each edge of the viewport. @default 10 */
  overscan?: number;
  /** Extra props of a body row (e.g. `onMouseEnter` to prefetch what the row links to, `data-*`). */
  getRowProps?: (row: T, index: number) => TableRowProps;
}

/** Props a caller may add to a body row. */
export type TableRowProps = Pick<
  HTMLAttributes<HTMLTableRowElement>,
  'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onClick' | 'className' | 'style' | 'title'
> & { [data: `data-${string}`]: string | number | boolean | undefined };

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
  getRowProps,
}: TableProps<T>) {
  const { ref: sentinelRef } = useInView<HTMLDivElement>(() => onLoadMore?.(), {
    // Virtualized bodies ask for more rows themselves when the last rows are rendered.
    disabled: virtualized || !hasNextPage || !onLoadMore || isFetchingNextPage || isLoading,
  });
  const state = isLoading ? 'loading' : data.length === 0 ? 'empty' : 'ready';

  const renderRow = (row: T, index: number, extra?: HTMLAttributes<HTMLTableRowElement> & object) => (
    <MantineTable.Tr
      key={getRowKey ? getRowKey(row, index) : index}
      {...getRowProps?.(row, index)}
      {...extra}
    >
      {columns.map((column) => (
        <MantineTable.Td key={column.id} style={{ textAlign: column.align ?? 'left' }}>
          {column.cell(row, index)}
        </MantineTable.Td>
      ))}
    </MantineTable.Tr>
  );
  const virtual = virtualized && state === 'ready';
  // Callers often pass an inline getRowKey; a new key function per render would make the virtualizer
  // re-measure every row, so it changes only with the data.
  const getItemKey = useMemo(
    () => (getRowKey ? (index: number) => getRowKey(data[index] as T, index) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [data, !getRowKey],
  );

  return (
    <div data-state={state} data-virtualized={virtualized || undefined}>
      <MantineTable.ScrollContainer minWidth={480}>
        <MantineTable
          ref={ref}
          highlightOnHover={highlightOnHover}
          verticalSpacing="sm"
          aria-busy={isLoading || undefined}
          // With virtualization most rows are absent from the DOM; -1 = total unknown (more pages to load).
          aria-rowcount={virtualized ? (hasNextPage ? -1 : data.length + 1) : undefined}
        >
          <MantineTable.Caption
            style={
              showCaption
                ? undefined
                : { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }
            }
          >
            {caption}
          </MantineTable.Caption>
          <MantineTable.Thead>
            <MantineTable.Tr aria-rowindex={virtualized ? 1 : undefined}>
              {columns.map((column) => {
                const direction = sort?.id === column.id ? sort.direction : null;
                const sortable = !!column.sortable && !!onSortChange;
                return (
                  <MantineTable.Th
                    key={column.id}
                    style={{ width: column.width, textAlign: column.align ?? 'left' }}
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    data-sortable={sortable || undefined}
                    data-sort-direction={direction ?? undefined}
                  >
                    {sortable ? (
                      <UnstyledButton
                        fw={600}
                        fz="sm"
                        onClick={() =>
                          onSortChange?.({ id: column.id, direction: direction === 'asc' ? 'desc' : 'asc' })
                        }
                      >
                        <Group
                          gap={4}
                          wrap="nowrap"
                          justify={column.align === 'right' ? 'flex-end' : 'flex-start'}
                        >
                          {column.header}
                          <SortIcon direction={direction} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </MantineTable.Th>
                );
              })}
            </MantineTable.Tr>
          </MantineTable.Thead>
          <MantineTable.Tbody>
            {virtual ? (
              <VirtualRows
                count={data.length}
                columnCount={columns.length}
                estimateRowHeight={estimateRowHeight}
                overscan={overscan}
                getItemKey={getItemKey}
                renderRow={(index, props) => renderRow(data[index] as T, index, props)}
                canLoadMore={hasNextPage && !!onLoadMore && !isFetchingNextPage}
                onLoadMore={onLoadMore}
                firstRow={data[0]}
              />
            ) : (
              data.map((row, index) => renderRow(row, index))
            )}
            {state === 'empty' && (
              <MantineTable.Tr>
                <MantineTable.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" py="md">
                    {emptyMessage}
                  </Text>
                </MantineTable.Td>
              </MantineTable.Tr>
            )}
          </MantineTable.Tbody>
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
