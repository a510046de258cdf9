import { lazy, Suspense } from 'react';
import { useSessionUser } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { LandingRedirect } from '../landing/landing-redirect';

// Only guests see it, so its code loads on demand, outside the shell's first load.
const SelfHostedLandingPage = lazy(() =>
  import('./self-hosted-landing-page').then((m) => ({ default: m.SelfHostedLandingPage })),
);

/** The guard around the self-hosted landing page: a signed-in user goes straight into the app. */
export function SelfHostedLandingGuard() {
  const { user, isLoading } = useSessionUser();
  if (isLoading) return <FullPageLoader />;
  if (user) return <LandingRedirect />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <SelfHostedLandingPage />
    </Suspense>
  );
}
