// Test helpers: MSW handlers answering every query of the overview page (for this folder's tests and for
// tests that open the repository root, such as repo-routes.test.tsx). Never imported by app code.
import { graphqlHandler, restHandler, type GraphqlMockRequest } from '@canopy/api-client/testing';
import {
  coverageBranchFixture,
  coverageCommitFixture,
  coverageRepositoryFixture,
  pathContentFixture,
  pathContentsConnectionFixture,
  type CoverageCommitFixture,
} from '@canopy/repo-data-access/testing';

type Variables = GraphqlMockRequest['variables'];

export interface OverviewMockOptions {
  /** The head commit of every branch asked for (null: a branch without a known head). */
  head?: CoverageCommitFixture | null;
  /** Branch names GetRepoCoverage and BranchContents know; others are unknown branches. */
  knownBranches?: string[];
  /** `deprecatedPathContents` by request (path, filters, after). */
  contents?: (variables: Variables) => unknown;
  /** Measurements of the chart and trend. */
  measurements?: { timestamp: string; avg: number | null; min: number | null; max: number | null }[];
  /** Branch names of the selector (one page). */
  branches?: string[];
  /** Flag names of the repository (one page). */
  flags?: string[];
  /** Top-level nodes of the sunburst's tree (REST `coverage/tree`). */
  tree?: unknown[];
}

export const defaultContents = () =>
  pathContentsConnectionFixture([
    pathContentFixture('README.md', { hits: 1, misses: 1 }),
    pathContentFixture('src', { kind: 'dir', hits: 80, misses: 20, partials: 5 }),
  ]);

export const defaultTree = [
  {
    name: 'src',
    fullPath: 'src',
    coverage: 80,
    lines: 100,
    hits: 80,
    partials: 0,
    misses: 20,
    children: [
      { name: 'a.ts', fullPath: 'src/a.ts', coverage: 80, lines: 100, hits: 80, partials: 0, misses: 20 },
    ],
  },
];

interface TreeNode {
  name: string;
  fullPath: string;
  lines: number;
  hits: number;
  partials: number;
  misses: number;
  children?: TreeNode[];
}

/** The folder at `path` of a tree given as its top-level nodes; the root is summed from them. */
function treeFolder(nodes: TreeNode[], path: string): TreeNode | null {
  const sum = (key: 'lines' | 'hits' | 'partials' | 'misses') =>
    nodes.reduce((total, node) => total + node[key], 0);
  let folder: TreeNode | null = {
    name: 'widgets',
    fullPath: '',
    coverage: sum('lines') ? (sum('hits') / sum('lines')) * 100 : null,
    lines: sum('lines'),
    hits: sum('hits'),
    partials: sum('partials'),
    misses: sum('misses'),
    children: nodes,
  } as TreeNode;
  for (const name of path.split('/').filter(Boolean))
    folder = folder?.children?.find((child) => child.name === name) ?? null;
  return folder;
}

export const defaultMeasurements = [
  { timestamp: '2024-03-01T00:00:00Z', avg: 70, min: 70, max: 71.38 },
  { timestamp: '2024-03-08T00:00:00Z', avg: null, min: null, max: null },
  { timestamp: '2024-03-15T00:00:00Z', avg: 73, min: 72, max: 73.38 },
];

/** Handlers for the sunburst's REST tree, GetRepoCoverage, GetBranchCoverageMeasurements, BranchContents, GetBranches, FlagsSelect, GetBranchComponents; `requests` records what each was asked. */
export function overviewHandlers({
  head = coverageCommitFixture(),
  knownBranches,
  contents = defaultContents,
  measurements = defaultMeasurements,
  branches = ['main', 'dev', 'feature/x'],
  flags = [],
  tree = defaultTree,
}: OverviewMockOptions = {}) {
  const requests: Record<string, Variables[]> = {};
  const log = (name: string, variables: Variables) => (requests[name] ??= []).push(variables);
  const branchOf = (variables: Variables) => {
    const name = String(variables.branch);
    if (knownBranches && !knownBranches.includes(name)) return null;
    return coverageBranchFixture(name, head);
  };

  const handlers = [
    restHandler('get', '/:provider/:owner/:repo/coverage/tree', (request) => {
      const query = new URL(request.url).searchParams;
      log('coverage/tree', Object.fromEntries(query));
      // `?depth=`: one folder with its contents (here all of them), as the sunburst asks.
      return (query.has('depth') ? treeFolder(tree as TreeNode[], query.get('path') ?? '') : tree) as never;
    }),
    graphqlHandler('GetRepoCoverage', ({ variables }) => {
      log('GetRepoCoverage', variables);
      return coverageRepositoryFixture({ branch: branchOf(variables) });
    }),
    graphqlHandler('GetBranchCoverageMeasurements', ({ variables }) => {
      log('GetBranchCoverageMeasurements', variables);
      return coverageRepositoryFixture({ coverageAnalytics: { measurements } });
    }),
    graphqlHandler('BranchContents', ({ variables }) => {
      log('BranchContents', variables);
      const branch = branchOf(variables);
      return coverageRepositoryFixture({
        branch: branch && {
          ...branch,
          head: branch.head && { ...branch.head, deprecatedPathContents: contents(variables) },
        },
      });
    }),
    graphqlHandler('GetBranches', ({ variables }) => {
      log('GetBranches', variables);
      const term = String((variables.filters as { searchValue?: string } | undefined)?.searchValue ?? '');
      const names = branches.filter((name) => name.includes(term));
      return coverageRepositoryFixture({
        branches: {
          totalCount: names.length,
          edges: names.map((name) => ({ cursor: name, node: coverageBranchFixture(name, null) })),
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      });
    }),
    graphqlHandler('FlagsSelect', ({ variables }) => {
      log('FlagsSelect', variables);
      const term = String((variables.filters as { term?: string } | undefined)?.term ?? '');
      const names = flags.filter((name) => name.includes(term));
      return coverageRepositoryFixture({
        coverageAnalytics: {
          flags: {
            totalCount: names.length,
            edges: names.map((name) => ({ cursor: name, node: { name } })),
            pageInfo: { hasNextPage: false, endCursor: null },
          },
        },
      });
    }),
    graphqlHandler('GetBranchComponents', ({ variables }) => {
      log('GetBranchComponents', variables);
      return coverageRepositoryFixture({ branch: branchOf(variables) });
    }),
  ];
  return { handlers, requests };
}
