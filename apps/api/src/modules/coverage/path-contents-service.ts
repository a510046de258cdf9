import type { CommitPathContentsArgs, ResolversTypes } from '../../graphql/generated/resolvers';
import { componentDefinitions, matchesPaths, type ReportView } from '@canopy/coverage';
import { findComponents, viewFor } from '../reports';
import type { CommitRecord } from '../../db/schema';
import { flagsOf } from './commit-uploads';
import {
  entriesFromFiles,
  type FileTotals,
  normaliseFolder,
  type PathContentEntry,
  sortEntries,
} from './path-contents-store';
import type { CoverageReads } from './reads';
import { reportFiles } from './report-files';

export type PathContentsResult = ResolversTypes['PathContentsResult'];

/** The entries of a commit's path contents, sorted, with the commit (its unmatched paths are asked of it). */
export interface PathContentsValue {
  commit: CommitRecord;
  results: PathContentEntry[];
}

function missingCoverage(path: string): PathContentsResult {
  return { __typename: 'MissingCoverage', message: `missing coverage for path: ${path}` };
}

/**
 * Per-file totals of the flags' and components' part of the report, folded from the stored report: the
 * per-file totals in the database are for all sessions together.
 */
function viewFileTotals(view: ReportView): FileTotals[] {
  const files: FileTotals[] = [];
  for (const file of view.report.files.values()) {
    if (view.includePath && !view.includePath(file.path)) continue;
    const totals = file.totals(view.sessions);
    if (totals.lines > 0) files.push({ path: file.path, ...totals });
  }
  return files;
}

/**
 * The per-file totals of the components' files, from the database, when the components are paths alone (no
 * component narrowed by flags, which needs each session's lines) and the commit has its per-file totals stored.
 * Null when the stored report must be read instead (it also says which components are unknown).
 */
async function componentFiles(
  commit: CommitRecord,
  wanted: readonly string[],
  context: CoverageReads,
): Promise<FileTotals[] | null> {
  const { found, unknown } = findComponents(
    componentDefinitions(await context.loaders.commitConfig.load(commit)),
    wanted,
  );
  if (unknown.length > 0 || found.some((component) => component.flagRegexes.length > 0)) return null;
  const files = await reportFiles(context.db, commit);
  // Commits processed before per-file totals were stored have none.
  if (files.length === 0 && commit.totals?.files) return null;
  if (found.some((component) => component.paths.length === 0)) return [...files];
  return files.filter((file) => found.some((component) => matchesPaths(file.path, component.paths)));
}

/** The files and folders under a path of the commit's report, or why there are none. */
export async function pathContents(
  commit: CommitRecord,
  { path, filters }: CommitPathContentsArgs,
  context: CoverageReads,
): Promise<PathContentsResult> {
  if (!commit.totals) return { __typename: 'MissingHeadReport', message: 'Missing head report' };
  const folder = normaliseFolder(path);
  const list = filters?.displayType === 'LIST';
  const flat = Boolean(filters?.searchValue) || list;
  if (!filters?.flags?.length && filters?.components?.length) {
    const files = await componentFiles(commit, filters.components, context);
    if (files) {
      const entries = entriesFromFiles(files, folder, flat, filters.searchValue);
      if (entries.length === 0 && !filters.searchValue) return missingCoverage(path ?? '');
      return { __typename: 'PathContents', commit, results: sortEntries(entries, filters.ordering, list) };
    }
  }
  if (filters?.flags?.length || filters?.components?.length) {
    const known = new Set(await flagsOf(commit, context));
    const unknown = (filters.flags ?? []).filter((flag) => !known.has(flag));
    if (unknown.length > 0)
      return { __typename: 'UnknownFlags', message: `No coverage with chosen flags: ${unknown.join(', ')}` };
    const coverage = await context.loaders.commitCoverage.load(commit);
    if (!coverage) return missingCoverage(path ?? '');
    const outcome = viewFor(coverage, filters, coverage.components);
    if (outcome.kind !== 'view') return missingCoverage(path ?? '');
    const entries = entriesFromFiles(viewFileTotals(outcome.view), folder, flat, filters.searchValue);
    if (entries.length === 0 && !filters.searchValue) return missingCoverage(path ?? '');
    return { __typename: 'PathContents', commit, results: sortEntries(entries, filters.ordering, list) };
  }
  // The report's files, read once per report and kept: a 41,500-file folder view would otherwise group every
  // row in SQL on each request.
  const files = await reportFiles(context.db, commit);
  const key = JSON.stringify([folder, flat, filters?.searchValue ?? null, filters?.ordering ?? null, list]);
  const results = keptEntries(files, key, () => {
    const prefix = folder ? `${folder}/` : '';
    if (!files.some((file) => file.path.startsWith(prefix))) return null;
    const entries = entriesFromFiles(files, folder, flat, filters?.searchValue);
    return sortEntries(entries, filters?.ordering, list);
  });
  return results ? { __typename: 'PathContents', commit, results } : missingCoverage(path ?? '');
}

/** Views kept per file list: the folders and orders last asked of one report. */
const KEPT_VIEWS = 8;
/** Larger views (a flat list of every file) are as large as the list itself: they are worked out each time. */
const KEPT_VIEW_ENTRIES = 2000;
const views = new WeakMap<readonly FileTotals[], Map<string, PathContentEntry[] | null>>();

/**
 * The sorted entries of one view (folder, search, order) of a report's file list, worked out once: the list is
 * the one `reportFiles` keeps for a report name, which never changes, so neither do its views; they go with it.
 * Every page visit asks the same folder again, and grouping 10,000 files into it costs more than the rest of the
 * request. Only views of at most `KEPT_VIEW_ENTRIES` are kept. Callers do not change the entries.
 */
function keptEntries(
  files: readonly FileTotals[],
  key: string,
  make: () => PathContentEntry[] | null,
): PathContentEntry[] | null {
  let kept = views.get(files);
  if (!kept) {
    kept = new Map();
    views.set(files, kept);
  }
  if (kept.has(key)) {
    const entries = kept.get(key) ?? null;
    // Most recently used last.
    kept.delete(key);
    kept.set(key, entries);
    return entries;
  }
  const entries = make();
  if (entries && entries.length > KEPT_VIEW_ENTRIES) return entries;
  kept.set(key, entries);
  if (kept.size > KEPT_VIEWS) kept.delete(kept.keys().next().value as string);
  return entries;
}
