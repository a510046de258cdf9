import { type ReactNode, useCallback, useMemo } from 'react';
import { Alert, Anchor, Breadcrumbs, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCoverageForFile, type CoverageForFileResult } from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import { CopyButton } from '@canopy/ui-kit';
import {
  CodeViewer,
  preloadCodeViewer,
  type CodeViewerLineCoverage,
  CoverageBar,
  CoverageLegend,
  languageForPath,
} from '@canopy/ui-kit/data-views';
import type { CoverageSource } from '../common/coverage-source';
import { CoverageFilterSelects } from '../coverage-filters/coverage-filter-selects';
import { coverageFiltersQuery, useCoverageFilters } from '../coverage-filters/use-coverage-filters';
import { useRepoFrame } from '../common/repo-frame-context';
import { isBinaryFile, sourceTreePath } from './file-paths';

// The viewer's code loads while the file's coverage is fetched, so it shows with the data, without a fallback.
void preloadCodeViewer();

export interface FileViewerProps {
  source: CoverageSource;
  /** The file, relative to the repository root. */
  path: string;
}

/** `#L12` → 12; anything else → null. */
export function lineFromHash(hash: string): number | null {
  const match = /^#L(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

function sourceWords(source: CoverageSource, resolvedAs: CoverageForFileResult['resolvedAs']): string {
  if (source.kind === 'pull') return 'the head commit of this pull request';
  if (source.kind === 'branch' && resolvedAs !== 'commit') return `the head commit of ${source.branch}`;
  return 'this commit';
}

function FileBreadcrumb({ source, path }: { source: CoverageSource; path: string }) {
  const { basePath, repo } = useRepoFrame();
  const { flags, components } = useCoverageFilters();
  const query = coverageFiltersQuery({ flags, components });
  const segments = path.split('/').filter(Boolean);
  return (
    <Breadcrumbs separatorMargin={4} aria-label="File path" component="nav">
      <Anchor component={Link} to={`${sourceTreePath(basePath, source, '')}${query}`} size="sm">
        {repo}
      </Anchor>
      {segments.map((segment, index) =>
        index === segments.length - 1 ? (
          <Text key={index} size="sm" fw={600} aria-current="page">
            {segment}
          </Text>
        ) : (
          <Anchor
            key={index}
            component={Link}
            to={`${sourceTreePath(basePath, source, segments.slice(0, index + 1).join('/'))}${query}`}
            size="sm"
          >
            {segment}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}

function ViewerSkeleton() {
  return (
    <Stack gap={6} aria-busy="true" aria-label="Loading the file">
      {Array.from({ length: 12 }, (_, index) => (
        <Skeleton key={index} height={14} width={`${40 + ((index * 37) % 55)}%`} />
      ))}
    </Stack>
  );
}

function Explained({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconFileOff aria-hidden />}
      title={title}
      data-state="explained"
    >
      {children}
    </Alert>
  );
}

/**
 * One file with its line coverage at a branch head, a commit or a pull request head: breadcrumb, legend and
 * filters in a sticky bar, the file's coverage, and the virtualised code. `#L<n>` in the URL highlights a
 * line; clicking a number sets or clears it.
 */
export function FileViewer({ source, path }: FileViewerProps) {
  const { provider, owner, repo } = useRepoFrame();
  const { flags, components } = useCoverageFilters();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useCoverageForFile({ provider, owner, repo, source, path, flags, components });
  const filtered = flags.length > 0 || components.length > 0;

  const highlightedLine = lineFromHash(location.hash);
  const onLineClick = useCallback(
    (line: number) => {
      const hash = highlightedLine === line ? '' : `#L${line}`;
      // Push like a choice (Back clears it); the viewer keeps the scroll position.
      void navigate(
        { pathname: location.pathname, search: location.search, hash },
        { preventScrollReset: true },
      );
    },
    [highlightedLine, navigate, location.pathname, location.search],
  );

  const file = query.data?.file ?? null;
  const { lines, coverage } = useMemo(() => {
    const map = new Map<number, CodeViewerLineCoverage>();
    for (const line of file?.lines ?? []) {
      map.set(line.line, { coverage: line.coverage, hitCount: line.hitCount, branches: line.branches });
    }
    const text = file?.content;
    return {
      lines: text == null ? null : text.replace(/\r?\n$/, '').split(/\r?\n/),
      coverage: map,
    };
  }, [file]);

  if (query.isError) return <PageError error={query.error} />;

  const data = query.data;
  const resolvedSource: CoverageSource =
    source.kind === 'branch' && data?.resolvedAs === 'commit'
      ? { kind: 'commit', commitid: source.branch }
      : source;
  const percent = file?.totals?.percentCovered ?? null;

  let body: ReactNode;
  if (query.isPending) {
    body = <ViewerSkeleton />;
  } else if (!data || data.resolvedAs === null) {
    body = (
      <Explained title={source.kind === 'pull' ? 'Pull request not found' : 'Branch or commit not found'}>
        {source.kind === 'pull'
          ? `Canopy has not heard of pull request #${source.pullId}.`
          : `There is no branch or commit named "${source.kind === 'branch' ? source.branch : source.commitid}" in this repository.`}
      </Explained>
    );
  } else if (!data.commitid || !data.hasReport) {
    body = (
      <Explained title="No coverage report">
        No coverage report has been processed for {sourceWords(source, data.resolvedAs)} yet. Once CI uploads
        one, the file's line coverage shows here.
      </Explained>
    );
  } else if (!file) {
    body = (
      <Explained title="This file is not in the coverage report">
        {filtered
          ? `${path} has no coverage for the selected flags and components in ${sourceWords(source, data.resolvedAs)}. Clear the filters to see all of its coverage.`
          : `${path} is not in the coverage report of ${sourceWords(source, data.resolvedAs)}. It may be ignored in codecov.yml, run by no test, or uploaded under another path (see path fixing in the docs).`}
      </Explained>
    );
  } else if (isBinaryFile(path, file.content)) {
    body = (
      <Explained title="Binary file">
        Unable to display contents of binary file included in coverage reports.
      </Explained>
    );
  } else {
    body = (
      <CodeViewer
        lines={lines}
        coverage={coverage}
        language={languageForPath(path)}
        highlightedLine={highlightedLine}
        onLineClick={onLineClick}
        label={`Coverage of ${path}`}
        sourceUnavailableMessage={
          <>
            There was a problem getting the source code of this file, so only the coverage of each line is
            shown. Canopy reads source code from your git provider, or from a local mirror when one is
            configured; if the file should be readable, try logging in again to refresh your credentials.
          </>
        }
      />
    );
  }

  return (
    <Stack gap="sm" data-file-viewer>
      <Paper
        withBorder
        p="xs"
        style={{ position: 'sticky', top: 0, zIndex: 5, background: 'var(--mantine-color-body)' }}
      >
        <Group justify="space-between" gap="sm">
          <FileBreadcrumb source={resolvedSource} path={path} />
          <Group gap="md">
            <CoverageLegend />
            <CoverageFilterSelects source={resolvedSource} />
          </Group>
        </Group>
      </Paper>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap={4} wrap="nowrap" miw={0}>
          <Text ff="monospace" size="sm" fw={600} truncate="start" title={path} data-file-path>
            {path}
          </Text>
          <CopyButton value={path} label="Copy path" size="sm" />
        </Group>
        {file && (
          <Group gap="xs" wrap="nowrap" w={240} data-file-coverage>
            <Text size="sm" c="dimmed">
              Coverage
            </Text>
            <CoverageBar value={percent} label={`Coverage of ${path}`} />
          </Group>
        )}
      </Group>
      {body}
    </Stack>
  );
}
