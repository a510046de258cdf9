import { Code, Text } from '@mantine/core';
import type { CommitPageData } from '@canopy/repo-data-access';
import { shortSha } from '../common/format';
import { CommitLink, ComparisonSummary } from '../comparison-summary/comparison-summary';

export const UPLOAD_ERROR_SOURCE_TEXT =
  'There is an error processing the coverage reports. Common issues are file paths, empty files or expired reports. See the upload errors in Coverage reports history.';

export interface CommitSummaryProps {
  commit: CommitPageData;
  /** Any upload of the commit failed: the source is replaced by the error text. */
  uploadErrored: boolean;
}

/** HEAD, Patch, Change and Source: the commit's coverage against its parent. */
export function CommitSummary({ commit, uploadErrored }: CommitSummaryProps) {
  const { comparison } = commit;
  const head = commit.totals?.percentCovered ?? comparison?.headTotals?.percentCovered ?? null;
  const base = comparison?.baseCommit ?? commit.parentCommitid;
  return (
    <ComparisonSummary
      name="commit"
      headCoverage={head}
      headSha={commit.commitid}
      patchCoverage={comparison?.patchTotals?.percentCovered}
      change={comparison?.changeCoverage}
      uploadError={uploadErrored ? UPLOAD_ERROR_SOURCE_TEXT : null}
      source={
        base ? (
          <Text size="sm">
            This commit <Code>{shortSha(commit.commitid)}</Code> compared to{' '}
            <CommitLink sha={base} label="Parent" />
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            This commit has no parent with coverage to compare to.
          </Text>
        )
      }
    />
  );
}
