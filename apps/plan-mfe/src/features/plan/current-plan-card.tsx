import { Button, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Plan } from '@canopy/api-client';
import type { AccountDetails } from '@canopy/plan-data-access';
import { priceLine } from './plan-format';
import { TrialNote } from './trial-note';

export interface CurrentPlanCardProps {
  plan: Plan;
  details: AccountDetails;
  /** Uploads to private repositories in the last 30 days; null when unknown. */
  numberOfUploads: number | null;
  isAdmin: boolean;
  basePath: string;
}

/**
 * The plan the organisation is on: name, price, benefits, seats in use of the plan's seats, the trial, the
 * monthly upload limit where the plan has one, and (for admins) the ways to change it.
 */
export function CurrentPlanCard({ plan, details, numberOfUploads, isAdmin, basePath }: CurrentPlanCardProps) {
  const seats = plan.planUserCount ?? details.plan.quantity;
  const paid = !plan.isFreePlan && !plan.isTrialPlan;
  const limit = plan.monthlyUploadLimit;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="current-plan-name">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              Current plan
            </Text>
            <Title order={2} size="h3" id="current-plan-name">
              {plan.marketingName}
            </Title>
            <Text size="sm">{priceLine(plan)}</Text>
          </div>
          {isAdmin && paid && !plan.isEnterprisePlan && (
            <Group gap="sm">
              <Button component={Link} to={`${basePath}/upgrade`}>
                Manage plan
              </Button>
              {!details.subscriptionDetail?.cancelAtPeriodEnd && (
                <Button component={Link} to={`${basePath}/cancel`} variant="default">
                  Cancel plan
                </Button>
              )}
            </Group>
          )}
        </Group>

        <TrialNote plan={plan} />

        <div>
          <Text fw={600} size="sm">
            Seats
          </Text>
          <Text size="sm">
            {details.activatedUserCount} of {seats} {seats === 1 ? 'seat' : 'seats'} used
          </Text>
        </div>

        {limit !== null && (
          <div>
            <Text fw={600} size="sm">
              Uploads
            </Text>
            <Text size="sm">
              {numberOfUploads ?? 0} of {limit} uploads to private repositories in the last 30 days
            </Text>
            <Progress
              value={Math.min(100, ((numberOfUploads ?? 0) / limit) * 100)}
              color={(numberOfUploads ?? 0) >= limit ? 'red' : undefined}
              aria-label="Uploads used in the last 30 days"
              mt={4}
            />
          </div>
        )}

        {plan.benefits.length > 0 && (
          <div>
            <Text fw={600} size="sm">
              Includes
            </Text>
            <List size="sm">
              {plan.benefits.map((benefit) => (
                <List.Item key={benefit}>{benefit}</List.Item>
              ))}
            </List>
          </div>
        )}

        {plan.isEnterprisePlan && (
          <Text size="sm" c="dimmed">
            Enterprise plans are changed with our sales team: contact sales for more seats or another plan.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
