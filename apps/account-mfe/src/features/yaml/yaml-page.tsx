import { Stack, Text } from '@mantine/core';
import { useOwnerYaml } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import {
  OwnerYamlEditor,
  ownerYamlInheritance,
  ownerYamlLabel,
  ownerYamlPlaceholder,
} from '@canopy/auth/owner-yaml';
import { FullPageLoader, PageHeading } from '@canopy/ui-kit';
import { YamlEditor } from '@canopy/ui-kit/data-views';

export interface YamlPageProps {
  provider: string;
  owner: string;
}

/** `yaml/`: the owner-level codecov.yml; admins edit it, other members read it. */
export function YamlPage({ provider, owner }: YamlPageProps) {
  const query = useOwnerYaml({ provider, owner });
  if (query.isError) return <PageError error={query.error} />;
  if (query.isPending) return <FullPageLoader fullPage={false} label="Loading YAML" />;
  if (!query.data) return <PageError status={404} />;
  const { yaml, isAdmin } = query.data;
  return (
    <Stack gap="md" data-testid="global-yaml">
      <PageHeading order={2} title="Global YAML" description={ownerYamlInheritance(owner)} />
      {isAdmin ? (
        <OwnerYamlEditor key={owner} provider={provider} owner={owner} saved={yaml} />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="yaml-read-only">
            Only admins of {owner} can change the global YAML.
          </Text>
          <YamlEditor
            label={ownerYamlLabel(owner)}
            placeholder={ownerYamlPlaceholder(owner)}
            value={yaml ?? ''}
            onChange={() => undefined}
            check={null}
          />
        </>
      )}
    </Stack>
  );
}
