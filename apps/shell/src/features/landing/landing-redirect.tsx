import { Navigate, useLocation, useParams } from 'react-router';
import { useSessionUser, providerName } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { landingPath } from './landing-path';

export interface LandingRedirectProps {
  /** Send to the plan page of the landing owner (`/plan/:provider`). @default false */
  plan?: boolean;
  /** Keep the `:provider` of the URL (`/:provider`, `/plan/:provider`). @default false */
  useProviderParam?: boolean;
}

/** Sends the visitor to their landing owner, or to /login (spec §2 "Landing redirect"). */
export function LandingRedirect({ plan = false, useProviderParam = false }: LandingRedirectProps) {
  const { user, isLoading } = useSessionUser();
  const location = useLocation();
  const params = useParams();
  if (isLoading) return <FullPageLoader label="Finding your organization" />;
  const provider = useProviderParam && providerName(params.provider) ? params.provider : undefined;
  // Spec §2 also submits a sync after an install request (setup_action=request); the API has no sync mutation
  // yet, so the user is only sent to their own account, and the default organization is left alone.
  return <Navigate to={landingPath(user, location.search, { plan, provider })} replace />;
}
