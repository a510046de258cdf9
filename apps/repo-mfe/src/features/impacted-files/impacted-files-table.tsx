import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { Alert, Anchor, Group, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconInfoCircle,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { repoPaths } from '@canopy/routes';
import { useApiClients } from '@canopy/api-client';
import {
  type ImpactedFileOrdering,
  type ImpactedFileRow,
  type ImpactedFilesFilterArgs,
  useCommitImpactedFiles,
  usePullImpactedFiles,
} from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import { CoverageChange, CoverageLegend, shortPathHash } from '@canopy/ui-kit/data-views';
import { useCoverageFilters } from '../coverage-filters/use-coverage-filters';
import { useRepoFrame } from '../common/repo-frame-context';
import { comparisonErrorMessages } from './comparison-messages';
import { comparisonArgs, type ImpactedChanges, type ImpactedComparison } from './impacted-comparison';
import { formatPercent } from '../common/format';
import { FileLabels } from './file-labels';
import { ImpactedFileDiff, prefetchImpactedFileDiff } from './impacted-file-diff';
import { useImpactedFilesSort } from './impacted-files-sort';

export interface ImpactedFilesTableProps {
  comparison: ImpactedComparison;
  changes: ImpactedChanges;
}

type ColumnId = 'name' | 'misses' | 'head' | 'patch' | 'change';

interface Column {
  id: ColumnId;
  header: string;
  parameter: ImpactedFileOrdering;
  align: 'left' | 'right';
  cell: (file: ImpactedFileRow) => ReactNode;
}

const allColumns: Record<Exclude<ColumnId, 'name'>, Omit<Column, 'id'>> = {
  misses: {
    header: 'Missed lines',
    parameter: 'MISSES_COUNT',
    align: 'right',
    cell: (file) => file.missesCount.toLocaleString('en-US'),
  },
  head: {
    header: 'HEAD %',
    parameter: 'HEAD_COVERAGE',
    align: 'right',
    cell: (file) => formatPercent(file.headCoverage),
  },
  patch: {
    header: 'Patch %',
    parameter: 'PATCH_COVERAGE',
    align: 'right',
    cell: (file) => formatPercent(file.patchCoverage),
  },
  change: {
    header: 'Change',
    parameter: 'CHANGE_COVERAGE',
    align: 'right',
    cell: (file) => <CoverageChange value={file.changeCoverage} />,
  },
};

/** The columns of each variant (reference: commit and pull request "Files changed" and "Indirect changes"). */
function columnsFor(
  kind: 'commit' | 'pull',
  changes: 'direct' | 'indirect',
  isTeamPrivate: boolean,
): Exclude<ColumnId, 'name'>[] {
  // The Team plan's private repositories get the cut-down table: what the change left uncovered.
  if (isTeamPrivate) return ['misses', 'patch'];
  if (kind === 'commit') return changes === 'direct' ? ['head', 'patch', 'change'] : ['head', 'change'];
  return changes === 'direct' ? ['misses', 'head', 'patch', 'change'] : ['misses', 'head', 'change'];
}

function SortIcon({ direction }: { direction: 'ASC' | 'DESC' | null }) {
  if (direction === 'ASC') return <IconArrowUp size={14} aria-hidden />;
  if (direction === 'DESC') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

function Message({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconInfoCircle aria-hidden />}
      title={title}
      data-state="explained"
    >
      {children}
    </Alert>
  );
}

/** The expanded rows a URL hash asks for: `#<hash of the path>-L12` opens that file's diff. */
function initiallyExpanded(hash: string, files: readonly ImpactedFileRow[]): Set<string> {
  const match = /^#([0-9a-z]+)-[LR]\d+$/.exec(hash);
  if (!match) return new Set();
  const file = files.find((candidate) => shortPathHash(candidate.path) === match[1]);
  return new Set(file ? [file.path] : []);
}

/** The files of a commit's or a pull request's comparison; the rows stay on screen while a new sort loads. */
function useImpactedFiles(comparison: ImpactedComparison, filters: ImpactedFilesFilterArgs) {
  const { provider, owner, repo } = useRepoFrame();
  const { commit, pull } = comparisonArgs(comparison);
  const commitFiles = useCommitImpactedFiles(
    { provider, owner, repo, ...commit, ...filters },
    { enabled: comparison.kind === 'commit', keepPreviousData: true },
  );
  const pullFiles = usePullImpactedFiles(
    { provider, owner, repo, ...pull, ...filters },
    { enabled: comparison.kind === 'pull', keepPreviousData: true },
  );
  return comparison.kind === 'commit' ? commitFiles : pullFiles;
}

/**
 * The files a commit or pull request changed ('direct') or whose coverage changed without a change to their
 * code ('indirect'), filtered by the page's flags and components and sorted on the server. Each row opens
 * its coverage diff inline (fetched on hover, loaded on expand).
 */
export function ImpactedFilesTable({ comparison, changes }: ImpactedFilesTableProps) {
  const { provider, owner, repo, basePath, isTeamPrivate = false } = useRepoFrame();
  const { flags, components } = useCoverageFilters();
  const location = useLocation();
  const clients = useApiClients();
  const [sort, setSort] = useImpactedFilesSort(comparison.kind);
  const [expanded, setExpanded] = useState<Set<string> | null>(null);

  const filters: ImpactedFilesFilterArgs = { changes, flags, components, ordering: sort };
  const query = useImpactedFiles(comparison, filters);

  const files = useMemo(() => (query.data?.kind === 'files' ? query.data.files : []), [query.data]);
  const open = expanded ?? initiallyExpanded(location.hash, files);
  const columns: Column[] = columnsFor(comparison.kind, changes, isTeamPrivate).map((id) => ({
    id,
    ...allColumns[id],
  }));
  const filtered = flags.length > 0 || components.length > 0;
  const where = comparison.kind === 'commit' ? 'this commit' : "this pull request's head commit";

  if (query.isError) return <PageError error={query.error} />;
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading changed files">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={28} />
        ))}
      </Stack>
    );
  }
  const data = query.data;
  if (data.kind === 'comparison-error') {
    return (
      <Message>
        <Text size="sm">{comparisonErrorMessages[data.error.__typename]}</Text>
        {data.error.message && (
          <Text size="xs" c="dimmed" mt={4}>
            {data.error.message}
          </Text>
        )}
      </Message>
    );
  }
  if (data.kind === 'unknown-flags') {
    return (
      <Message>
        No coverage report uploaded for the selected flags in {where}. Choose other flags, or clear the
        filter.
      </Message>
    );
  }

  const toggle = (path: string) => {
    const next = new Set(open);
    if (next.has(path)) next.delete(path);
    else next.add(path);
    setExpanded(next);
  };
  const prefetch = (path: string) =>
    prefetchImpactedFileDiff(clients, {
      provider,
      owner,
      repo,
      comparison,
      changes,
      path,
      flags,
      components,
    });

  const emptyMessage =
    comparison.kind === 'pull'
      ? 'Everything is accounted for! No changes detected that need to be reviewed.'
      : changes === 'direct'
        ? 'No files covered by tests and selected flags were changed'
        : 'No files covered by tests and selected flags and/or components were changed';
  const caption =
    changes === 'direct'
      ? 'Files changed, with their coverage'
      : 'Files with indirect coverage changes, with their coverage';

  return (
    <Stack gap="xs" data-impacted-files={changes}>
      {changes === 'indirect' && (
        <Text size="sm" c="dimmed">
          Files that were not changed by the authors but whose coverage changed unexpectedly (for example
          through tests of other files, or different uploads between base and head).
        </Text>
      )}
      {/* The key of the colours and hit counts in the diffs the rows open. */}
      <CoverageLegend />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" highlightOnHover aria-busy={query.isFetching || undefined}>
          <Table.Caption
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {caption}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {[
                {
                  id: 'name' as const,
                  header: 'Name',
                  parameter: 'FILE_NAME' as const,
                  align: 'left' as const,
                },
                ...columns,
              ].map((column) => {
                const direction = sort.parameter === column.parameter ? sort.direction : null;
                return (
                  <Table.Th
                    key={column.id}
                    style={{ textAlign: column.align }}
                    aria-sort={direction ? (direction === 'ASC' ? 'ascending' : 'descending') : undefined}
                    data-sortable
                  >
                    <UnstyledButton
                      fw={600}
                      fz="sm"
                      onClick={() =>
                        setSort({
                          parameter: column.parameter,
                          direction: direction === 'ASC' ? 'DESC' : 'ASC',
                        })
                      }
                    >
                      <Group
                        gap={4}
                        wrap="nowrap"
                        justify={column.align === 'right' ? 'flex-end' : 'flex-start'}
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => {
              const isOpen = open.has(file.path);
              const detailId = `impacted-${changes}-${shortPathHash(file.path)}`;
              return (
                <Fragment key={file.path}>
                  <Table.Tr
                    onMouseEnter={isTeamPrivate ? undefined : () => prefetch(file.path)}
                    data-expanded={isOpen || undefined}
                  >
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {isTeamPrivate ? (
                          // The Team plan's cut-down table opens the file instead of its diff.
                          <Anchor
                            component={Link}
                            to={
                              comparison.kind === 'commit'
                                ? repoPaths.commitBlob(basePath, comparison.commitid, file.path)
                                : repoPaths.pullBlob(basePath, comparison.pullId, file.path)
                            }
                            size="sm"
                            ff="monospace"
                            title={file.path}
                            style={{ minWidth: 0 }}
                          >
                            <Text span inherit truncate="start">
                              {file.path}
                            </Text>
                          </Anchor>
                        ) : (
                          <UnstyledButton
                            onClick={() => toggle(file.path)}
                            onFocus={() => prefetch(file.path)}
                            aria-expanded={isOpen}
                            aria-controls={isOpen ? detailId : undefined}
                            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minWidth: 0 }}
                          >
                            {isOpen ? (
                              <IconChevronDown size={16} aria-hidden />
                            ) : (
                              <IconChevronRight size={16} aria-hidden />
                            )}
                            <Text size="sm" ff="monospace" truncate="start" title={file.path}>
                              {file.path}
                            </Text>
                          </UnstyledButton>
                        )}
                        <FileLabels file={file} />
                      </Group>
                    </Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column.id} style={{ textAlign: column.align }} ff="monospace">
                        {column.cell(file)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {isOpen && (
                    <Table.Tr id={detailId} data-diff-row>
                      <Table.Td colSpan={columns.length + 1} p={0}>
                        <ImpactedFileDiff comparison={comparison} changes={changes} path={file.path} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
            {files.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 1}>
                  <Text ta="center" c="dimmed" py="md" size="sm" data-state="empty">
                    {emptyMessage}
                  </Text>
                  {filtered && (
                    <Text ta="center" c="dimmed" size="xs">
                      Only files covered by the selected flags and components are listed.
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
