import { Alert, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { AccountDetails } from '@canopy/plan-data-access';
import { formatUnixDate } from '../common/money';

export const PLAN_TEXTS = {
  updated: 'Plan successfully updated',
  billingNotConfigured:
    'Billing is not configured on this install: plan changes apply at once and nothing is charged.',
  delinquent: 'Your most recent payment failed. Please try a different payment method or contact support.',
  membersReadOnly: 'Only admins of this organization can change its plan. Ask one of them for a change.',
} as const;

/**
 * The page's alerts: a change just made (the `success` query the upgrade and the provider's checkout return
 * with), a change scheduled for later, a scheduled cancellation, a failed payment, and an install with no billing.
 */
export function PlanAlerts({
  details,
  isEnterprisePlan,
}: {
  details: AccountDetails;
  isEnterprisePlan: boolean;
}) {
  const [params] = useSearchParams();
  const subscription = details.subscriptionDetail;
  const phase = details.scheduleDetail?.scheduledPhase;
  const cancelOn = subscription?.cancelAtPeriodEnd ? formatUnixDate(subscription.currentPeriodEnd) : null;
  const succeeded = params.has('success') && params.get('success') !== 'false';
  // Enterprise seats are bought through sales: warn from 90 % of them.
  const seats = details.plan.quantity;
  const seatShare = seats > 0 ? details.activatedUserCount / seats : 0;

  return (
    <Stack gap="sm">
      {succeeded && (
        <Alert color="teal" title={PLAN_TEXTS.updated} role="status">
          {phase
            ? `The start date is ${formatUnixDate(phase.startDate)} with a subscription for ${phase.quantity} paid seats.`
            : 'The new plan is in place.'}
        </Alert>
      )}
      {!succeeded && phase && (
        <Alert color="blue" title="A plan change is scheduled">
          The start date is {formatUnixDate(phase.startDate)} with a subscription for {phase.quantity} paid
          seats.
        </Alert>
      )}
      {cancelOn && (
        <Alert color="yellow" title="Subscription cancelled">
          Your subscription has been successfully cancelled. Your account will return to the Developer plan on{' '}
          {cancelOn}
        </Alert>
      )}
      {details.delinquent && (
        <Alert color="red" title="Payment failed" role="alert">
          {PLAN_TEXTS.delinquent}
        </Alert>
      )}
      {isEnterprisePlan && seatShare >= 0.9 && (
        <Alert color={seatShare >= 1 ? 'red' : 'yellow'} title="Seats">
          {seatShare >= 1
            ? `Your organization has used all ${seats} seats: additional members will not have access. Contact sales for more seats.`
            : `Your organization is using ${details.activatedUserCount} of its ${seats} seats. Contact sales for more seats.`}
        </Alert>
      )}
      {!details.billingConfigured && (
        <Alert color="gray" title="Billing is not configured">
          {PLAN_TEXTS.billingNotConfigured}
        </Alert>
      )}
    </Stack>
  );
}
