import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { isSelfHosted, useConfigEnv } from '@canopy/auth';
import { RemoteSection } from '@canopy/ui-kit';
import { LandingRedirect } from '../features/landing/landing-redirect';
import { ShellLayout } from '../features/layout/shell-layout';
import { LoginPage } from '../features/login/login-page';
import { SelfHostedLandingGuard } from '../features/login/self-hosted-landing-page';
import { SyncPage } from '../features/sync/sync-page';

/** Legacy `/:provider/:owner/:repo/compare/*` links open the matching pull request path. */
export function CompareRedirect() {
  const { provider = '', owner = '', repo = '', '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  const base = [provider, owner, repo].map(encodeURIComponent).join('/');
  return <Navigate to={`/${base}/pull/${rest}${search}${hash}`} replace />;
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
            <Route path="/login" element={<Navigate to="/" replace />} />
            <Route path="/login/:provider" element={<Navigate to="/" replace />} />
            <Route index element={<SelfHostedLandingGuard />} />
          </>
        ) : (
          <>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/login/:provider" element={<LoginPage />} />
          </>
        )}
      </Route>

      <Route element={<ShellLayout variant="app" />}>
        <Route path="/sync" element={<SyncPage />} />
        <Route
          path="/account/:provider/:owner/*"
          element={<RemoteSection id="account_mfe/Routes" section="account" />}
        />
        <Route
          path="/canopyai/:provider/:owner/*"
          element={<RemoteSection id="account_mfe/Routes" section="ai" />}
        />
        <Route
          path="/analytics/:provider/:owner/*"
          element={<RemoteSection id="repo_mfe/Routes" section="analytics" />}
        />
        {selfHosted ? (
          <>
            <Route
              path="/admin/:provider/*"
              element={<RemoteSection id="admin_mfe/Routes" section="admin" />}
            />
            {/* Hosted-only paths do not exist here: they would otherwise read as /:provider/:owner. */}
            <Route path="/plan/*" element={<LandingRedirect />} />
            <Route path="/members/*" element={<LandingRedirect />} />
          </>
        ) : (
          <>
            <Route path="/plan/:provider" element={<LandingRedirect plan useProviderParam />} />
            <Route
              path="/plan/:provider/:owner/*"
              element={<RemoteSection id="plan_mfe/Routes" section="plan" />}
            />
            <Route
              path="/members/:provider/:owner/*"
              element={<RemoteSection id="plan_mfe/Routes" section="members" />}
            />
            <Route path="/admin/*" element={<LandingRedirect />} />
          </>
        )}
        <Route path="/:provider" element={<LandingRedirect useProviderParam />} />
        <Route path="/:provider/:owner/:repo/compare/*" element={<CompareRedirect />} />
        <Route path="/:provider/:owner/*" element={<RemoteSection id="repo_mfe/Routes" section="owner" />} />
      </Route>

      {!selfHosted && <Route index element={<LandingRedirect />} />}
      <Route path="*" element={<LandingRedirect />} />
    </Routes>
  );
}
