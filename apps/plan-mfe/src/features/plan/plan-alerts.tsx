import { Alert, Stack } from '@mantine/core';
import type { AccountDetails } from '@canopy/plan-data-access';
import { formatUnixDate } from '../common/money';
import type { PlanChange } from './checkout-return';

export const PLAN_TEXTS = {
  updated: 'Plan successfully updated',
  applying: 'Your plan change is being applied',
  applyingText: 'Checkout is complete: the new plan shows here as soon as the payment provider confirms it.',
  delayed: 'Your plan change is taking longer than usual',
  delayedText:
    'Checkout is complete, but the new plan has not arrived yet. Refresh this page in a few minutes; if the plan has still not changed, contact support.',
  billingNotConfigured:
    'Billing is not configured on this install: plan changes apply at once and nothing is charged.',
  delinquent: 'Your most recent payment failed. Please try a different payment method or contact support.',
  membersReadOnly: 'Only admins of this organization can change its plan. Ask one of them for a change.',
} as const;

/**
 * The page's alerts: a change just made (applied at once, or a checkout's on its way), a scheduled cancellation,
 * a failed payment, and an install with no billing.
 */
export function PlanAlerts({
  details,
  isEnterprisePlan,
  change,
}: {
  details: AccountDetails;
  isEnterprisePlan: boolean;
  change: PlanChange | null;
}) {
  const subscription = details.subscriptionDetail;
  const cancelOn = subscription?.cancelAtPeriodEnd ? formatUnixDate(subscription.currentPeriodEnd) : null;
  // Enterprise seats are bought through sales: warn from 90 % of them.
  const seats = details.plan.quantity;
  const seatShare = seats > 0 ? details.activatedUserCount / seats : 0;

  return (
    <Stack gap="sm">
      {(change === 'direct' || change === 'applied') && (
        <Alert color="teal" title={PLAN_TEXTS.updated} role="status">
          The new plan is in place.
        </Alert>
      )}
      {change === 'applying' && (
        <Alert color="blue" title={PLAN_TEXTS.applying} role="status">
          {PLAN_TEXTS.applyingText}
        </Alert>
      )}
      {change === 'delayed' && (
        <Alert color="yellow" title={PLAN_TEXTS.delayed} role="status">
          {PLAN_TEXTS.delayedText}
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
