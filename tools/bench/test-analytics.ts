// Test analytics reads on the real server and the embedded database (PGlite) with a large test suite: 50,000 tests
// with a daily rollup each for the last week on main (and two days of the week before, for the changes), written
// before the server starts with the api's own migrations and test-data helper (processing half a million runs
// would take far longer than the measurement). Then the GraphQL the tests page sends, each asked several times:
// the first page of tests in the default order, in the page's order and with each filter, the cards, the selectors,
// and a page 5,000 tests deep.
// Prints the median latency of each; asserts no timings. A query answering with errors sets a failing exit code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { repoRoot, startServer } from '../harness/index.ts';
import { devSignInCookie, median, seconds } from './bench-support.ts';

const TESTS = Number(process.env.BENCH_TESTS ?? 50_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 7);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const OWNER = 'canopy';
const REPO = 'large-test-suite';
const DAY_MS = 86_400_000;

// --- the api's modules, loaded at run time (tools may not import the server's source statically) ------------

type Db = Kysely<unknown>;

interface ApiModules {
  openDatabase(options: { kind: 'pglite'; dataDir: string }): Promise<{ db: Db; close(): Promise<void> }>;
  migrateToLatest(db: Db): Promise<string[]>;
  seedDemoData(db: Db): Promise<{ seeded: boolean }>;
  bulkRollups(
    db: Db,
    input: {
      repoid: number;
      branch: string;
      count: number;
      suites: number;
      days: readonly string[];
      flags: readonly string[];
    },
  ): Promise<void>;
}

async function loadApi(): Promise<ApiModules> {
  const load = (file: string) => import(pathToFileURL(path.join(repoRoot, 'apps/api/src', file)).href);
  const [database, migrate, demo, testData] = await Promise.all([
    load('db/database.ts'),
    load('db/migrate.ts'),
    load('db/seed/demo-data.ts'),
    load('testing/test-analytics-data.ts'),
  ]);
  return {
    openDatabase: database.openDatabase,
    migrateToLatest: migrate.migrateToLatest,
    seedDemoData: demo.seedDemoData,
    bulkRollups: testData.bulkRollups,
  };
}

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

async function seed(dataDir: string): Promise<void> {
  const api = await loadApi();
  const started = performance.now();
  const { db, close } = await api.openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
  try {
    await api.migrateToLatest(db);
    await api.seedDemoData(db);
    const { rows: owners } = await sql<{ ownerid: number }>`select ownerid from owners
      where service = 'github' and username = ${OWNER}`.execute(db);
    const { rows: repos } = await sql<{ repoid: number }>`insert into repositories (ownerid, service_id, name,
        private, active, activated, language, languages, test_analytics_enabled)
      values (${owners[0]!.ownerid}, '9002', ${REPO}, false, true, true, 'python', array['python'], true)
      returning repoid`.execute(db);
    const days = [...Array.from({ length: DAYS }, (_, n) => utcDay(n)), utcDay(DAYS + 2), utcDay(DAYS + 5)];
    await api.bulkRollups(db, {
      repoid: repos[0]!.repoid,
      branch: 'main',
      count: TESTS,
      suites: 40,
      days,
      flags: ['unit', 'integration', 'e2e'],
    });
    console.log(
      `  ${TESTS.toLocaleString('en')} tests, ${(TESTS * days.length).toLocaleString('en')} daily rollups: ` +
        seconds(performance.now() - started),
    );
  } finally {
    await close();
  }
}

// --- measuring ----------------------------------------------------------------------------------------------

const RESULT = `totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name testSuite updatedAt
  commitsFailed failureRate flakeRate avgDuration lastDuration totalDuration totalFailCount totalFlakyFailCount
  totalSkipCount totalPassCount isFlaky } }`;

const VARIABLE_TYPES: Record<string, string> = {
  filters: 'TestResultsFilters',
  ordering: 'TestResultsOrdering',
  first: 'Int',
  after: 'String',
};

/** The operation around a selection of TestAnalytics, declaring the variables it uses. */
const analytics = (selection: string) => {
  const used = Object.keys(VARIABLE_TYPES).filter((name) => selection.includes(`$${name}`));
  const declared = used.map((name) => `, $${name}: ${VARIABLE_TYPES[name]}`).join('');
  return `query TestAnalytics($owner: String!, $repo: String!${declared}) {
    owner(username: $owner) { repository(name: $repo) { __typename ... on Repository { testAnalytics {
      ${selection} } } } } }`;
};

interface Answer {
  ms: number;
  data: Record<string, unknown> | undefined;
  errors: string | null;
}

