import { Navigate, Route, Routes, useParams } from 'react-router';
import type { RemoteRoutes } from '@canopy/ui-kit';
import { AnalyticsPage } from './features/analytics/analytics-page';
import { OwnerPage } from './features/owner/owner-page';
import { RepoRoutes } from './features/repo/repo-routes';

/** Mounted at `/:provider/:owner/*`: the owner page, and every repository page under `:repo/*`. */
function OwnerSection() {
  return (
    <Routes>
      <Route index element={<OwnerPage />} />
      <Route path=":repo/*" element={<RepoRoutes />} />
    </Routes>
  );
}

/** Mounted at `/analytics/:provider/:owner/*`. */
function AnalyticsSection() {
  const { provider = '', owner = '' } = useParams();
  return (
    <Routes>
      <Route index element={<AnalyticsPage />} />
      <Route
        path="*"
        element={
          <Navigate to={`/analytics/${encodeURIComponent(provider)}/${encodeURIComponent(owner)}`} replace />
        }
      />
    </Routes>
  );
}

/** The `repo_mfe/Routes` module: `section` is 'owner' or 'analytics' (docs/interfaces.md). */
const RepoMfeRoutes: RemoteRoutes = ({ section }) =>
  section === 'analytics' ? <AnalyticsSection /> : <OwnerSection />;

export default RepoMfeRoutes;
