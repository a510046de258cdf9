import { useState } from 'react';
import { Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { useCommitPageData, type CommitArgs, type CommitPageData } from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import {
  Banner,
  RemoteSection,
  TabLinks,
  type CommitBundleSectionProps,
  type CommitTestResultsProps,
} from '@canopy/ui-kit';
import { repoPaths } from '@canopy/routes';
import { ComparisonBlob, ComparisonTree, TabLabel } from '../comparison-summary/comparison-tabs';
import { CoverageFilterSelects } from '../coverage-filters/coverage-filter-selects';
import { coverageFiltersQuery, useCoverageFilters } from '../coverage-filters/use-coverage-filters';
import { ImpactedFilesTable } from '../impacted-files/impacted-files-table';
import { useRepoFrame } from '../common/repo-frame-context';
import { CommitBanners } from './commit-banners';
import { CommitHeader } from './commit-header';
import { CommitSummary } from './commit-summary';
import { explainComparisonError } from './comparison-messages';
import { IgnoredUploadsContext } from '../impacted-files/ignored-uploads';
import { GithubRateLimitBanner } from '../rate-limit/github-rate-limit';
import { NotificationsCard } from './notifications-card';
import { coverageSummaryLine, ReportPanels } from '../report-panels/report-panels';
import { UploadsCard } from './uploads-card';
import { YamlModal } from './yaml-modal';

function tabOf(rest: string): 'files' | 'indirect' | 'explorer' {
  const first = rest.split('/')[0];
  if (first === 'indirect-changes') return 'indirect';
  if (first === 'tree' || first === 'blob') return 'explorer';
  // `commit/{sha}/{path}` is the file viewer too.
  return first ? 'explorer' : 'files';
}

/** The comparison could not be made: say why and what to do, in place of the changed files. */
function ComparisonProblem({ commit }: { commit: CommitPageData }) {
  if (commit.comparisonError) {
    const { title, action, variant } = explainComparisonError(commit.comparisonError);
    return (
      <Banner variant={variant} title={title}>
        <Text size="sm">{action}</Text>
        {commit.comparisonError.message && (
          // Not dimmed: grey on the dark scheme's yellow banner is below 4.5:1.
          <Text size="xs" mt={4}>
            {commit.comparisonError.message}
          </Text>
        )}
      </Banner>
    );
  }
  return null;
}

function ChangedFiles({ commit, changes }: { commit: CommitPageData; changes: 'direct' | 'indirect' }) {
  if (commit.comparisonError?.typename === 'FirstPullRequest') {
    // The banner above the summary already says what will happen.
    return (
      <Text size="sm" c="dimmed">
        No comparison is available for this commit yet.
      </Text>
    );
  }
  if (commit.comparisonError) return <ComparisonProblem commit={commit} />;
  const { comparison } = commit;
  return (
    <Stack gap="sm">
      {comparison?.state === 'pending' && (
        <Text size="sm" c="dimmed" role="status">
          Some uploads of this commit or its parent are still being processed: the numbers may change.
        </Text>
      )}
      {comparison?.diffMessage && changes === 'direct' && (
        <Text size="sm" c="dimmed">
          {comparison.diffMessage}
        </Text>
      )}
      <ImpactedFilesTable comparison={{ kind: 'commit', commitid: commit.commitid }} changes={changes} />
    </Stack>
  );
}

function CommitPageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the commit">
      <Skeleton height={28} width="60%" />
      <Skeleton height={16} width="40%" />
      <Group grow>
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Group>
      <Skeleton height={240} />
    </Stack>
  );
}

