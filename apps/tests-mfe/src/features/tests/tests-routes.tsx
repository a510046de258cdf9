import { Navigate, Route, Routes } from 'react-router';
import { PageError, useRepoStanding } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { repoPaths } from '@canopy/routes';
import { TestsDashboard } from './tests-dashboard';
import { setupOptions, TestsOnboarding, type SetupOption } from './tests-onboarding';

/**
 * `/:provider/:owner/:repo/tests/*`: the dashboard per branch and the onboarding. Until test results arrive,
 * members are sent to the onboarding and visitors see that there is nothing yet.
 */
export function TestsRoutes() {
  const { basePath, query } = useRepoStanding();

  if (query.isPending) return <FullPageLoader fullPage={false} label="Loading tests" />;
  if (query.isError) return <PageError error={query.error} />;

  const isMember = query.data.isCurrentUserPartOfOrg;
  const repository = query.data.repository;
  const enabled = !!repository?.testAnalyticsEnabled;
  const testsPath = repoPaths.tests(basePath);
  const dashboard =
    !enabled && isMember ? (
      <Navigate to={repoPaths.testsSetup(basePath)} replace />
    ) : (
      <TestsDashboard defaultBranch={repository?.defaultBranch} enabled={enabled} />
    );
  const onboarding = (option: SetupOption) =>
    isMember ? <TestsOnboarding basePath={basePath} option={option} /> : <Navigate to={testsPath} replace />;

  return (
    <Routes>
      <Route index element={dashboard} />
      <Route path="new">
        {setupOptions.map((option) =>
          option.path ? (
            <Route key={option.id} path={option.path} element={onboarding(option)} />
          ) : (
            <Route key={option.id} index element={onboarding(option)} />
          ),
        )}
        <Route path="*" element={<Navigate to={repoPaths.testsSetup(basePath)} replace />} />
      </Route>
      <Route path=":branch" element={dashboard} />
      <Route path="*" element={<Navigate to={testsPath} replace />} />
    </Routes>
  );
}
