/**
 * Mock data for the commit queries, in the GraphQL shape (`graphqlHandler` runs it through the schema). Each
 * fixture takes overrides so that a test states only what matters to it.
 */

type Overrides = Record<string, unknown>;

/** A comparison with the parent (or a base): processed, with patch and change. */
export function comparisonFixture(overrides: Overrides = {}) {
  return {
    __typename: 'Comparison',
    state: 'processed',
    baseCommit: 'def5678aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    headCommit: 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
    changeCoverage: 1.25,
    patchTotals: { percentCovered: 75, lineCount: 8, hitsCount: 6, missesCount: 2, partialsCount: 0 },
    headTotals: { percentCovered: 82.97 },
    baseTotals: { percentCovered: 81.72 },
    impactedFilesCount: 4,
    directChangedFilesCount: 3,
    indirectChangedFilesCount: 1,
    diffSource: 'PROVIDER',
    diffMessage: null,
    hasDifferentNumberOfHeadAndBaseReports: false,
    baseUploadCount: 1,
    headUploadCount: 1,
    ...overrides,
  };
}

/** A comparison that could not be made, e.g. `comparisonErrorFixture('MissingBaseCommit')`. */
export function comparisonErrorFixture(typename: string, message = `${typename} message`) {
  return { __typename: typename, message };
}

/**
 * A bundle comparison as the lists' Bundle column reads it: `bundleChangeFixture(1200)` grew the bundles by 1.2 kB;
 * a typename (`'MissingBaseReport'`) stands for a comparison that could not be made.
 */
export function bundleChangeFixture(change: number | string) {
  if (typeof change === 'string') return { __typename: change, message: `${change} message` };
  const figures = (bytes: number) => ({
    size: { uncompress: bytes, gzip: 0 },
    loadTime: { threeG: 0, highSpeed: 0 },
  });
  return {
    __typename: 'BundleAnalysisComparison',
    bundleData: figures(0),
    bundleChange: figures(change),
    bundles: [],
  };
}

/** A commit as the commit list reads it (GetCommits). */
export function commitListItemFixture(overrides: Overrides = {}) {
  return {
    commitid: 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
    message: 'Add the widget parser',
    createdAt: '2024-05-01T12:00:00Z',
    branchName: 'main',
    pullId: null,
    ciPassed: true,
    coverageStatus: 'COMPLETED',
    author: { ownerid: 1, username: 'jane', avatarUrl: 'https://avatars.example.com/jane' },
    coverageAnalytics: { totals: { percentCovered: 82.97 } },
    compareWithParent: comparisonFixture(),
    ...overrides,
  };
}

/** A commit as the commit page reads it (CommitPageData). */
export function commitPageFixture(overrides: Overrides = {}) {
  return {
    ...commitListItemFixture(),
    state: 'complete',
    yamlState: null,
    totalUploads: 1,
    parent: { commitid: 'def5678aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    latestUploadError: null,
    yamlErrors: { edges: [] },
    botErrors: { edges: [] },
    coverageAnalytics: {
      totals: {
        percentCovered: 82.97,
        fileCount: 12,
        lineCount: 1000,
        hitsCount: 829,
        missesCount: 160,
        partialsCount: 11,
      },
      unmatchedPaths: { count: 0, paths: [], message: null },
    },
    ...overrides,
  };
}

/** One upload of a commit (CommitUploads). */
export function uploadFixture(overrides: Overrides = {}) {
  return {
    id: 1,
    name: 'unit-tests',
    state: 'PROCESSED',
    uploadType: 'UPLOADED',
    provider: 'github-actions',
    ciUrl: 'https://github.com/acme/widgets/actions/runs/1',
    jobCode: 'test',
    buildCode: '1',
    flags: ['unit'],
    createdAt: '2024-05-01T12:00:00Z',
    updatedAt: '2024-05-01T12:01:00Z',
    downloadUrl: 'https://canopy.example.com/upload/gh/acme/widgets/download?path=a',
    unmatchedPaths: [],
    unmatchedCount: 0,
    carriedForwardFrom: null,
    carriedForwardDepth: null,
    carriedForwardMessage: null,
    errors: { edges: [] },
    ...overrides,
  };
}

/**
 * `owner.repository` around a repository answer, e.g. `repositoryOf({ commit })`: acme (ownerid 2) and its
 * repository 10, the keys graphcache files them under.
 */
export function repositoryOf(fields: Overrides, ownerFields: Overrides = {}) {
  return {
    owner: {
      ownerid: 2,
      username: 'acme',
      ...ownerFields,
      repository: { __typename: 'Repository', repoid: 10, ...fields },
    },
  };
}
