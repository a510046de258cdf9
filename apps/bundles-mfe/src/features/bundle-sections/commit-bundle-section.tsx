import { Stack } from '@mantine/core';
import {
  useCommitBADropdownSummary,
  useCommitBundleList,
  type CommitBundleList,
} from '@canopy/bundles-data-access';
import type { CommitBundleSectionProps } from '@canopy/ui-kit';
import { BundleSectionFrame } from './bundle-section-frame';
import {
  BundleLoadError,
  BundleProblemBanner,
  BundlesFailedBanner,
  BundlesProcessingBanner,
  CachedBundlesBanner,
} from './bundle-section-banners';
import { NO_COMMIT_BUNDLES } from './bundle-section-messages';
import { BundleComparisonTable, BundleHeadTable } from './bundle-section-tables';

/** While the commit's bundle stats are processing, the section asks again this often. */
export const BUNDLE_PENDING_REFETCH_INTERVAL = 5000;

const whilePending = (data: { bundleStatus: string | null } | undefined) =>
  data?.bundleStatus === 'PENDING' ? BUNDLE_PENDING_REFETCH_INTERVAL : false;

function CommitBundleTables({ list }: { list: CommitBundleList }) {
  const { comparison, head } = list;
  const caption = 'Bundles of this commit';
  if (comparison?.kind === 'comparison') {
    return (
      <>
        {head.kind === 'report' && head.isCached && <CachedBundlesBanner />}
        <BundleComparisonTable
          caption={caption}
          bundles={comparison.bundles}
          emptyMessage={NO_COMMIT_BUNDLES}
        />
      </>
    );
  }
  const status = list.bundleStatus;
  return (
    <>
      {status === 'PENDING' && head.kind !== 'report' ? (
        <BundlesProcessingBanner />
      ) : status === 'ERROR' && head.kind !== 'report' ? (
        <BundlesFailedBanner reason={list.uploadError} />
      ) : (
        comparison && <BundleProblemBanner problem={comparison} subject="commit" />
      )}
      {head.kind === 'report' ? (
        <>
          {head.isCached && <CachedBundlesBanner />}
          <BundleHeadTable caption={caption} bundles={head.bundles} emptyMessage={NO_COMMIT_BUNDLES} />
        </>
      ) : (
        !comparison && (
          <BundleComparisonTable caption={caption} bundles={[]} emptyMessage={NO_COMMIT_BUNDLES} />
        )
      )}
    </>
  );
}

function CommitBundleDetails(args: { provider: string; owner: string; repo: string; commitid: string }) {
  const query = useCommitBundleList(args, { refetchInterval: whilePending });
  if (query.isError) return <BundleLoadError onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <BundleComparisonTable
        caption="Bundles of this commit"
        bundles={[]}
        isLoading
        emptyMessage={NO_COMMIT_BUNDLES}
      />
    );
  }
  return (
    <Stack gap="sm">
      <CommitBundleTables list={query.data} />
    </Stack>
  );
}

/**
 * `bundles_mfe/CommitBundleSection`: the commit's bundles against its parent's (Bundle name | Previous size | New
 * size | Change), or its own bundles with why they were not compared.
 */
export function CommitBundleSection({
  provider,
  owner,
  repo,
  commitid,
  ...display
}: CommitBundleSectionProps) {
  const args = { provider, owner, repo, commitid };
  const summary = useCommitBADropdownSummary(args, { refetchInterval: whilePending });
  return (
    <BundleSectionFrame display={display} subject="commit" summary={summary}>
      {() => <CommitBundleDetails {...args} />}
    </BundleSectionFrame>
  );
}
