import type { Ref } from 'react';
import { Badge, Group } from '@mantine/core';
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
  const p = encodeURIComponent(provider);
  const o = encodeURIComponent(owner);
  const tabs: TabLink[] = [
    { id: 'repos', label: 'Repos', to: `/${p}/${o}` },
    { id: 'analytics', label: 'Analytics', to: `/analytics/${p}/${o}` },
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
      to: `/canopyai/${p}/${o}`,
    });
  }
  if (!isSelfHosted) {
    tabs.push({ id: 'members', label: 'Members', to: `/members/${p}/${o}` });
    tabs.push({ id: 'plan', label: 'Plan', to: `/plan/${p}/${o}` });
  }
  tabs.push({ id: 'settings', label: 'Settings', to: `/account/${p}/${o}` });
  return <TabLinks ref={ref} label="Owner" tabs={tabs} active={active} />;
}
