import { useSelfHostedSettings, useUpdateSelfHostedSettings } from '@canopy/admin-data-access';
import { seatsFull } from '@canopy/api-client';
import { useConfigEnv } from '@canopy/auth';
import { notifyNotice } from '@canopy/ui-kit';
import { contactSalesUrl, MemberActivationPanel, SeatLimitNotice } from '@canopy/ui-kit/data-views';

/** Spec §8, shown for 10 s when the change is refused or the request fails. */
export const AUTO_ACTIVATE_ERROR = "Error updating org auto activation. Contact us and we'll help you out.";
export { SEAT_USAGE_UNAVAILABLE } from '@canopy/ui-kit/data-views';

function seatLine(seatsUsed: number, seatsLimit: number | null) {
  return (
    <>
      <strong>{seatsUsed}</strong>{' '}
      {seatsLimit === null ? 'active members, no seat limit' : `/ ${seatsLimit} available seats`}
    </>
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
  const full = !!data && seatsFull(data);

  const failed = () => notifyNotice({ type: 'error', text: AUTO_ACTIVATE_ERROR });
  const changeAutoActivate = (shouldAutoActivate: boolean) =>
    update.mutate(
      { provider, shouldAutoActivate },
      { onSuccess: (result) => (result.error ? failed() : undefined), onError: failed },
    );

  return (
    <MemberActivationPanel
      isLoading={settings.isPending}
      seatLine={data && data.seatsUsed !== null ? seatLine(data.seatsUsed, data.seatsLimit) : null}
      autoActivate={{
        checked: data?.planAutoActivate ?? false,
        disabled: !data || update.isPending,
        onChange: changeAutoActivate,
        description:
          'Members take a free seat the first time they open a private repository, while seats are left.',
      }}
    >
      {full && (
        <SeatLimitNotice
          salesUrl={contactSalesUrl(MARKETING_BASE_URL)}
          taken="Every seat of this installation is taken"
          addSeatsTo="your license"
        />
      )}
    </MemberActivationPanel>
  );
}
