import type { Kysely } from 'kysely';
import { pathContents } from '../coverage';
import type { Settings } from '../../config/settings';
import type { Database, OwnerRecord } from '../../db/schema';
import { createLoaders } from '../../loaders';
import type { ReportReader } from '../reports';
import { activateOnVisit } from '../owners';
import { findViewableRepository } from '../repositories';
import { buildCoverageTree, type CoverageTreeLevel, type CoverageTreeNode, treeLevels } from './tree';

export interface CoverageTreeRequest {
  service: string;
  owner: string;
  repo: string;
  /** A commit SHA (or prefix); wins over `branch`. */
  sha: string | null;
  /** A branch whose head is drawn; the default branch when null. */
  branch: string | null;
  flags: string[];
  components: string[];
  /**
   * With `depth`, the answer is the folder at `path` (root: '') with that many levels of its contents, narrow
   * entries left out; without, every folder and file from the root.
   */
  levels?: { path: string; depth: number } | null;
}

export type CoverageTreeResult =
  | { kind: 'tree'; tree: CoverageTreeNode[] }
  | { kind: 'levels'; folder: CoverageTreeLevel }
  | { kind: 'notFound'; detail: string }
  | { kind: 'ownerNotActivated' };

/**
 * The folders and files of a branch head's or a commit's report, limited by flags and components exactly as
 * the file explorer is (it is the same path contents).
 */
export async function coverageTree(
  { db, reports, settings }: { db: Kysely<Database>; reports: ReportReader; settings: Settings },
  viewer: OwnerRecord | null,
  request: CoverageTreeRequest,
): Promise<CoverageTreeResult> {
  const reads = { db, loaders: createLoaders(db, request.service, reports) };
  const found = await findViewableRepository(
    reads.loaders,
    viewer,
    request.owner,
    request.repo,
    (member, org) => activateOnVisit(db, settings, member, org),
  );
  if (found.kind === 'notFound') return { kind: 'notFound', detail: 'Not found.' };
  if (found.kind === 'ownerNotActivated') return { kind: 'ownerNotActivated' };
  const repo = found.repository;

  let commitRef = request.sha;
  if (!commitRef) {
    const name = request.branch ?? repo.defaultBranch;
    const branch = await reads.loaders.branchByName.load({ repoid: repo.repoid, name });
    if (!branch) return { kind: 'notFound', detail: `Branch "${name}" not found.` };
    commitRef = branch.head;
  }
  const commit = await reads.loaders.commitByRef.load({ repoid: repo.repoid, ref: commitRef });
  if (!commit) return { kind: 'notFound', detail: `Commit "${commitRef}" not found.` };

  const { flags, components } = request;
  const filters = {
    displayType: 'LIST' as const,
    ...(flags.length ? { flags } : {}),
    ...(components.length ? { components } : {}),
  };
  const contents = await pathContents(commit, { path: '', filters }, reads);
  // No report yet, flags or components that cover nothing: nothing to draw.
  const tree = contents.__typename === 'PathContents' ? buildCoverageTree(contents.results) : [];
  if (!request.levels) return { kind: 'tree', tree };
  const folder = treeLevels(tree, request.levels.path, request.levels.depth, repo.name);
  if (!folder) return { kind: 'notFound', detail: `Folder "${request.levels.path}" not found.` };
  return { kind: 'levels', folder };
}
