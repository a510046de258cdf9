import { EmptyState, Stack } from '@mantine/core';
import { IconTestPipe } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useRepoStanding } from '@canopy/auth';
import { useFlakeAggregates, useTestResultsAggregates, useTestSuites } from '@canopy/tests-data-access';
import { PageHeading } from '@canopy/ui-kit';
import { TestsMetrics } from './dashboard/tests-metrics';
import { TestsSelectors } from './dashboard/tests-selectors';
import { TestsTable } from './dashboard/tests-table';
import { UploadErrorBanner } from './dashboard/upload-error-banner';
import { useFlakesShown } from './dashboard/use-flakes-shown';
import { useTestsParams } from './dashboard/use-tests-params';

export interface TestsDashboardProps {
  defaultBranch: string | null | undefined;
  /** False when no test results were ever uploaded (visitors see this instead of the set-up guide). */
  enabled: boolean;
}

/** The metric cards of the default branch. */
function DefaultBranchMetrics({ branch }: { branch: string | null }) {
  const { provider, owner, repo } = useRepoStanding();
  const params = useTestsParams();
  const flakesShown = useFlakesShown();
  const args = { provider, owner, repo, branch, interval: params.interval };
  const aggregates = useTestResultsAggregates(args, { keepPreviousData: true });
  const flakes = useFlakeAggregates(args, { keepPreviousData: true, enabled: flakesShown === true });
  return (
    <TestsMetrics
      interval={params.interval}
      aggregates={aggregates.data ?? null}
      flakes={flakesShown ? (flakes.data ?? null) : null}
      flakesShown={flakesShown !== false}
      isLoading={aggregates.isPending || flakesShown === undefined || (flakesShown && flakes.isPending)}
      active={params.parameter}
      onFilter={params.toggleParameter}
    />
  );
}

/**
 * `tests[/:branch]`: the tests of a branch (the default branch when none is given) over a window: selectors,
 * the latest upload's error, the default branch's figures, and the tests table.
 */
export function TestsDashboard({ defaultBranch = null, enabled }: TestsDashboardProps) {
  const { provider, owner, repo } = useRepoStanding();
  // Route parameters arrive decoded ('All%20branches' is 'All branches').
  const branch = useParams().branch || defaultBranch || null;
  const isDefaultBranch = !defaultBranch || branch === defaultBranch;
  const suites = useTestSuites({ provider, owner, repo, branch }, { enabled, keepPreviousData: true });

  if (!enabled) {
    return (
      <Stack gap="lg" data-page="tests">
        <PageHeading order={2} title="Test Analytics" />
        <EmptyState
          py="xl"
          icon={<IconTestPipe size={28} aria-hidden />}
          withIndicatorBackground
          title="No test results yet"
          description="No test results have been uploaded for this repository. Members of the organization can set it up."
          data-state="not-configured"
        />
      </Stack>
    );
  }

  const uploadError = suites.data?.uploadError;
  return (
    <Stack gap="lg" data-page="tests">
      <PageHeading order={2} title="Test Analytics" />
      <TestsSelectors
        branch={branch}
        defaultBranch={defaultBranch}
        testSuites={suites.data?.testSuites ?? (suites.isPending ? null : [])}
      />
      {uploadError && <UploadErrorBanner error={uploadError} />}
      {isDefaultBranch && <DefaultBranchMetrics branch={branch} />}
      <TestsTable branch={branch} defaultBranch={defaultBranch} isDefaultBranch={isDefaultBranch} />
    </Stack>
  );
}
