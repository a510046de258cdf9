import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { PageError } from '@canopy/auth';
import { FullPageLoader, RemoteSection } from '@canopy/ui-kit';
import { joinPath, repoPaths, repoRoutes, shellRoutes } from '@canopy/routes';
import { DeactivatedRepo } from './deactivated-repo';
import { overview } from './page-chunks';
import { RepoConfig } from './repo-config';
import { RepoFrame } from './repo-frame';
import { repoState, useRepoFrame } from '../common/repo-frame-context';
import { repoTabFor } from './repo-tabs';

// Each page is its own chunk: the first visit to a repository downloads the overview, not the pull request page.
const OverviewPage = overview.Page;
const BlobPage = lazy(() => import('../blob/blob-page').then((m) => ({ default: m.BlobPage })));
const CommitsPage = lazy(() => import('../commits/commits-page').then((m) => ({ default: m.CommitsPage })));
const CommitPage = lazy(() => import('../commit/commit-page').then((m) => ({ default: m.CommitPage })));
const PullsPage = lazy(() => import('../pulls/pulls-page').then((m) => ({ default: m.PullsPage })));
const PullPage = lazy(() => import('../pull/pull-page').then((m) => ({ default: m.PullPage })));
const BranchesPage = lazy(() =>
  import('../branches/branches-page').then((m) => ({ default: m.BranchesPage })),
);
const FlagsPage = lazy(() => import('../flags/flags-page').then((m) => ({ default: m.FlagsPage })));
const CoverageSetup = lazy(() =>
  import('../upload-instructions/coverage-setup').then((m) => ({ default: m.CoverageSetup })),
);
const ComponentsPage = lazy(() =>
  import('../components/components-page').then((m) => ({ default: m.ComponentsPage })),
);

/** `compare/*` is the old address of a pull request: go to the matching `pull/*` path. */
function CompareRedirect() {
  const { basePath } = useRepoFrame();
  const rest = useParams()['*'] ?? '';
  return <Navigate to={rest ? joinPath(basePath, 'pull', rest) : repoPaths.pulls(basePath)} replace />;
}

/** Pull request pages: the id must be an integer (spec §5). */
function PullRoute() {
  const { pullId = '' } = useParams();
  if (!/^\d+$/.test(pullId)) return <PageError status={404} />;
  return <PullPage />;
}

function RepoHome() {
  const { basePath } = useRepoFrame();
  return <Navigate to={basePath} replace />;
}

/** Flags and Components are not part of the Team plan for private repositories: they open the overview. */
function NotOnTeamPrivate({ children }: { children: ReactNode }) {
  const { isTeamPrivate } = useRepoFrame();
  return isTeamPrivate ? <RepoHome /> : children;
}

const embeddedRoutes = (
  <>
    <Route path={repoRoutes.bundles} element={<RemoteSection id="bundles_mfe/Routes" section="bundles" />} />
    <Route path={repoRoutes.tests} element={<RemoteSection id="tests_mfe/Routes" section="tests" />} />
  </>
);

/** Before the first upload: set-up, Configuration and the bundle and test onboarding; the rest goes to set-up. */
function SetUpRoutes() {
  const { basePath } = useRepoFrame();
  return (
    <Routes>
      <Route path={repoRoutes.config} element={<RepoConfig />} />
      {embeddedRoutes}
      <Route path="*" element={<Navigate to={repoPaths.setup(basePath)} replace />} />
    </Routes>
  );
}

/**
 * A deactivated repository: Configuration, and the deactivated screen at the root, where every other path
 * leads, so the address (and the header's breadcrumb) names no page that is not shown.
 */
function DeactivatedRoutes() {
  return (
    <Routes>
      <Route index element={<DeactivatedRepo />} />
      <Route path={repoRoutes.config} element={<RepoConfig />} />
      <Route path="*" element={<RepoHome />} />
    </Routes>
  );
}

/** The pages of the repository's state (reference §9.1). */
function PagesOfState() {
  const { repository } = useRepoFrame();
  switch (repoState(repository)) {
    case 'deactivated':
      return <DeactivatedRoutes />;
    case 'setup':
      return <SetUpRoutes />;
    case 'ready':
      return <ReadyRoutes />;
  }
}

/**
 * The set-up guides stay one mounted page while the first upload turns the repository from 'setup' to 'ready',
 * so the page that waited for it sees it arrive (and opens the overview). A deactivated repository has none.
 */
function StateRoutes() {
  const { repository } = useRepoFrame();
  const withSetUp = repoState(repository) !== 'deactivated';
  return (
    <Routes>
      {withSetUp && <Route path={repoRoutes.setupAny} element={<CoverageSetup />} />}
      <Route path="*" element={<PagesOfState />} />
    </Routes>
  );
}

function ReadyRoutes() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path={repoRoutes.tree} element={<OverviewPage />} />
      <Route path={repoRoutes.blob} element={<BlobPage />} />
      <Route path={repoRoutes.commits} element={<CommitsPage />} />
      <Route path={repoRoutes.commit} element={<CommitPage />} />
      <Route path={repoRoutes.pull} element={<PullRoute />} />
      <Route path={repoRoutes.compare} element={<CompareRedirect />} />
      <Route path={repoRoutes.pulls} element={<PullsPage />} />
      <Route path={repoRoutes.branches} element={<BranchesPage />} />
      <Route
        path={repoRoutes.flags}
        element={
          <NotOnTeamPrivate>
            <FlagsPage />
          </NotOnTeamPrivate>
        }
      />
      <Route
        path={repoRoutes.components}
        element={
          <NotOnTeamPrivate>
            <ComponentsPage />
          </NotOnTeamPrivate>
        }
      />
      <Route path={repoRoutes.config} element={<RepoConfig />} />
      {embeddedRoutes}
      {/* Spec §2, any other path: the landing redirect, which the shell's root performs. */}
      <Route path="*" element={<Navigate to={shellRoutes.landing} replace />} />
    </Routes>
  );
}

/** Every page under `/{provider}/{owner}/{repo}` (spec §2), inside the repository frame. */
export function RepoRoutes() {
  const { provider = '', owner = '', repo = '', '*': rest = '' } = useParams();
  const activeTab = repoTabFor(rest.split('/')[0]);
  return (
    <RepoFrame provider={provider} owner={owner} repo={repo} activeTab={activeTab}>
      <Suspense fallback={<FullPageLoader fullPage={false} label="Loading page" />}>
        <StateRoutes />
      </Suspense>
    </RepoFrame>
  );
}
