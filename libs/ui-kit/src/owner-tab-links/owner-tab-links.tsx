import type { Ref } from 'react';
import { Badge, Group } from '@mantine/core';
import { ownerPaths } from '@canopy/routes';
import { TabLinks, type TabLink } from '../tab-links/tab-links';

export type OwnerTab = 'repos' | 'analytics' | 'ai' | 'members' | 'plan' | 'settings';

export interface OwnerTabLinksProps {
  /** Forwarded to the `nav` element. */
  ref?: Ref<HTMLElement>;
  /** Provider as it appears in the URL, e.g. 'gh'. */
  provider: string;
  owner: string;
  active: OwnerTab;
  /** Shows the Canopy AI tab (beta), which sits behind a feature flag. @default false */
  withAiTab?: boolean;
  /** Self-hosted installs have no Members and Plan tabs. @default false */
  isSelfHosted?: boolean;
}

/**
 * The owner tabs of spec §2: Repos, Analytics, Canopy AI (beta), Members and Plan (hosted only), Settings.
 * Callers show them to members of the org only, and pass in the flag and the install's edition.
 */
export function OwnerTabLinks({
  ref,
  provider,
  owner,
  active,
  withAiTab = false,
  isSelfHosted = false,
}: OwnerTabLinksProps) {
  const tabs: TabLink[] = [
    { id: 'repos', label: 'Repos', to: ownerPaths.owner(provider, owner) },
    { id: 'analytics', label: 'Analytics', to: ownerPaths.analytics(provider, owner) },
  ];
  if (withAiTab) {
    tabs.push({
      id: 'ai',
      label: (
        <Group gap={6} wrap="nowrap" component="span">
          Canopy AI
          <Badge size="xs" variant="light" component="span">
            beta
          </Badge>
        </Group>
      ),
      to: ownerPaths.ai(provider, owner),
    });
  }
  if (!isSelfHosted) {
    tabs.push({ id: 'members', label: 'Members', to: ownerPaths.members(provider, owner) });
    tabs.push({ id: 'plan', label: 'Plan', to: ownerPaths.plan(provider, owner) });
  }
  tabs.push({ id: 'settings', label: 'Settings', to: ownerPaths.account(provider, owner) });
  return <TabLinks ref={ref} label="Owner" tabs={tabs} active={active} />;
}
