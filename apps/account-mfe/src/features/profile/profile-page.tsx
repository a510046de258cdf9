import { Alert, Anchor, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useUpdateSelfActivation } from '@canopy/account-data-access';
import { seatsFull, useCurrentUser, useSeats, useSelfHostedCurrentUser } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { FullPageLoader, notifyNotice, PageHeading } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { ProfileDetailsForm } from '../admin/profile-details-form';

export const ACTIVATION_FAILED = 'Your activation could not be changed. Please try again.';
export const ACTIVATION_UNKNOWN = 'Your activation could not be loaded. Please try again later.';

/** The person's own install seat: where they stand, and a toggle to take or give back a seat. */
function Activation({ provider }: { provider: string }) {
  const current = useSelfHostedCurrentUser(provider);
  const seats = useSeats(provider);
  const change = useUpdateSelfActivation(provider);
  // A failed read says so; it never leaves the card out without a word.
  if (current.isError)
    return (
      <Alert color="red" role="alert" title="Activation" data-testid="profile-activation">
        {ACTIVATION_UNKNOWN}
      </Alert>
    );
  if (!current.data) return <FullPageLoader fullPage={false} label="Loading activation" />;
  const { activated, isAdmin } = current.data;
  const noSeats = !activated && !!seats.data && seatsFull(seats.data);
  const message = activated
    ? 'You are currently activated'
    : noSeats
      ? 'You are currently unable to activate because there are no seats left'
      : 'You are currently not activated';

  return (
    <Card withBorder padding="lg" data-testid="profile-activation">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Activation
        </Title>
        <Alert color={activated ? 'teal' : noSeats ? 'yellow' : 'blue'} variant="light">
          {message}
        </Alert>
        <Switch
          label={activated ? 'Activated' : 'Non-Active'}
          checked={activated}
          disabled={noSeats || change.isPending}
          onChange={() =>
            change.mutate(!activated, {
              onError: () => notifyNotice({ type: 'error', text: ACTIVATION_FAILED }),
            })
          }
        />
        <Text size="sm" c="dimmed">
          An activated member holds one of the installation&apos;s seats and may open private repositories.
        </Text>
        {isAdmin && (
          <Text size="sm" data-testid="profile-admin-note">
            You are an admin of this installation: you manage every member&apos;s seat in the{' '}
            <Anchor component={Link} to={`${ownerPaths.admin(provider)}/users`}>
              admin users page
            </Anchor>
            .
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** `/account/:provider/:owner` for a self-hosted personal account (spec §2): the self-hosted admin page. */
export function ProfilePage() {
  const { provider = '' } = useParams();
  const me = useCurrentUser(provider);
  return (
    <Stack gap="md" data-page="account-profile">
      <PageHeading
        order={2}
        title="Profile"
        description="Your name, e-mail address and activation on this installation."
      />
      {me.isError ? (
        <PageError error={me.error} />
      ) : me.data ? (
        <ProfileDetailsForm provider={provider} />
      ) : (
        <FullPageLoader fullPage={false} label="Loading profile" />
      )}
      <Activation provider={provider} />
    </Stack>
  );
}
