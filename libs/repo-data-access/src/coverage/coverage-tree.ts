import { useMemo } from 'react';
import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import * as v from 'valibot';
import { getApiContext, queryKeys, rest } from '@canopy/api-client';

/** A folder (with `children`) or a file of the coverage tree; a folder's numbers are the sums of its files. */
export interface CoverageTreeNode {
  name: string;
  fullPath: string;
  /** Percent covered, 0–100; null without lines. */
  coverage: number | null;
  lines: number;
  hits: number;
  partials: number;
  misses: number;
  children?: CoverageTreeNode[];
  /** A folder some of whose contents were not sent (deeper levels, or too narrow to draw from where it was asked). */
  partial?: boolean;
}

export const CoverageTreeNodeSchema: v.GenericSchema<CoverageTreeNode> = v.object({
  name: v.string(),
  fullPath: v.string(),
  coverage: v.nullable(v.number()),
  lines: v.number(),
  hits: v.number(),
  partials: v.number(),
  misses: v.number(),
  children: v.optional(v.array(v.lazy(() => CoverageTreeNodeSchema))),
  partial: v.optional(v.boolean()),
});

export const CoverageTreeSchema = v.array(CoverageTreeNodeSchema);

export interface CoverageTreeArgs {
  provider: string;
  owner: string;
  repo: string;
  /** Head of this branch; the repository's default branch when neither `branch` nor `sha` is given. */
  branch?: string | null;
  /** A commit (full SHA or 7+ character prefix); wins over `branch`. */
  sha?: string | null;
  flags?: readonly string[];
  components?: readonly string[];
}

/**
 * The whole tree under one root named after the repository (the centre of the sunburst), with the sums of
 * the top-level entries.
 */
export function coverageTreeRoot(repo: string, children: CoverageTreeNode[]): CoverageTreeNode {
  const sum = (key: 'lines' | 'hits' | 'partials' | 'misses') =>
    children.reduce((total, child) => total + child[key], 0);
  const lines = sum('lines');
  const hits = sum('hits');
  return {
    name: repo,
    fullPath: '',
    coverage: lines > 0 ? (hits / lines) * 100 : null,
    lines,
    hits,
    partials: sum('partials'),
    misses: sum('misses'),
    children,
  };
}

/**
 * `GET /internal/{provider}/{owner}/{repo}/coverage/tree` (the sunburst's data): the folders and files of a
 * branch head's or commit's report, limited by flags and components, as one root node. 404 (unknown or hidden
 * repository, branch or commit) and 403 (no seat) reject with `ApiError`.
 */
export const coverageTreeQueryOptions = ({
  provider,
  owner,
  repo,
  branch = null,
  sha = null,
  flags = [],
  components = [],
}: CoverageTreeArgs) =>
  queryOptions({
    queryKey: queryKeys.repo.part(provider, owner, repo, 'coverage-tree', {
      branch,
      sha,
      flags: [...flags],
      components: [...components],
    }),
    queryFn: async ({ client, signal }): Promise<CoverageTreeNode> => {
      const { apiUrl, fetch } = getApiContext(client);
      const nodes = await rest({
        path: `/${encodeURIComponent(provider)}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/coverage/tree`,
        query: { branch, sha, flags, components },
        provider,
        signal,
        schema: CoverageTreeSchema,
        apiUrl,
        fetch,
      });
      return coverageTreeRoot(repo, nodes);
    },
  });

export const useCoverageTree = (args: CoverageTreeArgs, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...coverageTreeQueryOptions(args), enabled });

/** Levels of a folder the sunburst asks for at once: its three rings, the last ring's folders without contents. */
export const COVERAGE_TREE_LEVELS = 3;

export interface CoverageTreeLevelsArgs extends CoverageTreeArgs {
  /** The folder ('' for the root). */
  path: string;
  /** Levels of its contents. @default COVERAGE_TREE_LEVELS */
  depth?: number;
}

/**
 * `GET …/coverage/tree?path=&depth=`: one folder (the root is named after the repository) with `depth` levels of
 * its contents; entries too narrow to draw are left out and their folder is `partial`. A large repository's tree
 * comes this way a folder at a time, as the sunburst zooms, instead of whole.
 */
export const coverageTreeLevelsQueryOptions = ({
  provider,
  owner,
  repo,
  branch = null,
  sha = null,
  flags = [],
  components = [],
  path,
  depth = COVERAGE_TREE_LEVELS,
}: CoverageTreeLevelsArgs) =>
  queryOptions({
    queryKey: queryKeys.repo.part(provider, owner, repo, 'coverage-tree', {
      branch,
      sha,
      flags: [...flags],
      components: [...components],
      path,
      depth,
    }),
    queryFn: async ({ client, signal }): Promise<CoverageTreeNode> => {
      const { apiUrl, fetch } = getApiContext(client);
      return rest({
        path: `/${encodeURIComponent(provider)}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/coverage/tree`,
        query: { branch, sha, flags, components, path, depth },
        provider,
        signal,
        schema: CoverageTreeNodeSchema,
        apiUrl,
        fetch,
      });
    },
  });

/** The folders from the root down to `path`: '', 'src', 'src/lib' for 'src/lib'. */
export function folderChain(path: string): string[] {
  const names = path.split('/').filter(Boolean);
  return ['', ...names.map((_, index) => names.slice(0, index + 1).join('/'))];
}

/** `root` with the folder at `folder.fullPath` replaced by `folder` (unchanged when the path is not in it). */
export function graftCoverageTree(root: CoverageTreeNode, folder: CoverageTreeNode): CoverageTreeNode {
  if (!folder.fullPath) return folder;
  const names = folder.fullPath.split('/');
  const replace = (node: CoverageTreeNode, depth: number): CoverageTreeNode => {
    if (depth === names.length) return { ...folder, name: node.name };
    const index = node.children?.findIndex((child) => child.name === names[depth]) ?? -1;
    if (index < 0) return node;
    const children = [...node.children!];
    children[index] = replace(children[index]!, depth + 1);
    return { ...node, children };
  };
  return replace(root, 0);
}

/** The root's answer with the folders' answers grafted in, in chain order (each inside the one before). */
function graftAnswers(answers: readonly UseQueryResult<CoverageTreeNode>[]) {
  const [root, ...folders] = answers;
  let data = root?.data;
  for (const folder of folders) if (data && folder.data) data = graftCoverageTree(data, folder.data);
  return { data, isPending: root?.isPending ?? true, isError: root?.isError ?? false };
}

/**
 * The tree as far as it is known for a sunburst zoomed into `focus`: the root's levels with each folder's on
 * the way to `focus` grafted in, the root named after the repository. `data` is undefined until the root's
 * levels arrive.
 */
export function useCoverageTreeLevels(args: CoverageTreeArgs & { focus: string }) {
  const { focus, ...tree } = args;
  // `graftAnswers` is a stable function: the grafted tree is made again only when an answer changes.
  const { data, isPending, isError } = useQueries({
    queries: folderChain(focus).map((path) => coverageTreeLevelsQueryOptions({ ...tree, path })),
    combine: graftAnswers,
  });
  const named = useMemo(() => data && { ...data, name: tree.repo }, [data, tree.repo]);
  return { data: named, isPending, isError };
}
