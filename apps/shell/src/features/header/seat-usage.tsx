import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSeats, useSelfHostedCurrentUser } from '@canopy/api-client';
import { appLinks } from '../../links/links';

/** Self-hosted header items: seat usage, and the Admin link for installation admins. */
export function SelfHostedHeaderItems({ provider }: { provider: string }) {
  const seats = useSeats(provider);
  const me = useSelfHostedCurrentUser(provider);
  const used = seats.data?.seatsUsed;
  const limit = seats.data?.seatsLimit;

  let text = 'Unable to get seat usage information';
  if (!seats.isError && typeof used === 'number') {
    text =
      typeof limit === 'number'
        ? `${Math.max(0, limit - used)} available seats (${used} of ${limit} used)`
        : `${used} seats used`;
  }

  return (
    <Group gap="md" wrap="nowrap" visibleFrom="sm">
      {!seats.isLoading && (
        <Text size="sm" c="dimmed" data-seat-usage>
          {text}
        </Text>
      )}
      {me.data?.isAdmin && (
        <Anchor component={Link} to={appLinks.admin(provider)} size="sm" fw={600}>
          Admin
        </Anchor>
      )}
    </Group>
  );
}
