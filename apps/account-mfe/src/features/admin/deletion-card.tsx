import { Anchor, Card, Stack, Text } from '@mantine/core';
import { DEFAULT_SUPPORT_URL, PageHeading } from '@canopy/ui-kit';
import { ADMIN_TEXTS } from './admin-texts';

/** Deleting an account or organization goes through support: there is no self-serve delete. */
export function DeletionCard({ isPersonal }: { isPersonal: boolean }) {
  const title = isPersonal ? ADMIN_TEXTS.deleteAccount : ADMIN_TEXTS.deleteOrganization;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <PageHeading order={2} title={title} />
        <Text size="sm" c="dimmed">
          {ADMIN_TEXTS.deleteHelp(isPersonal ? 'account' : 'organization')}
        </Text>
        <Text size="sm">
          <Anchor href={DEFAULT_SUPPORT_URL} target="_blank" rel="noreferrer">
            {ADMIN_TEXTS.contactSupport}
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
