import { coveragePercent } from '@canopy/coverage';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export type OrderingParameter = 'NAME' | 'COVERAGE' | 'HITS' | 'MISSES' | 'PARTIALS' | 'LINES';

export interface PathContentsOrdering {
  direction?: 'ASC' | 'DESC' | null;
  parameter?: OrderingParameter | null;
}

interface LineTotals {
  hits: number;
  misses: number;
  partials: number;
  lines: number;
}

interface Entry extends LineTotals {
  name: string;
  path: string;
  percentCovered: number;
}

export interface PathContentFileEntry extends Entry {
  __typename: 'PathContentFile';
  isCriticalFile: boolean;
}

export interface PathContentDirEntry extends Entry {
  __typename: 'PathContentDir';
}

export type PathContentEntry = PathContentFileEntry | PathContentDirEntry;

/** A folder path without empty segments: null, "", "/" and "src/" name the root and "src". */
export function normaliseFolder(path: string | null | undefined): string {
  return (path ?? '').split('/').filter(Boolean).join('/');
}

/** Percent covered for the API, which has no null here: a folder or file without lines is 0. */
function percentCovered(hits: number, lines: number): number {
  return coveragePercent(hits, lines) ?? 0;
}

function fileEntry(
  path: string,
  totals: LineTotals & { coverage: number | null },
  name = path.slice(path.lastIndexOf('/') + 1),
): PathContentFileEntry {
  const { hits, misses, partials, lines } = totals;
  return {
    __typename: 'PathContentFile',
    name,
    path,
    hits,
    misses,
    partials,
    lines,
    // The stored percentage is the precise one; files without lines have none.
    percentCovered: totals.coverage ?? percentCovered(hits, lines),
    isCriticalFile: false,
  };
}

function joinPath(folder: string, name: string): string {
  return folder ? `${folder}/${name}` : name;
}

type FileRow = [
  path: string,
  lines: number,
  hits: number,
  misses: number,
  partials: number,
  coverage: number | null,
];

/** Every file of the commit's report with its totals. */
export async function reportFileTotals(db: Kysely<Database>, commitId: number): Promise<FileTotals[]> {
  // One JSON row instead of a row per file: a 10,000-file list then costs a few milliseconds, not a hundred.
  const { files } = await db
    .selectFrom('reportFiles')
    .select(
      sql<
        FileRow[] | string | null
      >`json_agg(json_build_array(path, lines, hits, misses, partials, coverage))`.as('files'),
    )
    .where('commitId', '=', commitId)
    .executeTakeFirstOrThrow();
  const rows: FileRow[] = typeof files === 'string' ? (JSON.parse(files) as FileRow[]) : (files ?? []);
  return rows.map(([path, lines, hits, misses, partials, coverage]) => ({
    path,
    lines,
    hits,
    misses,
    partials,
    coverage,
  }));
}

/** A file's totals, as `report_files` holds them or as computed from a stored report. */
export interface FileTotals extends LineTotals {
  path: string;
  coverage: number | null;
}

/**
 * `filesUnder` / `childrenOf` over totals computed in memory (a flag's share of the report): the files under
 * the folder (flat, optionally searched), or its direct children with folders summed.
 */
export function entriesFromFiles(
  files: readonly FileTotals[],
  folder: string,
  flat: boolean,
  search?: string | null,
): PathContentEntry[] {
  const prefix = folder ? `${folder}/` : '';
  const under = files.filter((file) => file.path.startsWith(prefix));
  if (flat) {
    const term = search?.toLowerCase();
    return under
      .filter((file) => !term || file.path.toLowerCase().includes(term))
      .map((file) => fileEntry(file.path, file));
  }
  const children = new Map<string, PathContentEntry>();
  for (const file of under) {
    const rest = file.path.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      children.set(rest, fileEntry(file.path, file, rest));
      continue;
    }
    const name = rest.slice(0, slash);
    const dir = children.get(`${name}/`) ?? {
      __typename: 'PathContentDir' as const,
      name,
      path: joinPath(folder, name),
      hits: 0,
      misses: 0,
      partials: 0,
      lines: 0,
      percentCovered: 0,
    };
    dir.hits += file.hits;
    dir.misses += file.misses;
    dir.partials += file.partials;
    dir.lines += file.lines;
    dir.percentCovered = percentCovered(dir.hits, dir.lines);
    children.set(`${name}/`, dir);
  }
  return [...children.values()];
}

const SORT_KEYS: Record<OrderingParameter, (entry: Entry) => number | string> = {
  NAME: (entry) => entry.name,
  COVERAGE: (entry) => entry.percentCovered,
  HITS: (entry) => entry.hits,
  MISSES: (entry) => entry.misses,
  PARTIALS: (entry) => entry.partials,
  LINES: (entry) => entry.lines,
};

function compare(a: number | string, b: number | string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/**
 * Folders and files together, by the parameter (NAME by default) in the direction (ASC by default). Ties go by
 * name, then path, always ascending. A list shows each file's full path, so NAME sorts a list by path.
 */
export function sortEntries<T extends Entry>(
  entries: readonly T[],
  ordering?: PathContentsOrdering | null,
  list = false,
): T[] {
  const parameter = ordering?.parameter ?? 'NAME';
  const key = list && parameter === 'NAME' ? (entry: Entry) => entry.path : SORT_KEYS[parameter];
  const sign = ordering?.direction === 'DESC' ? -1 : 1;
  return [...entries].sort(
    (a, b) => sign * compare(key(a), key(b)) || compare(a.name, b.name) || compare(a.path, b.path),
  );
}
