import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePlanData, useStartTrial, type Plan } from '@canopy/api-client';
import { joinPath, ownerPaths } from '@canopy/routes';
import { toast } from '@canopy/ui-kit';

/** Which activation message a viewer without a seat gets on the hosted edition (reference §9.1). */
export type HostedActivationVariant =
  'free-seat-taken' | 'trial-eligible' | 'paid-out-of-seats' | 'paid-with-seats';

export function hostedActivationVariant(plan: Pick<Plan, 'isFreePlan' | 'hasSeatsLeft' | 'trialStatus'>) {
  if (plan.hasSeatsLeft) return 'paid-with-seats' as const;
  if (!plan.isFreePlan) return 'paid-out-of-seats' as const;
  return plan.trialStatus === 'NOT_STARTED' ? ('trial-eligible' as const) : ('free-seat-taken' as const);
}

export interface HostedActivationProps {
  provider: string;
  owner: string;
  isAdmin: boolean;
}

function StartTrialButton({ provider, owner }: { provider: string; owner: string }) {
  const startTrial = useStartTrial();
  const start = () =>
    startTrial.mutate(
      { provider, orgUsername: owner },
      {
        onSuccess: (result) =>
          result.error
            ? toast.error(result.error.message || 'The trial could not be started.')
            : toast.success('Your 14-day Pro trial has started.'),
        onError: () => toast.error('The trial could not be started.'),
      },
    );
  return (
    <Button size="sm" loading={startTrial.isPending} onClick={start}>
      Start Trial
    </Button>
  );
}

/**
 * What a member without a seat in the org can do about it, by the org's plan: start the free trial, ask for
 * (or, as an admin, buy) more seats, or have a seat given on the members page. Said under the activation
 * message; nothing while the plan is not known.
 */
export function HostedActivation({ provider, owner, isAdmin }: HostedActivationProps) {
  const planData = usePlanData({ provider, owner });
  const plan = planData.data?.plan;
  if (!plan) return null;
  const membersPath = ownerPaths.members(provider, owner);
  const planPath = ownerPaths.plan(provider, owner);
  const manageMembers = (
    <Anchor component={Link} to={membersPath} size="sm">
      Manage members
    </Anchor>
  );
  const variant = hostedActivationVariant(plan);
  return (
    <Stack
      gap="xs"
      align="center"
      mt="sm"
      maw={520}
      data-activation={variant}
      data-testid="activation-options"
    >
      {variant === 'trial-eligible' && (
        <>
          <Text size="sm" ta="center">
            The Developer free plan is limited to one seat, and it is taken. A free 14-day trial of the Pro
            plan gives every member of {owner} a seat.
          </Text>
          <Group gap="md" justify="center">
            <StartTrialButton provider={provider} owner={owner} />
            {manageMembers}
          </Group>
        </>
      )}
      {variant === 'free-seat-taken' && (
        <>
          <Text size="sm" ta="center">
            The Developer free plan is limited to one seat, and it is taken. An admin can manage members, or
            upgrade the plan for more seats.
          </Text>
          <Group gap="md" justify="center">
            {manageMembers}
            <Anchor component={Link} to={planPath} size="sm">
              View plan options
            </Anchor>
          </Group>
        </>
      )}
      {variant === 'paid-out-of-seats' && (
        <>
          <Text size="sm" ta="center">
            Every seat of the {plan.marketingName} plan is taken.{' '}
            {isAdmin
              ? 'Add seats to give one to this member.'
              : 'Ask an admin of the organization to add seats.'}
          </Text>
          {isAdmin && (
            <Button component={Link} to={joinPath(planPath, 'upgrade')} size="sm">
              Increase seat count
            </Button>
          )}
        </>
      )}
      {variant === 'paid-with-seats' && (
        <>
          <Text size="sm" ta="center">
            {isAdmin
              ? 'The organization has seats left: give yourself one on the members page.'
              : 'The organization has seats left: an admin can give you one on the members page.'}
          </Text>
          {manageMembers}
        </>
      )}
    </Stack>
  );
}
