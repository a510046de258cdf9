import { Card, Stack } from '@mantine/core';
import {
  contextOwners,
  useCurrentUser,
  useMyContexts,
  useUpdateDefaultOrganization,
  type ContextChoice,
} from '@canopy/api-client';
import { ContextChoiceLabel, defaultOrgUpdateCallbacks } from '@canopy/auth';
import { notify, PageHeading, Select } from '@canopy/ui-kit';
import { ADMIN_TEXTS } from './admin-texts';

/** The signed-in person's default organization: their account or one of their organizations (spec §4, §5). */
export function DefaultOrgSetting({ provider }: { provider: string }) {
  const contexts = useMyContexts(provider);
  const me = useCurrentUser(provider);
  const update = useUpdateDefaultOrganization();
  const items = contextOwners(contexts.data?.pages ?? []);
  const current = me.data?.owner.defaultOrgUsername ?? null;
  const value = items.find((item) => item.username === current) ?? null;

  const choose = (choice: ContextChoice) => {
    if (choice.username === current) return;
    update.mutate(
      { provider, username: choice.username },
      defaultOrgUpdateCallbacks(() => notify({ text: ADMIN_TEXTS.defaultOrgUpdated(choice.username) })),
    );
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={ADMIN_TEXTS.defaultOrg}>
      <Stack gap="md">
        <PageHeading order={2} title={ADMIN_TEXTS.defaultOrg} description={ADMIN_TEXTS.defaultOrgHelp} />
        <Select<ContextChoice>
          aria-label={ADMIN_TEXTS.defaultOrg}
          variant="defaultOrgSelector"
          resourceName="organization"
          searchable
          items={items}
          value={value}
          onChange={choose}
          itemToString={(choice) => choice.username}
          renderItem={(choice) => <ContextChoiceLabel choice={choice} />}
          placeholder="Select an organization"
          isLoading={contexts.isLoading || me.isLoading}
          hasNextPage={contexts.hasNextPage}
          isFetchingNextPage={contexts.isFetchingNextPage}
          onLoadMore={() => void contexts.fetchNextPage()}
          disabled={update.isPending}
        />
      </Stack>
    </Card>
  );
}
