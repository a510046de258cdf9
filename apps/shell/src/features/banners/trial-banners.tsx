import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Plan } from '@canopy/api-client';
import { appLinks } from '../../links/links';
import { TopBanner } from './top-banner';
import { TRIAL_BANNER_DAYS, trialDaysLeft, trialEndsIn } from './trial-days';

export const ONGOING_TRIAL_BANNER_KEY = 'global-top-ongoing-trial-banner';
export const EXPIRED_TRIAL_BANNER_KEY = 'global-top-expired-trial-banner';

export interface TrialBannersProps {
  provider: string;
  owner: string;
  /** The organisation's plan (members only). */
  plan: Plan;
  /** @default new Date() */
  now?: Date;
}

/** Which trial banner the plan calls for (spec §4): ongoing at 0 to 3 days left, expired on the free plan. */
export function trialBannerOf(
  plan: Plan,
  now: Date = new Date(),
): { kind: 'ongoing'; days: number } | { kind: 'expired' } | null {
  if (plan.isTrialPlan && plan.trialStatus === 'ONGOING' && plan.trialEndDate) {
    const days = trialDaysLeft(plan.trialEndDate, now);
    return days !== null && days >= 0 && days <= TRIAL_BANNER_DAYS ? { kind: 'ongoing', days } : null;
  }
  if (plan.isFreePlan && plan.trialStatus === 'EXPIRED') return { kind: 'expired' };
  return null;
}

/** The organisation's free Pro trial: its last days, and its end (spec §2, §4, §9). Hosted members only. */
export function TrialBanners({ provider, owner, plan, now }: TrialBannersProps) {
  const trial = trialBannerOf(plan, now);
  if (!trial) return null;
  const upgrade = (
    <Button component={Link} to={appLinks.upgrade(provider, owner)} size="xs">
      Upgrade
    </Button>
  );
  if (trial.kind === 'ongoing')
    return (
      <TopBanner bannerKey={ONGOING_TRIAL_BANNER_KEY} title="Pro trial active">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Text inherit>
            The org&apos;s free Pro trial {trialEndsIn(trial.days)}. Upgrade to keep the Pro features once it
            is over.
          </Text>
          {upgrade}
        </Group>
      </TopBanner>
    );
  return (
    <TopBanner bannerKey={EXPIRED_TRIAL_BANNER_KEY} variant="warning" title="Trial ended">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text inherit>
          The org&apos;s 14-day free Pro trial has ended.{' '}
          <Anchor component={Link} to={appLinks.planTab(provider, owner)} inherit fw={600}>
            Add payment method
          </Anchor>{' '}
          or upgrade to keep the Pro features.
        </Text>
        {upgrade}
      </Group>
    </TopBanner>
  );
}
