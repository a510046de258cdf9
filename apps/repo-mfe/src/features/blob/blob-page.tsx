import { Stack } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { SummaryStrip } from '../summary-strip/summary-strip';
import { useRepoFrame } from '../common/repo-frame-context';
import { sourceBlobPath } from '../file-viewer/file-paths';
import { FileViewer } from '../file-viewer/file-viewer';

/**
 * `blob/:ref/*`: the overview's summary strip (not its charts), then a file at a branch head, or at a commit
 * when `ref` is a SHA that names no branch (the coverage query tries the branch first, then the commit, in
 * one request).
 */
export function BlobPage() {
  const { ref = '', '*': rest = '' } = useParams();
  const { basePath } = useRepoFrame();
  const location = useLocation();
  const navigate = useNavigate();
  const path = rest.replace(/\/+$/, '');
  return (
    <Stack gap="md">
      <SummaryStrip
        refName={ref}
        onBranchChange={(branch) =>
          void navigate(`${sourceBlobPath(basePath, { kind: 'branch', branch }, path)}${location.search}`)
        }
      />
      <FileViewer source={{ kind: 'branch', branch: ref }} path={path} />
    </Stack>
  );
}
