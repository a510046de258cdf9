import { lazy, Suspense } from 'react';
import { isSelfHosted, useConfigEnv } from '@canopy/auth';

// Only self-hosted installs show them: their code loads there, outside the shell's first load.
const SelfHostedBannerList = lazy(() =>
  import('./self-hosted-banner-list').then((m) => ({ default: m.SelfHostedBannerList })),
);

/** The self-hosted install's banners for a signed-in person: licence and seats, missing admins. */
export function SelfHostedBanners({ provider }: { provider: string }) {
  if (!isSelfHosted(useConfigEnv())) return null;
  return (
    <Suspense fallback={null}>
      <SelfHostedBannerList provider={provider} />
    </Suspense>
  );
}
