import { Badge, Group } from '@mantine/core';
import { isSelfHosted, useFlags } from '@canopy/auth';
import { TabLinks, type TabLink } from './tab-links';

export type OwnerTab = 'repos' | 'analytics' | 'ai' | 'members' | 'plan' | 'settings';

export interface OwnerTabsProps {
  provider: string;
  owner: string;
  active: OwnerTab;
}

/**
 * The owner tabs of spec §2: Repos, Analytics, Canopy AI (beta, behind its flag), Members and Plan (hosted only),
 * Settings. Callers show them to members of the org only.
 */
export function OwnerTabs({ provider, owner, active }: OwnerTabsProps) {
  const { canopyAiFeaturesTab } = useFlags({ canopyAiFeaturesTab: false });
  const selfHosted = isSelfHosted();
  const p = encodeURIComponent(provider);
  const o = encodeURIComponent(owner);
  const tabs: TabLink[] = [
    { id: 'repos', label: 'Repos', to: `/${p}/${o}` },
    { id: 'analytics', label: 'Analytics', to: `/analytics/${p}/${o}` },
  ];
  if (canopyAiFeaturesTab) {
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
  if (!selfHosted) {
    tabs.push({ id: 'members', label: 'Members', to: `/members/${p}/${o}` });
    tabs.push({ id: 'plan', label: 'Plan', to: `/plan/${p}/${o}` });
  }
  tabs.push({ id: 'settings', label: 'Settings', to: `/account/${p}/${o}` });
  return <TabLinks label="Owner" tabs={tabs} active={active} />;
}
