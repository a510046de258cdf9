import { testIdOf } from '../testing/test-analytics-data';
import { type Audience, bundleNameOf, failingTestOf, type Target, testNameOf } from './targets';

/**
 * The GraphQL probes: every way the schema offers to reach a private repository or its data. Each runs for
 * every persona against every target (graphql-matrix.test.ts). Those in the probe's audience must see the data
 * (`shown`, the positive control); everyone else must get the `hidden` answer, and no response may carry a
 * marker of a target the persona may not see. schema-coverage.test.ts fails while a field that reaches
 * repository data is selected by no probe here and is not in its allow-list.
 */
export interface GraphQLProbe {
  name: string;
  audience: Audience;
  /** A query over the variables of `probeVariables`; the declarations are added from the `$names` it uses. */
  query: string;
  /** The answer people outside the audience get today (besides carrying no marker). */
  hidden(data: unknown, target: Target): boolean;
  /** The positive control: the answer carries the target's data. */
  shown(data: unknown, target: Target): boolean;
}

const DAY = 24 * 60 * 60 * 1000;

/** Values for every `$name` a probe may use. */
export function probeVariables(target: Target): Record<string, unknown> {
  return {
    owner: target.owner,
    repo: target.repo,
    base: target.base,
    head: target.head,
    short: target.head.slice(0, 7),
    branch: target.branch,
    pull: target.pull,
    path: target.path,
    flag: target.flag,
    component: target.component,
    tag: target.tag,
    bundle: bundleNameOf(target.tag),
    asset: `${bundleNameOf(target.tag)}.js`,
    testId: testIdOf(testNameOf(target.tag)),
    after: new Date(Date.now() - 3 * DAY).toISOString(),
    before: new Date(Date.now() + DAY).toISOString(),
  };
}

const VARIABLE_TYPES: Record<string, string> = {
  owner: 'String!',
  repo: 'String!',
  base: 'String!',
  head: 'String!',
  short: 'String!',
  branch: 'String!',
  pull: 'Int!',
  path: 'String!',
  flag: 'String!',
  component: 'String!',
  tag: 'String!',
  bundle: 'String!',
  asset: 'String!',
  testId: 'ID!',
  after: 'DateTime!',
  before: 'DateTime!',
};

/** `query Probe($owner: String!, …) { body }` with exactly the variables the body uses. */
export function operation(body: string): string {
  const names = [...new Set([...body.matchAll(/\$(\w+)/g)].map((match) => match[1]!))];
  const declarations = names.map((name) => {
    const type = VARIABLE_TYPES[name];
    if (!type) throw new Error(`unknown probe variable $${name}`);
    return `$${name}: ${type}`;
  });
  return `query Probe${declarations.length ? `(${declarations.join(', ')})` : ''} { ${body} }`;
}

