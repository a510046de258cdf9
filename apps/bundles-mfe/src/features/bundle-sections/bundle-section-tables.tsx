import { useMemo, useState } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import type { ComparedBundle, HeadBundle } from '@canopy/bundles-data-access';
import {
  formatBytes,
  formatBytesChange,
  formatCoverageChange,
  formatLoadTime,
  Table,
  type TableColumn,
  type TableSort,
} from '@canopy/ui-kit/data-views';

/** The comparison table opens sorted by change, largest growth first. */
export const DEFAULT_COMPARISON_SORT: TableSort = { id: 'change', direction: 'desc' };

const sortValues: Record<string, (bundle: ComparedBundle) => number | string> = {
  name: (bundle) => bundle.name,
  previous: (bundle) => bundle.previousSize,
  size: (bundle) => bundle.size,
  change: (bundle) => bundle.change,
};

/** The bundles in the order of `sort` (names alphabetically, sizes and changes numerically). */
export function sortComparedBundles(bundles: readonly ComparedBundle[], sort: TableSort): ComparedBundle[] {
  const value = sortValues[sort.id] ?? sortValues['change']!;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...bundles].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order =
      typeof left === 'string' || typeof right === 'string'
        ? String(left).localeCompare(String(right))
        : left - right;
    return order * sign || a.name.localeCompare(b.name);
  });
}

// A bigger bundle is slower to download: growth reads as a warning, shrinking as good news.
const changeColor = (bytes: number) =>
  bytes > 0 ? 'var(--mantine-color-red-text)' : bytes < 0 ? 'var(--mantine-color-green-text)' : undefined;

function BundleChange({ bundle }: { bundle: ComparedBundle }) {
  return (
    <Text
      span
      size="sm"
      ff="monospace"
      fw={600}
      c={changeColor(bundle.change)}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatBytesChange(bundle.change)}
      {bundle.changePercent != null && ` (${formatCoverageChange(bundle.changePercent)})`}
    </Text>
  );
}

const comparisonColumns: TableColumn<ComparedBundle>[] = [
  {
    id: 'name',
    header: 'Bundle name',
    sortable: true,
    cell: (bundle) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {bundle.name}
        </Text>
        {bundle.changeType !== 'changed' && (
          <Badge size="xs" variant="light" color={bundle.changeType === 'added' ? 'blue' : 'gray'}>
            {bundle.changeType}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'previous',
    header: 'Previous size',
    sortable: true,
    align: 'right',
    width: 140,
    cell: (bundle) => formatBytes(bundle.previousSize),
  },
  {
    id: 'size',
    header: 'New size',
    sortable: true,
    align: 'right',
    width: 140,
    cell: (bundle) => formatBytes(bundle.size),
  },
  {
    id: 'change',
    header: 'Change',
    sortable: true,
    align: 'right',
    width: 200,
    cell: (bundle) => <BundleChange bundle={bundle} />,
  },
];

export interface BundleComparisonTableProps {
  caption: string;
  bundles: readonly ComparedBundle[];
  isLoading?: boolean;
  emptyMessage: string;
}

/** Bundle name | Previous size | New size | Change, sorted in the browser (change, largest first, to begin with). */
export function BundleComparisonTable({
  caption,
  bundles,
  isLoading = false,
  emptyMessage,
}: BundleComparisonTableProps) {
  const [sort, setSort] = useState<TableSort>(DEFAULT_COMPARISON_SORT);
  const rows = useMemo(() => sortComparedBundles(bundles, sort), [bundles, sort]);
  return (
    <Table
      caption={caption}
      columns={comparisonColumns}
      data={rows}
      getRowKey={(bundle) => bundle.name}
      sort={sort}
      onSortChange={setSort}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}

const headColumns: TableColumn<HeadBundle>[] = [
  {
    id: 'name',
    header: 'Bundle name',
    cell: (bundle) => (
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {bundle.name}
      </Text>
    ),
  },
  {
    id: 'size',
    header: 'Current size',
    align: 'right',
    width: 160,
    cell: (bundle) => formatBytes(bundle.figures.size),
  },
  {
    id: 'loadTime',
    header: 'Estimated load time (3G)',
    align: 'right',
    width: 220,
    cell: (bundle) => formatLoadTime(bundle.figures.threeG),
  },
];

export interface BundleHeadTableProps {
  caption: string;
  bundles: readonly HeadBundle[];
  isLoading?: boolean;
  emptyMessage: string;
}

/** Bundle name | Current size | Estimated load time (3G): the head's bundles when they could not be compared. */
export function BundleHeadTable({ caption, bundles, isLoading = false, emptyMessage }: BundleHeadTableProps) {
  return (
    <Table
      caption={caption}
      columns={headColumns}
      data={bundles}
      getRowKey={(bundle) => bundle.name}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
