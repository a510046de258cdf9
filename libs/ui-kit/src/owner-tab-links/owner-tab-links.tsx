import type { Ref } from 'react';
import { Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ownerPaths } from '@canopy/routes';
import { TabLinks, type TabLink } from '../tab-links/tab-links';

export type OwnerTab = 'repos' | 'analytics' | 'ai' | 'members' | 'plan' | 'settings';

/** The organisation's trial, for the reminder at the right of the tabs: ongoing with its days left, or over. */
export type OwnerTrialReminder = { kind: 'ongoing'; daysLeft: number } | { kind: 'expired' };

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
  /** The trial reminder chip (hosted only): ongoing links to the plan page, expired to the upgrade page. */
  trial?: OwnerTrialReminder | null;
}

function trialActiveFor(daysLeft: number): string {
  if (daysLeft <= 0) return 'Trial ends today';
  return `Trial active for ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/** Spec §7: "Trial active for N days" while the trial runs; "Upgrade" once it is over on the free plan. */
function TrialReminder({
  provider,
  owner,
  trial,
}: {
  provider: string;
  owner: string;
  trial: OwnerTrialReminder;
}) {
  const ongoing = trial.kind === 'ongoing';
  return (
    <Badge
      component={Link}
      to={ongoing ? ownerPaths.plan(provider, owner) : `${ownerPaths.plan(provider, owner)}/upgrade`}
      variant="light"
      color={ongoing ? 'blue' : 'yellow'}
      style={{ cursor: 'pointer', textTransform: 'none' }}
      data-trial-reminder={trial.kind}
    >
      {ongoing ? trialActiveFor(trial.daysLeft) : 'Upgrade'}
    </Badge>
  );
}

/**
 * The owner tabs of spec §2: Repos, Analytics, Canopy AI (beta), Members and Plan (hosted only), Settings.
 * Callers show them to members of the org only, and pass in the flag, the install's edition and the trial.
 */
export function OwnerTabLinks({
  ref,
  provider,
  owner,
  active,
  withAiTab = false,
  isSelfHosted = false,
  trial = null,
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
  const aside =
    trial && !isSelfHosted ? <TrialReminder provider={provider} owner={owner} trial={trial} /> : null;
  return <TabLinks ref={ref} label="Owner" tabs={tabs} active={active} aside={aside} />;
}