/** The value at a path of plain objects; undefined when any step is missing. */
export function dig(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function text(value: unknown): string {
  return JSON.stringify(value) ?? '';
}

const mentions =
  (pick: (target: Target) => string) =>
  (data: unknown, target: Target): boolean =>
    text(data).includes(pick(target));

/** The nodes of a connection at a path. */
function nodes(value: unknown, ...path: string[]): unknown[] {
  const edges = dig(value, ...path, 'edges');
  return Array.isArray(edges) ? edges.map((edge) => dig(edge, 'node')) : [];
}

const emptyConnection =
  (...path: string[]) =>
  (data: unknown) =>
    dig(data, ...path, 'totalCount') === 0 && nodes(data, ...path).length === 0;

const isNotFound = (data: unknown): boolean => {
  const repository = dig(data, 'owner', 'repository');
  return text(repository) === text({ __typename: 'NotFoundError' });
};

/** A probe inside `owner(username:) { repository(name:) { … on Repository { selection } } }`. */
function repositoryProbe(
  name: string,
  selection: string,
  shown: GraphQLProbe['shown'],
  audience: Audience = 'viewers',
): GraphQLProbe {
  return {
    name,
    audience,
    query: operation(
      `owner(username: $owner) { repository(name: $repo) { __typename ... on Repository { ${selection} } } }`,
    ),
    hidden: isNotFound,
    shown,
  };
}

const COMPARISON = `__typename ... on ResolverError { message } ... on Comparison {
  state baseCommit headCommit trueBaseCommit isPseudoBase baseDistance baseExplanation diffSource diffMessage
  baseTotals { percentCovered } headTotals { percentCovered fileCount lineCount hitsCount missesCount partialsCount }
  patchTotals { percentCovered } changeCoverage impactedFilesCount directChangedFilesCount indirectChangedFilesCount
  hasDifferentNumberOfHeadAndBaseReports baseUploadCount headUploadCount flagComparisonsCount componentComparisonsCount
  flagComparisons { name baseTotals { lineCount } headTotals { lineCount } patchTotals { lineCount } }
  componentComparisons { id name baseTotals { lineCount } headTotals { lineCount } patchTotals { lineCount } }
  impactedFiles { __typename ... on ImpactedFiles { results {
    fileName baseName headName isNewFile isRenamedFile isDeletedFile isInDiff changeCoverage missesCount missedLines
    hashedPath baseCoverage { lineCount } headCoverage { lineCount } patchCoverage { lineCount }
    unexpectedLines { baseNumber headNumber baseCoverage headCoverage }
    segments { __typename ... on SegmentComparisons { results { header hasUnintendedChanges
      lines { baseNumber headNumber baseCoverage headCoverage content coverageInfo { hitCount hitUploadIds } } } } }
  } } }
  impactedFile(path: $path) { fileName headCoverage { lineCount } }
}`;

const BUNDLE_DATA = 'size { gzip uncompress } loadTime { threeG highSpeed }';

const BUNDLE_COMPARISON = `__typename ... on ResolverError { message } ... on BundleAnalysisComparison {
  bundleData { ${BUNDLE_DATA} } bundleChange { ${BUNDLE_DATA} }
  bundles { name changeType bundleData { ${BUNDLE_DATA} } bundleChange { ${BUNDLE_DATA} } } }`;

const BUNDLE_SERIES = `assetType name size { ${BUNDLE_DATA} } change { ${BUNDLE_DATA} } measurements { timestamp avg }`;

const PATH_ENTRY = `__typename name path hits misses partials lines percentCovered ... on PathContentFile { isCriticalFile }`;

export const GRAPHQL_PROBES: readonly GraphQLProbe[] = [
  repositoryProbe(
    'owner.repository',
    `repoid name displayName isDemo private active activated defaultBranch updatedAt latestCommitAt
     oldestCommitAt isFirstPullRequest yaml staticAnalysisToken primaryLanguage languages coverageEnabled
     bundleAnalysisEnabled testAnalyticsEnabled isGithubRateLimited author { username } bot { username }
     repositoryConfig { indicationRange { lowerRange upperRange } }
     yamlInForce { yaml commitid layers { kind yaml path commitid inForce errors } }`,
    (data, target) => dig(data, 'owner', 'repository', 'name') === target.repo,
  ),
  repositoryProbe(
    'owner.repository tokens',
    'uploadToken graphToken',
    (data, target) =>
      dig(data, 'owner', 'repository', 'uploadToken') === target.uploadToken &&
      dig(data, 'owner', 'repository', 'graphToken') === target.graphToken,
    'members',
  ),
  {
    // The front end's document as it is sent: the flag is no secret, but the repository's existence is.
    name: 'GetRepoRateLimitStatus',
    audience: 'viewers',
    query: operation(
      `owner(username: $owner) { ownerid username repository(name: $repo) { __typename
         ... on Repository { repoid isGithubRateLimited }
         ... on NotFoundError { message } ... on OwnerNotActivatedError { message } } }`,
    ),
    hidden: (data) => dig(data, 'owner', 'repository', '__typename') === 'NotFoundError',
    shown: (data) =>
      dig(data, 'owner', 'repository', '__typename') === 'Repository' &&
      typeof dig(data, 'owner', 'repository', 'isGithubRateLimited') === 'boolean',
  },
  repositoryProbe(
    'repository.commits',
    `commits(first: 10) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
       edges { cursor node { commitid message createdAt branchName pullId ciPassed state totalUploads coverageStatus
         author { username } parent { commitid } } } }
     searched: commits(filters: { search: $short }) { totalCount edges { node { commitid } } }
     onBranch: commits(filters: { branchName: $branch, states: [COMPLETE], coverageStatus: [COMPLETED] }) {
       totalCount edges { node { commitid } } }`,
    mentions((target) => target.head),
  ),
  repositoryProbe(
    'repository.commit(id)',
    `full: commit(id: $head) { commitid yaml yamlState yamlSource { kind path warnings } branchName pullId
       errors(errorType: YAML_ERROR) { totalCount edges { node { errorCode errorMessage } } }
       latestUploadError { errorCode errorMessage } }
     prefix: commit(id: $short) { commitid }`,
    (data, target) => dig(data, 'owner', 'repository', 'prefix', 'commitid') === target.head,
  ),
  repositoryProbe(
    'commit.coverageAnalytics',
    `commit(id: $head) { coverageAnalytics {
       totals { percentCovered fileCount lineCount hitsCount missesCount partialsCount coverage }
       flagNames unmatchedPaths { count paths message } components { id name totals { lineCount } } } }`,
    mentions((target) => target.flag),
  ),
  repositoryProbe(
    'commit.notifications',
    `commit(id: $head) { notifications { name outcome state description target url error postedAt } }`,
    (data) => Array.isArray(dig(data, 'owner', 'repository', 'commit', 'notifications')),
  ),
  repositoryProbe(
    'commit.coverageAnalytics.coverageFile',
    `commit(id: $head) { coverageAnalytics {
       coverageFile(path: $path, flags: [$flag], components: [$component]) { content hashedPath totals { lineCount }
         coverage { line coverage } hitCounts { line hitCount hitUploadIds branches } } } }`,
    (data) =>
      typeof dig(data, 'owner', 'repository', 'commit', 'coverageAnalytics', 'coverageFile', 'hashedPath') ===
      'string',
  ),
  repositoryProbe(
    'commit.pathContents',
    `commit(id: $head) {
       tree: pathContents(path: "") { __typename ... on PathContents { results { ${PATH_ENTRY} } unmatchedPaths { count } } }
       list: pathContents(filters: { displayType: LIST, flags: [$flag], components: [$component],
         ordering: { direction: DESC, parameter: COVERAGE } }) { __typename ... on PathContents { results { path } } }
       search: pathContents(filters: { searchValue: $tag }) { __typename ... on PathContents { results { path } } } }`,
    mentions((target) => target.path),
  ),
  repositoryProbe(
    'commit.deprecatedPathContents',
    `commit(id: $head) { deprecatedPathContents(filters: { displayType: LIST }, first: 5) {
       __typename ... on PathContentConnection { totalCount pageInfo { hasNextPage } edges { cursor node { ${PATH_ENTRY} } } } } }`,
    mentions((target) => target.path),
  ),
  repositoryProbe(
    'commit.uploads.downloadUrl',
    `head: commit(id: $head) { uploads { totalCount edges { node { id name state uploadType provider ciUrl jobCode
       buildCode flags createdAt updatedAt downloadUrl unmatchedPaths unmatchedCount carriedForwardFrom
       carriedForwardDepth carriedForwardMessage errors { totalCount edges { node { errorCode errorMessage } } } } } } }
     base: commit(id: $base) { uploads(first: 5) { edges { node { name downloadUrl } } } }`,
    mentions((target) => encodeURIComponent(target.storagePath)),
  ),
  repositoryProbe(
    'commit.compareWithParent',
    `commit(id: $head) { compareWithParent { ${COMPARISON} } }`,
    (data, target) =>
      dig(data, 'owner', 'repository', 'commit', 'compareWithParent', 'headCommit') === target.head,
  ),
  repositoryProbe(
    'repository.compare',
    `bySha: compare(base: $base, head: $head) { __typename ... on Comparison { baseCommit headCommit
       patchTotals { percentCovered } impactedFile(path: $path) { fileName headCoverage { lineCount } } } }
     byBranch: compare(base: "main", head: $branch) { __typename ... on Comparison { headCommit } }`,
    (data, target) => dig(data, 'owner', 'repository', 'byBranch', 'headCommit') === target.head,
  ),
  repositoryProbe(
    'commit.testResults',
    `commit(id: $head) { testResults { totalCount passedCount failedCount skippedCount flakyCount
       failedTests(first: 5) { testId name testSuite flags durationSeconds failureMessage isFlaky flakeRate buildUrl }
       latestUploadError { errorCode errorMessage } } }`,
    mentions((target) => failingTestOf(target.tag)),
  ),
  repositoryProbe(
    'commit.bundleAnalysis',
    `commit(id: $head) { bundleStatus bundleAnalysis {
       bundleAnalysisReport { __typename ... on MissingHeadReport { message } ... on BundleAnalysisReport {
         isCached bundleData { ${BUNDLE_DATA} } bundles { name isCached bundleData { ${BUNDLE_DATA} } } } }
       bundleAnalysisCompareWithParent { ${BUNDLE_COMPARISON} } latestUploadError { errorCode errorMessage } } }`,
    mentions((target) => bundleNameOf(target.tag)),
  ),
  repositoryProbe(
    'commit.bundleAnalysis bundle',
    `commit(id: $head) { bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport {
       bundle(name: $bundle, filters: { reportGroups: [JAVASCRIPT], loadTypes: [ENTRY] }) {
         name moduleCount isCached cacheConfig bundleData { ${BUNDLE_DATA} }
         info { version pluginName pluginVersion builtAt duration bundlerName bundlerVersion }
         bundleDataFiltered(filters: { reportGroup: JAVASCRIPT }) { ${BUNDLE_DATA} }
         duplicatePackages { name versions wastedBytes copies { path version size chunks } }
         sizeLimit { transferSize downloadTime runTime totalTime }
         assets { name extension normalizedName routes bundleData { ${BUNDLE_DATA} }
           modules { name extension bundleData { ${BUNDLE_DATA} } } }
         asset(name: $asset) { name modules { name } }
         assetsPaginated(ordering: NAME, orderingDirection: ASC, first: 5) { totalCount
           pageInfo { hasNextPage endCursor } edges { cursor node { name
             measurements(interval: INTERVAL_1_DAY, after: $after, before: $before) { ${BUNDLE_SERIES} } } } }
         measurements(interval: INTERVAL_1_DAY, after: $after, before: $before, branch: "main",
           filters: { assetTypes: [REPORT_SIZE, ASSET_SIZE] }) { ${BUNDLE_SERIES} } } } } } }`,
    (data, target) =>
      mentions((t) => `${bundleNameOf(t.tag)}.js`)(data, target) && text(data).includes('"avg":1000'),
  ),
  repositoryProbe(
    'repository.testAnalytics',
    `testAnalytics {
       testResults(filters: { interval: INTERVAL_7_DAY, flags: [$flag] }, ordering: { parameter: COMMITS_WHERE_FAIL },
         first: 5) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node {
           id name testSuite updatedAt commitsFailed failureRate flakeRate avgDuration p95Duration lastDuration
           totalDuration
           totalFailCount totalFlakyFailCount totalSkipCount totalPassCount runsFailed isFlaky } } }
       testResultsAggregates { totalDuration totalDurationPercentChange slowestTestsDuration
         slowestTestsDurationPercentChange totalFails totalFailsPercentChange totalSkips totalSkipsPercentChange
         totalSlowTests totalSlowTestsPercentChange }
       flakeAggregates { flakeCount flakeCountPercentChange flakeRate flakeRatePercentChange timeLostToFlakes
         timeLostToFlakesPercentChange }
       testSuites(term: $tag) flags
       lastFailure(testId: $testId) { message commitid branch failedAt durationSeconds }
       latestUploadError(branch: $branch) { errorCode errorMessage } }`,
    (data, target) => {
      const analytics = dig(data, 'owner', 'repository', 'testAnalytics');
      return (
        dig(analytics, 'testResults', 'totalCount') === 1 &&
        dig(analytics, 'testResultsAggregates', 'totalFails') === 1 &&
        dig(analytics, 'lastFailure', 'commitid') === target.base &&
        text(dig(analytics, 'testSuites')).includes(target.tag) &&
        text(dig(analytics, 'flags')).includes(target.flag) &&
        text(dig(analytics, 'latestUploadError', 'errorMessage')).includes(target.tag)
      );
    },
  ),
  repositoryProbe(
    'pull.bundleAnalysisCompareWithBase',
    `pull(id: $pull) { bundleAnalysisCompareWithBase { ${BUNDLE_COMPARISON} } }`,
    (data, target) =>
      dig(data, 'owner', 'repository', 'pull', 'bundleAnalysisCompareWithBase', '__typename') ===
        'BundleAnalysisComparison' && mentions((t) => bundleNameOf(t.tag))(data, target),
  ),
  repositoryProbe(
    'repository.branches',
    `branches(first: 10, filters: { mergedBranches: true }) { totalCount edges { node { name headSha head { commitid } } } }
     searched: branches(filters: { searchValue: $tag }) { totalCount edges { node { name } } }`,
    mentions((target) => target.branch),
  ),
  repositoryProbe(
    'repository.branch',
    `feature: branch(name: $branch) { name headSha head { commitid } }
     main: branch(name: "main") { headSha }`,
    (data, target) => dig(data, 'owner', 'repository', 'feature', 'headSha') === target.head,
  ),
  repositoryProbe(
    'repository.pulls',
    `pulls(first: 10, filters: { state: [OPEN] }) { totalCount
       edges { node { pullId title state headBranch authorUsername author { username } } } }`,
    mentions((target) => target.branch),
  ),
  repositoryProbe(
    'repository.pull',
    `pull(id: $pull) { pullId title state updatestamp baseBranch headBranch authorUsername
       head { commitid } comparedTo { commitid } trueBase { commitid } behindBy behindByCommit firstPull
       commits { totalCount edges { node { commitid } } }
       compareWithBase { __typename ... on Comparison { headCommit baseCommit } } }`,
    (data, target) => dig(data, 'owner', 'repository', 'pull', 'head', 'commitid') === target.head,
  ),
  repositoryProbe(
    'repository.pull.aiSuggestion',
    `pull(id: $pull) { aiSuggestion { id status commitid body error commentPosted } }`,
    (data, target) =>
      dig(data, 'owner', 'repository', 'pull', 'aiSuggestion', 'body') === `Tests for ${target.tag}`,
  ),
  repositoryProbe(
    'repository.coverageAnalytics',
    `coverageAnalytics { percentCovered commitSha hits misses lines
       flagsCount flagsMeasurementsActive flagsMeasurementsBackfilled
       componentsCount componentsMeasurementsActive componentsMeasurementsBackfilled
       componentsYaml { id name } searched: componentsYaml(termId: $tag) { id }
       flags(filters: { term: $tag }) { totalCount edges { node { name percentCovered percentChange
         measurements(interval: INTERVAL_1_DAY, after: $after, before: $before) { avg } } } } }`,
    (data, target) => text(data).includes(target.flag) && text(data).includes(target.component),
  ),
  repositoryProbe(
    'repository.coverageAnalytics.measurements',
    `coverageAnalytics {
       measurements(interval: INTERVAL_1_DAY, after: $after, branch: "main") { timestamp avg min max }
       components(interval: INTERVAL_1_DAY, after: $after, before: $before) {
         componentId name percentCovered percentChange lastUploaded measurements { avg } } }`,
    (data) => measured(dig(data, 'owner', 'repository', 'coverageAnalytics', 'measurements')),
  ),
  {
    name: 'owner.repositories(term)',
    audience: 'viewers',
    query: operation(
      `owner(username: $owner) { repositories(filters: { term: $repo }) { totalCount edges { node { name } } } }`,
    ),
    hidden: emptyConnection('owner', 'repositories'),
    shown: mentions((target) => target.repo),
  },
  {
    name: 'owner.repositories(repoNames)',
    audience: 'viewers',
    query: operation(
      `owner(username: $owner) { repositories(filters: { repoNames: [$repo] }) { totalCount edges { node { name } } } }`,
    ),
    hidden: emptyConnection('owner', 'repositories'),
    shown: mentions((target) => target.repo),
  },
  {
    name: 'owner.repositories(isPublic: false)',
    audience: 'viewers',
    query: operation(
      `owner(username: $owner) { repositories(filters: { isPublic: false }, ordering: COVERAGE, orderingDirection: DESC) {
         totalCount pageInfo { hasNextPage endCursor } edges { cursor node { name } } } }`,
    ),
    hidden: emptyConnection('owner', 'repositories'),
    shown: mentions((target) => target.repo),
  },
  {
    name: 'owner.repositories (all, inactive, deactivated)',
    audience: 'viewers',
    query: operation(
      `owner(username: $owner) {
         all: repositories(first: 50, ordering: NAME) { totalCount edges { node { name private } } }
         inactive: repositories(filters: { active: false }, ordering: COMMIT_DATE) { totalCount edges { node { name private } } }
         deactivated: repositories(filters: { activated: false }) { totalCount edges { node { name private } } } }`,
    ),
    hidden: (data) =>
      ['all', 'inactive', 'deactivated'].every((alias) =>
        nodes(data, 'owner', alias).every((node) => dig(node, 'private') === false),
      ),
    shown: mentions((target) => target.repo),
  },
  {
    name: 'owner.repositories → author.repository',
    audience: 'viewers',
    query: operation(
      `owner(username: $owner) { repositories(first: 5) { edges { node { author {
         repository(name: $repo) { __typename ... on Repository { name } } } } } } }`,
    ),
    hidden: (data) => !text(data).includes('"__typename":"Repository"'),
    shown: mentions((target) => target.repo),
  },
  {
    name: 'owner.measurements(repos)',
    audience: 'viewers',
    query: operation(
      `owner(username: $owner) { measurements(interval: INTERVAL_1_DAY, after: $after, before: $before, repos: [$repo]) {
         timestamp avg min max } }`,
    ),
    hidden: (data) => !measured(dig(data, 'owner', 'measurements')),
    shown: (data) => measured(dig(data, 'owner', 'measurements')),
  },
  {
    name: 'owner org fields',
    audience: 'members',
    query: operation(
      `owner(username: $owner) { ownerid hashOwnerid isAdmin isUserOktaAuthenticated delinquent defaultOrgUsername
         hasActiveRepos hasPrivateRepos hasPublicRepos numberOfUploads uploadTokenRequired
         plan { value marketingName planUserCount trialStatus } pretrialPlan { value }
         account { name oktaSignIn { enabled enforced } } }`,
    ),
    hidden: (data) => Object.values(dig(data, 'owner') as object).every((value) => value === null),
    shown: (data) =>
      typeof dig(data, 'owner', 'ownerid') === 'number' && dig(data, 'owner', 'hasPrivateRepos') === true,
  },
  {
    // The catalogue, for members; none on a self-hosted install (the hosted edition: billing-matrix.test.ts).
    name: 'owner.availablePlans',
    audience: 'members',
    query: operation(`owner(username: $owner) { availablePlans { value marketingName } }`),
    hidden: (data) => [null, undefined].includes(dig(data, 'owner', 'availablePlans') as null),
    shown: (data) => Array.isArray(dig(data, 'owner', 'availablePlans')),
  },
  {
    // The AI app's repositories: names the viewer may read only; the flag itself is in the allow-list.
    name: 'owner.aiEnabledRepos',
    audience: 'viewers',
    query: operation(`owner(username: $owner) { aiFeaturesEnabled aiEnabledRepos }`),
    hidden: (data, target) =>
      !((dig(data, 'owner', 'aiEnabledRepos') as string[] | null | undefined) ?? []).includes(target.repo),
    shown: (data, target) =>
      ((dig(data, 'owner', 'aiEnabledRepos') as string[] | null | undefined) ?? []).includes(target.repo),
  },
  {
    name: 'owner.account.oktaConfig',
    audience: 'admins',
    query: operation(
      `owner(username: $owner) { account { oktaConfig { clientId clientSecret url enabled enforced } } }`,
    ),
    hidden: (data) => [null, undefined].includes(dig(data, 'owner', 'account', 'oktaConfig') as null),
    shown: (data, target) =>
      dig(data, 'owner', 'account', 'oktaConfig', 'clientSecret') === target.oktaClientSecret,
  },
  {
    name: 'owner.orgUploadToken',
    audience: 'admins',
    query: operation(`owner(username: $owner) { orgUploadToken }`),
    hidden: (data) => dig(data, 'owner', 'orgUploadToken') === null,
    shown: (data, target) => dig(data, 'owner', 'orgUploadToken') === target.orgUploadToken,
  },
  {
    name: 'me.viewableRepositories(term)',
    audience: 'viewers',
    query: operation(
      `me { owner { username } viewableRepositories(filters: { term: $repo }) {
         totalCount edges { node { name author { username } } } } }`,
    ),
    hidden: (data) => dig(data, 'me') === null || dig(data, 'me', 'viewableRepositories', 'totalCount') === 0,
    shown: mentions((target) => target.repo),
  },
  {
    name: 'me.viewableRepositories(isPublic: false)',
    audience: 'viewers',
    query: operation(
      `me { viewableRepositories(filters: { isPublic: false }, ordering: NAME, first: 50) {
         edges { node { name author { username } } } } }`,
    ),
    hidden: (data, target) => !listsRepository(nodes(data, 'me', 'viewableRepositories'), target),
    shown: mentions((target) => target.repo),
  },
  {
    name: 'me.myOrganizations → repository',
    audience: 'viewers',
    query: operation(
      `me { myOrganizations(first: 20) { totalCount edges { node { username
         repository(name: $repo) { __typename ... on Repository { name } }
         repositories(filters: { isPublic: false }) { edges { node { name author { username } } } } } } }
         searched: myOrganizations(filters: { term: $owner }) { edges { node { username } } } }`,
    ),
    hidden: (data, target) =>
      nodes(data, 'me', 'myOrganizations').every(
        (org) =>
          dig(org, 'repository', '__typename') !== 'Repository' &&
          !listsRepository(nodes(org, 'repositories'), target),
      ),
    shown: (data, target) =>
      nodes(data, 'me', 'myOrganizations').some(
        (org) => dig(org, 'username') === target.owner && dig(org, 'repository', 'name') === target.repo,
      ),
  },
];

/** Some bucket of a coverage series has a value. */
function measured(series: unknown): boolean {
  return Array.isArray(series) && series.some((bucket) => dig(bucket, 'avg') !== null);
}

function listsRepository(repositories: unknown[], target: Target): boolean {
  return repositories.some(
    (repo) => dig(repo, 'name') === target.repo && dig(repo, 'author', 'username') === target.owner,
  );
}