/** A commit: its header, coverage against the parent, changed files, file explorer and uploads. */
export function CommitPage() {
  const { provider, owner, repo, basePath, isMember, repository, isTeamPrivate } = useRepoFrame();
  const { commit: commitParam = '', '*': rest = '' } = useParams();
  const { search } = useLocation();
  const filters = useCoverageFilters();
  const [yamlOpened, setYamlOpened] = useState(false);
  const [ignoredIds, setIgnoredIds] = useState<ReadonlySet<number>>(() => new Set());
  const args: CommitArgs = { provider, owner, repo, commitid: commitParam };
  const query = useCommitPageData(args);

  if (query.isError) return <PageError error={query.error} />;
  if (query.isPending) return <CommitPageSkeleton />;

  const commit = query.data;
  const root = repoPaths.commit(basePath, commitParam);
  const filtersQuery = coverageFiltersQuery(filters);
  const uploadErrored = commit.coverageStatus === 'ERROR';
  const counts = commit.comparison;
  const source = { kind: 'commit' as const, commitid: commit.commitid };
  const openYaml = () => setYamlOpened(true);
  const tab = tabOf(rest);

  return (
    <IgnoredUploadsContext value={ignoredIds}>
      <Stack gap="md">
        <CommitHeader commit={commit} />
        <ReportPanels
          coverageFirst={tab !== 'files'}
          coverageSummary={coverageSummaryLine(
            commit.comparisonError && {
              typename: commit.comparisonError.typename,
              title: explainComparisonError(commit.comparisonError).title,
            },
            commit.comparison?.patchTotals,
          )}
          bundle={(display) => (
            <RemoteSection<CommitBundleSectionProps>
              id="bundles_mfe/CommitBundleSection"
              section="bundle"
              props={{ provider, owner, repo, commitid: commit.commitid, ...display }}
            />
          )}
        >
          <CommitBanners
            commit={commit}
            uploadErrored={uploadErrored}
            isMember={isMember}
            onViewYaml={openYaml}
          />
          <GithubRateLimitBanner />
          {commit.comparisonError?.typename === 'FirstPullRequest' && <ComparisonProblem commit={commit} />}
          {/* The Team plan's private repositories have the patch in the header instead. */}
          {!isTeamPrivate && <CommitSummary commit={commit} uploadErrored={uploadErrored} />}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Stack gap="sm">
                <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
                  <TabLinks
                    label="Commit"
                    active={tab}
                    tabs={[
                      {
                        id: 'files',
                        label: <TabLabel label="Files changed" count={counts?.directChangedFilesCount} />,
                        to: `${root}${filtersQuery}`,
                      },
                      ...(isTeamPrivate
                        ? []
                        : [
                            {
                              id: 'indirect',
                              label: (
                                <TabLabel
                                  label="Indirect changes"
                                  count={counts?.indirectChangedFilesCount}
                                />
                              ),
                              to: `${repoPaths.commit(basePath, commitParam, 'indirect-changes')}${filtersQuery}`,
                            },
                          ]),
                      {
                        id: 'explorer',
                        label: <TabLabel label="File explorer" />,
                        to: `${repoPaths.commitTree(basePath, commitParam)}${filtersQuery}`,
                      },
                    ]}
                  />
                  {/* The explorer and the file viewer keep the filters in their own toolbars. */}
                  {tab !== 'explorer' && <CoverageFilterSelects source={source} />}
                </Group>
                <Routes>
                  <Route index element={<ChangedFiles commit={commit} changes="direct" />} />
                  <Route
                    path="indirect-changes"
                    element={
                      isTeamPrivate ? (
                        <Navigate to={`${root}${search}`} replace />
                      ) : (
                        <ChangedFiles commit={commit} changes="indirect" />
                      )
                    }
                  />
                  <Route
                    path="tree/*"
                    element={<ComparisonTree source={source} root={root} query={filtersQuery} />}
                  />
                  <Route path="blob/*" element={<ComparisonBlob source={source} />} />
                  {/* The spec's `commit/{commit}/{path}` form shows the file, as `blob/{path}` does. */}
                  <Route path="*" element={<ComparisonBlob source={source} />} />
                </Routes>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="md" style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
                <UploadsCard
                  commit={args}
                  ignoredIds={ignoredIds}
                  onIgnoredIdsChange={setIgnoredIds}
                  invalidYaml={commit.yamlErrors.length > 0}
                  onViewYaml={openYaml}
                />
                <NotificationsCard commit={args} />
              </Stack>
            </Grid.Col>
          </Grid>
        </ReportPanels>
        {repository.testAnalyticsEnabled && (
          <RemoteSection<CommitTestResultsProps>
            id="tests_mfe/CommitTestResults"
            section="tests"
            props={{ provider, owner, repo, commitid: commit.commitid }}
            fallback={null}
          />
        )}
        <YamlModal commit={args} opened={yamlOpened} onClose={() => setYamlOpened(false)} />
      </Stack>
    </IgnoredUploadsContext>
  );
}
