import { type CSSProperties, Fragment, useEffect, useMemo } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconFile, IconFolder, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  errorStatus,
  prefetchGraphqlInfiniteQuery,
  prefetchGraphqlQuery,
  useApiClients,
} from '@canopy/api-client';
import {
  coverageForFileQuery,
  pathContentsQuery,
  type PathContentEntry,
  type PathContentsArgs,
  type PathContentsMissingKind,
  type PathContentsOrderingParameter,
  usePathContents,
} from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import { SearchField } from '@canopy/ui-kit';
import { CoverageBar, Table, type TableColumn, type TableRowProps } from '@canopy/ui-kit/data-views';
import type { CoverageSource } from '../common/coverage-source';
import { CoverageFilterSelects } from '../coverage-filters/coverage-filter-selects';
import { useCoverageFilters } from '../coverage-filters/use-coverage-filters';
import { useRepoFrame } from '../common/repo-frame-context';
import { defaultOrdering, useExplorerParams, type ExplorerDisplay } from './explorer-params';

export interface FileExplorerProps {
  source: CoverageSource;
  /** The folder shown, relative to the repository root; '' is the root. */
  path: string;
  /** Link of a folder (its tree view) or a file (its file viewer) of this explorer. */
  linkTo: (entry: { path: string; kind: 'dir' | 'file' }) => string;
  /** The repository's colour thresholds for the coverage bars. @default 60 / 80 */
  indicationRange?: { lowerRange: number; upperRange: number } | null;
}

type Row = PathContentEntry | { kind: 'up'; path: string };

const count = (value: number) => value.toLocaleString('en-US');

function parentOf(path: string): string {
  return path.split('/').slice(0, -1).join('/');
}

/** The head commit named in the empty-state sentences. */
function sourcePhrase(source: CoverageSource): string {
  switch (source.kind) {
    case 'branch':
      return 'this branch head commit';
    case 'commit':
      return 'this commit';
    case 'pull':
      return "this pull request's head commit";
  }
}

/** Why there is nothing to list, in the words of the page. */
export function missingContentsMessage(
  kind: PathContentsMissingKind,
  source: CoverageSource,
  filters: { flags: readonly string[]; components: readonly string[] },
): string {
  const where = sourcePhrase(source);
  const filtered = [filters.flags.length > 0 && 'flags', filters.components.length > 0 && 'components']
    .filter(Boolean)
    .join(' and ');
  switch (kind) {
    case 'MissingHeadReport':
    case 'MissingHeadCommit':
      return `No coverage report uploaded for ${where}`;
    case 'UnknownFlags':
      return `No coverage report uploaded for the selected flags in ${where}`;
    case 'UnknownPath':
      return 'Unknown filepath. Please ensure that files/directories exist and are not empty.';
    case 'MissingCoverage':
      return filtered
        ? `No coverage report uploaded for the selected ${filtered} in ${where}`
        : 'No coverage data available.';
  }
}

function ExplorerBreadcrumb({ path, linkTo }: { path: string; linkTo: FileExplorerProps['linkTo'] }) {
  const { repo } = useRepoFrame();
  const segments = path ? path.split('/') : [];
  const crumbs = [
    { label: repo, path: '' },
    ...segments.map((segment, index) => ({ label: segment, path: segments.slice(0, index + 1).join('/') })),
  ];
  return (
    <Box component="nav" aria-label="File path">
      <Breadcrumbs separatorMargin={4}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.path} size="sm" fw={600} aria-current="page" ff="monospace">
              {crumb.label}
            </Text>
          ) : (
            <Anchor
              key={crumb.path}
              component={Link}
              to={linkTo({ path: crumb.path, kind: 'dir' })}
              size="sm"
              ff="monospace"
            >
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}

const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };
const NO_SHRINK: CSSProperties = { flex: 'none' };

function EntryName({
  row,
  display,
  linkTo,
}: {
  row: Row;
  display: ExplorerDisplay;
  linkTo: FileExplorerProps['linkTo'];
}) {
  if (row.kind === 'up') {
    return (
      <Group gap="xs" wrap="nowrap">
        <IconFolder size={16} aria-hidden />
        <Anchor component={Link} to={linkTo({ path: row.path, kind: 'dir' })} size="sm" ff="monospace">
          ..<VisuallyHidden> (parent folder)</VisuallyHidden>
        </Anchor>
      </Group>
    );
  }
  const Icon = row.kind === 'dir' ? IconFolder : IconFile;
  const text = display === 'list' ? row.path : row.name;
  return (
    <Group gap="xs" wrap="nowrap" data-kind={row.kind}>
      <Icon size={16} aria-hidden style={NO_SHRINK} />
      <Anchor
        component={Link}
        to={linkTo({ path: row.path, kind: row.kind })}
        size="sm"
        ff="monospace"
        // The name as one string, whatever the break opportunities inside it.
        aria-label={text}
      >
        <PathText path={text} />
      </Anchor>
    </Group>
  );
}

