import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useBranchNames } from '@canopy/api-client';
import {
  bundleLoadTypes,
  bundleReportGroups,
  useBranchBundlesNames,
  type BundleLoadType,
  type BundleReportGroup,
} from '@canopy/bundles-data-access';
import { useRepoStanding } from '@canopy/auth';
import { Select } from '@canopy/ui-kit';
import { MultiSelect } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { useBundleFilterParams } from '../bundle-params/use-bundle-params';

/** The "Show by type" choices (`types[]`). */
export const reportGroupLabels: Record<BundleReportGroup, string> = {
  JAVASCRIPT: 'JavaScript',
  STYLESHEET: 'CSS',
  FONT: 'Fonts',
  IMAGE: 'Images',
  UNKNOWN: 'Other',
};

/** The "Show by loading" choices (`loading[]`). */
export const loadTypeLabels: Record<BundleLoadType, string> = {
  ENTRY: 'Entry files',
  INITIAL: 'Initial files',
  LAZY: 'Lazy load files',
};

interface BranchSelectProps {
  branch: string | null;
  /** The head commit the page's figures come from. */
  commitid: string | null;
}

/** "Branch Context": the repository's branches, searched on the server and loaded 20 at a time. */
function BranchSelect({ branch, commitid }: BranchSelectProps) {
  const { provider, owner, repo, basePath } = useRepoStanding();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { selectProps } = useBranchNames({ provider, owner, repo });
  return (
    <Stack gap={4}>
      <Select
        {...selectProps}
        label="Branch Context"
        value={branch}
        onChange={(next) => void navigate(`${repoPaths.bundles(basePath, next)}${search}`)}
        searchable
        resourceName="branch"
        placeholder="Select branch"
        renderSelected={(name) => (
          <Text span size="sm" ff="monospace" truncate="end">
            {name}
          </Text>
        )}
      />
      {commitid && (
        <Text size="xs" c="dimmed" data-testid="bundle-source">
          Source: latest commit{' '}
          <Anchor
            component={Link}
            to={repoPaths.commit(basePath, commitid)}
            ff="monospace"
            size="xs"
            aria-label={`latest commit ${commitid.slice(0, 7)}`}
          >
            {commitid.slice(0, 7)}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** "Bundle": the bundles of the branch head, searched in the page. */
function BundleSelect({ branch, bundle }: { branch: string | null; bundle: string | null }) {
  const { provider, owner, repo, basePath } = useRepoStanding();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = useBranchBundlesNames({ provider, owner, repo, branch: branch ?? '' }, { enabled: !!branch });
  const items = query.data?.kind === 'report' ? query.data.bundles : [];
  return (
    <Select
      label="Bundle"
      items={items}
      value={bundle}
      onChange={(next) => void navigate(`${repoPaths.bundles(basePath, branch, next)}${search}`)}
      searchable
      resourceName="bundle"
      isLoading={!!branch && query.isPending}
      disabled={!branch}
      placeholder="Select bundle"
    />
  );
}

export interface BundleSelectorsProps {
  branch: string | null;
  bundle: string | null;
  commitid: string | null;
}

/** The selection row: branch, bundle, and the asset type and load type filters of the bundle. */
export function BundleSelectors({ branch, bundle, commitid }: BundleSelectorsProps) {
  const { types, loading, setTypes, setLoading } = useBundleFilterParams();
  return (
    <Group align="flex-start" gap="lg" wrap="wrap" data-testid="bundle-selectors">
      <BranchSelect branch={branch} commitid={commitid} />
      <BundleSelect branch={branch} bundle={bundle} />
      <MultiSelect
        label="Show by type"
        resourceName="type"
        items={bundleReportGroups}
        value={types}
        onChange={(next) => setTypes(next)}
        itemToString={(group) => reportGroupLabels[group]}
        getKey={(group) => group}
      />
      <MultiSelect
        label="Show by loading"
        resourceName="load type"
        items={bundleLoadTypes}
        value={loading}
        onChange={(next) => setLoading(next)}
        itemToString={(type) => loadTypeLabels[type]}
        getKey={(type) => type}
      />
    </Group>
  );
}
