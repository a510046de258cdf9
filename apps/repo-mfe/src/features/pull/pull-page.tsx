import type { ReactNode } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Navigate, Route, Routes, useParams } from 'react-router';
import {
  usePullComparison,
  usePullHead,
  type PullComparisonResult,
  type PullHead,
} from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import {
  Banner,
  RemoteSection,
  TabLinks,
  type CommitTestResultsProps,
  type PullBundleSectionProps,
} from '@canopy/ui-kit';
import { repoPaths } from '@canopy/routes';
import { CommitsTable } from '../commits-table/commits-table';
import { ComparisonBlob, ComparisonTree, TabLabel } from '../comparison-summary/comparison-tabs';
import { CoverageFilterSelects } from '../coverage-filters/coverage-filter-selects';
import { ImpactedFilesTable } from '../impacted-files/impacted-files-table';
import { useRepoFrame } from '../common/repo-frame-context';
import { GithubRateLimitBanner } from '../rate-limit/github-rate-limit';
import { PullComponentsTable, PullFlagsTable } from './pull-coverage-tables';
import { PullHeader } from './pull-header';
import { explainPullComparisonError } from './pull-messages';
import { usePullParams } from './pull-params';
import { PullSummary } from './pull-summary';
import { coverageSummaryLine, ReportPanels } from '../report-panels/report-panels';

/** While either side is still processing, the comparison is asked again this often. */
export const PENDING_REFETCH_INTERVAL = 5000;

type PullTab = 'files' | 'indirect' | 'commits' | 'flags' | 'components' | 'explorer';

function tabOf(rest: string): PullTab {
  switch (rest.split('/')[0]) {
    case 'indirect-changes':
      return 'indirect';
    case 'commits':
      return 'commits';
    case 'flags':
      return 'flags';
    case 'components':
      return 'components';
    case 'tree':
    case 'blob':
      return 'explorer';
    default:
      return 'files';
  }
}

function PullPageSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the pull request">
      <Skeleton height={28} width="60%" />
      <Skeleton height={16} width="40%" />
      <Group grow>
        <Skeleton height={76} />
        <Skeleton height={76} />
        <Skeleton height={76} />
        <Skeleton height={76} />
      </Group>
      <Skeleton height={240} />
    </Stack>
  );
}

/** Why the pull has no comparison (the first pull request is welcomed, not warned about). */
function ComparisonBanner({ comparison, pull }: { comparison: PullComparisonResult | null; pull: PullHead }) {
  if (comparison?.kind !== 'error') {
    // A picked base can compare even the first pull request: then the figures say enough.
    if (!pull.isFirstPullRequest || comparison?.kind === 'comparison') return null;
  } else if (pull.head?.coverageStatus === 'PENDING' && comparison.typename !== 'FirstPullRequest') {
    return (
      <Banner title="Coverage data is not yet available and still processing.">
        <Text size="sm">
          The coverage reports of HEAD are being processed; this page updates by itself once they are done.
        </Text>
      </Banner>
    );
  }
  const typename = comparison?.kind === 'error' ? comparison.typename : 'FirstPullRequest';
  const { title, action, variant } = explainPullComparisonError(typename, pull.baseBranch);
  const message = comparison?.kind === 'error' ? comparison.message : null;
  return (
    <Banner variant={variant} title={title}>
      <Text size="sm">{action}</Text>
      {message && message !== title && (
        // Not dimmed: grey on the dark scheme's yellow banner is below 4.5:1.
        <Text size="xs" mt={4}>
          {message}
        </Text>
      )}
    </Banner>
  );
}

/**
 * The changed-files tabs show the filter selects above their table; the File explorer tab leaves them to the
 * explorer and the file viewer, which keep them in their own toolbars.
 */
function WithFilters({ pullId, children }: { pullId: number; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <CoverageFilterSelects source={{ kind: 'pull', pullId }} />
      </Group>
      {children}
    </Stack>
  );
}

/** The tabs a private repository of a Team-plan owner keeps (reference §11). */
const TEAM_PULL_TABS = new Set(['files', 'commits', 'explorer']);

/**
 * A pull request (`pull/:pullId/*`): header, coverage against its base (automatic or `?base=`), and the tabs
 * Files changed, Indirect changes, Commits, Flags, Components and File explorer. Unknown sub-paths go to the
 * pull root; an unknown pull is the 404 page.
 */
