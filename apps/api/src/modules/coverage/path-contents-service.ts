import type { CommitPathContentsArgs, ResolversTypes } from '../../graphql/generated/resolvers';
import type { ReportView } from '@canopy/coverage';
import { viewFor } from '../reports';
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
  const prefix = folder ? `${folder}/` : '';
  if (!files.some((file) => file.path.startsWith(prefix))) return missingCoverage(path ?? '');
  const entries = entriesFromFiles(files, folder, flat, filters?.searchValue);
  return { __typename: 'PathContents', commit, results: sortEntries(entries, filters?.ordering, list) };
}
