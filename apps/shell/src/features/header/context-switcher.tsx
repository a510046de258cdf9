import { useNavigate } from 'react-router';
import {
  contextOwners,
  useMyContexts,
  useUpdateDefaultOrganization,
  type ContextChoice,
} from '@canopy/api-client';
import { ContextChoiceLabel, defaultOrgUpdateCallbacks } from '@canopy/auth';
import { Select } from '@canopy/ui-kit';
import { appLinks } from '../../links/links';

export interface ContextSwitcherProps {
  provider: string;
  /** The owner in the URL, if any. */
  currentOwner?: string;
  /** The user's default organisation; switching to another one updates it. */
  defaultOrg?: string | null;
}

/** Org context switcher: the user and their organisations (MyContexts, 20 a page, loaded on scroll). */
export function ContextSwitcher({ provider, currentOwner, defaultOrg }: ContextSwitcherProps) {
  const navigate = useNavigate();
  const contexts = useMyContexts(provider);
  const updateDefault = useUpdateDefaultOrganization();

  const items = contextOwners(contexts.data?.pages ?? []);
  const selectedName = currentOwner ?? defaultOrg ?? items[0]?.username;
  const value =
    items.find((item) => item.username === selectedName) ??
    (selectedName ? { username: selectedName, avatarUrl: null } : null);

  const onChange = (context: ContextChoice) => {
    navigate(appLinks.owner(provider, context.username));
    if (context.username === defaultOrg) return;
    updateDefault.mutate({ provider, username: context.username }, defaultOrgUpdateCallbacks());
  };

  return (
    <Select<ContextChoice>
      aria-label="Switch organization"
      variant="text"
      items={items}
      value={value}
      onChange={onChange}
      itemToString={(context) => context.username}
      renderItem={(context) => <ContextChoiceLabel choice={context} strong />}
      placeholder="Select an organization"
      isLoading={contexts.isLoading}
      hasNextPage={contexts.hasNextPage}
      isFetchingNextPage={contexts.isFetchingNextPage}
      onLoadMore={() => void contexts.fetchNextPage()}
    />
  );
}
