import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { isSelfHosted, toLongProvider, useConfigEnv } from '@canopy/auth';
import { FullPageLoader, RemoteSection } from '@canopy/ui-kit';
import { mounts, repoPaths, shellRoutes } from '@canopy/routes';
import { LandingRedirect } from '../features/landing/landing-redirect';
import { ShellLayout } from '../features/layout/shell-layout';
import { SelfHostedLandingGuard } from '../features/login/self-hosted-landing-guard';

// Pages most visits never see load on demand, outside the shell's first load.
const LoginPage = lazy(() => import('../features/login/login-page').then((m) => ({ default: m.LoginPage })));
const SyncPage = lazy(() => import('../features/sync/sync-page').then((m) => ({ default: m.SyncPage })));

/** A lazily loaded page, with the page loader while its code arrives. */
function LazyPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Page />
    </Suspense>
  );
}

/** Legacy `/:provider/:owner/:repo/compare/*` links open the matching pull request path. */
export function CompareRedirect() {
  const { provider = '', owner = '', repo = '', '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${repoPaths.repo(provider, owner, repo)}/pull/${rest}${search}${hash}`} replace />;
}

/** Spec §2, "any other path": a first segment that names no provider is not an owner page. */
function KnownProvider({ children }: { children: ReactNode }) {
  const { provider } = useParams();
  return toLongProvider(provider) ? children : <LandingRedirect />;
}

/**
 * The top-level route table of spec §2. Self-hosted installs have /admin and the guarded landing page at /;
 * hosted installs have /login, /plan and /members. Remotes own everything under their mounts.
 */
export function AppRoutes() {
  const selfHosted = isSelfHosted(useConfigEnv());

  return (
    <Routes>
      <Route element={<ShellLayout variant="public" />}>
        {selfHosted ? (
          <>
            <Route path={shellRoutes.login} element={<Navigate to="/" replace />} />
            <Route path={shellRoutes.loginProvider} element={<Navigate to="/" replace />} />
            <Route index element={<SelfHostedLandingGuard />} />
          </>
        ) : (
          <>
            <Route path={shellRoutes.login} element={<LazyPage page={LoginPage} />} />
            <Route path={shellRoutes.loginProvider} element={<LazyPage page={LoginPage} />} />
          </>
        )}
      </Route>

      <Route element={<ShellLayout variant="app" />}>
        <Route path={shellRoutes.sync} element={<LazyPage page={SyncPage} />} />
        <Route path={mounts.account} element={<RemoteSection id="account_mfe/Routes" section="account" />} />
        <Route path={mounts.ai} element={<RemoteSection id="account_mfe/Routes" section="ai" />} />
        <Route path={mounts.analytics} element={<RemoteSection id="repo_mfe/Routes" section="analytics" />} />
        {selfHosted ? (
          <>
            <Route path={mounts.admin} element={<RemoteSection id="admin_mfe/Routes" section="admin" />} />
            {/* Hosted-only paths do not exist here: they would otherwise read as /:provider/:owner. */}
            <Route path={shellRoutes.planAny} element={<LandingRedirect />} />
            <Route path={shellRoutes.membersAny} element={<LandingRedirect />} />
          </>
        ) : (
          <>
            {/* Spec §2: /plan/{provider} goes to the landing redirect (the owner page, or /plan with to=plan). */}
            <Route path={shellRoutes.planProvider} element={<LandingRedirect useProviderParam />} />
            <Route path={mounts.plan} element={<RemoteSection id="plan_mfe/Routes" section="plan" />} />
            <Route path={mounts.members} element={<RemoteSection id="plan_mfe/Routes" section="members" />} />
            <Route path={shellRoutes.adminAny} element={<LandingRedirect />} />
          </>
        )}
        <Route
          path={shellRoutes.provider}
          element={
            <KnownProvider>
              <LandingRedirect useProviderParam />
            </KnownProvider>
          }
        />
        <Route
          path={shellRoutes.compare}
          element={
            <KnownProvider>
              <CompareRedirect />
            </KnownProvider>
          }
        />
        <Route
          path={mounts.owner}
          element={
            <KnownProvider>
              <RemoteSection id="repo_mfe/Routes" section="owner" />
            </KnownProvider>
          }
        />
      </Route>

      {!selfHosted && <Route index element={<LandingRedirect />} />}
      <Route path="*" element={<LandingRedirect />} />
    </Routes>
  );
}
