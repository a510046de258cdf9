import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { FullPageLoader, type RemoteRoutes } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { OwnerPage } from './features/owner/owner-page';
import { lazyPage } from './features/repo/lazy-page';
import { overview, repoPageAt } from './features/repo/page-chunks';

// The owner page is where users land; the repository pages and the analytics tab load when first opened.
const repoRoutes = lazyPage(() => import('./features/repo/repo-routes').then((m) => m.RepoRoutes));
const RepoRoutes = repoRoutes.Page;

// A repository page opened from its address: the frame's and the overview's code load now, together, rather
// than one after the other once each is rendered. A failed load shows where the page is drawn.
const opening = repoPageAt(window.location.pathname);
if (opening) repoRoutes.preload().catch(() => undefined);
if (opening === 'overview') overview.preload().catch(() => undefined);

const AnalyticsPage = lazy(() =>
  import('./features/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
);

const loading = <FullPageLoader fullPage={false} label="Loading page" />;

/** Mounted at `/:provider/:owner/*`: the owner page, and every repository page under `:repo/*`. */
function OwnerSection() {
  return (
    <Routes>
      <Route index element={<OwnerPage />} />
      <Route
        path=":repo/*"
        element={
          <Suspense fallback={loading}>
            <RepoRoutes />
          </Suspense>
        }
      />
    </Routes>
  );
}

/** Mounted at `/analytics/:provider/:owner/*`. */
function AnalyticsSection() {
  const { provider = '', owner = '' } = useParams();
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={loading}>
            <AnalyticsPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to={ownerPaths.analytics(provider, owner)} replace />} />
    </Routes>
  );
}

/** The `repo_mfe/Routes` module: `section` is 'owner' or 'analytics' (docs/interfaces.md). */
const RepoMfeRoutes: RemoteRoutes = ({ section }) =>
  section === 'analytics' ? <AnalyticsSection /> : <OwnerSection />;

export default RepoMfeRoutes;
