import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorFromCombinedError, useApiClients } from '@canopy/api-client';
import { isSelfHosted, useConfigEnv } from '@canopy/auth';

function isGuestAccessDenied(error: unknown): boolean {
  return (
    !!error &&
    typeof error === 'object' &&
    (error as { guestAccessDenied?: unknown }).guestAccessDenied === true
  );
}

/**
 * Spec §6: on a self-hosted install, a GraphQL 403 (guest access off) sends the visitor to /login,
 * whichever page or remote made the query.
 */
export function useGuestAccessRedirect(): void {
  const config = useConfigEnv();
  const clients = useApiClients();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selfHosted = isSelfHosted(config);
  const here = useRef(pathname);
  useEffect(() => {
    here.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!selfHosted) return undefined;
    const redirect = (error: unknown) => {
      if (!isGuestAccessDenied(error)) return;
      // Already on the sign-in page: nothing to redirect to.
      if (here.current === '/' || here.current === '/login') return;
      navigate('/login', { replace: true });
    };
    const stopRest = clients.queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') redirect(event.action.error);
    });
    const stopGraphql = clients.onGraphqlError((error) => redirect(errorFromCombinedError(error)));
    return () => {
      stopRest();
      stopGraphql();
    };
  }, [navigate, clients, selfHosted]);
}
