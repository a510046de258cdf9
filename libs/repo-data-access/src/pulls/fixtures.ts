/**
 * Mock data for the pull request queries, in the GraphQL shape (`graphqlHandler` runs it through the schema,
 * which drops the fields a query did not ask for). Each fixture takes overrides.
 */

type Overrides = Record<string, unknown>;

export const PULL_HEAD_SHA = 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
export const PULL_BASE_SHA = 'def5678aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

/** A processed pull comparison with every field the pull queries read. */
export function pullComparisonFixture(overrides: Overrides = {}) {
  return {
    __typename: 'Comparison',
    state: 'processed',
    headTotals: {
      percentCovered: 82.97,
      hitsCount: 829,
      missesCount: 170,
      partialsCount: 1,
      lineCount: 1000,
    },
    baseTotals: {
      percentCovered: 81.72,
      hitsCount: 817,
      missesCount: 183,
      partialsCount: 0,
      lineCount: 1000,
    },
    patchTotals: { percentCovered: 75, hitsCount: 6, missesCount: 2, partialsCount: 0, lineCount: 8 },
    changeCoverage: 1.25,
    baseCommit: PULL_BASE_SHA,
    headCommit: PULL_HEAD_SHA,
    trueBaseCommit: PULL_BASE_SHA,
    isPseudoBase: false,
    baseDistance: 0,
    baseExplanation: null,
    diffSource: 'PROVIDER',
    diffMessage: null,
    baseUploadCount: 2,
    headUploadCount: 2,
    hasDifferentNumberOfHeadAndBaseReports: false,
    impactedFilesCount: 4,
    directChangedFilesCount: 3,
    indirectChangedFilesCount: 1,
    flagComparisonsCount: 2,
    componentComparisonsCount: 1,
    flagComparisons: [
      {
        name: 'unit',
        headTotals: { percentCovered: 90 },
        baseTotals: { percentCovered: 88.5 },
        patchTotals: { percentCovered: 100 },
      },
      {
        name: 'integration',
        headTotals: { percentCovered: 60 },
        baseTotals: { percentCovered: 62 },
        patchTotals: null,
      },
    ],
    componentComparisons: [
      {
        id: 'api',
        name: 'API',
        headTotals: { percentCovered: 70.5 },
        baseTotals: { percentCovered: 70 },
        patchTotals: { percentCovered: 50 },
      },
    ],
    ...overrides,
  };
}

/** `compareWithBase` when there is no comparison, e.g. `pullComparisonErrorFixture('MissingBaseReport')`. */
export function pullComparisonErrorFixture(typename: string, message = `${typename} message`) {
  return { __typename: typename, message };
}

/** A pull request with every field the pull queries read. */
export function pullFixture(overrides: Overrides = {}) {
  return {
    pullId: 12,
    title: 'Add a discount rule',
    state: 'OPEN',
    updatestamp: '2024-05-01T12:00:00Z',
    authorUsername: 'ada',
    author: { ownerid: 5, username: 'ada', avatarUrl: 'https://avatars.example.com/ada' },
    baseBranch: 'main',
    headBranch: 'discount',
    head: {
      commitid: PULL_HEAD_SHA,
      ciPassed: true,
      branchName: 'discount',
      coverageStatus: 'COMPLETED',
      coverageAnalytics: { totals: { percentCovered: 82.97 } },
    },
    comparedTo: { commitid: PULL_BASE_SHA },
    trueBase: { commitid: PULL_BASE_SHA },
    behindBy: 0,
    behindByCommit: null,
    firstPull: false,
    commits: { totalCount: 3 },
    compareWithBase: pullComparisonFixture(),
    ...overrides,
  };
}

/**
 * The `data` of a pull query: acme (ownerid 2) and its repository 10 (Repository member) holding `pull` or a
 * `pulls` connection.
 */
export function pullRepositoryData(repository: Overrides) {
  return {
    owner: {
      ownerid: 2,
      username: 'acme',
      repository: { __typename: 'Repository', repoid: 10, defaultBranch: 'main', ...repository },
    },
  };
}
