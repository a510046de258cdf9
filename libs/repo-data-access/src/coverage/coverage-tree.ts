import { queryOptions, useQuery } from '@tanstack/react-query';
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
