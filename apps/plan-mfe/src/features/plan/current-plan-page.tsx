import { Alert, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePlanData } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { FullPageLoader, PageHeading } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { useAvailablePlans, usePlanPageData } from '@canopy/plan-data-access';
import { BillingCards } from './billing-cards';
import { BillingDetailsCards } from './billing-details/billing-details-cards';
import { useAccountDetailsAfterChange } from './checkout-return';
import { CurrentPlanCard } from './current-plan-card';
import { PLAN_TEXTS, PlanAlerts } from './plan-alerts';
import { PlanBreadcrumb } from '../common/plan-breadcrumb';
import type { PlanPageProps } from '../common/plan-page-props';
import { UpgradeCards } from './upgrade-cards';

/**
 * `/plan/:provider/:owner`: the organisation's plan, seats, trial and upload usage, its billing details and latest
 * invoice (admins), and the ways up from the free plan. Members see it all read-only.
 */
export function CurrentPlanPage({ provider, owner: username, isAdmin }: PlanPageProps) {
  const args = { provider, owner: username };
  const planData = usePlanData(args);
  const [params] = useSearchParams();
  const { details, planChange } = useAccountDetailsAfterChange(args, params);
  const usage = usePlanPageData(args);
  const plans = useAvailablePlans(args);
  const basePath = ownerPaths.plan(provider, username);

  const failed = [planData, details, usage, plans].find((query) => query.isError);
  if (failed) return <PageError error={failed.error} />;
  if (planData.data === undefined || !details.data || !usage.data || !plans.data) {
    return <FullPageLoader fullPage={false} label="Loading the plan" />;
  }
  const plan = planData.data?.plan;
  if (!plan) return <PageError status={404} />;

  return (
    <Stack gap="md">
      <PlanBreadcrumb crumbs={[{ label: 'Current plan' }]} />
      <PageHeading
        title="Current plan"
        description={`The plan of ${username}, its usage and billing details.`}
      />
      <PlanAlerts details={details.data} isEnterprisePlan={plan.isEnterprisePlan} change={planChange} />
      {!isAdmin && <Alert color="blue">{PLAN_TEXTS.membersReadOnly}</Alert>}
      <CurrentPlanCard
        plan={plan}
        details={details.data}
        numberOfUploads={usage.data.numberOfUploads}
        isAdmin={isAdmin}
        basePath={basePath}
      />
      {(plan.isFreePlan || plan.isTrialPlan) && (
        <UpgradeCards
          provider={provider}
          owner={username}
          plan={plan}
          plans={plans.data}
          isAdmin={isAdmin}
          basePath={basePath}
        />
      )}
      {isAdmin && <BillingCards details={details.data} basePath={basePath} args={args} />}
      {isAdmin && <BillingDetailsCards details={details.data} args={args} />}
    </Stack>
  );
}
