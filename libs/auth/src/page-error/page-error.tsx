import { errorStatus, logout } from '@canopy/api-client';
import { ErrorPage } from '@canopy/ui-kit';
import { isSelfHosted } from '../config/config-env';
import { useSessionUser } from '../session/session-user';

export interface PageErrorProps {
  /** The error of a failed query; its status picks the page (spec §8). @default a 500 */
  error?: unknown;
  /** A status to show instead of the error's own. */
  status?: number;
}

/**
 * ui-kit's error page for a failed query or a status, as the person looking sees it: a guest's 404 offers to
 * log in, and a self-hosted install points to the docs only.
 */
export function PageError({ error, status }: PageErrorProps) {
  const { isGuest } = useSessionUser();
  const selfHosted = isSelfHosted();
  return (
    <ErrorPage
      status={status ?? errorStatus(error) ?? 500}
      isLoggedIn={!isGuest}
      isSelfHosted={selfHosted}
      // Spec §8: 'Please log in.' links to /login, which a self-hosted install redirects to its landing page.
      loginHref="/login"
      // 429: the button signs out before returning to log in (spec §8).
      onLogout={() => logout().catch(() => undefined)}
    />
  );
}
