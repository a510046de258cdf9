import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '@canopy/api-client';
import { isGitHub, useIdentifyFlags, useSessionUser, useTracker } from '@canopy/auth';
import { useGuestAccessRedirect } from '../features/errors/use-guest-access-redirect';
import { applyOnboardingSource } from '../features/header/onboarding-visibility';
import { routeContext } from './route-context';

/** Identifies a signed-in user to the flag and analytics services (guests are never identified). */
function SignedInEffects({ provider }: { provider: string }) {
  const { data: me } = useCurrentUser(provider);
  const tracker = useTracker();
  useIdentifyFlags(me ?? null);

  const ownerid = me?.trackingMetadata.ownerid;
  useEffect(() => {
    if (ownerid == null) return;
    tracker.identify({ userOwnerId: ownerid, provider });
    tracker.setContext({ ownerid });
  }, [ownerid, provider, tracker]);
  return null;
}

/** App-wide effects that need the router and the session: redirects, identification, analytics context. */
export function ShellEffects() {
  const { pathname, search } = useLocation();
  const { user } = useSessionUser();
  const tracker = useTracker();
  useGuestAccessRedirect();

  const provider = routeContext(pathname).provider ?? user?.owners?.[0]?.service;

  useEffect(() => {
    tracker.setContext({ path: pathname });
  }, [pathname, tracker]);

  useEffect(() => {
    applyOnboardingSource(search, isGitHub(provider));
  }, [search, provider]);

  return user && provider ? <SignedInEffects provider={provider} /> : null;
}
