import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useOwner } from '@canopy/api-client';
import { OwnerTabs, PageError } from '@canopy/auth';
import { FullPageLoader, NotAvailable, PageHeading } from '@canopy/ui-kit';

/** `/canopyai/:provider/:owner`: the AI assistant page of the owner. */
export function AiPage() {
  const { provider = '', owner = '' } = useParams();
  const ownerQuery = useOwner({ provider, owner });

  if (ownerQuery.isPending) return <FullPageLoader fullPage={false} label="Loading" />;
  if (ownerQuery.isError) return <PageError error={ownerQuery.error} />;
  if (!ownerQuery.data) return <PageError status={404} />;

  return (
    <Stack gap="lg" data-page="ai">
      {ownerQuery.data.isCurrentUserPartOfOrg && <OwnerTabs provider={provider} owner={owner} active="ai" />}
      <PageHeading
        title="Canopy AI"
        description="A generative AI assistant that reviews code changes and writes tests for pull requests."
      />
      <NotAvailable feature="Canopy AI">
        The AI app installation and its configured repositories will appear here.
      </NotAvailable>
    </Stack>
  );
}
