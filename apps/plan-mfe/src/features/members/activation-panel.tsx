import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorText, type Plan } from '@canopy/api-client';
import { useConfigEnv } from '@canopy/auth';
import { type AccountDetails, useUpdateAccountDetails } from '@canopy/plan-data-access';
import { ownerPaths } from '@canopy/routes';
import { notifyNotice } from '@canopy/ui-kit';
import { contactSalesUrl, MemberActivationPanel, SeatLimitNotice } from '@canopy/ui-kit/data-views';

/** Shown for 10 s when auto-activation cannot be changed and the server gave no reason. */
export const AUTO_ACTIVATE_FAILED = "Error updating org auto activation. Contact us and we'll help you out.";

export interface ActivationPanelProps {
  provider: string;
  owner: string;
  /** The viewer is an admin of the org: they change auto-activation. */
  isAdmin: boolean;
  details: { data?: AccountDetails; isPending: boolean };
  plan: Plan | null | undefined;
  seatsFull: boolean;
}

function TrialNote({ provider, owner, plan }: { provider: string; owner: string; plan: Plan }) {
  if (plan.isTrialPlan && plan.trialStatus === 'ONGOING')
    return (
      <Text size="sm" data-testid="trial-note">
        Your org is on a free trial.{' '}
        <Anchor component={Link} to={`${ownerPaths.plan(provider, owner)}/upgrade?plan=pro`}>
          Upgrade to Pro today.
        </Anchor>
      </Text>
    );
  if (plan.trialStatus === 'EXPIRED')
    return (
      <Text size="sm" data-testid="trial-note">
        Your org trialed Pro plan
      </Text>
    );
  return null;
}

/** Admins of a plan sold by the seat (Pro, Team) add seats themselves; others ask sales. */
const addsOwnSeats = (plan: Plan | null | undefined, isAdmin: boolean): boolean =>
  isAdmin &&
  !!plan &&
  (plan.isProPlan || plan.isTeamPlan) &&
  !plan.isEnterprisePlan &&
  !plan.isTrialPlan &&
  !plan.isFreePlan;

/**
 * 'Member activation — N activated members of M available seats' from the account details, the plan's trial note,
 * a link to change plan, the seat limit notice once every seat is taken, and auto-activation (admins change it,
 * other members see it; enterprise members who are not admins do not).
 */
export function ActivationPanel({
  provider,
  owner,
  isAdmin,
  details,
  plan,
  seatsFull,
}: ActivationPanelProps) {
  const { MARKETING_BASE_URL } = useConfigEnv();
  const update = useUpdateAccountDetails({ provider, owner });
  const data = details.data;

  const changeAutoActivate = (planAutoActivate: boolean) =>
    update.mutate(
      { planAutoActivate },
      { onError: (error) => notifyNotice({ type: 'error', text: errorText(error, AUTO_ACTIVATE_FAILED) }) },
    );
  const showAutoActivate = !!data && (isAdmin || !plan?.isEnterprisePlan);

  return (
    <MemberActivationPanel
      isLoading={details.isPending}
      seatLine={
        data ? (
          <>
            <strong>{data.activatedUserCount}</strong> activated members of{' '}
            <strong>{data.plan.quantity}</strong> available seats
          </>
        ) : null
      }
      autoActivate={
        showAutoActivate
          ? {
              checked: data.planAutoActivate ?? false,
              disabled: update.isPending,
              onChange: isAdmin ? changeAutoActivate : undefined,
              description: isAdmin
                ? `Members of ${owner} take a free seat the first time they open a private repository, while seats are left.`
                : `Members of ${owner} take a free seat the first time they open a private repository, while seats are left. Admins of ${owner} change this setting.`,
            }
          : undefined
      }
    >
      <Text size="sm" data-testid="plan-line">
        {data ? <>{data.plan.marketingName} plan. </> : null}
        <Anchor component={Link} to={ownerPaths.plan(provider, owner)}>
          change plan
        </Anchor>
      </Text>
      {plan && <TrialNote provider={provider} owner={owner} plan={plan} />}
      {seatsFull && (
        <SeatLimitNotice
          salesUrl={contactSalesUrl(MARKETING_BASE_URL)}
          taken={`Every seat of ${owner}'s plan is taken`}
          addSeatsTo="your plan"
          increaseSeats={
            addsOwnSeats(plan, isAdmin) ? (
              <Anchor component={Link} to={`${ownerPaths.plan(provider, owner)}/upgrade`}>
                Increase seat count
              </Anchor>
            ) : undefined
          }
        />
      )}
    </MemberActivationPanel>
  );
}
