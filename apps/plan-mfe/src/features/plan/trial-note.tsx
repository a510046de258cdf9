import { Text } from '@mantine/core';
import { formatDate } from '@canopy/ui-kit';
import type { Plan } from '@canopy/api-client';
import { calendarDaysUntil } from '@canopy/auth';
import { dayWord } from './plan-format';

/** The trial's state in a line: active with its dates and days left, or already taken. */
export function TrialNote({ plan }: { plan: Plan }) {
  if (plan.trialStatus === 'ONGOING') {
    // Calendar days in UTC, as the trial banners and the owner tabs count them.
    const days = plan.trialEndDate ? calendarDaysUntil(plan.trialEndDate) : null;
    const left = days === null ? null : Math.max(0, days);
    return (
      <Text size="sm" data-trial-status="ONGOING">
        Trial active: started {formatDate(plan.trialStartDate) ?? 'recently'}, ends{' '}
        {formatDate(plan.trialEndDate) ?? 'soon'}
        {left !== null && ` (${left === 0 ? 'ends today' : `${dayWord(left)} left`})`}.
      </Text>
    );
  }
  if (plan.trialStatus === 'EXPIRED') {
    return (
      <Text size="sm" c="dimmed" data-trial-status="EXPIRED">
        Your organization trialed the Pro plan
        {plan.trialEndDate ? ` until ${formatDate(plan.trialEndDate)}` : ''}.
      </Text>
    );
  }
  return null;
}
