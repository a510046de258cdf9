import { EmptyState, Stack } from '@mantine/core';
import { IconChartArea } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useOwnerPageData } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { OwnerTabs } from '../common/owner-tabs';
import { OwnerHeader } from '../owner/owner-header';

/** `/analytics/:provider/:owner`: the owner tabs and, until coverage measurements exist, an empty state. */
export function AnalyticsPage() {
  const { provider = '', owner = '' } = useParams();
  const pageData = useOwnerPageData({ provider, owner });

  if (pageData.isPending) return <FullPageLoader fullPage={false} label="Loading analytics" />;
  if (pageData.isError) return <PageError error={pageData.error} />;
  if (!pageData.data) return <PageError status={404} />;

  const data = pageData.data;
  const isMember = data.isCurrentUserPartOfOrg;
  return (
    <Stack gap="lg" data-page="analytics">
      <OwnerHeader username={data.username ?? owner} avatarUrl={data.avatarUrl} isMember={isMember} />
      {isMember && <OwnerTabs provider={provider} owner={owner} active="analytics" />}
      <EmptyState
        py="xl"
        icon={<IconChartArea size={32} aria-hidden />}
        withIndicatorBackground
        title="No coverage analytics yet"
        description="The coverage chart of this organization's repositories appears here once coverage reports have been uploaded and measured."
      />
    </Stack>
  );
}
