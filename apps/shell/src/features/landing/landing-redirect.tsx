import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { runGraphqlMutation, syncWithGitProviderMutation, useApiClients } from '@canopy/api-client';
import { useSessionUser, providerName } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { isInstallRequest, landingPath } from './landing-path';

export interface LandingRedirectProps {
  /** Keep the `:provider` of the URL (`/:provider`, `/plan/:provider`). @default false */
  useProviderParam?: boolean;
}

/** Sends the visitor to their landing owner, or to /login (spec §2 "Landing redirect"). */
export function LandingRedirect({ useProviderParam = false }: LandingRedirectProps) {
  const { user, isLoading } = useSessionUser();
  const location = useLocation();
  const params = useParams();
  const clients = useApiClients();
  const provider = useProviderParam && providerName(params.provider) ? params.provider : undefined;
  const installRequest = !!user && isInstallRequest(location.search);

  // Spec §2: after a GitHub app install request, a sync (once) brings in what the request changes; the owner
  // page it goes to follows the sync. It runs in the background: the redirect does not wait for it.
  const synced = useRef(false);
  useEffect(() => {
    if (!installRequest || synced.current) return;
    synced.current = true;
    runGraphqlMutation(clients, syncWithGitProviderMutation({ provider: provider ?? 'gh' })).catch(
      () => undefined,
    );
  }, [installRequest, clients, provider]);

  if (isLoading) return <FullPageLoader label="Finding your organization" />;
  return <Navigate to={landingPath(user, location.search, { provider })} replace />;
}
