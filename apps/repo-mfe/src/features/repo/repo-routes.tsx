import { Navigate, Route, Routes, useParams } from 'react-router';
import { PageError } from '@canopy/auth';
import { RemoteSection, NotAvailable } from '@canopy/ui-kit';
import { BranchesPage } from '../branches/branches-page';
import { CommitPage } from '../commit/commit-page';
import { CommitsPage } from '../commits/commits-page';
import { ComponentsPage } from '../components/components-page';
import { BlobPage } from '../file-viewer/blob-page';
import { FlagsPage } from '../flags/flags-page';
import { OverviewPage } from '../overview/overview-page';
import { PullPage } from '../pull/pull-page';
import { PullsPage } from '../pulls/pulls-page';
import { RepoConfig } from './repo-config';
import { RepoFrame } from './repo-frame';
import { useRepoFrame } from './repo-frame-context';
import { repoTabFor } from './repo-tabs';
import { UploadInstructions } from './upload-instructions';

/** `compare/*` is the old address of a pull request: go to the matching `pull/*` path. */
function CompareRedirect() {
  const { basePath } = useRepoFrame();
  const rest = useParams()['*'] ?? '';
  return <Navigate to={rest ? `${basePath}/pull/${rest}` : `${basePath}/pulls`} replace />;
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

/** Every page under `/{provider}/{owner}/{repo}` (spec §2), inside the repository frame. */
export function RepoRoutes() {
  const { provider = '', owner = '', repo = '', '*': rest = '' } = useParams();
  const activeTab = repoTabFor(rest.split('/')[0]);
  return (
    <RepoFrame provider={provider} owner={owner} repo={repo} activeTab={activeTab}>
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="tree/:branch/*" element={<OverviewPage />} />
        <Route path="blob/:ref/*" element={<BlobPage />} />
        <Route path="commits/:branch?" element={<CommitsPage />} />
        <Route path="commit/:commit/*" element={<CommitPage />} />
        <Route path="pull/:pullId/*" element={<PullRoute />} />
        <Route path="compare/*" element={<CompareRedirect />} />
        <Route path="pulls" element={<PullsPage />} />
        <Route path="branches" element={<BranchesPage />} />
        <Route path="flags/:branch?" element={<FlagsPage />} />
        <Route path="components/:branch?" element={<ComponentsPage />} />
        <Route path="config/*" element={<RepoConfig />} />
        <Route path="new" element={<UploadInstructions />} />
        <Route path="new/other-ci" element={<UploadInstructions />} />
        <Route
          path="new/circle-ci"
          element={
            <NotAvailable feature="The CircleCI set-up guide">
              A CircleCI guide will appear here. The CLI steps of the set-up page work in CircleCI too.
            </NotAvailable>
          }
        />
        <Route path="new/*" element={<RepoHome />} />
        <Route path="bundles/*" element={<RemoteSection id="bundles_mfe/Routes" section="bundles" />} />
        <Route path="tests/*" element={<RemoteSection id="tests_mfe/Routes" section="tests" />} />
        <Route path="*" element={<RepoHome />} />
      </Routes>
    </RepoFrame>
  );
}
