import { Anchor, EmptyState, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSeats } from '@canopy/api-client';
import { isSelfHosted, useConfigEnv } from '@canopy/auth';
import { ownerPaths } from '@canopy/routes';
import { HostedActivation } from './hosted-activation';

export interface NotActivatedProps {
  provider: string;
  owner: string;
  /** The viewer administers the org (hosted: may add seats). */
  isAdmin?: boolean;
}

/** Where a self-hosted install asks for more seats (the public site, or the configured marketing site). */
const DEFAULT_MARKETING_BASE_URL = 'https://canopy.dev';

/** Self-hosted seat usage, as the header words it. */
function seatUsage(used: number | null | undefined, limit: number | null | undefined): string {
  if (typeof used !== 'number') return 'Unable to get seat usage information';
  return typeof limit === 'number'
    ? `${Math.max(0, limit - used)} available seats (${used} of ${limit} used)`
    : `${used} seats used`;
}

/**
 * Self-hosted installs have no members tab (spec §2): the install's admins activate accounts, and the seat
 * count comes with the licence.
 */
function SelfHostedSeats({ provider }: { provider: string }) {
  const config = useConfigEnv();
  const seats = useSeats(provider);
  const salesUrl = `${(config.MARKETING_BASE_URL || DEFAULT_MARKETING_BASE_URL).replace(/\/+$/, '')}/sales`;
  const used = seats.data?.seatsUsed;
  const limit = seats.data?.seatsLimit;
  // Spec §8: the seat limit message, with its prompt to contact sales, only once every seat is taken.
  const full = typeof used === 'number' && typeof limit === 'number' && used >= limit;
  return (
    <Stack gap={6} align="center" mt="sm">
      {!seats.isPending && (
        <Text size="sm" c="dimmed" data-seat-usage>
          {seats.isError ? seatUsage(null, null) : seatUsage(used, limit)}
        </Text>
      )}
      {full && (
        <>
          <Text size="sm" data-seat-limit-reached>
            Seat limit reached: additional members will not have access.
          </Text>
          <Anchor href={salesUrl} target="_blank" rel="noreferrer" size="sm" underline="always">
            Contact Sales to increase your seat count
          </Anchor>
        </>
      )}
    </Stack>
  );
}

/**
 * Spec §8: the viewer needs a seat in the org, in the spec's words, with 'click here' where seats are given: the
 * members tab, or on a self-hosted install (which has none) its admin users page, as the shell's error page does.
 * Self-hosted installs also show the seat usage and, once every seat is taken, how to get more; the hosted
 * edition what the org's plan allows (reference §9.1).
 */
export function NotActivated({ provider, owner, isAdmin = false }: NotActivatedProps) {
  const selfHosted = isSelfHosted();
  const activatePath = selfHosted
    ? `${ownerPaths.admin(provider)}/users`
    : ownerPaths.members(provider, owner);
  return (
    <EmptyState
      py="xl"
      icon={<IconUserCheck size={28} aria-hidden />}
      withIndicatorBackground
      title="Activation required"
      description={
        <>
          Activation is required to view this repo, please{' '}
          <Anchor component={Link} to={activatePath} inherit>
            click here
          </Anchor>{' '}
          to activate your account.
        </>
      }
      data-state="not-activated"
    >
      {selfHosted ? (
        <SelfHostedSeats provider={provider} />
      ) : (
        <HostedActivation provider={provider} owner={owner} isAdmin={isAdmin} />
      )}
    </EmptyState>
  );
}
