import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageError, useRepoStanding } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { repoPaths } from '@canopy/routes';
import { bundlers } from './bundlers';
import { BundlesDashboard } from './bundles-dashboard';

// The set-up guides load when first opened, outside the remote's first load.
const BundleOnboarding = lazy(() =>
  import('./bundle-onboarding').then((m) => ({ default: m.BundleOnboarding })),
);

/**
 * `/:provider/:owner/:repo/bundles/*`: the dashboard per branch and bundle, and the onboarding per bundler.
 * Until bundle stats arrive, members are sent to the onboarding and visitors see that there is nothing yet.
 */
export function BundlesRoutes() {
  const { basePath, query } = useRepoStanding();

  if (query.isPending) return <FullPageLoader fullPage={false} label="Loading bundles" />;
  if (query.isError) return <PageError error={query.error} />;

  const isMember = query.data.isCurrentUserPartOfOrg;
  const enabled = !!query.data.repository?.bundleAnalysisEnabled;
  const bundlesPath = repoPaths.bundles(basePath);
  const dashboard =
    !enabled && isMember ? (
      <Navigate to={repoPaths.bundlesSetup(basePath)} replace />
    ) : (
      <BundlesDashboard enabled={enabled} />
    );
  const onboarding = (bundler: (typeof bundlers)[number]) =>
    isMember ? (
      <Suspense fallback={<FullPageLoader fullPage={false} label="Loading the set-up guide" />}>
        <BundleOnboarding basePath={basePath} bundler={bundler} />
      </Suspense>
    ) : (
      <Navigate to={bundlesPath} replace />
    );

  return (
    <Routes>
      <Route index element={dashboard} />
      <Route path="new">
        {bundlers.map((bundler) =>
          bundler.path ? (
            <Route key={bundler.id} path={bundler.path} element={onboarding(bundler)} />
          ) : (
            <Route key={bundler.id} index element={onboarding(bundler)} />
          ),
        )}
        <Route path="*" element={<Navigate to={repoPaths.bundlesSetup(basePath)} replace />} />
      </Route>
      <Route path=":branch" element={dashboard} />
      <Route path=":branch/:bundle" element={dashboard} />
      <Route path="*" element={<Navigate to={bundlesPath} replace />} />
    </Routes>
  );
}
