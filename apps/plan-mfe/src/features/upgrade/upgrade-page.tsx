import { Alert, Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { usePlanData } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { FullPageLoader, PageHeading } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { useAccountDetails, useAvailablePlans } from '@canopy/plan-data-access';
import { PLAN_TEXTS } from '../plan/plan-alerts';
import { PlanBreadcrumb } from '../common/plan-breadcrumb';
import type { PlanPageProps } from '../common/plan-page-props';
import { priceLine } from '../plan/plan-format';
import { UpgradeForm } from './upgrade-form';

export const CHECKOUT_CANCELLED =
  'Checkout was cancelled: nothing was charged and your plan has not changed.';

/**
 * `/plan/:provider/:owner/upgrade[?plan=pro|team]`: the current plan beside the form that changes it (admins).
 * Members see the note to ask an admin; Enterprise plans are changed with sales. The payment provider's checkout
 * returns here with `?cancel` when it is abandoned.
 */
export function UpgradePage({ provider, owner: username, isAdmin }: PlanPageProps) {
  const args = { provider, owner: username };
  const [params] = useSearchParams();
  const planData = usePlanData(args);
  const details = useAccountDetails(args);
  const plans = useAvailablePlans(args);
  const basePath = ownerPaths.plan(provider, username);

  const heading = (
    <>
      <PlanBreadcrumb crumbs={[{ label: 'Current plan', to: basePath }, { label: 'Manage plan' }]} />
      <PageHeading
        title="Manage plan"
        description="Choose a plan, a billing cycle and the number of seats."
      />
    </>
  );
  const failed = [planData, details, plans].find((query) => query.isError);
  if (failed) return <PageError error={failed.error} />;
  if (planData.data === undefined || !details.data || !plans.data) {
    return <FullPageLoader fullPage={false} label="Loading the plans" />;
  }
  const plan = planData.data?.plan;
  if (!plan) return <PageError status={404} />;

  let body;
  if (!isAdmin) body = <Alert color="blue">{PLAN_TEXTS.membersReadOnly}</Alert>;
  else if (plan.isEnterprisePlan)
    body = <Alert color="blue">Enterprise plans are changed with our sales team: contact sales.</Alert>;
  else if (plans.data.length === 0)
    body = <Alert color="gray">This install offers no paid plans to move to.</Alert>;
  else
    body = (
      <UpgradeForm
        provider={provider}
        owner={username}
        plan={plan}
        details={details.data}
        plans={plans.data}
        preselect={params.get('plan')}
        basePath={basePath}
      />
    );

  const paid = !plan.isFreePlan && !plan.isTrialPlan;
  const cancelling = !!details.data.subscriptionDetail?.cancelAtPeriodEnd;
  return (
    <Stack gap="md">
      {heading}
      {params.has('cancel') && (
        <Alert color="yellow" title="Checkout cancelled" role="status">
          {CHECKOUT_CANCELLED}
        </Alert>
      )}
      {!details.data.billingConfigured && <Alert color="gray">{PLAN_TEXTS.billingNotConfigured}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="plan-now">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Current plan
            </Text>
            <Title order={2} size="h4" id="plan-now">
              {plan.marketingName}
            </Title>
            <Text size="sm">
              {paid ? `${priceLine(plan)}, ${details.data.plan.quantity} seats` : priceLine(plan)}
            </Text>
            <List size="sm">
              {plan.benefits.map((benefit) => (
                <List.Item key={benefit}>{benefit}</List.Item>
              ))}
            </List>
            {isAdmin && paid && !plan.isEnterprisePlan && !cancelling && (
              <Anchor component={Link} to={`${basePath}/cancel`} size="sm">
                Cancel plan
              </Anchor>
            )}
          </Stack>
        </Card>

        {body}
      </SimpleGrid>
    </Stack>
  );
}
