import { Card, Group, Stack, Text } from '@mantine/core';
import {
  type ContextOwner,
  useCurrentUser,
  useMyContexts,
  useUpdateDefaultOrganization,
} from '@canopy/api-client';
import { Avatar, notify, notifyNotice, PageHeading, Select } from '@canopy/ui-kit';
import { ADMIN_TEXTS } from './admin-texts';

interface Choice {
  username: string;
  avatarUrl: string | null;
}

function choices(
  pages: ReadonlyArray<{ currentUser: ContextOwner | null; myOrganizations: ContextOwner[] }>,
) {
  const seen = new Set<string>();
  const list: Choice[] = [];
  for (const owner of [pages[0]?.currentUser, ...pages.flatMap((page) => page.myOrganizations)]) {
    if (!owner?.username || seen.has(owner.username)) continue;
    seen.add(owner.username);
    list.push({ username: owner.username, avatarUrl: owner.avatarUrl });
  }
  return list;
}

function ChoiceLabel({ choice }: { choice: Choice }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar username={choice.username} src={choice.avatarUrl} size="sm" />
      <Text size="sm" truncate>
        {choice.username}
      </Text>
    </Group>
  );
}

const failed = (message?: string | null) =>
  notifyNotice({ type: 'error', text: message || ADMIN_TEXTS.defaultOrgFailed });

/** The signed-in person's default organization: their account or one of their organizations (spec §4, §5). */
export function DefaultOrgSetting({ provider }: { provider: string }) {
  const contexts = useMyContexts(provider);
  const me = useCurrentUser(provider);
  const update = useUpdateDefaultOrganization();
  const items = choices(contexts.data?.pages ?? []);
  const current = me.data?.owner.defaultOrgUsername ?? null;
  const value = items.find((item) => item.username === current) ?? null;

  const choose = (choice: Choice) => {
    if (choice.username === current) return;
    update.mutate(
      { provider, username: choice.username },
      {
        onSuccess: (result) =>
          result.error
            ? failed(result.error.message)
            : notify({ text: ADMIN_TEXTS.defaultOrgUpdated(choice.username) }),
        onError: () => failed(),
      },
    );
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={ADMIN_TEXTS.defaultOrg}>
      <Stack gap="md">
        <PageHeading order={2} title={ADMIN_TEXTS.defaultOrg} description={ADMIN_TEXTS.defaultOrgHelp} />
        <Select<Choice>
          aria-label={ADMIN_TEXTS.defaultOrg}
          variant="defaultOrgSelector"
          resourceName="organization"
          searchable
          items={items}
          value={value}
          onChange={choose}
          itemToString={(choice) => choice.username}
          renderItem={(choice) => <ChoiceLabel choice={choice} />}
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
