import { EmptyState, Stack } from '@mantine/core';
import { IconTestPipe } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { NotAvailable, LabeledValue, PageHeading } from '@canopy/ui-kit';

export interface TestsDashboardProps {
  defaultBranch: string | null | undefined;
  /** False when no test results were ever uploaded (visitors see this instead of the set-up guide). */
  enabled: boolean;
}

/** `tests[/:branch]`: failed and flaky tests of a branch (the default branch when none is given). */
export function TestsDashboard({ defaultBranch, enabled }: TestsDashboardProps) {
  // Route parameters arrive decoded ('All%20branches' is 'All branches').
  const branch = useParams().branch ?? defaultBranch ?? undefined;
  return (
    <Stack gap="lg" data-page="tests">
      <PageHeading
        order={2}
        title="Test Analytics"
        description={branch && <LabeledValue label="Branch">{branch}</LabeledValue>}
      />
      {enabled ? (
        <NotAvailable feature="The test analytics dashboard">
          Test run times, failure and flake rates, and the slowest and failing tests will appear here.
        </NotAvailable>
      ) : (
        <EmptyState
          py="xl"
          icon={<IconTestPipe size={28} aria-hidden />}
          withIndicatorBackground
          title="No test results yet"
          description="No test results have been uploaded for this repository. Members of the organization can set it up."
          data-state="not-configured"
        />
      )}
    </Stack>
  );
}
