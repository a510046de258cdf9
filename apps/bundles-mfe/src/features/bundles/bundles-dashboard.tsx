import { Code, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { NotAvailable } from '../common/not-available';

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
      <div>
        <Title order={2} size="h3">
          Bundles
        </Title>
        {(branch || bundle) && (
          <Group gap="lg" mt={4}>
            {branch && (
              <Text size="sm">
                <Text span c="dimmed" inherit>
                  Branch:{' '}
                </Text>
                <Code>{branch}</Code>
              </Text>
            )}
            {bundle && (
              <Text size="sm">
                <Text span c="dimmed" inherit>
                  Bundle:{' '}
                </Text>
                <Code>{bundle}</Code>
              </Text>
            )}
          </Group>
        )}
      </div>
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
