import { planDataQuery, useGraphqlQuery } from '@canopy/api-client';
import { OwnerTabLinks, type OwnerTabLinksProps } from '@canopy/ui-kit';
import { isSelfHosted } from '../config/config-env';
import { useFlags } from '../flags/flags';
import { trialReminderOf } from './trial-reminder';

/** ui-kit's owner tabs, given this install's edition, the Canopy AI flag and (hosted) the org's trial. */
export function OwnerTabs(props: Pick<OwnerTabLinksProps, 'provider' | 'owner' | 'active'>) {
  const { canopyAiFeaturesTab } = useFlags({ canopyAiFeaturesTab: false });
  const selfHosted = isSelfHosted();
  // Read from the cache only: the shell's trial banners (and the plan pages) ask for the org's plan, so the tabs
  // add no request of their own to every owner page, and follow the plan when a trial starts or ends.
  const planData = useGraphqlQuery(planDataQuery({ provider: props.provider, owner: props.owner }), {
    enabled: !selfHosted,
    cacheOnly: true,
  });
  const trial = selfHosted ? null : trialReminderOf(planData.data?.plan);
  return <OwnerTabLinks {...props} withAiTab={canopyAiFeaturesTab} isSelfHosted={selfHosted} trial={trial} />;
}
