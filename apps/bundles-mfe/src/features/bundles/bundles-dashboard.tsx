import { EmptyState, Group, Stack } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useBranchBundleSummary, useBundleSummary } from '@canopy/bundles-data-access';
import { errorStatus, useConfig } from '@canopy/api-client';
import { PageError, useRepoStanding } from '@canopy/auth';
import { PageHeading } from '@canopy/ui-kit';
import { AssetTable, EmptyAssetTable } from '../asset-table/asset-table';
import { ConfigureCaching } from '../bundle-caching/bundle-caching';
import { useBundleFilterParams, useBundlePath } from '../bundle-params/use-bundle-params';
import { BundleSelectors } from '../bundle-selectors/bundle-selectors';
import { BundleSummary, type BundleSummaryFigures } from '../bundle-summary/bundle-summary';
import { BundleTrend } from '../bundle-trend/bundle-trend';
import { DuplicatePackages } from '../duplicate-packages/duplicate-packages';
import { BundleErrorBanner, SELECT_BRANCH, SELECT_BUNDLE, SelectionInfo } from './bundle-banners';

export interface BundlesDashboardProps {
  /** False when no bundle stats were ever uploaded (visitors see this instead of the set-up guide). */
  enabled: boolean;
}

/** A request the page cannot go on without: an error page for 4xx (not found, rate limit …), else a banner. */
function QueryProblem({ error, branch }: { error: unknown; branch: string }) {
  const status = errorStatus(error);
  if (status != null && status < 500) return <PageError error={error} />;
  return <BundleErrorBanner problem={{ kind: 'unknown' }} branch={branch} />;
}

/** The chosen bundle's size trend (where the install keeps size series) and its assets. */
function BundleDetails({ branch, bundle }: { branch: string; bundle: string }) {
  const { provider } = useRepoStanding();
  const config = useConfig(provider);
  return (
    <>
      {config.data?.isTimescaleEnabled !== false && <BundleTrend branch={branch} bundle={bundle} />}
      <AssetTable branch={branch} bundle={bundle} />
    </>
  );
}

const noFigures: BundleSummaryFigures = { figures: null, moduleCount: null, change: null, scope: null };

/**
 * `bundles[/:branch[/:bundle]]`: the bundle analysis of a branch head (the repository's default branch when the
 * path names none) and one of its bundles: selectors, summary figures, the bundle's duplicated packages, the size
 * trend by asset type and the asset table.
 */
export function BundlesDashboard({ enabled }: BundlesDashboardProps) {
  const path = useBundlePath();
  const { provider, owner, repo, query: repoQuery } = useRepoStanding();
  const branch = path.branch ?? repoQuery.data?.repository?.defaultBranch ?? null;
  const bundle = path.bundle;
  const isMember = !!repoQuery.data?.isCurrentUserPartOfOrg;
  const { types, loading } = useBundleFilterParams();

  const branchSummary = useBranchBundleSummary(
    { provider, owner, repo, branch: branch ?? '' },
    { enabled: enabled && !!branch },
  );
  const bundleSummary = useBundleSummary(
    {
      provider,
      owner,
      repo,
      branch: branch ?? '',
      bundle: bundle ?? '',
      filters: { reportGroups: types, loadTypes: loading },
    },
    { enabled: enabled && !!branch && !!bundle, keepPreviousData: true },
  );

  if (!enabled) {
    return (
      <Stack gap="lg" data-page="bundles">
        <PageHeading order={2} title="Bundles" />
        <EmptyState
          py="xl"
          icon={<IconPackage size={28} aria-hidden />}
          withIndicatorBackground
          title="No bundle analysis yet"
          description="No bundle stats have been uploaded for this repository. Members of the organization can set it up."
          data-state="not-configured"
        />
      </Stack>
    );
  }

  const report = branchSummary.data?.kind === 'report' ? branchSummary.data : null;
  const summary = bundleSummary.data;
  const figures: BundleSummaryFigures = !report
    ? noFigures
    : bundle
      ? {
          figures: summary?.kind === 'bundle' ? summary.figures : null,
          moduleCount: summary?.kind === 'bundle' ? summary.moduleCount : null,
          sizeLimit: summary?.kind === 'bundle' ? summary.sizeLimit : null,
          change: report.bundles.find((entry) => entry.name === bundle)?.change?.size ?? null,
          scope: bundle,
        }
      : {
          figures: report.figures,
          moduleCount: null,
          change: report.change?.size ?? null,
          scope: 'All bundles',
        };

  const content = (() => {
    if (!branch) {
      return (
        <>
          <SelectionInfo>{SELECT_BRANCH}</SelectionInfo>
          <EmptyAssetTable />
        </>
      );
    }
    if (branchSummary.isError) return <QueryProblem error={branchSummary.error} branch={branch} />;
    if (branchSummary.isPending) return null;
    if (branchSummary.data.kind !== 'report') {
      return <BundleErrorBanner problem={branchSummary.data} branch={branch} />;
    }
    if (!bundle) {
      return (
        <>
          <SelectionInfo>{SELECT_BUNDLE}</SelectionInfo>
          <EmptyAssetTable />
        </>
      );
    }
    if (bundleSummary.isError) return <QueryProblem error={bundleSummary.error} branch={branch} />;
    if (summary && summary.kind !== 'bundle') {
      return <BundleErrorBanner problem={summary} branch={branch} bundle={bundle} />;
    }
    return (
      <>
        {summary?.kind === 'bundle' && <DuplicatePackages packages={summary.duplicatePackages} />}
        <BundleDetails branch={branch} bundle={bundle} />
      </>
    );
  })();

  return (
    <Stack gap="lg" data-page="bundles">
      <PageHeading order={2} title="Bundles" />
      <Group justify="space-between" align="flex-end" gap="lg" wrap="wrap">
        <BundleSelectors branch={branch} bundle={bundle} commitid={report?.commitid ?? null} />
        {isMember && branch && (
          <ConfigureCaching provider={provider} owner={owner} repo={repo} branch={branch} />
        )}
      </Group>
      <BundleSummary
        summary={figures}
        isLoading={!!branch && (branchSummary.isPending || (!!bundle && bundleSummary.isPending))}
      />
      {content}
    </Stack>
  );
}
