import { Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AiFeatures } from '@canopy/account-data-access';
import { PageHeading } from '@canopy/ui-kit';
import { Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { AI_TEXTS } from './ai-texts';

/** The repositories the app is enabled on, by name, and how to change them on GitHub. */
export function ConfiguredRepositories({
  provider,
  owner,
  features,
}: {
  provider: string;
  owner: string;
  features: AiFeatures;
}) {
  const columns: TableColumn<string>[] = [
    {
      id: 'name',
      header: 'Repository name',
      cell: (name) => <Link to={`/${provider}/${owner}/${name}`}>{name}</Link>,
    },
  ];
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={AI_TEXTS.configuredTitle}>
      <Stack gap="md">
        <PageHeading order={2} title={AI_TEXTS.configuredTitle} />
        <Table<string>
          caption={AI_TEXTS.configuredCaption}
          columns={columns}
          data={features.repositories}
          getRowKey={(name) => name}
          emptyMessage={AI_TEXTS.noRepositories}
        />
        <Text size="sm" c="dimmed">
          {AI_TEXTS.manageNote(features.appName)}
        </Text>
      </Stack>
    </Card>
  );
}
