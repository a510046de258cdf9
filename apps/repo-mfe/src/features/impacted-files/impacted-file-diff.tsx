import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { type ApiClients, prefetchGraphqlQuery } from '@canopy/api-client';
import {
  impactedFileComparedWithParentQuery,
  impactedFileComparisonQuery,
  useImpactedFileComparedWithParent,
  useImpactedFileComparison,
  type ImpactedFileDiff as ImpactedFileDiffData,
  type ImpactedFileResult,
} from '@canopy/repo-data-access';
import { CopyButton } from '@canopy/ui-kit';
import { CoverageChange, DiffViewer, languageForPath, preloadDiffViewer } from '@canopy/ui-kit/data-views';
import { useIgnoredUploadIds, visibleHitCount } from './ignored-uploads';
import { coverageFiltersQuery, useCoverageFilters } from '../coverage-filters/use-coverage-filters';
import { sourceBlobPath } from '../file-viewer/file-paths';
import { useRepoFrame } from '../common/repo-frame-context';
import { comparisonErrorMessages } from './comparison-messages';
import { formatPercent } from '../common/format';
import { FileLabels } from './file-labels';
import { comparisonArgs, type ImpactedChanges, type ImpactedComparison } from './impacted-comparison';

// The diff viewer's code loads with the page, before the first row is expanded.
void preloadDiffViewer();

export interface ImpactedFileDiffArgs {
  provider: string;
  owner: string;
  repo: string;
  comparison: ImpactedComparison;
  changes: ImpactedChanges;
  path: string;
  /** The page's flag and component filters, so the diff counts what the table above it counts. */
  flags: readonly string[];
  components: readonly string[];
}

/**
 * Warms the cache with one file's diff (the hover on its row), so that expanding the row shows it at once.
 * The commit and pull request diffs are two queries of different answers, hence two calls.
 */
export function prefetchImpactedFileDiff(clients: ApiClients, { comparison, ...args }: ImpactedFileDiffArgs) {
  const { commit, pull } = comparisonArgs(comparison);
  if (comparison.kind === 'commit')
    prefetchGraphqlQuery(clients, impactedFileComparedWithParentQuery({ ...args, ...commit }));
  else prefetchGraphqlQuery(clients, impactedFileComparisonQuery({ ...args, ...pull }));
}

/** One file's diff: the commit's against its parent, or the pull request's against its base. */
function useImpactedFileDiff({ comparison, ...args }: ImpactedFileDiffArgs) {
  const { commit, pull } = comparisonArgs(comparison);
  const commitDiff = useImpactedFileComparedWithParent(
    { ...args, ...commit },
    { enabled: comparison.kind === 'commit' },
  );
  const pullDiff = useImpactedFileComparison({ ...args, ...pull }, { enabled: comparison.kind === 'pull' });
  return comparison.kind === 'commit' ? commitDiff : pullDiff;
}

/**
 * The API gives a line's text without its diff prefix; the diff viewer reads added, removed and context from it,
 * so it is put back from the line numbers (a line only the head has was added, only the base has was removed).
 */
function diffText(line: { baseNumber: number | null; headNumber: number | null; content: string | null }) {
  if (line.content === null) return null;
  const prefix = line.baseNumber === null ? '+' : line.headNumber === null ? '-' : ' ';
  return `${prefix}${line.content}`;
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <Alert variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />} data-state="explained">
      {children}
    </Alert>
  );
}

function HeaderFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Text span size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text span size="sm" ff="monospace">
        {children}
      </Text>
    </Group>
  );
}

/** The file's own row above its first hunk: its label, its name to copy and its figures (reference §18). */
function FileDiffHeader({
  file,
  changes,
}: {
  file: ImpactedFileDiffData;
  changes: ImpactedFileDiffArgs['changes'];
}) {
  return (
    <Group
      justify="space-between"
      gap="sm"
      px="sm"
      py={6}
      wrap="wrap"
      data-testid="diff-file-header"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap={6} wrap="nowrap" miw={0}>
        <Text size="sm" ff="monospace" fw={600} truncate="start" title={file.path}>
          {file.path}
        </Text>
        <CopyButton value={file.path} label={`Copy ${file.path}`} size="xs" />
        <FileLabels file={file} />
      </Group>
      <Group gap="md" wrap="wrap">
        <HeaderFigure label="HEAD">{formatPercent(file.headCoverage)}</HeaderFigure>
        {/* Indirect changes have no added lines, so no patch coverage. */}
        {changes === 'direct' && (
          <HeaderFigure label="Patch">{formatPercent(file.patchCoverage)}</HeaderFigure>
        )}
        <HeaderFigure label="Change">
          <CoverageChange value={file.changeCoverage} />
        </HeaderFigure>
      </Group>
    </Group>
  );
}

