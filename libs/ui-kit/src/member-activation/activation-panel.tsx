import type { ReactNode, Ref } from 'react';
import { Alert, Anchor, Card, Stack, Switch, Text, Title } from '@mantine/core';

/** Spec §8 seat line fallback. */
export const SEAT_USAGE_UNAVAILABLE = 'Unable to get seat usage information';

const DEFAULT_MARKETING_BASE_URL = 'https://canopy.dev';

/** Where to ask for more seats: the sales page of the public site (`MARKETING_BASE_URL`). */
export function contactSalesUrl(marketingBaseUrl: string | undefined): string {
  return `${(marketingBaseUrl || DEFAULT_MARKETING_BASE_URL).replace(/\/+$/, '')}/sales`;
}

export interface SeatLimitNoticeProps {
  /** The sales page (`contactSalesUrl`). */
  salesUrl: string;
  /** Whose seats are all taken, e.g. 'Every seat of this installation is taken'. */
  taken: ReactNode;
  /** What sales add seats to, e.g. 'your license'. */
  addSeatsTo: string;
  /**
   * The viewer's own way to more seats (e.g. an 'Increase seat count' link for an admin of a plan sold by the
   * seat), shown instead of the prompt to contact sales.
   */
  increaseSeats?: ReactNode;
}

/**
 * Spec §8 'Seat limit reached': additional members will not have access, with a prompt to contact sales, or the
 * way to add seats when the viewer can add them.
 */
export function SeatLimitNotice({ salesUrl, taken, addSeatsTo, increaseSeats }: SeatLimitNoticeProps) {
  return (
    <Alert color="yellow" variant="light" title="Seat limit reached" data-testid="seat-limit-note">
      {taken}: additional members will not have access.{' '}
      {increaseSeats ?? (
        <>
          <Anchor href={salesUrl} target="_blank" rel="noreferrer">
            Contact sales
          </Anchor>{' '}
          to add seats to {addSeatsTo}.
        </>
      )}
    </Alert>
  );
}

export interface AutoActivateSetting {
  checked: boolean;
  /** Called with the wanted state; without it the switch only shows the setting (members who are not admins). */
  onChange?: (checked: boolean) => void;
  /** @default false */
  disabled?: boolean;
  /** What the setting does. */
  description: ReactNode;
}

export interface MemberActivationPanelProps {
  ref?: Ref<HTMLDivElement>;
  /** The seat counts are loading. @default false */
  isLoading?: boolean;
  /** The seat line; null when the counts could not be read (the spec §8 fallback shows). */
  seatLine: ReactNode | null;
  /** Shown under the seat line: plan notes, the seat limit notice. */
  children?: ReactNode;
  /** The auto-activation switch; left out, none shows. */
  autoActivate?: AutoActivateSetting;
}

/**
 * The activation panel above a members list: 'Member activation', the seat line (or its fallback), notes and the
 * 'Auto-activate members' switch. Data comes in as props.
 */
export function MemberActivationPanel({
  ref,
  isLoading = false,
  seatLine,
  children,
  autoActivate,
}: MemberActivationPanelProps) {
  return (
    <Card ref={ref} withBorder padding="lg" data-testid="activation-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Member activation
        </Title>
        {isLoading ? (
          <Text size="sm" c="dimmed">
            Loading seat usage…
          </Text>
        ) : seatLine === null ? (
          <Text size="sm" c="dimmed" data-testid="seat-count-unavailable">
            {SEAT_USAGE_UNAVAILABLE}
          </Text>
        ) : (
          <Text size="sm" data-testid="seat-count">
            {seatLine}
          </Text>
        )}
        {children}
        {autoActivate && (
          <Switch
            label="Auto-activate members"
            description={autoActivate.description}
            checked={autoActivate.checked}
            disabled={(autoActivate.disabled ?? false) || !autoActivate.onChange}
            onChange={(event) => autoActivate.onChange?.(event.currentTarget.checked)}
            data-readonly={!autoActivate.onChange || undefined}
          />
        )}
      </Stack>
    </Card>
  );
}
