import type { Kysely } from 'kysely';
import { pathContents } from '../coverage';
import type { Settings } from '../../config/settings';
import type { Database, OwnerRecord } from '../../db/schema';
import { createLoaders } from '../../loaders';
import type { ReportReader } from '../reports';
import { activateOnVisit } from '../owners';
import { findViewableRepository } from '../repositories';
import { buildCoverageTree, type CoverageTreeNode } from './tree';

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
}

export type CoverageTreeResult =
  | { kind: 'tree'; tree: CoverageTreeNode[] }
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
  if (contents.__typename !== 'PathContents') return { kind: 'tree', tree: [] };
  return { kind: 'tree', tree: buildCoverageTree(contents.results) };
}
