import { Center, Loader, Text } from '@mantine/core';
import { useBundleAssetModules, type BundleModule } from '@canopy/bundles-data-access';
import { useRepoStanding } from '@canopy/auth';
import { formatBytes, formatLoadTime, Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { sizeShare } from './size-share';

export const NO_MODULES = 'No modules found for this asset.';

const columns = (assetSize: number): TableColumn<BundleModule>[] => [
  {
    id: 'name',
    header: 'Module',
    cell: (module) => (
      <Text size="sm" ff="monospace">
        {module.name}
      </Text>
    ),
  },
  { id: 'type', header: 'Type', cell: (module) => module.extension },
  {
    id: 'loadTime',
    header: 'Est. load time (3G)',
    align: 'right',
    cell: (module) => formatLoadTime(module.figures.threeG),
  },
  {
    id: 'size',
    header: 'Size',
    align: 'right',
    cell: (module) => `${formatBytes(module.figures.size)} (${sizeShare(module.figures.size, assetSize)})`,
  },
];

export interface AssetModulesProps {
  branch: string;
  bundle: string;
  asset: string;
  /** The asset's size, for each module's share of it. */
  assetSize: number;
}

/** The modules an asset was built from, largest first; fetched when the asset's row is opened. */
export function AssetModules({ branch, bundle, asset, assetSize }: AssetModulesProps) {
  const { provider, owner, repo } = useRepoStanding();
  const query = useBundleAssetModules({ provider, owner, repo, branch, bundle, asset });
  if (query.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" role="status" aria-label={`Loading the modules of ${asset}`} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        The modules of this asset failed to load.
      </Text>
    );
  }
  return (
    <Table
      caption={`Modules of ${asset}`}
      columns={columns(assetSize)}
      data={query.data}
      getRowKey={(module) => module.name}
      emptyMessage={NO_MODULES}
      highlightOnHover={false}
    />
  );
}
