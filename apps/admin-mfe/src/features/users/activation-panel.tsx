import { Alert, Anchor, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useSelfHostedSettings, useUpdateSelfHostedSettings } from '@canopy/admin-data-access';
import { seatsFull } from '@canopy/api-client';
import { useConfigEnv } from '@canopy/auth';
import { notifyNotice } from '@canopy/ui-kit';

/** Spec §8, shown for 10 s when the change is refused or the request fails. */
export const AUTO_ACTIVATE_ERROR = "Error updating org auto activation. Contact us and we'll help you out.";
/** Spec §8 seat line fallback. */
export const SEAT_USAGE_UNAVAILABLE = 'Unable to get seat usage information';

const DEFAULT_MARKETING_BASE_URL = 'https://canopy.dev';

/** Where to ask for more seats: the sales page of the public site. */
export function contactSalesUrl(marketingBaseUrl: string | undefined): string {
  return `${(marketingBaseUrl || DEFAULT_MARKETING_BASE_URL).replace(/\/+$/, '')}/sales`;
}

function SeatLine({ seatsUsed, seatsLimit }: { seatsUsed: number; seatsLimit: number | null }) {
  if (seatsLimit === null)
    return (
      <Text size="sm" data-testid="seat-count">
        <Text span fw={700}>
          {seatsUsed}
        </Text>{' '}
        active members, no seat limit
      </Text>
    );
  return (
    <Text size="sm" data-testid="seat-count">
      <Text span fw={700}>
        {seatsUsed}
      </Text>{' '}
      / {seatsLimit} available seats
    </Text>
  );
}

/**
 * The users page's activation panel, above the filters: the install's seat usage, a note with a prompt to contact
 * sales once every seat is taken, and the auto-activation toggle (`updateSelfHostedSettings`).
 */
export function ActivationPanel({ provider }: { provider?: string }) {
  const settings = useSelfHostedSettings(provider);
  const update = useUpdateSelfHostedSettings();
  const { MARKETING_BASE_URL } = useConfigEnv();
  const data = settings.data;
  const seatsKnown = !!data && data.seatsUsed !== null;
  const full = !!data && seatsFull(data);

  const failed = () => notifyNotice({ type: 'error', text: AUTO_ACTIVATE_ERROR });
  const changeAutoActivate = (shouldAutoActivate: boolean) =>
    update.mutate(
      { provider, shouldAutoActivate },
      { onSuccess: (result) => (result.error ? failed() : undefined), onError: failed },
    );

  return (
    <Card withBorder padding="lg" data-testid="activation-panel">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Member activation
        </Title>
        {settings.isPending ? (
          <Text size="sm" c="dimmed">
            Loading seat usage…
          </Text>
        ) : seatsKnown ? (
          <SeatLine seatsUsed={data.seatsUsed ?? 0} seatsLimit={data.seatsLimit} />
        ) : (
          <Text size="sm" c="dimmed">
            {SEAT_USAGE_UNAVAILABLE}
          </Text>
        )}
        {full && (
          <Alert color="yellow" variant="light" title="Seat limit reached" data-testid="seat-limit-note">
            Every seat of this installation is taken: additional members will not have access.{' '}
            <Anchor href={contactSalesUrl(MARKETING_BASE_URL)} target="_blank" rel="noreferrer">
              Contact sales
            </Anchor>{' '}
            to add seats to your license.
          </Alert>
        )}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Switch
            label="Auto-activate members"
            description="Members take a free seat the first time they open a private repository, while seats are left."
            checked={data?.planAutoActivate ?? false}
            disabled={!data || update.isPending}
            onChange={(event) => changeAutoActivate(event.currentTarget.checked)}
          />
        </Group>
      </Stack>
    </Card>
  );
}
