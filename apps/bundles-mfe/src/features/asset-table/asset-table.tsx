import { useMemo, useState } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import {
  useBundleAssets,
  type AssetOrdering,
  type BundleAsset,
  type MeasurementWindow,
} from '@canopy/bundles-data-access';
import { PageError, useRepoStanding } from '@canopy/auth';
import {
  formatBytes,
  formatBytesChange,
  formatLoadTime,
  Sparkline,
  Table,
  type TableColumn,
  type TableSort,
} from '@canopy/ui-kit/data-views';
import { useBundleFilterParams } from '../bundle-params/use-bundle-params';
import { trendWindow } from '../bundle-trend/trend-window';
import { AssetModules } from './asset-modules';
import { sizeShare } from './size-share';

/** The server ordering of each sortable column; load time follows size. */
const orderings: Record<string, AssetOrdering> = {
  name: 'NAME',
  type: 'TYPE',
  loadTime: 'SIZE',
  size: 'SIZE',
};

export const DEFAULT_SORT: TableSort = { id: 'size', direction: 'desc' };

interface ColumnOptions {
  bundleSize: number;
  open: ReadonlySet<string>;
  toggle: (asset: string) => void;
}

function assetColumns({ bundleSize, open, toggle }: ColumnOptions): TableColumn<BundleAsset>[] {
  return [
    {
      id: 'name',
      header: 'Asset',
      sortable: true,
      cell: (asset) => {
        const expanded = open.has(asset.name);
        return (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={() => toggle(asset.name)}
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Hide' : 'Show'} the modules of ${asset.name}`}
            >
              {expanded ? (
                <IconChevronDown size={16} aria-hidden />
              ) : (
                <IconChevronRight size={16} aria-hidden />
              )}
            </ActionIcon>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {asset.name}
            </Text>
          </Group>
        );
      },
    },
    { id: 'type', header: 'Type', sortable: true, width: 80, cell: (asset) => asset.extension },
    {
      id: 'loadTime',
      header: 'Est. load time (3G)',
      sortable: true,
      align: 'right',
      cell: (asset) => formatLoadTime(asset.figures.threeG),
    },
    {
      id: 'size',
      header: 'Size',
      sortable: true,
      align: 'right',
      cell: (asset) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{formatBytes(asset.figures.size)}</Text>
          <Text size="xs" c="dimmed">
            {sizeShare(asset.figures.size, bundleSize)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'change',
      header: 'Change over time',
      align: 'right',
      cell: (asset) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Sparkline
            values={asset.sizes.map((point) => point.size)}
            label={`Size of ${asset.name}`}
            formatValue={formatBytes}
            width={80}
          />
          <Text size="sm" data-testid="asset-change">
            {formatBytesChange(asset.change)}
          </Text>
        </Group>
      ),
    },
  ];
}

export interface AssetTableProps {
  branch: string;
  bundle: string;
}

/**
 * The assets of a bundle, sorted on the server (size, largest first, to begin with) and loaded 20 at a time as
 * the page scrolls, filtered by type and load type; each row opens into the modules of its asset.
 */
export function AssetTable({ branch, bundle }: AssetTableProps) {
  const { provider, owner, repo, query: repoQuery } = useRepoStanding();
  const { types, loading, trend } = useBundleFilterParams();
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const window: MeasurementWindow = trendWindow(trend, repoQuery.data?.repository?.oldestCommitAt);
  const query = useBundleAssets(
    {
      provider,
      owner,
      repo,
      branch,
      bundle,
      filters: { reportGroups: types, loadTypes: loading },
      sort: { ordering: orderings[sort.id] ?? 'SIZE', direction: sort.direction === 'asc' ? 'ASC' : 'DESC' },
      window,
    },
    { keepPreviousData: true },
  );
  const page = query.data?.pages[query.data.pages.length - 1];
  const assets = useMemo(
    () => query.data?.pages.flatMap((entry) => (entry.kind === 'assets' ? entry.assets : [])) ?? [],
    [query.data],
  );
  const bundleSize = page?.kind === 'assets' ? page.bundleSize : 0;

  const toggle = (asset: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(asset)) next.delete(asset);
      else next.add(asset);
      return next;
    });

  if (query.isError) return <PageError error={query.error} />;
  return (
    <Table
      caption={`Assets of ${bundle}`}
      columns={assetColumns({ bundleSize, open, toggle })}
      data={assets}
      getRowKey={(asset) => asset.name}
      sort={sort}
      onSortChange={setSort}
      isLoading={query.isPending}
      emptyMessage="No assets found for the selected filters."
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      renderExpandedRow={(asset) =>
        open.has(asset.name) ? (
          <AssetModules branch={branch} bundle={bundle} asset={asset.name} assetSize={asset.figures.size} />
        ) : null
      }
    />
  );
}

/** The table's columns without rows: before a bundle is chosen. */
export function EmptyAssetTable() {
  return (
    <Table
      caption="Assets"
      columns={assetColumns({ bundleSize: 0, open: new Set(), toggle: () => undefined })}
      data={[]}
      emptyMessage="-"
    />
  );
}