/** A path that wraps only after its slashes (not at a hyphen); a segment wider than the column scrolls. */
function PathText({ path }: { path: string }) {
  const parts = path.split('/');
  return parts.map((part, i) => (
    <Fragment key={i}>
      <span style={NO_WRAP}>{i < parts.length - 1 ? `${part}/` : part}</span>
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

function NumberCell({ value }: { value: number | undefined }) {
  return (
    <Text size="sm" ff="monospace">
      {value === undefined ? '' : count(value)}
    </Text>
  );
}

const pageStatuses = new Set([401, 403, 404, 429]);

function LoadError({ status, onRetry }: { status: number | null | undefined; onRetry: () => void }) {
  return (
    <Alert
      variant="light"
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="The files failed to load"
      data-state="error"
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {status ? `Error ${status}. ` : ''}Try again, or change the search or the filters above.
        </Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** What the explorer asks for: the URL's view, search and filters over `source` at `path`. */
function usePathContentsArgs(source: CoverageSource, path: string): PathContentsArgs {
  const { provider, owner, repo } = useRepoFrame();
  const params = useExplorerParams();
  const filters = useCoverageFilters();
  return {
    provider,
    owner,
    repo,
    source,
    path,
    displayType: params.display === 'list' ? 'LIST' : 'TREE',
    searchValue: params.search,
    flags: filters.flags,
    components: filters.components,
    ordering: params.ordering,
  };
}

/**
 * Asks for the explorer's first page before the explorer is drawn (the overview draws it once its summary has
 * answered), so the rows arrive with the summary instead of after it. The explorer then reads the cache.
 */
export function usePrefetchFileExplorer(source: CoverageSource, path: string, enabled: boolean): void {
  const clients = useApiClients();
  const definition = pathContentsQuery(usePathContentsArgs(source, path));
  const key = JSON.stringify(definition.variables);
  useEffect(() => {
    if (enabled) prefetchGraphqlInfiniteQuery(clients, definition);
    // The definition is remade each render; its variables say when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, clients, key]);
}

/**
 * The folders and files of a branch head, a commit or a pull request head with their coverage: tree or flat
 * list, search, flag and component filters, server-side sorting and infinite scrolling. Hovering (or
 * focusing) a row loads what its link opens, so the next view is ready.
 */
export function FileExplorer({ source, path, linkTo, indicationRange }: FileExplorerProps) {
  const { provider, owner, repo } = useRepoFrame();
  const clients = useApiClients();
  const params = useExplorerParams();
  const filters = useCoverageFilters();

  const args = usePathContentsArgs(source, path);
  const query = usePathContents(args);
  const firstPage = query.data?.pages[0];
  const missing = firstPage && firstPage.kind !== 'contents' ? firstPage.kind : null;

  const rows = useMemo<Row[]>(() => {
    const entries = query.data?.pages.flatMap((page) => (page.kind === 'contents' ? page.entries : [])) ?? [];
    if (params.display === 'list') return entries;
    // Folders first, then files, each in the server's order.
    const sorted = [...entries.filter((e) => e.kind === 'dir'), ...entries.filter((e) => e.kind === 'file')];
    return path ? [{ kind: 'up', path: parentOf(path) }, ...sorted] : sorted;
  }, [query.data, params.display, path]);

  const fileCount =
    firstPage?.kind === 'contents'
      ? params.display === 'list'
        ? firstPage.totalCount
        : firstPage.reportFileCount
      : null;

  const prefetch = (row: Row) => {
    if (row.kind === 'up') return;
    if (row.kind === 'dir') {
      prefetchGraphqlInfiniteQuery(
        clients,
        pathContentsQuery({
          ...args,
          path: row.path,
          displayType: 'TREE',
          searchValue: '',
          ordering: defaultOrdering('tree'),
        }),
      );
    } else {
      prefetchGraphqlQuery(
        clients,
        coverageForFileQuery({
          provider,
          owner,
          repo,
          source,
          path: row.path,
          flags: filters.flags,
          components: filters.components,
        }),
      );
    }
  };

  const lowerRange = indicationRange?.lowerRange;
  const upperRange = indicationRange?.upperRange;
  const columns = useMemo<TableColumn<Row>[]>(() => {
    const numeric = (
      id: PathContentsOrderingParameter,
      header: string,
      pick: (e: PathContentEntry) => number,
    ) => ({
      id,
      header,
      sortable: true,
      align: 'right' as const,
      width: 120,
      cell: (row: Row) => <NumberCell value={row.kind === 'up' ? undefined : pick(row)} />,
    });
    return [
      {
        id: 'NAME',
        header: 'Files',
        sortable: true,
        // Narrower than this, the table scrolls sideways rather than squeezing the paths.
        minWidth: 220,
        cell: (row) => <EntryName row={row} display={params.display} linkTo={linkTo} />,
      },
      numeric('LINES', 'Tracked lines', (e) => e.lines),
      numeric('HITS', 'Covered', (e) => e.hits),
      numeric('PARTIALS', 'Partial', (e) => e.partials),
      numeric('MISSES', 'Missed', (e) => e.misses),
      {
        id: 'COVERAGE',
        header: 'Coverage %',
        sortable: true,
        width: 220,
        cell: (row) =>
          row.kind === 'up' ? null : (
            <CoverageBar
              value={row.percentCovered}
              lowerRange={lowerRange}
              upperRange={upperRange}
              label={`Coverage of ${row.path}`}
            />
          ),
      },
    ];
  }, [params.display, linkTo, lowerRange, upperRange]);

  // Signing in, a seat or a missing repository is the page's business; anything else stays in the table area.
  const status = query.isError ? errorStatus(query.error) : undefined;
  if (query.isError && status && pageStatuses.has(status)) return <PageError error={query.error} />;

  return (
    <Stack gap="sm" data-testid="file-explorer" data-display={params.display}>
      <Stack
        gap="xs"
        py="xs"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          background: 'var(--mantine-color-body)',
        }}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label="Display"
              size="xs"
              value={params.display}
              onChange={(value) => params.setDisplay(value as ExplorerDisplay)}
              data={[
                { label: 'Code tree', value: 'tree' },
                { label: 'File list', value: 'list' },
              ]}
            />
            {fileCount != null && (
              <Text size="sm" c="dimmed" data-testid="total-files">
                {count(fileCount)} total {fileCount === 1 ? 'file' : 'files'}
              </Text>
            )}
          </Group>
          <Group gap="sm" wrap="wrap">
            <CoverageFilterSelects source={source} />
            <Box miw={220}>
              <SearchField
                placeholder="Search for files"
                aria-label="Search for files"
                value={params.search}
                onChange={params.setSearch}
              />
            </Box>
          </Group>
        </Group>
        {params.display === 'tree' && <ExplorerBreadcrumb path={path} linkTo={linkTo} />}
      </Stack>
      {query.isError ? (
        // The toolbar stays, so the search or filter that led here can be changed.
        <LoadError status={status} onRetry={() => void query.refetch()} />
      ) : missing ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-state={missing}
          role="status"
        >
          {missingContentsMessage(missing, source, filters)}
        </Alert>
      ) : (
        <Table
          caption={
            params.display === 'list'
              ? `Coverage of the files of ${repo}`
              : `Coverage of the files and folders in ${path || repo}`
          }
          columns={columns}
          data={rows}
          getRowKey={(row) => (row.kind === 'up' ? '..' : `${row.kind}:${row.path}`)}
          getRowProps={(row): TableRowProps => ({
            onMouseEnter: () => prefetch(row),
            onFocus: () => prefetch(row),
            'data-kind': row.kind,
          })}
          sort={{
            id: params.ordering.parameter,
            direction: params.ordering.direction === 'ASC' ? 'asc' : 'desc',
          }}
          onSortChange={(next) =>
            params.setOrdering({
              parameter: next.id as PathContentsOrderingParameter,
              direction: next.direction === 'asc' ? 'ASC' : 'DESC',
            })
          }
          isLoading={query.isPending}
          emptyMessage="No results found"
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          virtualized
          totalRowCount={
            firstPage?.kind === 'contents'
              ? firstPage.totalCount + (params.display === 'tree' && path ? 1 : 0)
              : null
          }
        />
      )}
    </Stack>
  );
}
