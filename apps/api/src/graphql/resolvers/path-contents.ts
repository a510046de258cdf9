import type { CommitPathContentsArgs, PathContentsResolvers, ResolversTypes } from '@canopy/graphql-schema';
import type { CommitRecord } from '../../db/schema';
import type { GraphQLContext } from '../context';
import {
  childrenOf,
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

/** The files and folders under a path of the commit's report, or why there are none. */
export async function pathContents(
  commit: CommitRecord,
  { path, filters }: CommitPathContentsArgs,
  context: GraphQLContext,
): Promise<PathContentsResult> {
  if (!commit.totals) return { __typename: 'MissingHeadReport', message: 'Missing head report' };
  if (filters?.flags?.length) {
    const known = new Set(await flagsOf(commit, context));
    const unknown = filters.flags.filter((flag) => !known.has(flag));
    if (unknown.length > 0)
      return { __typename: 'UnknownFlags', message: `No coverage with chosen flags: ${unknown.join(', ')}` };
    // The numbers are the whole report's until reports keep coverage per flag.
  }
  // Components come with codecov.yml component_management; until then no component has coverage.
  if (filters?.components?.length) return missingCoverage(path ?? '');

  const folder = normaliseFolder(path);
  const db = context.db;
  if (!(await hasFilesUnder(db, commit.id, folder))) return missingCoverage(path ?? '');
  const flat = Boolean(filters?.searchValue) || filters?.displayType === 'LIST';
  const entries = flat
    ? await filesUnder(db, commit.id, folder, filters?.searchValue)
    : await childrenOf(db, commit.id, folder);
  return { __typename: 'PathContents', commit, results: sortEntries(entries, filters?.ordering) };
}

export const PathContents: PathContentsResolvers<GraphQLContext> = {
  results: (contents) => contents.results,
  unmatchedPaths: (contents, _args, context) => unmatchedPathsOf(contents.commit, context),
};
