import { EmptyState, Group, Stack } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { NotAvailable, LabeledValue, PageHeading } from '@canopy/ui-kit';

export interface BundlesDashboardProps {
  /** False when no bundle stats were ever uploaded (visitors see this instead of the set-up guide). */
  enabled: boolean;
}

/** `bundles[/:branch[/:bundle]]`: the bundle analysis of a branch and one of its bundles. */
export function BundlesDashboard({ enabled }: BundlesDashboardProps) {
  // Route parameters arrive decoded ('All%20branches' is 'All branches').
  const { branch, bundle } = useParams();
  return (
    <Stack gap="lg" data-page="bundles">
      <PageHeading
        order={2}
        title="Bundles"
        description={
          (branch || bundle) && (
            <Group gap="lg">
              {branch && <LabeledValue label="Branch">{branch}</LabeledValue>}
              {bundle && <LabeledValue label="Bundle">{bundle}</LabeledValue>}
            </Group>
          )
        }
      />
      {enabled ? (
        <NotAvailable feature="The bundle dashboard">
          Bundle sizes, their trend and the asset breakdown of each bundle will appear here.
        </NotAvailable>
      ) : (
        <EmptyState
          py="xl"
          icon={<IconPackage size={28} aria-hidden />}
          withIndicatorBackground
          title="No bundle analysis yet"
          description="No bundle stats have been uploaded for this repository. Members of the organization can set it up."
          data-state="not-configured"
        />
      )}
    </Stack>
  );
}
