import type { ReactNode, Ref } from 'react';
import { Center, Loader, Table as MantineTable, Text, UnstyledButton, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useInView } from '../use-in-view/use-in-view';

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
}

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
}: TableProps<T>) {
  const { ref: sentinelRef } = useInView<HTMLDivElement>(() => onLoadMore?.(), {
    disabled: !hasNextPage || !onLoadMore || isFetchingNextPage || isLoading,
  });
  const state = isLoading ? 'loading' : data.length === 0 ? 'empty' : 'ready';

  return (
    <div data-state={state}>
      <MantineTable.ScrollContainer minWidth={480}>
        <MantineTable
          ref={ref}
          highlightOnHover={highlightOnHover}
          verticalSpacing="sm"
          aria-busy={isLoading || undefined}
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
            <MantineTable.Tr>
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
            {data.map((row, index) => (
              <MantineTable.Tr key={getRowKey ? getRowKey(row, index) : index}>
                {columns.map((column) => (
                  <MantineTable.Td key={column.id} style={{ textAlign: column.align ?? 'left' }}>
                    {column.cell(row, index)}
                  </MantineTable.Td>
                ))}
              </MantineTable.Tr>
            ))}
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
      {hasNextPage && !isLoading && (
        <div ref={sentinelRef} data-infinite-sentinel aria-hidden style={{ height: 1 }} />
      )}
    </div>
  );
}
