import { OwnerTabLinks, type OwnerTabLinksProps } from '@canopy/ui-kit';
import { isSelfHosted } from '../config/config-env';
import { useFlags } from '../flags/flags';

/** ui-kit's owner tabs, given this install's edition and the Canopy AI flag. */
export function OwnerTabs(props: Pick<OwnerTabLinksProps, 'provider' | 'owner' | 'active'>) {
  const { canopyAiFeaturesTab } = useFlags({ canopyAiFeaturesTab: false });
  return <OwnerTabLinks {...props} withAiTab={canopyAiFeaturesTab} isSelfHosted={isSelfHosted()} />;
}
