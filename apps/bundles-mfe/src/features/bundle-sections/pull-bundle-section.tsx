import { Stack } from '@mantine/core';
import {
  usePullBADropdownSummary,
  usePullBundleComparisonList,
  usePullBundleHeadList,
  type PullBundleArgs,
} from '@canopy/bundles-data-access';
import type { PullBundleSectionProps } from '@canopy/ui-kit';
import { BundleSectionFrame } from './bundle-section-frame';
import {
  BundleLoadError,
  BundleProblemBanner,
  BundlesFailedBanner,
  BundlesProcessingBanner,
  CachedBundlesBanner,
} from './bundle-section-banners';
import { NO_PULL_BUNDLES } from './bundle-section-messages';
import { BundleComparisonTable, BundleHeadTable } from './bundle-section-tables';
import { BUNDLE_PENDING_REFETCH_INTERVAL } from './commit-bundle-section';

const CAPTION = 'Bundles of this pull request';

const whilePending = (data: { bundleStatus: string | null } | undefined) =>
  data?.bundleStatus === 'PENDING' ? BUNDLE_PENDING_REFETCH_INTERVAL : false;

/** The head's own bundles, shown when they could not be compared with the base. */
function PullHeadBundles({ args }: { args: PullBundleArgs }) {
  const query = usePullBundleHeadList(args);
  if (query.isError) return <BundleLoadError onRetry={() => void query.refetch()} />;
  if (query.isPending)
    return <BundleHeadTable caption={CAPTION} bundles={[]} isLoading emptyMessage={NO_PULL_BUNDLES} />;
  if (query.data.kind !== 'report') return null;
  return (
    <>
      {query.data.isCached && <CachedBundlesBanner />}
      <BundleHeadTable caption={CAPTION} bundles={query.data.bundles} emptyMessage={NO_PULL_BUNDLES} />
    </>
  );
}

function PullBundleDetails({ args }: { args: PullBundleArgs }) {
  const query = usePullBundleComparisonList(args, { refetchInterval: whilePending });
  if (query.isError) return <BundleLoadError onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return <BundleComparisonTable caption={CAPTION} bundles={[]} isLoading emptyMessage={NO_PULL_BUNDLES} />;
  }
  const { comparison, bundleStatus, isCached, uploadError } = query.data;
  if (comparison?.kind === 'comparison') {
    return (
      <Stack gap="sm">
        {isCached && <CachedBundlesBanner />}
        <BundleComparisonTable
          caption={CAPTION}
          bundles={comparison.bundles}
          emptyMessage={NO_PULL_BUNDLES}
        />
      </Stack>
    );
  }
  // Without a comparison, the head's bundles are listed under the reason (inventory §11).
  const headMissing = comparison?.typename === 'MissingHeadReport' || !comparison;
  return (
    <Stack gap="sm">
      {bundleStatus === 'PENDING' && headMissing ? (
        <BundlesProcessingBanner />
      ) : bundleStatus === 'ERROR' && headMissing ? (
        <BundlesFailedBanner reason={uploadError} />
      ) : (
        comparison && <BundleProblemBanner problem={comparison} subject="pull" />
      )}
      {headMissing ? (
        !comparison && <BundleComparisonTable caption={CAPTION} bundles={[]} emptyMessage={NO_PULL_BUNDLES} />
      ) : (
        <PullHeadBundles args={args} />
      )}
    </Stack>
  );
}

/**
 * `bundles_mfe/PullBundleSection`: the pull request's bundles against its base's (Bundle name | Previous size |
 * New size | Change), or, when they could not be compared, why, with the head's bundles (Bundle name | Current
 * size | Estimated load time (3G)).
 */
export function PullBundleSection({ provider, owner, repo, pullId, ...display }: PullBundleSectionProps) {
  const args = { provider, owner, repo, pullId };
  const summary = usePullBADropdownSummary(args, { refetchInterval: whilePending });
  return (
    <BundleSectionFrame display={display} subject="pull" summary={summary}>
      {() => <PullBundleDetails args={args} />}
    </BundleSectionFrame>
  );
}