async function ask(
  url: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${url}/graphql/gh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables: { owner: OWNER, repo: REPO, ...variables } }),
  });
  const json = (await res.json()) as {
    data?: { owner?: { repository?: { testAnalytics?: Record<string, unknown> } } };
    errors?: { message: string }[];
  };
  return {
    ms: performance.now() - started,
    data: json.data?.owner?.repository?.testAnalytics,
    errors: json.errors?.length ? json.errors.map((error) => error.message).join('; ') : null,
  };
}

interface Measured {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  summary: (data: Record<string, unknown>) => string;
}

const count = (data: Record<string, unknown>) =>
  `${(data.testResults as { totalCount: number }).totalCount.toLocaleString('en')} tests`;

function measurements(deepCursor: string): Measured[] {
  const page = (name: string, variables: Record<string, unknown>): Measured => ({
    name,
    query: analytics(
      `testResults(filters: $filters, ordering: $ordering, first: $first, after: $after) { ${RESULT} }`,
    ),
    variables: { first: 20, ...variables },
    summary: count,
  });
  return [
    page('first page, default order (average duration)', {}),
    page('first page, commits failed (the page’s order)', { ordering: { parameter: 'COMMITS_WHERE_FAIL' } }),
    page('first page, last run, ascending', { ordering: { parameter: 'UPDATED_AT', direction: 'ASC' } }),
    page('flaky tests', { filters: { parameter: 'FLAKY_TESTS' } }),
    page('failed tests', { filters: { parameter: 'FAILED_TESTS' } }),
    page('slowest tests', { filters: { parameter: 'SLOWEST_TESTS' } }),
    page('skipped tests', { filters: { parameter: 'SKIPPED_TESTS' } }),
    page('search by name', { filters: { term: 'test 4999' } }),
    page('one test suite', { filters: { test_suites: ['suite-7'] } }),
    page('one flag', { filters: { flags: ['e2e'] } }),
    page('last 7 days', { filters: { interval: 'INTERVAL_7_DAY' } }),
    page('page 5,000 tests deep', { after: deepCursor }),
    {
      name: 'aggregates (both card groups)',
      query: analytics(`testResultsAggregates { totalDuration totalDurationPercentChange slowestTestsDuration
        totalFails totalFailsPercentChange totalSkips totalSlowTests }
        flakeAggregates { flakeCount flakeCountPercentChange flakeRate flakeRatePercentChange }`),
      variables: {},
      summary: (data) => {
        const cards = data.testResultsAggregates as { totalFails: number; totalSlowTests: number };
        const flakes = data.flakeAggregates as { flakeCount: number };
        return `${cards.totalFails} failures, ${cards.totalSlowTests} slow, ${flakes.flakeCount} flaky`;
      },
    },
    {
      name: 'selectors (suites and flags)',
      query: analytics('testSuites flags'),
      variables: {},
      summary: (data) =>
        `${(data.testSuites as string[]).length} suites, ${(data.flags as string[]).length} flags`,
    },
  ];
}

/** The cursor after the first `depth` tests in the default order, walking pages of 200. */
async function deepCursor(url: string, cookie: string, depth: number): Promise<string> {
  let after: string | null = null;
  for (let seen = 0; seen < depth; seen += 200) {
    const answer = await ask(
      url,
      cookie,
      analytics('testResults(first: $first, after: $after) { pageInfo { endCursor } }'),
      { first: 200, ...(after ? { after } : {}) },
    );
    if (answer.errors) throw new Error(`walking the pages: ${answer.errors}`);
    after = (answer.data!.testResults as { pageInfo: { endCursor: string } }).pageInfo.endCursor;
  }
  return after!;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-tests-'));
  console.log(
    `Test analytics reads, real server on the embedded database: ${TESTS.toLocaleString('en')} tests, ` +
      `${DAYS} days of rollups on main, median of ${RUNS} requests each`,
  );
  try {
    await seed(dataDir);
    const server = await startServer({ CANOPY_GRAPHQL_COST_PER_MINUTE: '1000000000' }, { dataDir });
    try {
      const cookie = await devSignInCookie(server.url);
      const cursor = await deepCursor(server.url, cookie, 5_000);
      const width = 48;
      for (const measured of measurements(cursor)) {
        const times: number[] = [];
        let summary = '';
        for (let run = 0; run < RUNS; run++) {
          const answer = await ask(server.url, cookie, measured.query, measured.variables);
          if (answer.errors || !answer.data) {
            console.log(`WRONG ANSWER: ${measured.name}: ${answer.errors ?? 'no data'}`);
            process.exitCode = 1;
            break;
          }
          times.push(answer.ms);
          summary = measured.summary(answer.data);
        }
        if (times.length === 0) continue;
        console.log(
          `  ${measured.name.padEnd(width)} median ${median(times).toFixed(1).padStart(7)} ms` +
            `  (first ${times[0]!.toFixed(1)} ms)  ${summary}`,
        );
      }
    } catch (error) {
      console.error(server.logs().split('\n').slice(-40).join('\n'));
      throw error;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
