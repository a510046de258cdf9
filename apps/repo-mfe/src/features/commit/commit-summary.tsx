import type { ReactNode } from 'react';
import { Anchor, Code, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CommitPageData } from '@canopy/api-client';
import { CoverageChange } from '@canopy/ui-kit';
import { coverageFiltersQuery, useCoverageFilters } from '../coverage-filters/use-coverage-filters';
import { formatPercent } from '../commits/commits-table';
import { useRepoFrame } from '../repo/repo-frame-context';

export const UPLOAD_ERROR_SOURCE_TEXT =
  'There is an error processing the coverage reports. Common issues are file paths, empty files or expired reports. See the upload errors in Coverage reports history.';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `commit-summary-${title.toLowerCase()}`;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={id}>
      <Stack gap={4}>
        <Text id={id} size="xs" fw={700} tt="uppercase" c="dimmed">
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

export interface CommitSummaryProps {
  commit: CommitPageData;
  /** Any upload of the commit failed: the source is replaced by the error text. */
  uploadErrored: boolean;
}

/** HEAD, Patch, Change and Source: the commit's coverage against its parent. */
export function CommitSummary({ commit, uploadErrored }: CommitSummaryProps) {
  const { basePath } = useRepoFrame();
  const filters = useCoverageFilters();
  const { comparison } = commit;
  const head = commit.totals?.percentCovered ?? comparison?.headTotals?.percentCovered ?? null;
  const base = comparison?.baseCommit ?? commit.parentCommitid;
  const short = (sha: string) => sha.slice(0, 7);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="commit-summary">
      <Card title="HEAD">
        <Text fw={700} fz="xl" ff="monospace">
          {formatPercent(head)}
        </Text>
        <Code w="fit-content">{short(commit.commitid)}</Code>
      </Card>
      <Card title="Patch">
        <Text fw={700} fz="xl" ff="monospace">
          {formatPercent(comparison?.patchTotals?.percentCovered)}
        </Text>
      </Card>
      <Card title="Change">
        <CoverageChange value={comparison?.changeCoverage} size="xl" />
      </Card>
      <Card title="Source">
        {uploadErrored ? (
          <Text size="sm" c="red" data-testid="source-upload-error">
            {UPLOAD_ERROR_SOURCE_TEXT}
          </Text>
        ) : base ? (
          <Text size="sm">
            This commit <Code>{short(commit.commitid)}</Code> compared to{' '}
            <Anchor
              component={Link}
              to={`${basePath}/commit/${encodeURIComponent(base)}${coverageFiltersQuery(filters)}`}
              ff="monospace"
              fz="sm"
              aria-label={`Parent commit ${short(base)}`}
            >
              {short(base)}
            </Anchor>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            This commit has no parent with coverage to compare to.
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}
