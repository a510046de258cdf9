import { useConfigEnv } from '@canopy/auth';
import { LicenceBanner } from './licence-banner';
import { MissingAdminsBanner } from './missing-admins-banner';

/**
 * The self-hosted banners. The licence banner follows spec §9 word for word: it needs the display flag
 * (DISPLAY_SELF_HOSTED_EXPIRATION_BANNER) and the dedicated namespace (IS_DEDICATED_NAMESPACE) on a self-hosted
 * install (IS_SELF_HOSTED); 'Missing designated admins' needs a self-hosted install only.
 */
export function SelfHostedBannerList({ provider }: { provider: string }) {
  const config = useConfigEnv();
  const licenceBanner = config.DISPLAY_SELF_HOSTED_EXPIRATION_BANNER && config.IS_DEDICATED_NAMESPACE;
  return (
    <>
      <MissingAdminsBanner provider={provider} />
      {licenceBanner && <LicenceBanner provider={provider} />}
    </>
  );
}
