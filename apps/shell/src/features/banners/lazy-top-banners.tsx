import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSessionUser } from '@canopy/auth';
import { routeContext } from '../../app/route-context';

// They belong to owners' pages and signed-in people only: their code loads then, outside the shell's first load.
const TopBanners = lazy(() => import('./top-banners').then((m) => ({ default: m.TopBanners })));

/** The top banners, loaded on demand on an owner's pages; nothing is shown while their code loads. */
export function LazyTopBanners() {
  const { pathname } = useLocation();
  const { user } = useSessionUser();
  if (!user || !routeContext(pathname).owner) return null;
  return (
    <Suspense fallback={null}>
      <TopBanners />
    </Suspense>
  );
}