export function PullPage() {
  const { provider, owner, repo, basePath, repository, isTeamPrivate } = useRepoFrame();
  const { pullId: pullIdParam = '', '*': rest = '' } = useParams();
  const pullId = Number.parseInt(pullIdParam, 10);
  const params = usePullParams();
  // While uploads of the head are processing, the head and its comparison are asked again until they settle.
  const head = usePullHead(
    { provider, owner, repo, pullId },
    {
      refetchInterval: (data) =>
        data?.head?.coverageStatus === 'PENDING' ? PENDING_REFETCH_INTERVAL : false,
    },
  );
  const headProcessing = head.data?.head?.coverageStatus === 'PENDING';
  const comparisonQuery = usePullComparison(
    { provider, owner, repo, pullId, baseCommit: params.base },
    {
      refetchInterval: (data) =>
        (data?.kind === 'comparison' && data.state === 'pending') ||
        (data?.kind === 'error' && headProcessing)
          ? PENDING_REFETCH_INTERVAL
          : false,
    },
  );

  if (head.isError) return <PageError error={head.error} />;
  if (head.isPending) return <PullPageSkeleton />;

  const pull = head.data;
  const root = repoPaths.pull(basePath, pullId);
  const comparison = comparisonQuery.data ?? null;
  const counts = comparison?.kind === 'comparison' ? comparison : null;
  const query = params.query;
  const changes = { kind: 'pull' as const, pullId, baseCommit: params.base };

  return (
    <Stack gap="md" data-page="pull">
      <PullHeader
        pull={pull}
        patchCoverage={
          isTeamPrivate
            ? comparison?.kind === 'comparison'
              ? comparison.patchTotals?.percentCovered
              : null
            : undefined
        }
      />
      <ReportPanels
        coverageFirst={rest !== ''}
        coverageSummary={
          comparisonQuery.isError
            ? 'the coverage comparison could not be loaded ❌'
            : comparison
              ? coverageSummaryLine(
                  comparison.kind === 'error'
                    ? {
                        typename: comparison.typename,
                        title: explainPullComparisonError(comparison.typename, pull.baseBranch).title,
                      }
                    : null,
                  comparison.kind === 'comparison' ? comparison.patchTotals : null,
                )
              : 'loading…'
        }
        bundle={(display) => (
          <RemoteSection<PullBundleSectionProps>
            id="bundles_mfe/PullBundleSection"
            section="bundle"
            props={{ provider, owner, repo, pullId, ...display }}
          />
        )}
      >
        <ComparisonBanner comparison={comparison} pull={pull} />
        {comparisonQuery.isError ? (
          <Banner variant="error" title="The coverage comparison of this pull request could not be loaded.">
            <Group gap="sm">
              <Text size="sm">Try again in a moment.</Text>
              <Button size="compact-sm" variant="light" onClick={() => void comparisonQuery.refetch()}>
                Retry
              </Button>
            </Group>
          </Banner>
        ) : isTeamPrivate ? null : (
          // The Team plan's private repositories have the patch in the header instead.
          <PullSummary pull={pull} comparison={comparison} base={params.base} onBaseChange={params.setBase} />
        )}
        <GithubRateLimitBanner />
        <TabLinks
          label="Pull request"
          active={tabOf(rest)}
          tabs={[
            {
              id: 'files',
              label: <TabLabel label="Files changed" count={counts?.directChangedFilesCount} />,
              to: `${root}${query}`,
            },
            {
              id: 'indirect',
              label: <TabLabel label="Indirect changes" count={counts?.indirectChangedFilesCount} />,
              to: `${repoPaths.pull(basePath, pullId, 'indirect-changes')}${query}`,
            },
            {
              id: 'commits',
              label: <TabLabel label="Commits" count={pull.commitCount} />,
              to: `${repoPaths.pull(basePath, pullId, 'commits')}${query}`,
            },
            {
              id: 'flags',
              label: <TabLabel label="Flags" count={counts?.flagComparisonsCount} />,
              to: `${repoPaths.pull(basePath, pullId, 'flags')}${query}`,
            },
            {
              id: 'components',
              label: <TabLabel label="Components" count={counts?.componentComparisonsCount} />,
              to: `${repoPaths.pull(basePath, pullId, 'components')}${query}`,
            },
            {
              id: 'explorer',
              label: <TabLabel label="File explorer" />,
              to: `${repoPaths.pullTree(basePath, pullId)}${query}`,
            },
          ].filter((tab) => !isTeamPrivate || TEAM_PULL_TABS.has(tab.id))}
        />
        <Routes>
          <Route
            index
            element={
              <WithFilters pullId={pullId}>
                <ImpactedFilesTable comparison={changes} changes="direct" />
              </WithFilters>
            }
          />
          {!isTeamPrivate && (
            <>
              <Route
                path="indirect-changes"
                element={
                  <WithFilters pullId={pullId}>
                    <ImpactedFilesTable comparison={changes} changes="indirect" />
                  </WithFilters>
                }
              />
              <Route
                path="flags"
                element={
                  <PullFlagsTable pullId={pullId} baseCommit={params.base} baseBranch={pull.baseBranch} />
                }
              />
              <Route
                path="components"
                element={
                  <PullComponentsTable
                    pullId={pullId}
                    baseCommit={params.base}
                    baseBranch={pull.baseBranch}
                    components={params.components}
                  />
                }
              />
            </>
          )}
          <Route path="commits" element={<CommitsTable pullId={pullId} />} />
          <Route
            path="tree/*"
            element={<ComparisonTree source={{ kind: 'pull', pullId }} root={root} query={query} />}
          />
          <Route path="blob/*" element={<ComparisonBlob source={{ kind: 'pull', pullId }} />} />
          <Route path="*" element={<Navigate to={`${root}${query}`} replace />} />
        </Routes>
      </ReportPanels>
      {repository.testAnalyticsEnabled && pull.head && (
        // The tests that failed on the pull's head commit.
        <RemoteSection<CommitTestResultsProps>
          id="tests_mfe/CommitTestResults"
          section="tests"
          props={{ provider, owner, repo, commitid: pull.head.commitid }}
          fallback={null}
        />
      )}
    </Stack>
  );
}
