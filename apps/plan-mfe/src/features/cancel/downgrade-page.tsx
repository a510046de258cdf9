import { type ReactNode, useState } from 'react';
import { Alert, Anchor, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { errorText, usePlanData } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { FullPageLoader, notify } from '@canopy/ui-kit';
import { ConfirmDialog } from '@canopy/ui-kit/data-views';
import { ownerPaths } from '@canopy/routes';
import { type AccountDetails, useAccountDetails, useUpdateAccountDetails } from '@canopy/plan-data-access';
import type { Plan } from '@canopy/api-client';
import { BackToPlan } from '../common/back-to-plan';
import type { PlanPageProps } from '../common/plan-page-props';
import { CancelFrame } from './cancel-frame';
import { ADMINS_ONLY_CANCEL } from './cancel-page';
import {
  DEVELOPER_PLAN,
  cancellationTiming,
  cannotCancelReason,
  isCancelling,
  lostFeatures,
  type CancellationTiming,
} from './cancellation';

export const CANCEL_FAILED = 'The plan could not be cancelled. Please try again or contact support.';

/** `/plan/:provider/:owner/cancel/downgrade`: what cancelling loses, when it takes effect, and the confirmation. */
export function DowngradePage({ provider, owner, isAdmin }: PlanPageProps) {
  const basePath = ownerPaths.plan(provider, owner);
  const planQuery = usePlanData({ provider, owner }, { enabled: isAdmin });
  const detailsQuery = useAccountDetails({ provider, owner }, { enabled: isAdmin });

  const frame = (body: ReactNode) => (
    <CancelFrame basePath={basePath} step="downgrade">
      {body}
    </CancelFrame>
  );
  if (!isAdmin) return frame(<BackToPlan basePath={basePath}>{ADMINS_ONLY_CANCEL}</BackToPlan>);
  if (planQuery.isPending || detailsQuery.isPending)
    return <FullPageLoader fullPage={false} label="Loading the plan" />;
  if (planQuery.isError) return <PageError error={planQuery.error} />;
  if (detailsQuery.isError) return <PageError error={detailsQuery.error} />;
  const plan = planQuery.data?.plan;
  if (!plan) return <PageError status={404} />;
  // Enterprise and trial plans are not cancelled here; the free plan has nothing to cancel (the button says so).
  if (plan.isEnterprisePlan || plan.isTrialPlan)
    return frame(<BackToPlan basePath={basePath}>{cannotCancelReason(plan)}</BackToPlan>);

  return frame(
    <Downgrade
      provider={provider}
      owner={owner}
      basePath={basePath}
      plan={plan}
      details={detailsQuery.data}
    />,
  );
}

interface DowngradeProps {
  provider: string;
  owner: string;
  basePath: string;
  plan: Plan;
  details: AccountDetails;
}

function Downgrade({ provider, owner, basePath, plan, details }: DowngradeProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateAccountDetails({ provider, owner });
  const timing = cancellationTiming(details);
  const cancelling = isCancelling(details);
  const free = plan.isFreePlan;

  const cancel = async () => {
    try {
      const after = await update.mutateAsync({ plan: { value: DEVELOPER_PLAN, quantity: 1 } });
      // A scheduled cancellation is announced by the plan page's alert; one applied at once is said here.
      if (!after.subscriptionDetail?.cancelAtPeriodEnd)
        notify({ type: 'success', text: `${owner} is now on the Developer plan.` });
      void navigate(basePath);
    } catch (error) {
      notify({ type: 'error', text: errorText(error, CANCEL_FAILED) });
      throw error;
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="downgrade-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="downgrade-title">
          Canceling your paid plan means…
        </Title>
        {free ? (
          <Text size="sm">{cannotCancelReason(plan)}</Text>
        ) : (
          <List
            spacing="xs"
            size="sm"
            aria-label="What you lose"
            icon={<IconX size={16} color="var(--mantine-color-red-6)" aria-hidden />}
          >
            {lostFeatures(plan).map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        )}
        {!free && (
          <Text size="sm" c="dimmed">
            When the Developer plan starts, every member&apos;s seat is released; you can activate one member
            again on the Developer plan, from the{' '}
            <Anchor component={Link} to={ownerPaths.members(provider, owner)} size="sm">
              members page
            </Anchor>
            .
          </Text>
        )}
        {!free && <TimingNote timing={timing} cancelling={cancelling} />}
        <div>
          <Button color="red" disabled={free || cancelling} onClick={() => setConfirming(true)}>
            Cancel
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Review plan cancellation"
        confirmLabel="Confirm Cancellation"
        confirmColor="red"
        onConfirm={cancel}
      >
        <Text size="sm">{confirmText(timing)}</Text>
      </ConfirmDialog>
    </Card>
  );
}

function TimingNote({ timing, cancelling }: { timing: CancellationTiming; cancelling: boolean }) {
  if (cancelling)
    return (
      <Alert color="yellow" variant="light">
        Your plan is already cancelled: it returns to the Developer plan
        {timing.kind === 'periodEnd' && timing.date
          ? ` on ${timing.date}`
          : ' at the end of its billing period'}
        .
      </Alert>
    );
  return (
    <Text size="sm">
      {timing.kind === 'now'
        ? timing.reason === 'noBilling'
          ? 'Billing is not configured on this install, so cancelling applies at once.'
          : 'Your organization has no subscription with the payment provider to run out, so cancelling applies at once.'
        : timing.date
          ? `Cancelling takes effect on ${timing.date}, at the end of the current billing period.`
          : 'Cancelling takes effect at the end of the current billing period.'}
    </Text>
  );
}

export function confirmText(timing: CancellationTiming): string {
  if (timing.kind === 'now')
    return timing.reason === 'noBilling'
      ? 'Billing is not configured on this install: your organization is placed on the Developer plan at once.'
      : 'Your organization has no subscription to run out: it is placed on the Developer plan at once.';
  return timing.date
    ? `Your paid plan will remain active until ${timing.date}, then placed on the Developer plan.`
    : 'Your paid plan will remain active until the end of the current billing period, then placed on the Developer plan.';
}
