import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { usePlanData } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { type AvailablePlan, useAvailablePlans } from '@canopy/plan-data-access';
import { BackToPlan } from '../common/back-to-plan';
import type { PlanPageProps } from '../common/plan-page-props';
import { CancelFrame } from './cancel-frame';
import { cannotCancelReason } from './cancellation';
import { formatDollars } from '../common/money';

export const ADMINS_ONLY_CANCEL = 'Only admins of the organization can cancel its plan. Ask one of them.';

/** `/plan/:provider/:owner/cancel`: a Pro organisation is offered the Team plan before it proceeds to cancel. */
export function CancelPage({ provider, owner, isAdmin }: PlanPageProps) {
  const basePath = ownerPaths.plan(provider, owner);
  const planQuery = usePlanData({ provider, owner }, { enabled: isAdmin });
  const plan = planQuery.data?.plan ?? null;
  const offerable = !!plan && plan.isProPlan && cannotCancelReason(plan) === null;
  const offerQuery = useAvailablePlans({ provider, owner }, { enabled: isAdmin && offerable });

  if (!isAdmin)
    return (
      <CancelFrame basePath={basePath} step="cancel">
        <BackToPlan basePath={basePath}>{ADMINS_ONLY_CANCEL}</BackToPlan>
      </CancelFrame>
    );
  if (planQuery.isPending) return <FullPageLoader fullPage={false} label="Loading the plan" />;
  if (planQuery.isError) return <PageError error={planQuery.error} />;
  if (!plan) return <PageError status={404} />;

  const reason = cannotCancelReason(plan);
  if (reason)
    return (
      <CancelFrame basePath={basePath} step="cancel">
        <BackToPlan basePath={basePath}>{reason}</BackToPlan>
      </CancelFrame>
    );
  if (offerable && offerQuery.isPending)
    return <FullPageLoader fullPage={false} label="Loading the offers" />;
  // No offer to make (a Team plan already, or none on offer): straight on to what cancelling means.
  const team = offerable ? teamOffer(offerQuery.data ?? [], plan.billingRate) : null;
  if (!team) return <Navigate to={`${basePath}/cancel/downgrade`} replace />;

  return (
    <CancelFrame basePath={basePath} step="cancel">
      <TeamOffer team={team} basePath={basePath} />
    </CancelFrame>
  );
}

/** The Team plan to offer: at the current plan's billing rate when there is one. */
function teamOffer(plans: readonly AvailablePlan[], billingRate: string | null): AvailablePlan | null {
  const teams = plans.filter((candidate) => candidate.isTeamPlan);
  return teams.find((candidate) => candidate.billingRate === billingRate) ?? teams[0] ?? null;
}

function TeamOffer({ team, basePath }: { team: AvailablePlan; basePath: string }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="team-offer-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="team-offer-title">
          Would the {team.marketingName} plan suit you better?
        </Title>
        <Text size="sm">
          For smaller teams, the {team.marketingName} plan costs{' '}
          <Text span fw={600}>
            {formatDollars(team.baseUnitPrice)} per user/month
          </Text>
          {team.billingRate === 'annually'
            ? ', billed annually'
            : team.billingRate === 'monthly'
              ? ', billed monthly'
              : ''}
          .
        </Text>
        <Group gap="md">
          <Button component={Link} to={`${basePath}/upgrade?plan=team`}>
            Change to Team plan
          </Button>
          <Anchor component={Link} to={`${basePath}/cancel/downgrade`} size="sm">
            No thanks, I&apos;ll proceed to the Developer plan
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
