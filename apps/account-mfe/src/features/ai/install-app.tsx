import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBrandGithub } from '@tabler/icons-react';
import type { AiFeatures } from '@canopy/account-data-access';
import { PageHeading } from '@canopy/ui-kit';
import { CodeSnippet } from '@canopy/ui-kit/data-views';
import { AI_TEXTS } from './ai-texts';

/** The app is not installed: the install link, and a message that asks an admin to install it. */
export function InstallApp({ features }: { features: AiFeatures }) {
  const installUrl = features.installUrl ?? '';
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={AI_TEXTS.installTitle}>
      <Stack gap="md">
        <PageHeading order={2} title={AI_TEXTS.installTitle} />
        <Text size="sm">{AI_TEXTS.installBody(features.appName)}</Text>
        {installUrl && (
          <Group>
            <Button
              component="a"
              href={installUrl}
              target="_blank"
              rel="noreferrer"
              leftSection={<IconBrandGithub size={16} aria-hidden />}
            >
              {AI_TEXTS.installButton}
            </Button>
            <Anchor href={installUrl} target="_blank" rel="noreferrer" size="sm">
              {installUrl}
            </Anchor>
          </Group>
        )}
        <CodeSnippet
          label="message to an admin"
          caption={AI_TEXTS.askAdmin}
          code={AI_TEXTS.adminMessage(features.appName, installUrl)}
        />
      </Stack>
    </Card>
  );
}
