// Mock data for the coverage documents, as the GraphQL answer holds it (run through the schema by graphqlHandler).

/** A file (or, with `kind: 'dir'`, a folder) of `deprecatedPathContents`. */
export function pathContentFixture(
  path: string,
  {
    kind = 'file',
    hits = 8,
    misses = 2,
    partials = 0,
    lines = hits + misses + partials,
  }: { kind?: 'dir' | 'file'; hits?: number; misses?: number; partials?: number; lines?: number } = {},
) {
  return {
    __typename: kind === 'dir' ? ('PathContentDir' as const) : ('PathContentFile' as const),
    name: path.slice(path.lastIndexOf('/') + 1),
    path,
    hits,
    misses,
    partials,
    lines,
    percentCovered: lines ? (hits / lines) * 100 : 0,
    isCriticalFile: false,
  };
}

/** `deprecatedPathContents` as a connection of the given entries. */
export function pathContentsConnectionFixture(
  entries: ReturnType<typeof pathContentFixture>[],
  { hasNextPage = false, endCursor = null as string | null, totalCount = entries.length } = {},
) {
  return {
    __typename: 'PathContentConnection' as const,
    totalCount,
    edges: entries.map((node, index) => ({ cursor: String(index), node })),
    pageInfo: { hasNextPage, endCursor, hasPreviousPage: false, startCursor: null },
  };
}

export interface CoverageCommitFixture {
  commitid: string;
  createdAt: string;
  yamlState: 'DEFAULT' | null;
  coverageAnalytics: {
    totals: {
      percentCovered: number | null;
      fileCount: number | null;
      lineCount: number | null;
      hitsCount: number | null;
      missesCount: number | null;
      partialsCount: number | null;
    } | null;
    unmatchedPaths: { count: number; paths: string[]; message: string | null };
    flagNames: string[];
    components: { id: string; name: string; totals: null }[];
  } | null;
  deprecatedPathContents?: unknown;
}

/** A commit with a processed report (the head of a branch or pull, or a commit of its own). */
export function coverageCommitFixture(overrides: Partial<CoverageCommitFixture> = {}): CoverageCommitFixture {
  return {
    commitid: 'c0ffee1234567890c0ffee1234567890c0ffee12',
    createdAt: '2024-05-01T12:00:00Z',
    yamlState: null,
    coverageAnalytics: {
      totals: {
        percentCovered: 73.38362068965517,
        fileCount: 12,
        lineCount: 928,
        hitsCount: 681,
        missesCount: 230,
        partialsCount: 17,
      },
      unmatchedPaths: { count: 0, paths: [], message: null },
      flagNames: [],
      components: [],
    },
    deprecatedPathContents: pathContentsConnectionFixture([]),
    ...overrides,
  };
}

/** A branch whose head is `head` (null: the head commit is unknown). */
export function coverageBranchFixture(
  name = 'main',
  head: CoverageCommitFixture | null = coverageCommitFixture(),
) {
  return { name, headSha: head?.commitid ?? 'f00d', head };
}

/** `owner.repository` (the Repository member) holding the given fields, for the coverage documents. */
export function coverageRepositoryFixture(fields: Record<string, unknown> = {}) {
  return {
    owner: {
      ownerid: 1,
      username: 'acme',
      repository: {
        __typename: 'Repository',
        repoid: 10,
        repositoryConfig: { indicationRange: { lowerRange: 60, upperRange: 80 } },
        ...fields,
      },
    },
  };
}
