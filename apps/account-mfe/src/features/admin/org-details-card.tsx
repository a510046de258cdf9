import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type DetailOwner, usePlanData } from '@canopy/api-client';
import { providerDisplayName, providerOwnerUrl, useConfigEnv } from '@canopy/auth';
import { Avatar } from '@canopy/ui-kit';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" inherit>
        {`${label}: `}
      </Text>
      {value}
    </Text>
  );
}

export interface OrgDetailsCardProps {
  provider: string;
  owner: DetailOwner;
}

/** Who the organisation is: its avatar and username, its git host (with a link) and its plan when readable. */
export function OrgDetailsCard({ provider, owner }: OrgDetailsCardProps) {
  const config = useConfigEnv();
  const username = owner.username ?? '';
  const plan = usePlanData({ provider, owner: username });
  const host = providerDisplayName(provider);
  const hostUrl = providerOwnerUrl(provider, username, config);
  const planName = plan.data?.plan?.marketingName;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="org-details-title">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar username={username} src={owner.avatarUrl} size={56} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id="org-details-title">
            {username}
          </Title>
          <Group gap="xl">
            <Fact label="Provider" value={host} />
            {planName && <Fact label="Plan" value={planName} />}
          </Group>
          {hostUrl && (
            <Text size="sm">
              <Anchor href={hostUrl} target="_blank" rel="noreferrer">
                {`View ${username} on ${host}`}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
