import type { ReactNode } from 'react';
import { Anchor, Code, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CoverageChange } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { coverageFiltersQuery, useCoverageFilters } from '../coverage-filters/use-coverage-filters';
import { formatPercent, shortSha } from '../common/format';
import { useRepoFrame } from '../common/repo-frame-context';

function Card({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `${name}-summary-${title.toLowerCase()}`;
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

/** A short SHA linking to its commit page, keeping the flag and component filters. */
export function CommitLink({ sha, label }: { sha: string; label: string }) {
  const { basePath } = useRepoFrame();
  const filters = useCoverageFilters();
  return (
    <Anchor
      component={Link}
      to={`${repoPaths.commit(basePath, sha)}${coverageFiltersQuery(filters)}`}
      ff="monospace"
      fz="sm"
      aria-label={`${label} commit ${shortSha(sha)}`}
    >
      {shortSha(sha)}
    </Anchor>
  );
}

export interface ComparisonSummaryProps {
  /** `commit` or `pull`: names the cards' headings (`commit-summary-head` …) and the grid (`commit-summary`). */
  name: string;
  headCoverage: number | null | undefined;
  /** HEAD's commit, shown under its coverage when known. */
  headSha: string | null;
  patchCoverage: number | null | undefined;
  /** Head minus base, in percentage points. */
  change: number | null | undefined;
  /** What HEAD is compared with (Source card). */
  source: ReactNode;
  /** Shown instead of `source` when HEAD's uploads failed. */
  uploadError: string | null;
  /** Below the source, whatever it says (the pull request's base picker). */
  sourceActions?: ReactNode;
}

/** The HEAD, Patch, Change and Source cards of a commit or a pull request. */
export function ComparisonSummary({
  name,
  headCoverage,
  headSha,
  patchCoverage,
  change,
  source,
  uploadError,
  sourceActions,
}: ComparisonSummaryProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid={`${name}-summary`}>
      <Card name={name} title="HEAD">
        <Text fw={700} fz="xl" ff="monospace">
          {formatPercent(headCoverage)}
        </Text>
        {headSha && <Code w="fit-content">{shortSha(headSha)}</Code>}
      </Card>
      <Card name={name} title="Patch">
        <Text fw={700} fz="xl" ff="monospace">
          {formatPercent(patchCoverage)}
        </Text>
      </Card>
      <Card name={name} title="Change">
        <CoverageChange value={change} size="xl" />
      </Card>
      <Card name={name} title="Source">
        {uploadError ? (
          <Text size="sm" c="red" data-testid="source-upload-error">
            {uploadError}
          </Text>
        ) : (
          source
        )}
        {sourceActions}
      </Card>
    </SimpleGrid>
  );
}
