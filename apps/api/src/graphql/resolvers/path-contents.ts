import type { CommitPathContentsArgs, PathContentsResolvers, ResolversTypes } from '@canopy/graphql-schema';
import type { CommitRecord } from '../../db/schema';
import type { GraphQLContext } from '../context';
import {
  childrenOf,
  entriesFromFiles,
  type FileTotals,
  filesUnder,
  hasFilesUnder,
  normaliseFolder,
  sortEntries,
} from '../coverage-data/path-contents';
import { flagsOf, unmatchedPathsOf } from '../coverage-data/commit-uploads';

type PathContentsResult = ResolversTypes['PathContentsResult'];

function missingCoverage(path: string): PathContentsResult {
  return { __typename: 'MissingCoverage', message: `missing coverage for path: ${path}` };
}

/**
 * Per-file totals of the sessions (uploads) that carry any of the flags, folded from the stored report: the
 * per-file totals in the database are for all sessions together.
 */
async function flagFileTotals(commit: CommitRecord, flags: readonly string[], context: GraphQLContext) {
  if (!commit.reportStoragePath) return [];
  const uploads = await context.loaders.uploadsByCommit.load(commit.id);
  const sessions = new Set(
    uploads
      .filter((upload) => upload.state === 'processed' && upload.sessionId !== null)
      .filter((upload) => upload.flags.some((flag) => flags.includes(flag)))
      .map((upload) => upload.sessionId!),
  );
  const report = await context.reports.read(commit.reportStoragePath);
  const files: FileTotals[] = [];
  for (const file of report.files.values()) {
    const totals = file.totals(sessions);
    if (totals.lines > 0) files.push({ path: file.path, ...totals });
  }
  return files;
}

/** The files and folders under a path of the commit's report, or why there are none. */
export async function pathContents(
  commit: CommitRecord,
  { path, filters }: CommitPathContentsArgs,
  context: GraphQLContext,
): Promise<PathContentsResult> {
  if (!commit.totals) return { __typename: 'MissingHeadReport', message: 'Missing head report' };
  const flags = filters?.flags ?? [];
  if (flags.length > 0) {
    const known = new Set(await flagsOf(commit, context));
    const unknown = flags.filter((flag) => !known.has(flag));
    if (unknown.length > 0)
      return { __typename: 'UnknownFlags', message: `No coverage with chosen flags: ${unknown.join(', ')}` };
  }
  // Components come with codecov.yml component_management; until then no component has coverage.
  if (filters?.components?.length) return missingCoverage(path ?? '');

  const folder = normaliseFolder(path);
  const flat = Boolean(filters?.searchValue) || filters?.displayType === 'LIST';
  if (flags.length > 0) {
    const files = await flagFileTotals(commit, flags, context);
    const entries = entriesFromFiles(files, folder, flat, filters?.searchValue);
    if (entries.length === 0 && !filters?.searchValue) return missingCoverage(path ?? '');
    return { __typename: 'PathContents', commit, results: sortEntries(entries, filters?.ordering) };
  }
  const db = context.db;
  if (!(await hasFilesUnder(db, commit.id, folder))) return missingCoverage(path ?? '');
  const entries = flat
    ? await filesUnder(db, commit.id, folder, filters?.searchValue)
    : await childrenOf(db, commit.id, folder);
  return { __typename: 'PathContents', commit, results: sortEntries(entries, filters?.ordering) };
}

export const PathContents: PathContentsResolvers<GraphQLContext> = {
  results: (contents) => contents.results,
  unmatchedPaths: (contents, _args, context) => unmatchedPathsOf(contents.commit, context),
};
