import { errorStatus } from '@canopy/api-client';
import { isSelfHosted, useSessionUser } from '@canopy/auth';
import { ErrorPage } from '@canopy/ui-kit';

export interface PageErrorProps {
  /** The error of a failed query; its status picks the page (spec §8). */
  error?: unknown;
  /** A status to show instead of the error's own. */
  status?: number;
}

/** A failed page rendered through the ui-kit error page: 404 for a missing owner or repository, and so on. */
export function PageError({ error, status }: PageErrorProps) {
  const { isGuest } = useSessionUser();
  return (
    <ErrorPage
      status={status ?? errorStatus(error) ?? 500}
      isLoggedIn={!isGuest}
      isSelfHosted={isSelfHosted()}
    />
  );
}
