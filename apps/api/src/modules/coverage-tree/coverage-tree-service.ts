import type { Kysely } from 'kysely';
import { pathContents } from '../coverage';
import type { Settings } from '../../config/settings';
import type { Database, OwnerRecord } from '../../db/schema';
import { createLoaders } from '../../loaders';
import { Lru, type ReportReader } from '../reports';
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

/** Rough memory of one file's node (and its share of its folders'): what the tree cache's bound counts. */
const BYTES_PER_FILE = 400;
/** Memory the kept trees may take together: a 41,500-file report's tree is about 17 MB. */
const TREE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Whole trees by report and filters. A report is stored under a new name at every merge, so the tree of one
 * report name never changes: a sunburst's zooms (a folder's levels each) cut the same tree, built once.
 */
export class CoverageTrees {
  private readonly kept = new Lru<string, Promise<CoverageTreeNode[]>>(8, TREE_CACHE_BYTES);

  remember(key: string | null, build: () => Promise<CoverageTreeNode[]>): Promise<CoverageTreeNode[]> {
    if (key === null) return build();
    let files = 0;
    const tree = this.kept.remember(key, async () => {
      const nodes = await build();
      files = countFiles(nodes);
      return nodes;
    });
    void tree.then(
      () => files > 0 && this.kept.weigh(key, tree, files * BYTES_PER_FILE),
      () => undefined,
    );
    return tree;
  }
}

function countFiles(nodes: readonly CoverageTreeNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.children ? countFiles(node.children) : 1), 0);
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
  {
    db,
    reports,
    settings,
    trees = new CoverageTrees(),
  }: { db: Kysely<Database>; reports: ReportReader; settings: Settings; trees?: CoverageTrees },
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
  // Only a stored report's tree is kept (its name changes with its contents); the viewer was checked above.
  const key = commit.reportStoragePath
    ? JSON.stringify([commit.id, commit.reportStoragePath, flags, components])
    : null;
  const tree = await trees.remember(key, async () => {
    const contents = await pathContents(commit, { path: '', filters }, reads);
    // No report yet, flags or components that cover nothing: nothing to draw.
    return contents.__typename === 'PathContents' ? buildCoverageTree(contents.results) : [];
  });
  if (!request.levels) return { kind: 'tree', tree };
  const folder = treeLevels(tree, request.levels.path, request.levels.depth, repo.name);
  if (!folder) return { kind: 'notFound', detail: `Folder "${request.levels.path}" not found.` };
  return { kind: 'levels', folder };
}
