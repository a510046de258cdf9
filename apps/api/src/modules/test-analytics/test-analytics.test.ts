import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import {
  type TestAnalyticsData,
  TestAnalyticsData as Data,
  type TestName,
  testIdOf,
} from '../../testing/test-analytics-data';
import { intervalWindows, percentChange } from './test-analytics-service';

const DAY = 86_400_000;
const sha = (seed: string) => seed.repeat(40).slice(0, 40);

// Runs of today start one minute after midnight UTC, so a test run late in the day still finds them today.
const startOfToday = (() => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
})();
const at = (daysAgo: number, minutes = 1) => new Date(startOfToday - daysAgo * DAY + minutes * 60_000);

const ADDS: TestName = { testsuite: 'unit', classname: 'math', name: 'adds' };
const SUBTRACTS: TestName = { testsuite: 'unit', classname: 'math', name: 'subtracts' };
const LOADS: TestName = { testsuite: 'integration', classname: 'api', name: 'loads' };
const SAVES: TestName = { testsuite: 'integration', classname: 'api', name: 'saves' };
const DIVIDES: TestName = { testsuite: 'unit', classname: 'math', name: 'divides' };

const RESULT_FIELDS = `id name testSuite updatedAt commitsFailed failureRate flakeRate avgDuration p95Duration
  lastDuration totalDuration totalFailCount totalFlakyFailCount totalSkipCount totalPassCount runsFailed isFlaky`;

interface TestResultNode {
  id: string;
  name: string;
  testSuite: string;
  updatedAt: string;
  commitsFailed: number;
  failureRate: number;
  flakeRate: number;
  avgDuration: number;
  p95Duration: number | null;
  lastDuration: number;
  totalDuration: number;
  totalFailCount: number;
  totalFlakyFailCount: number;
  totalSkipCount: number;
  totalPassCount: number;
  runsFailed: number;
  isFlaky: boolean;
}

interface Page {
  totalCount: number;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  edges: Array<{ cursor: string; node: TestResultNode }>;
}

const ORDERINGS = [
  'LAST_DURATION',
  'AVG_DURATION',
  'FAILURE_RATE',
  'FLAKE_RATE',
  'COMMITS_WHERE_FAIL',
  'UPDATED_AT',
  'TOTAL_DURATION',
  'RUNS_FAILED',
] as const;

const FIELD_OF: Record<(typeof ORDERINGS)[number], (node: TestResultNode) => number> = {
  LAST_DURATION: (node) => node.lastDuration,
  AVG_DURATION: (node) => node.avgDuration,
  FAILURE_RATE: (node) => node.failureRate,
  FLAKE_RATE: (node) => node.flakeRate,
  COMMITS_WHERE_FAIL: (node) => node.commitsFailed,
  UPDATED_AT: (node) => Date.parse(node.updatedAt),
  TOTAL_DURATION: (node) => node.totalDuration,
  RUNS_FAILED: (node) => node.runsFailed,
};