function DiffBody({
  result,
  path,
  changes,
  fullFileTo,
  filtered,
}: {
  result: ImpactedFileResult;
  path: string;
  changes: ImpactedFileDiffArgs['changes'];
  fullFileTo: string;
  /** Flags or components are selected. */
  filtered: boolean;
}) {
  if (result.kind === 'comparison-error') {
    return <Problem>{comparisonErrorMessages[result.error.__typename]}</Problem>;
  }
  if (result.kind === 'not-impacted') {
    return (
      <Problem>
        {filtered
          ? 'The selected flags and components have no coverage of this file in this comparison.'
          : 'The coverage of this file did not change in this comparison.'}
      </Problem>
    );
  }
  return (
    <Stack gap={0}>
      <FileDiffHeader file={result.file} changes={changes} />
      <FileDiff file={result.file} path={path} fullFileTo={fullFileTo} />
    </Stack>
  );
}

function FileDiff({
  file,
  path,
  fullFileTo,
}: {
  file: ImpactedFileDiffData;
  path: string;
  fullFileTo: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const ignored = useIgnoredUploadIds();
  if (file.segmentsError?.__typename === 'UnknownPath') {
    return (
      <Problem>
        Canopy could not find this file by path for: {path}. The paths in the coverage report may not match
        the repository: see path fixing in the docs.
      </Problem>
    );
  }
  if (file.segmentsError) {
    return (
      <Problem>
        There was a problem getting the source code from your provider, so the diff cannot be shown. Try
        logging in again to refresh your credentials.
      </Problem>
    );
  }
  if (!file.segments || file.segments.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {file.isDeletedFile ? 'This file was deleted.' : 'No lines with coverage changes to show.'}
      </Text>
    );
  }
  // Uploads unticked in the commit's uploads card drop out of the hit counts (no refetch needed).
  const segments = file.segments.map((segment) => ({
    ...segment,
    lines: segment.lines.map((line) => ({
      ...line,
      content: diffText(line),
      hitCount:
        ignored.size === 0 || line.hitCount == null
          ? line.hitCount
          : visibleHitCount(line.hitUploadIds, ignored),
    })),
  }));
  return (
    <DiffViewer
      segments={segments}
      path={path}
      language={languageForPath(path)}
      fullFileTo={file.isDeletedFile ? null : fullFileTo}
      selectedAnchor={location.hash ? decodeURIComponent(location.hash.slice(1)) : null}
      onAnchorClick={(anchor) =>
        void navigate(
          { pathname: location.pathname, search: location.search, hash: anchor },
          { preventScrollReset: true },
        )
      }
    />
  );
}

/** The inline diff of an expanded row, loaded when the row opens. */
export function ImpactedFileDiff({
  comparison,
  changes,
  path,
}: Omit<ImpactedFileDiffArgs, 'provider' | 'owner' | 'repo' | 'flags' | 'components'>) {
  const { provider, owner, repo, basePath } = useRepoFrame();
  const { flags, components } = useCoverageFilters();
  const query = useImpactedFileDiff({ provider, owner, repo, comparison, changes, path, flags, components });
  const source =
    comparison.kind === 'commit'
      ? ({ kind: 'commit', commitid: comparison.commitid } as const)
      : ({ kind: 'pull', pullId: comparison.pullId } as const);
  const fullFileTo = `${sourceBlobPath(basePath, source, path)}${coverageFiltersQuery({ flags, components })}`;

  if (query.isPending) {
    return (
      <Stack gap={4} p="xs" aria-busy="true" aria-label={`Loading the diff of ${path}`}>
        <Skeleton height={14} width="50%" />
        <Skeleton height={14} width="80%" />
        <Skeleton height={14} width="65%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Problem>
        The diff of this file could not be loaded.{' '}
        <Button variant="subtle" size="compact-xs" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Problem>
    );
  }
  return (
    <DiffBody
      result={query.data}
      path={path}
      changes={changes}
      fullFileTo={fullFileTo}
      filtered={flags.length > 0 || components.length > 0}
    />
  );
}
