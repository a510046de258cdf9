import { Navigate, Route, Routes, useParams } from 'react-router';
import { PageError } from '@canopy/auth';
import { RemoteSection, NotAvailable } from '@canopy/ui-kit';
import { RepoConfig } from './repo-config';
import { RepoFrame } from './repo-frame';
import { useRepoFrame } from './repo-frame-context';
import { RepoOverview } from './repo-overview';
import { repoTabFor } from './repo-tabs';
import { UploadInstructions } from './upload-instructions';

/** `compare/*` is the old address of a pull request: go to the matching `pull/*` path. */
function CompareRedirect() {
  const { basePath } = useRepoFrame();
  const rest = useParams()['*'] ?? '';
  return <Navigate to={rest ? `${basePath}/pull/${rest}` : `${basePath}/pulls`} replace />;
}

/** Pull request pages: the id must be an integer (spec §5). */
function PullPage() {
  const { pullId = '' } = useParams();
  if (!/^\d+$/.test(pullId)) return <PageError status={404} />;
  return (
    <NotAvailable feature="The pull request page">
      Coverage changes of pull #{pullId} will appear here.
    </NotAvailable>
  );
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
        <Route index element={<RepoOverview />} />
        <Route path="tree/:branch" element={<RepoOverview />} />
        <Route
          path="tree/:branch/*"
          element={
            <NotAvailable feature="The file explorer">
              Files and folders with their coverage will appear here.
            </NotAvailable>
          }
        />
        <Route
          path="blob/:ref/*"
          element={
            <NotAvailable feature="The file viewer">
              Line-by-line coverage of this file will appear here.
            </NotAvailable>
          }
        />
        <Route
          path="commits/:branch?"
          element={
            <NotAvailable feature="The commit list">
              The commits of this repository and their coverage will appear here.
            </NotAvailable>
          }
        />
        <Route
          path="commit/:commit/*"
          element={
            <NotAvailable feature="The commit page">
              Coverage of this commit and its uploads will appear here.
            </NotAvailable>
          }
        />
        <Route path="pull/:pullId/*" element={<PullPage />} />
        <Route path="compare/*" element={<CompareRedirect />} />
        <Route
          path="pulls"
          element={
            <NotAvailable feature="The pull request list">
              Pull requests and their patch coverage will appear here.
            </NotAvailable>
          }
        />
        <Route
          path="branches"
          element={
            <NotAvailable feature="The branch list">
              The branches of this repository will appear here.
            </NotAvailable>
          }
        />
        <Route
          path="flags/*"
          element={
            <NotAvailable feature="Flag analytics">
              Coverage per flag and its trend will appear here.
            </NotAvailable>
          }
        />
        <Route
          path="components/*"
          element={
            <NotAvailable feature="Component analytics">
              Coverage per component and its trend will appear here.
            </NotAvailable>
          }
        />
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