describeEachBackend('test analytics reads', (backend) => {
  let server: TestServer;
  let data: TestAnalyticsData;
  let cookie: string;

  const analytics = async <T>(
    selection: string,
    variables: Record<string, unknown> = {},
    repo = 'web-app',
  ) => {
    const declared = Object.keys(variables)
      .map((name) => `$${name}: ${VARIABLE_TYPES[name]}`)
      .join(', ');
    const response = await server.graphql<{
      owner: { repository: { __typename: string; testAnalytics?: T } };
    }>(
      `query${declared ? `(${declared})` : ''} { owner(username: "canopy") { repository(name: "${repo}") {
        __typename ... on Repository { testAnalytics { ${selection} } } } } }`,
      { variables, cookie },
    );
    return { response, value: response.data?.owner.repository.testAnalytics as T };
  };
  const VARIABLE_TYPES: Record<string, string> = {
    filters: 'TestResultsFilters',
    ordering: 'TestResultsOrdering',
    first: 'Int',
    last: 'Int',
    after: 'String',
    before: 'String',
    interval: 'MeasurementInterval',
    branch: 'String',
    term: 'String',
    testId: 'ID!',
  };
  const testResults = async (variables: Record<string, unknown> = {}) => {
    const args = Object.keys(variables)
      .map((name) => `${name}: $${name}`)
      .join(', ');
    const { response, value } = await analytics<{ testResults: Page }>(
      `testResults${args ? `(${args})` : ''} { totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { ${RESULT_FIELDS} } } }`,
      variables,
    );
    expect(response.errors).toBeUndefined();
    return value.testResults;
  };
  const names = (page: Page) => page.edges.map((edge) => edge.node.name);

  beforeAll(async () => {
    server = await startTestServer(backend);
    cookie = await server.signIn('grace');
    data = await Data.forRepository(server.database.db, 'canopy', 'web-app');
    const main = 'main';
    await data.runs([
      // math::adds: two passes today, failures 5 and 20 days ago, one pass in the window before.
      {
        test: ADDS,
        commitid: sha('a'),
        branch: main,
        outcome: 'pass',
        durationSeconds: 3,
        timestamp: at(0, 1),
        flags: ['unit'],
      },
      {
        test: ADDS,
        commitid: sha('a'),
        branch: main,
        outcome: 'pass',
        durationSeconds: 1,
        timestamp: at(0, 2),
        flags: ['unit'],
      },
      {
        test: ADDS,
        commitid: sha('b'),
        branch: main,
        outcome: 'failure',
        durationSeconds: 2,
        failureMessage: 'expected 2, got 3',
        timestamp: at(5),
        flags: ['unit'],
      },
      {
        test: ADDS,
        commitid: sha('c'),
        branch: main,
        outcome: 'failure',
        durationSeconds: 2,
        failureMessage: 'expected 2, got 4',
        timestamp: at(20),
        flags: ['unit'],
      },
      {
        test: ADDS,
        commitid: sha('d'),
        branch: main,
        outcome: 'pass',
        durationSeconds: 10,
        timestamp: at(45),
        flags: ['unit'],
      },
      // math::subtracts: failed and passed on one commit 5 days ago (flaky), passed today.
      {
        test: SUBTRACTS,
        commitid: sha('b'),
        branch: main,
        outcome: 'flaky_failure',
        durationSeconds: 0.5,
        failureMessage: 'timed out',
        timestamp: at(5),
        flags: ['unit'],
      },
      {
        test: SUBTRACTS,
        commitid: sha('b'),
        branch: main,
        outcome: 'pass',
        durationSeconds: 0.5,
        timestamp: at(5, 2),
        flags: ['unit'],
      },
      {
        test: SUBTRACTS,
        commitid: sha('a'),
        branch: main,
        outcome: 'pass',
        durationSeconds: 0.5,
        timestamp: at(0, 3),
        flags: ['unit'],
      },
      // api::loads only skips; api::saves is slow.
      {
        test: LOADS,
        commitid: sha('a'),
        branch: main,
        outcome: 'skip',
        timestamp: at(0, 4),
        flags: ['integration'],
      },
      {
        test: LOADS,
        commitid: sha('a'),
        branch: main,
        outcome: 'skip',
        timestamp: at(0, 5),
        flags: ['integration'],
      },
      {
        test: SAVES,
        commitid: sha('a'),
        branch: main,
        outcome: 'pass',
        durationSeconds: 20,
        timestamp: at(0, 6),
        flags: ['integration'],
      },
      // Another branch.
      {
        test: DIVIDES,
        commitid: sha('f'),
        branch: 'feature',
        outcome: 'failure',
        durationSeconds: 1,
        failureMessage: 'division by zero',
        timestamp: at(0, 7),
        flags: ['feature-only'],
      },
    ]);
    await data.openFlake(SUBTRACTS, { count: 2, failCount: 1 });
    // The default branch's latest test results upload failed.
    await data.upload(sha('e'), main, {
      state: 'error',
      errorCode: 'unsupported_file_format',
      errorMessage: 'Error parsing JUnit XML in junit.xml at 1:1',
      createdAt: new Date(Date.now() + 60_000),
    });
  });
  afterAll(() => server?.close());

  it('computes every figure of a test over the window (30 days by default, the default branch)', async () => {
    const page = await testResults();
    expect(page.totalCount).toBe(4);
    const byName = Object.fromEntries(page.edges.map((edge) => [edge.node.name, edge.node]));
    expect(byName['math::adds']).toEqual({
      id: testIdOf(ADDS),
      name: 'math::adds',
      testSuite: 'unit',
      updatedAt: at(0, 2).toISOString(),
      commitsFailed: 2,
      failureRate: 0.5,
      flakeRate: 0,
      avgDuration: 2,
      // Of the runs' own times in the window (1, 2, 2 and 3 s), interpolated as percentile_cont does.
      p95Duration: expect.closeTo(2.85, 9),
      lastDuration: 1,
      totalDuration: 8,
      totalFailCount: 2,
      totalFlakyFailCount: 0,
      totalSkipCount: 0,
      totalPassCount: 2,
      runsFailed: 2,
      isFlaky: false,
    });
    expect(byName['math::subtracts']).toMatchObject({
      commitsFailed: 1,
      failureRate: 1 / 3,
      flakeRate: 1 / 3,
      avgDuration: 0.5,
      p95Duration: 0.5,
      totalDuration: 1.5,
      totalFailCount: 1,
      totalFlakyFailCount: 1,
      totalPassCount: 2,
      isFlaky: true,
    });
    expect(byName['api::loads']).toMatchObject({
      totalSkipCount: 2,
      totalPassCount: 0,
      failureRate: 0,
      avgDuration: 0,
      p95Duration: null,
      lastDuration: 0,
    });
    // Average duration, longest first, by default.
    expect(names(page)).toEqual(['api::saves', 'math::adds', 'math::subtracts', 'api::loads']);
  });

  it('reads the interval and the branch', async () => {
    const day = await testResults({ filters: { interval: 'INTERVAL_1_DAY' } });
    expect(day.edges.find((edge) => edge.node.name === 'math::adds')?.node).toMatchObject({
      totalPassCount: 2,
      totalFailCount: 0,
      failureRate: 0,
      commitsFailed: 0,
    });
    const week = await testResults({ filters: { interval: 'INTERVAL_7_DAY' } });
    expect(week.edges.find((edge) => edge.node.name === 'math::adds')?.node).toMatchObject({
      totalFailCount: 1,
      commitsFailed: 1,
      totalDuration: 6,
    });
    const feature = await testResults({ filters: { branch: 'feature' } });
    expect(names(feature)).toEqual(['math::divides']);
    expect((await testResults({ filters: { branch: 'nowhere' } })).totalCount).toBe(0);
  });

  it('filters by name, suites, flags and parameter', async () => {
    const sorted = async (filters: Record<string, unknown>) => names(await testResults({ filters })).sort();
    expect(await sorted({ term: 'MATH::' })).toEqual(['math::adds', 'math::subtracts']);
    expect(await sorted({ term: '%' })).toEqual([]);
    expect(await sorted({ test_suites: ['integration'] })).toEqual(['api::loads', 'api::saves']);
    expect(await sorted({ flags: ['integration'] })).toEqual(['api::loads', 'api::saves']);
    expect(await sorted({ flags: ['unit', 'nothing'] })).toEqual(['math::adds', 'math::subtracts']);
    expect(await sorted({ parameter: 'FLAKY_TESTS' })).toEqual(['math::subtracts']);
    expect(await sorted({ parameter: 'FAILED_TESTS' })).toEqual(['math::adds', 'math::subtracts']);
    expect(await sorted({ parameter: 'SKIPPED_TESTS' })).toEqual(['api::loads']);
    expect(await sorted({ parameter: 'SLOWEST_TESTS' })).toEqual(['api::saves']);
    expect(await sorted({ parameter: 'FAILED_TESTS', term: 'sub' })).toEqual(['math::subtracts']);
    const counted = await testResults({ filters: { parameter: 'FAILED_TESTS' }, first: 1 });
    expect([counted.edges.length, counted.totalCount, counted.pageInfo.hasNextPage]).toEqual([1, 2, true]);
  });

  it.each(ORDERINGS)('orders by %s both ways, then by name', async (parameter) => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const page = await testResults({ ordering: { parameter, direction } });
      const values = page.edges.map((edge) => [FIELD_OF[parameter](edge.node), edge.node.name] as const);
      expect(values).toHaveLength(4);
      for (let i = 1; i < values.length; i++) {
        const [before, beforeName] = values[i - 1]!;
        const [value, name] = values[i]!;
        if (value === before) expect(name > beforeName).toBe(true);
        else expect(direction === 'ASC' ? value > before : value < before).toBe(true);
      }
    }
  });

  it('pages forwards and backwards through ties without repeating or missing a test', async () => {
    const many = Array.from({ length: 23 }, (_, n) => ({
      test: { testsuite: 'paging', classname: 'tie', name: `case ${String(n).padStart(2, '0')}` },
      commitid: sha('9'),
      branch: 'paging',
      outcome: (n % 3 === 0 ? 'failure' : 'pass') as 'failure' | 'pass',
      durationSeconds: n % 4,
      timestamp: at(n % 2, 10 + (n % 5)),
    }));
    await data.runs(many);
    for (const ordering of [
      { parameter: 'AVG_DURATION', direction: 'DESC' },
      { parameter: 'FAILURE_RATE', direction: 'ASC' },
      { parameter: 'UPDATED_AT', direction: 'DESC' },
      { parameter: 'LAST_DURATION', direction: 'ASC' },
    ]) {
      const filters = { branch: 'paging' };
      const whole = names(await testResults({ filters, ordering, first: 200 }));
      expect(whole).toHaveLength(23);
      const forwards: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Page = await testResults({ filters, ordering, first: 5, ...(after ? { after } : {}) });
        expect(page.totalCount).toBe(23);
        forwards.push(...names(page));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(forwards).toEqual(whole);
      const backwards: string[] = [];
      let before: string | null = null;
      for (;;) {
        const page: Page = await testResults({ filters, ordering, last: 6, ...(before ? { before } : {}) });
        backwards.unshift(...names(page));
        if (!page.pageInfo.hasPreviousPage) break;
        before = page.pageInfo.startCursor;
      }
      expect(backwards).toEqual(whole);
    }
    const end = await testResults({ filters: { branch: 'paging' }, first: 23 });
    const past = await testResults({ filters: { branch: 'paging' }, after: end.pageInfo.endCursor });
    expect([past.edges.length, past.totalCount, past.pageInfo.hasNextPage]).toEqual([0, 23, false]);
  });

  it('refuses bad pages, cursors and filters with a ValidationError', async () => {
    const first = await testResults({ first: 1 });
    const updatedCursor = (await testResults({ ordering: { parameter: 'UPDATED_AT' }, first: 1 })).pageInfo
      .endCursor;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first: 1, last: 1 }, 'Cannot set both first and last'],
      [
        { after: first.pageInfo.endCursor, before: first.pageInfo.endCursor },
        'Cannot set both after and before',
      ],
      [{ first: 201 }, 'first must not exceed 200'],
      [{ last: -1 }, 'last must be a non-negative integer'],
      [{ after: 'not-a-cursor' }, 'Invalid cursor'],
      [{ after: updatedCursor }, 'Invalid cursor'],
      [{ filters: { term: 'x'.repeat(201) } }, 'term must not exceed 200 characters'],
      [
        { filters: { flags: Array.from({ length: 101 }, (_, n) => `f${n}`) } },
        'flags must not hold more than 100 values',
      ],
    ];
    for (const [variables, message] of cases) {
      const args = Object.keys(variables)
        .map((name) => `${name}: $${name}`)
        .join(', ');
      const { response } = await analytics(`testResults(${args}) { totalCount }`, variables);
      expect(response.errors?.map((error) => [error.message, error.extensions?.type])).toEqual([
        [message, 'ValidationError'],
      ]);
    }
    expect((await testResults({ first: 200 })).edges).toHaveLength(4);
  });

  it('counts the cards over the interval with their change on the window before', async () => {
    const { value } = await analytics<{ testResultsAggregates: Record<string, number | null> }>(
      `testResultsAggregates { totalDuration totalDurationPercentChange slowestTestsDuration
        slowestTestsDurationPercentChange totalFails totalFailsPercentChange totalSkips totalSkipsPercentChange
        totalSlowTests totalSlowTestsPercentChange }`,
    );
    expect(value.testResultsAggregates).toEqual({
      totalDuration: 29.5,
      totalDurationPercentChange: 195,
      slowestTestsDuration: 20,
      slowestTestsDurationPercentChange: 100,
      totalFails: 3,
      totalFailsPercentChange: null,
      totalSkips: 2,
      totalSkipsPercentChange: null,
      totalSlowTests: 1,
      totalSlowTestsPercentChange: 0,
    });
    const week = await analytics<{ testResultsAggregates: Record<string, number | null> }>(
      `testResultsAggregates(interval: $interval) { totalDuration totalDurationPercentChange totalFails }`,
      { interval: 'INTERVAL_7_DAY' },
    );
    // The window before (7 to 13 days ago) has no runs: no change to show.
    expect(week.value.testResultsAggregates).toEqual({
      totalDuration: 27.5,
      totalDurationPercentChange: null,
      totalFails: 2,
    });
    const feature = await analytics<{ testResultsAggregates: Record<string, number | null> }>(
      `testResultsAggregates(branch: $branch) { totalDuration totalFails totalSlowTests }`,
      { branch: 'feature' },
    );
    expect(feature.value.testResultsAggregates).toEqual({
      totalDuration: 1,
      totalFails: 1,
      totalSlowTests: 1,
    });

    const flakes = await analytics<{ flakeAggregates: Record<string, number | null> }>(
      `flakeAggregates { flakeCount flakeCountPercentChange flakeRate flakeRatePercentChange timeLostToFlakes
        timeLostToFlakesPercentChange }`,
    );
    expect(flakes.value.flakeAggregates).toEqual({
      flakeCount: 1,
      flakeCountPercentChange: null,
      flakeRate: 1 / 8,
      flakeRatePercentChange: null,
      // math::subtracts failed flakily once, at its average of 0.5 s.
      timeLostToFlakes: 0.5,
      timeLostToFlakesPercentChange: null,
    });
  });

  it('lists the suites and flags of the default branch, the last failure and the latest upload error', async () => {
    const { value } = await analytics<Record<string, unknown>>(
      `testSuites all: flags filtered: flags(term: $term)
       lastFailure(testId: $testId) { message commitid branch failedAt durationSeconds }
       onFeature: lastFailure(testId: $testId, branch: $branch) { message }
       latestUploadError { errorCode errorMessage }
       featureError: latestUploadError(branch: $branch) { errorCode }`,
      { term: 'INTEG', testId: testIdOf(ADDS), branch: 'feature' },
    );
    expect(value).toEqual({
      testSuites: ['integration', 'unit'],
      all: ['integration', 'unit'],
      filtered: ['integration'],
      lastFailure: {
        message: 'expected 2, got 3',
        commitid: sha('b'),
        branch: 'main',
        failedAt: at(5).toISOString(),
        durationSeconds: 2,
      },
      onFeature: null,
      latestUploadError: {
        errorCode: 'UNSUPPORTED_FILE_FORMAT',
        errorMessage: 'Error parsing JUnit XML in junit.xml at 1:1',
      },
      featureError: null,
    });
    const suites = await analytics<{ testSuites: string[] }>('testSuites(term: $term)', { term: 'ni' });
    expect(suites.value.testSuites).toEqual(['unit']);
    const never = await analytics<{ lastFailure: unknown }>('lastFailure(testId: $testId) { message }', {
      testId: testIdOf(SAVES),
    });
    expect(never.value.lastFailure).toBeNull();
  });

  it('shows a public repository to guests and a private one to its viewers only', async () => {
    const privateData = await Data.forRepository(server.database.db, 'canopy', 'api-server');
    await privateData.runs([
      {
        test: ADDS,
        commitid: sha('7'),
        branch: 'main',
        outcome: 'failure',
        durationSeconds: 1,
        timestamp: at(0),
      },
    ]);
    const ask = async (repo: string, as: string | null) => {
      const response = await server.graphql<{
        owner: {
          repository: { __typename: string; testAnalytics?: { testResults: { totalCount: number } } };
        };
      }>(
        `{ owner(username: "canopy") { repository(name: "${repo}") { __typename
          ... on Repository { testAnalytics { testResults { totalCount } } } } } }`,
        as ? { cookie: await server.signIn(as) } : {},
      );
      const repository = response.data?.owner.repository;
      return repository?.testAnalytics?.testResults.totalCount ?? repository?.__typename;
    };
    expect(await ask('web-app', null)).toBe(4);
    expect(await ask('web-app', 'margaret')).toBe(4);
    expect(await ask('api-server', null)).toBe('NotFoundError');
    expect(await ask('api-server', 'margaret')).toBe('NotFoundError');
    expect(await ask('api-server', 'grace')).toBe(1);
    expect(await ask('api-server', 'ada')).toBe(1);
  });
});

describe('test analytics windows', () => {
  it('spans the last N UTC days, today included, and the equal span before', () => {
    const now = Date.UTC(2026, 2, 10, 23, 59);
    expect(intervalWindows('INTERVAL_1_DAY', now)).toEqual({
      current: { from: '2026-03-10', to: '2026-03-10' },
      previous: { from: '2026-03-09', to: '2026-03-09' },
    });
    expect(intervalWindows('INTERVAL_7_DAY', now)).toEqual({
      current: { from: '2026-03-04', to: '2026-03-10' },
      previous: { from: '2026-02-25', to: '2026-03-03' },
    });
    expect(intervalWindows(null, now).current).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('gives no change without a figure before', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 0)).toBeNull();
  });
});
