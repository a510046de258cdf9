import { useState } from 'react';
import { Alert, Button, Card, Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router';
import { errorText, type Plan } from '@canopy/api-client';
import { formatDate, notify } from '@canopy/ui-kit';
import { type AccountDetails, type AvailablePlan, useUpdateAccountDetails } from '@canopy/plan-data-access';
import { formatDollars, formatUnixDate } from '../common/money';
import { goToCheckout } from './checkout';
import { ReviewPlanChanges, type PlanSide } from './review-plan-changes';
import {
  type BillingCycle,
  findPlan,
  PRO_MIN_SEATS,
  quote,
  TEAM_MAX_SEATS,
  type Tier,
  tierOf,
  type UpgradeValues,
  validateUpgrade,
} from './upgrade-values';

export interface UpgradeFormProps {
  provider: string;
  owner: string;
  plan: Plan;
  details: AccountDetails;
  plans: AvailablePlan[];
  /** The `plan` query: 'pro' or 'team' preselects that plan. */
  preselect: string | null;
  basePath: string;
}

const cycleName = (rate: string | null | undefined) =>
  rate === 'annually' ? 'Annual' : rate === 'monthly' ? 'Monthly' : null;

function initialValues({ plan, details, plans, preselect }: UpgradeFormProps): UpgradeValues {
  const paid = !plan.isFreePlan && !plan.isTrialPlan;
  const offersTeam = !!findPlan(plans, 'team', 'monthly') || !!findPlan(plans, 'team', 'annually');
  const wanted: Tier = preselect === 'team' || preselect === 'pro' ? preselect : paid ? tierOf(plan) : 'pro';
  const tier = wanted === 'team' && !offersTeam ? 'pro' : wanted;
  const billingRate: BillingCycle = paid && plan.billingRate === 'monthly' ? 'monthly' : 'annually';
  const seats = Math.max(
    paid ? details.plan.quantity : 0,
    details.activatedUserCount,
    tier === 'pro' ? PRO_MIN_SEATS : 1,
  );
  return { tier, billingRate, seats };
}

/** The next billing date of the new plan: the current period's end, or one cycle from today for a new subscription. */
function nextBillingDate(details: AccountDetails, billingRate: BillingCycle): string | null {
  const periodEnd = details.subscriptionDetail?.currentPeriodEnd;
  if (periodEnd) return formatUnixDate(periodEnd);
  const next = new Date();
  if (billingRate === 'annually') next.setFullYear(next.getFullYear() + 1);
  else next.setMonth(next.getMonth() + 1);
  return formatDate(next);
}

/**
 * Choose a plan, a billing cycle and a seat count, with the price computed as they change; the review then applies
 * the change at once (or sends the admin to the payment provider's checkout page for a new subscription).
 */
export function UpgradeForm(props: UpgradeFormProps) {
  const { provider, owner, plan, details, plans, basePath } = props;
  const navigate = useNavigate();
  const update = useUpdateAccountDetails({ provider, owner });
  const [reviewing, setReviewing] = useState(false);
  const activatedMembers = details.activatedUserCount;
  const offersTeam = !!findPlan(plans, 'team', 'monthly') || !!findPlan(plans, 'team', 'annually');

  const form = useFormik<UpgradeValues>({
    initialValues: initialValues(props),
    validate: (values) => validateUpgrade(values, { activatedMembers }),
    validateOnMount: true,
    onSubmit: () => setReviewing(true),
  });
  const { values } = form;
  const chosen = findPlan(plans, values.tier, values.billingRate);
  const price = quote(plans, values);
  const seats = Number(values.seats);
  const unchanged = chosen?.value === plan.value && seats === details.plan.quantity;
  const tooManyForTeam = values.tier === 'team' && Number.isInteger(seats) && seats > TEAM_MAX_SEATS;
  const checkout = details.billingConfigured && !details.subscriptionDetail;
  // Shown at once: the starting values are valid where they can be, and a change of plan can make the seats wrong.
  const seatError = form.errors.seats;

  const from: PlanSide = {
    name: plan.marketingName,
    seats: details.plan.quantity,
    cycle: cycleName(plan.billingRate),
  };
  const to: PlanSide = { name: chosen?.marketingName ?? '', seats, cycle: cycleName(values.billingRate) };

  const apply = async () => {
    if (!chosen) return;
    try {
      const answer = await update.mutateAsync({ plan: { value: chosen.value, quantity: seats } });
      if (answer.checkoutUrl) {
        goToCheckout(answer.checkoutUrl);
        return;
      }
      void navigate(`${basePath}?success=true`);
    } catch (error) {
      notify({ type: 'error', text: errorText(error, 'The plan could not be changed. Please try again.') });
    }
  };

  const perSeatText = (rate: BillingCycle) => {
    const entry = findPlan(plans, values.tier, rate);
    return entry ? `${formatDollars(entry.baseUnitPrice)} per seat/month` : 'not offered';
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Change the plan">
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="lg">
          {offersTeam && (
            <Radio.Group
              label="Step 1: Choose a plan"
              value={values.tier}
              onChange={(tier) => void form.setFieldValue('tier', tier as Tier)}
            >
              <Group mt="xs">
                <Radio value="pro" label="Pro" />
                <Radio value="team" label={`Team (up to ${TEAM_MAX_SEATS} seats)`} />
              </Group>
            </Radio.Group>
          )}
          <Radio.Group
            label={`Step ${offersTeam ? 2 : 1}: Choose a billing cycle`}
            value={values.billingRate}
            onChange={(rate) => void form.setFieldValue('billingRate', rate as BillingCycle)}
          >
            <Group mt="xs">
              <Radio value="annually" label={`Annual: ${perSeatText('annually')}, billed annually`} />
              <Radio value="monthly" label={`Monthly: ${perSeatText('monthly')}, billed monthly`} />
            </Group>
          </Radio.Group>
          <NumberInput
            label={`Step ${offersTeam ? 3 : 2}: Enter seat count`}
            description={`Your organization has ${activatedMembers} activated ${activatedMembers === 1 ? 'member' : 'members'} and ${activatedMembers + details.inactiveUserCount} members in all.`}
            name="seats"
            min={1}
            allowDecimal={false}
            value={values.seats}
            onChange={(value) => {
              void form.setFieldTouched('seats', true, false);
              void form.setFieldValue('seats', value);
            }}
            onBlur={form.handleBlur}
            error={tooManyForTeam ? undefined : seatError}
          />
          {tooManyForTeam && (
            <Alert color="red" role="alert" title="Too many seats for the Team plan">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{form.errors.seats}</Text>
                <Button size="xs" variant="light" onClick={() => void form.setFieldValue('tier', 'pro')}>
                  Upgrade to Pro
                </Button>
              </Stack>
            </Alert>
          )}
          {price && chosen && (
            <Stack gap={4} aria-live="polite">
              <Title order={3} size="h4">
                {values.billingRate === 'annually'
                  ? `${formatDollars(price.total)}/year`
                  : `${formatDollars(price.total)}/month`}
              </Title>
              <Text size="sm" c="dimmed">
                {seats} {seats === 1 ? 'seat' : 'seats'} × {formatDollars(price.perSeat)} per seat/month
                {values.billingRate === 'annually' ? ' × 12 months' : ''}
              </Text>
              {price.annualSavings > 0 && (
                <Text size="sm">
                  You could save {formatDollars(price.annualSavings)} a year with annual billing.
                </Text>
              )}
            </Stack>
          )}
          {!chosen && <Alert color="yellow">This plan is not offered with this billing cycle.</Alert>}
          {unchanged && (
            <Text size="sm" c="dimmed">
              This is the plan {owner} has now: change the plan, the billing cycle or the seats.
            </Text>
          )}
          <Group>
            <Button type="submit" disabled={!form.isValid || !chosen || unchanged}>
              {checkout ? 'Proceed to checkout' : 'Update'}
            </Button>
          </Group>
        </Stack>
      </form>
      <ReviewPlanChanges
        opened={reviewing}
        onClose={() => setReviewing(false)}
        org={owner}
        from={from}
        to={to}
        nextBillingDate={nextBillingDate(details, values.billingRate)}
        total={price?.total ?? 0}
        onConfirm={apply}
      />
    </Card>
  );
}
