import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useOwner } from '@canopy/api-client';
import { FullPageLoader } from '@canopy/ui-kit';
import { NotAvailable } from '../common/not-available';
import { OwnerTabs } from '../common/owner-tabs';
import { PageError } from '../common/page-error';

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
      <div>
        <Title order={1} size="h2">
          Canopy AI
        </Title>
        <Text c="dimmed" mt={4}>
          A generative AI assistant that reviews code changes and writes tests for pull requests.
        </Text>
      </div>
      <NotAvailable feature="Canopy AI">
        The AI app installation and its configured repositories will appear here.
      </NotAvailable>
    </Stack>
  );
}
