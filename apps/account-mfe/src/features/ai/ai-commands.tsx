import { Card, List, Stack, Text } from '@mantine/core';
import type { AiFeatures } from '@canopy/account-data-access';
import { PageHeading } from '@canopy/ui-kit';
import { CodeSnippet } from '@canopy/ui-kit/data-views';
import { AI_TEXTS } from './ai-texts';

/** What a pull request comment mentioning the app can ask, with an example. */
export function AiCommands({ features }: { features: AiFeatures }) {
  const example = features.commands[0]?.name ?? 'test';
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={AI_TEXTS.commandsTitle}>
      <Stack gap="md">
        <PageHeading order={2} title={AI_TEXTS.commandsTitle} />
        <Text size="sm">{AI_TEXTS.commandsIntro(features.appName)}</Text>
        <List size="sm" spacing="xs">
          {features.commands.map((command) => (
            <List.Item key={command.name}>
              <Text span fw={600} ff="monospace">
                {command.name}
              </Text>
              {': '}
              {command.description}
            </List.Item>
          ))}
        </List>
        <CodeSnippet label={AI_TEXTS.exampleLabel} code={`@${features.appName} ${example}`} />
      </Stack>
    </Card>
  );
}
