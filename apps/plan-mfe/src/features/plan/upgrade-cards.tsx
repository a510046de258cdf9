import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorText, type Plan } from '@canopy/api-client';
import { notify } from '@canopy/ui-kit';
import { type AvailablePlan, useStartTrial } from '@canopy/plan-data-access';
import { findPlan, TEAM_MAX_SEATS, type Tier } from '../upgrade/upgrade-values';
import { formatDollars } from '../common/money';

export interface UpgradeCardsProps {
  provider: string;
  owner: string;
  plan: Plan;
  plans: AvailablePlan[];
  isAdmin: boolean;
  basePath: string;
}

function TierCard({
  tier,
  plans,
  isAdmin,
  basePath,
}: { tier: Tier } & Omit<UpgradeCardsProps, 'provider' | 'owner' | 'plan'>) {
  const annual = findPlan(plans, tier, 'annually');
  const monthly = findPlan(plans, tier, 'monthly');
  const shown = annual ?? monthly;
  if (!shown) return null;
  const name = tier === 'pro' ? 'Pro' : 'Team';
  const headingId = `upgrade-${tier}`;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {shown.marketingName}
        </Title>
        <Text size="sm">
          {annual && `${formatDollars(annual.baseUnitPrice)} per user/month, billed annually`}
          {annual && monthly && ', or '}
          {monthly && `${formatDollars(monthly.baseUnitPrice)} per user/month billed monthly`}
        </Text>
        {tier === 'team' && <Text size="sm">For teams of up to {TEAM_MAX_SEATS} users.</Text>}
        <List size="sm">
          {shown.benefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        {isAdmin && (
          <Group>
            <Button component={Link} to={`${basePath}/upgrade?plan=${tier}`}>
              Upgrade to {name}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** A free (or trialling) organisation's way up: the Pro and Team plans, and the trial while it is on offer. */
export function UpgradeCards({ provider, owner, plan, plans, isAdmin, basePath }: UpgradeCardsProps) {
  const startTrial = useStartTrial();
  const canTrial = plan.isFreePlan && plan.trialStatus === 'NOT_STARTED';

  const start = () =>
    startTrial.mutate(
      { provider, orgUsername: owner },
      {
        onSuccess: (result) =>
          result.error
            ? notify({ type: 'error', text: result.error.message || 'The trial could not be started.' })
            : // Titled as Codecov's toast is, so people moving over see the same words.
              notify({
                title: '14 day trial has started',
                text: 'Every Pro feature is on for your whole organization until the trial ends.',
              }),
        onError: (error) =>
          notify({ type: 'error', text: errorText(error, 'The trial could not be started.') }),
      },
    );

  return (
    <Stack gap="md" component="section" aria-label="Upgrade">
      {canTrial && (
        <Card withBorder padding="lg" radius="md">
          <Group justify="space-between">
            <div>
              <Text fw={600}>Try Pro free for 14 days</Text>
              <Text size="sm" c="dimmed">
                Every Pro feature for your whole organization, once, with no payment details.
              </Text>
            </div>
            {/* Any member may start the trial (the API contract's startTrial); plan changes stay with admins. */}
            <Button onClick={start} loading={startTrial.isPending}>
              Start trial
            </Button>
          </Group>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TierCard tier="pro" plans={plans} isAdmin={isAdmin} basePath={basePath} />
        <TierCard tier="team" plans={plans} isAdmin={isAdmin} basePath={basePath} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Need more than Pro? Contact sales about the Enterprise plan.
      </Text>
    </Stack>
  );
}
