import { useLocation } from 'react-router';
import { Banner } from '@canopy/ui-kit';

/** Spec §8: shown while the query string contains 'expired'. */
export function SessionExpiredBanner() {
  const { search } = useLocation();
  if (!search.includes('expired')) return null;
  return (
    <Banner variant="warning" title="Session expired">
      Your session has expired. Please log in again to continue.
    </Banner>
  );
}
