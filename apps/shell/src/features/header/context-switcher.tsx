import { Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useMyContexts, useUpdateDefaultOrganization, type ContextOwner } from '@canopy/api-client';
import { Avatar, Select } from '@canopy/ui-kit';
import { appLinks } from '../../links/links';
import { defaultOrgUpdateCallbacks } from '../layout/default-organization';

interface Context {
  username: string;
  avatarUrl: string | null;
}

export interface ContextSwitcherProps {
  provider: string;
  /** The owner in the URL, if any. */
  currentOwner?: string;
  /** The user's default organisation; switching to another one updates it. */
  defaultOrg?: string | null;
}

function named(owner: ContextOwner | null | undefined): Context | null {
  return owner?.username ? { username: owner.username, avatarUrl: owner.avatarUrl } : null;
}

function ContextLabel({ context }: { context: Context }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar username={context.username} src={context.avatarUrl} size="sm" />
      <Text size="sm" fw={600} truncate>
        {context.username}
      </Text>
    </Group>
  );
}

/** Org context switcher: the user and their organisations (MyContexts, 20 a page, loaded on scroll). */
export function ContextSwitcher({ provider, currentOwner, defaultOrg }: ContextSwitcherProps) {
  const navigate = useNavigate();
  const contexts = useMyContexts(provider);
  const updateDefault = useUpdateDefaultOrganization();

  const pages = contexts.data?.pages ?? [];
  const seen = new Set<string>();
  const items: Context[] = [];
  for (const candidate of [
    named(pages[0]?.currentUser),
    ...pages.flatMap((page) => page.myOrganizations.map(named)),
  ]) {
    if (candidate && !seen.has(candidate.username)) {
      seen.add(candidate.username);
      items.push(candidate);
    }
  }
  const selectedName = currentOwner ?? defaultOrg ?? items[0]?.username;
  const value =
    items.find((item) => item.username === selectedName) ??
    (selectedName ? { username: selectedName, avatarUrl: null } : null);

  const onChange = (context: Context) => {
    navigate(appLinks.owner(provider, context.username));
    if (context.username === defaultOrg) return;
    updateDefault.mutate({ provider, username: context.username }, defaultOrgUpdateCallbacks);
  };

  return (
    <Select<Context>
      aria-label="Switch organization"
      variant="text"
      items={items}
      value={value}
      onChange={onChange}
      itemToString={(context) => context.username}
      renderItem={(context) => <ContextLabel context={context} />}
      placeholder="Select an organization"
      isLoading={contexts.isLoading}
      hasNextPage={contexts.hasNextPage}
      isFetchingNextPage={contexts.isFetchingNextPage}
      onLoadMore={() => void contexts.fetchNextPage()}
    />
  );
}
