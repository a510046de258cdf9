import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { errorText } from '@canopy/api-client';
import {
  type CachedBundle,
  useCachedBundleList,
  useUpdateBundleCacheConfig,
} from '@canopy/bundles-data-access';
import type { BundleCachingProps } from '@canopy/ui-kit';
import { toast } from '@canopy/ui-kit';
import { Table, type TableColumn } from '@canopy/ui-kit/data-views';

export const CONFIGURE_CACHING = 'Configure data caching';
export const CACHING_TITLE = 'Configure bundle caching data';
export const CACHING_EXPLAINED =
  'When a commit uploads no data for a bundle, the previous bundle data is carried forward, so the bundle keeps its size and its trend on every commit. Bundles seen on the default branch are cached unless caching is turned off here.';
export const CACHING_OFF_WARNING =
  "Turning caching off for a bundle loses that bundle's trend data on the commits where no data was uploaded for it.";
export const CACHING_SAVED = 'Bundle caching configuration updated';
export const CACHING_FAILED = 'There was an error updating the bundle caching configuration';
export const NO_CACHED_BUNDLES = 'No bundles found on this branch.';

interface CachingTableProps {
  bundles: readonly CachedBundle[];
  value: (bundle: CachedBundle) => boolean;
  onToggle: (bundle: CachedBundle, caching: boolean) => void;
  isLoading: boolean;
}

function CachingTable({ bundles, value, onToggle, isLoading }: CachingTableProps) {
  const columns: TableColumn<CachedBundle>[] = [
    {
      id: 'name',
      header: 'Bundle name',
      cell: (bundle) => (
        <Text size="sm" ff="monospace">
          {bundle.name}
        </Text>
      ),
    },
    {
      id: 'caching',
      header: 'Caching',
      align: 'right',
      width: 120,
      cell: (bundle) => (
        <Group justify="flex-end">
          <Switch
            checked={value(bundle)}
            onChange={(event) => onToggle(bundle, event.currentTarget.checked)}
            aria-label={`Caching of ${bundle.name}`}
            label={value(bundle) ? 'Enabled' : 'Disabled'}
            labelPosition="left"
          />
        </Group>
      ),
    },
  ];
  return (
    <Table
      caption="Bundles and their caching"
      columns={columns}
      data={bundles}
      getRowKey={(bundle) => bundle.name}
      isLoading={isLoading}
      emptyMessage={NO_CACHED_BUNDLES}
    />
  );
}

export interface BundleCachingModalProps extends BundleCachingProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * "Configure bundle caching data": the branch head's bundles, each with its caching switch. Save sends the
 * switches changed since the modal opened; Cancel forgets them.
 */
export function BundleCachingModal({
  provider,
  owner,
  repo,
  branch,
  opened,
  onClose,
}: BundleCachingModalProps) {
  const query = useCachedBundleList({ provider, owner, repo, branch }, { enabled: opened });
  const update = useUpdateBundleCacheConfig();
  const [changes, setChanges] = useState<ReadonlyMap<string, boolean>>(new Map());

  const bundles = query.data?.kind === 'report' ? query.data.bundles : [];
  const value = (bundle: CachedBundle) => changes.get(bundle.name) ?? bundle.cacheConfig;
  const changed = bundles.filter((bundle) => value(bundle) !== bundle.cacheConfig);

  const close = () => {
    setChanges(new Map());
    update.reset();
    onClose();
  };

  const save = () => {
    update.mutate(
      {
        provider,
        owner,
        repo,
        bundles: changed.map((bundle) => ({ bundleName: bundle.name, toggleCaching: value(bundle) })),
      },
      {
        onSuccess: ({ error }) => {
          if (error) {
            toast.error(error.message || CACHING_FAILED);
            return;
          }
          toast.success(CACHING_SAVED);
          close();
        },
        onError: (error) => toast.error(errorText(error, CACHING_FAILED)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={CACHING_TITLE}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md" data-testid="bundle-caching">
        <Text size="sm">{CACHING_EXPLAINED}</Text>
        <Alert color="yellow" variant="light" title="Turning caching off">
          {CACHING_OFF_WARNING}
        </Alert>
        {query.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(query.error, 'The bundles could not be loaded.')}
          </Alert>
        ) : (
          <CachingTable
            bundles={bundles}
            value={value}
            isLoading={query.isPending}
            onToggle={(bundle, caching) =>
              setChanges((previous) => new Map(previous).set(bundle.name, caching))
            }
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending} disabled={changed.length === 0}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The "Configure data caching" button and the modal it opens (members of the repository's owner). */
export function ConfigureCaching(props: BundleCachingProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" size="sm" onClick={() => setOpened(true)}>
        {CONFIGURE_CACHING}
      </Button>
      <BundleCachingModal {...props} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
