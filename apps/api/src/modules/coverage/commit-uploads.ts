import type { CommitRecord } from '../../db/schema';
import type { CoverageReads } from './reads';
import { summariseUnmatchedPaths, type UnmatchedPathsSummary } from './unmatched-paths';

/** Unmatched paths of the commit's processed uploads. */
export async function unmatchedPathsOf(
  commit: CommitRecord,
  context: CoverageReads,
): Promise<UnmatchedPathsSummary> {
  const uploads = await context.loaders.uploadsByCommit.load(commit.id);
  return summariseUnmatchedPaths(uploads.filter((upload) => upload.state === 'processed'));
}

/** Distinct flags of the commit's processed uploads, in name order. */
export async function flagsOf(commit: CommitRecord, context: CoverageReads): Promise<string[]> {
  const uploads = await context.loaders.uploadsByCommit.load(commit.id);
  const flags = new Set(
    uploads.filter((upload) => upload.state === 'processed').flatMap((upload) => upload.flags),
  );
  return [...flags].sort();
}

/** The commit's flags, less those the repository deleted since their last upload (as `flags` lists them). */
export async function listedFlagsOf(commit: CommitRecord, context: CoverageReads): Promise<string[]> {
  const [flags, deleted] = await Promise.all([
    flagsOf(commit, context),
    context.loaders.deletedFlags.load(commit.repoid),
  ]);
  return flags.filter((flag) => !deleted.has(flag));
}
