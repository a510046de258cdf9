import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { exactTimestamp } from '../../db/sql-fragments';

/**
 * The dashboard's reads over `test_daily_rollups` (migration 0021). `fail_count` counts every failure, flaky ones
 * included; `flaky_fail_count` counts the flaky ones among them. Over a window, per test:
 *
 * - fail = failures, flaky ones included; failure rate = fail / (pass + fail), flake rate = flaky / (pass + fail), both 0
 *   when nothing passed or failed (skips never count);
 * - avg duration = Σ duration / (pass + fail): a rollup does not say which runs had a duration, so every run that
 *   passed or failed counts; last duration = that of the latest rollup; commits failed = distinct commits of the
 *   window's `failing_commits`; updated at = the latest run.
 *
 * Sums and ratios are `numeric`: exact, so the same row gives the same ordering value in every query and the keyset
 * cursors never skip or repeat a test.
 */

/** A window of UTC days, both ends included (`YYYY-MM-DD`). */
export interface DayWindow {
  from: string;
  to: string;
}

export type TestResultsOrderingKey =
  | 'LAST_DURATION'
  | 'AVG_DURATION'
  | 'FAILURE_RATE'
  | 'FLAKE_RATE'
  | 'COMMITS_WHERE_FAIL'
  | 'UPDATED_AT'
  | 'TOTAL_DURATION'
  | 'RUNS_FAILED';

export type TestResultsParameter = 'FLAKY_TESTS' | 'FAILED_TESTS' | 'SLOWEST_TESTS' | 'SKIPPED_TESTS';

/** At most this many tests are the slowest (those at or above the 95th percentile of average duration). */
export const SLOWEST_TESTS_LIMIT = 100;
const SLOWEST_PERCENTILE = 0.95;

export interface TestResultsQuery {
  repoid: number;
  branch: string;
  window: DayWindow;
  /** LIKE pattern (already escaped) for the computed name, matched ignoring case. */
  namePattern: string | null;
  testSuites: readonly string[] | null;
  flags: readonly string[] | null;
  parameter: TestResultsParameter | null;
  ordering: TestResultsOrderingKey;
  descending: boolean;
  /** Walk the order backwards (`last`/`before`); rows then come in reverse. */
  backward: boolean;
  /** (ordering value as text, name, test id) of the row to continue after. */
  cursor: readonly [string, string, string] | null;
  limit: number;
}

export interface TestResultRow {
  testId: string;
  name: string;
  testSuite: string;
  passCount: number;
  /** Failures, flaky ones included. */
  failCount: number;
  flakyFailCount: number;
  skipCount: number;
  totalDuration: number;
  avgDuration: number;
  lastDuration: number;
  failureRate: number;
  flakeRate: number;
  commitsFailed: number;
  updatedAt: Date | string;
  isFlaky: boolean;
  /** The ordering value as exact text, for the cursor. */
  sortKey: string;
}

/** A row as the driver gives it (the database's camel-case plugin renames the columns). */
interface RawRow {
  testId: string;
  name: string;
  testsuite: string;
  pass: number | string;
  fail: number | string;
  flaky: number | string;
  skip: number | string;
  totalDuration: number | string;
  avgDuration: number | string;
  lastDuration: number | string | null;
  failureRate: number | string;
  flakeRate: number | string;
  commitsFailed: number | string;
  updatedAt: Date | string;
  isFlaky: boolean;
  sortText: string;
  totalCount: number | string;
}

const SORT_KEYS: Record<TestResultsOrderingKey, RawBuilder<unknown>> = {
  LAST_DURATION: sql`coalesce(last_duration, 0)::numeric`,
  AVG_DURATION: sql`avg_duration`,
  FAILURE_RATE: sql`failure_rate`,
  FLAKE_RATE: sql`flake_rate`,
  COMMITS_WHERE_FAIL: sql`commits_failed::numeric`,
  UPDATED_AT: sql`updated_at`,
  TOTAL_DURATION: sql`total_duration`,
  RUNS_FAILED: sql`fail::numeric`,
};

/** Whether a cursor's ordering value is one this ordering produces (a number, or a time for UPDATED_AT). */
export function validSortValue(ordering: TestResultsOrderingKey, value: string): boolean {
  return ordering === 'UPDATED_AT'
    ? !Number.isNaN(Date.parse(value))
    : /^-?\d+(\.\d+)?$/.test(value) && value.length <= 200;
}

/**
 * The window's rollups of the branch grouped per test with the definitions above (`measured`), narrowed by the
 * suites; the rows considered are those whose flags overlap `flags` when given.
 */
function measuredTests(
  repoid: number,
  branch: string,
  window: DayWindow,
  flags: readonly string[] | null,
  testSuites: readonly string[] | null,
): RawBuilder<unknown> {
  const flagFilter = flags?.length ? sql`and flags && ${[...flags]}::text[]` : sql``;
  const suiteFilter = testSuites?.length ? sql`where t.testsuite = any(${[...testSuites]}::text[])` : sql``;
  // One pass over the window's rows: joining two grouped sets would leave the planner guessing their sizes (and
  // picking a nested loop over tens of thousands of tests). A test's failing commits are gathered as text (commit
  // shas hold no comma) and counted once each.
  return sql`per_test as (
      select test_id,
        sum(pass_count)::bigint as pass,
        sum(fail_count)::bigint as fail,
        sum(flaky_fail_count)::bigint as flaky,
        sum(skip_count)::bigint as skip,
        sum(total_duration_seconds::numeric) as total_duration,
        (array_agg(last_duration_seconds order by updated_at desc))[1] as last_duration,
        max(updated_at) as updated_at,
        string_agg(array_to_string(failing_commits, ','), ',')
          filter (where cardinality(failing_commits) > 0) as failing
      from test_daily_rollups
      where repoid = ${repoid} and branch = ${branch} and day >= ${window.from}::date and day <= ${window.to}::date
        ${flagFilter}
      group by test_id
    ),
    measured as (
      select p.test_id, t.computed_name as name, t.testsuite, p.pass, p.fail, p.flaky, p.skip, p.total_duration,
        p.last_duration, p.updated_at,
        case when p.failing is null then 0
          else (select count(distinct commitid) from unnest(string_to_array(p.failing, ',')) as commitid) end
          as commits_failed,
        case when p.pass + p.fail > 0 then p.fail::numeric / (p.pass + p.fail) else 0 end as failure_rate,
        case when p.pass + p.fail > 0 then p.flaky::numeric / (p.pass + p.fail) else 0 end as flake_rate,
        case when p.pass + p.fail > 0 then p.total_duration / (p.pass + p.fail) else 0 end as avg_duration
      from per_test p
      join tests t on t.repoid = ${repoid} and t.test_id = p.test_id
      ${suiteFilter}
    ),
    slowest as (
      select test_id, total_duration from measured
      where avg_duration > 0 and avg_duration >= (
        select percentile_cont(${SLOWEST_PERCENTILE}) within group (order by avg_duration) from measured
        where avg_duration > 0)
      order by avg_duration desc, test_id
      limit ${SLOWEST_TESTS_LIMIT}
    )`;
}

const PARAMETER_FILTERS: Record<TestResultsParameter, RawBuilder<unknown>> = {
  // Flaky failures in the window, as Codecov filters; the row's isFlaky says whether a spell is open now.
  FLAKY_TESTS: sql`flaky > 0`,
  FAILED_TESTS: sql`fail > 0`,
  // Only skipped: a test that also ran in the window is not a skipped test.
  SKIPPED_TESTS: sql`skip > 0 and pass = 0 and fail = 0`,
  SLOWEST_TESTS: sql`test_id in (select test_id from slowest)`,
};

/**
 * One page of tests in the query's order (then by name and test id, ascending), fetched `limit + 1` long, and how
 * many tests match. Grouping, filters, ordering and the limit all run in the database.
 */
export async function testResultsPage(
  db: Kysely<Database>,
  query: TestResultsQuery,
): Promise<{ rows: TestResultRow[]; totalCount: number }> {
  const conditions: Array<RawBuilder<unknown>> = [];
  if (query.namePattern) conditions.push(sql`name ilike ${query.namePattern}`);
  if (query.parameter) conditions.push(PARAMETER_FILTERS[query.parameter]);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

  const key = SORT_KEYS[query.ordering];
  const isTime = query.ordering === 'UPDATED_AT';
  // The natural order is key (asc or desc), then name and test id ascending; a backward page walks it reversed.
  const keyAscending = !query.descending !== query.backward;
  const tieAscending = !query.backward;
  let after = sql``;
  if (query.cursor) {
    const [value, name, testId] = query.cursor;
    const cursorValue = isTime ? sql`${value}::timestamptz` : sql`${value}::numeric`;
    after = sql`where (sort_key ${keyAscending ? sql`>` : sql`<`} ${cursorValue}
      or (sort_key = ${cursorValue} and (name, test_id) ${tieAscending ? sql`>` : sql`<`} (${name}, ${testId})))`;
  }
  const keyOrder = keyAscending ? sql`asc` : sql`desc`;
  const tieOrder = tieAscending ? sql`asc` : sql`desc`;
  const sortText = isTime ? exactTimestamp('page.sort_key') : sql<string>`page.sort_key::text`;

  const { rows } = await sql<RawRow>`with ${measuredTests(
    query.repoid,
    query.branch,
    query.window,
    query.flags,
    query.testSuites,
  )},
    filtered as (select *, ${key} as sort_key from measured ${where})
    select page.*, ${sortText} as sort_text,
      (select count(*) from filtered) as total_count,
      exists (select 1 from test_flakes fl where fl.repoid = ${query.repoid} and fl.test_id = page.test_id
        and fl.end_date is null) as is_flaky
    from (select * from filtered ${after}
      order by sort_key ${keyOrder}, name ${tieOrder}, test_id ${tieOrder}
      limit ${query.limit + 1}) as page
    order by page.sort_key ${keyOrder}, page.name ${tieOrder}, page.test_id ${tieOrder}`.execute(db);

  let totalCount = Number(rows[0]?.totalCount ?? 0);
  if (rows.length === 0 && query.cursor) {
    // Past the end: the count still says how many tests match.
    const { rows: counted } = await sql<{ totalCount: string | number }>`with ${measuredTests(
      query.repoid,
      query.branch,
      query.window,
      query.flags,
      query.testSuites,
    )}
      select count(*) as total_count from measured ${where}`.execute(db);
    totalCount = Number(counted[0]?.totalCount ?? 0);
  }
  return {
    totalCount,
    rows: rows.map((row) => ({
      testId: row.testId,
      name: row.name,
      testSuite: row.testsuite,
      passCount: Number(row.pass),
      failCount: Number(row.fail),
      flakyFailCount: Number(row.flaky),
      skipCount: Number(row.skip),
      totalDuration: Number(row.totalDuration),
      avgDuration: Number(row.avgDuration),
      lastDuration: Number(row.lastDuration ?? 0),
      failureRate: Number(row.failureRate),
      flakeRate: Number(row.flakeRate),
      commitsFailed: Number(row.commitsFailed),
      updatedAt: row.updatedAt,
      isFlaky: row.isFlaky,
      sortKey: row.sortText,
    })),
  };
}

/** The figures of one window of a branch, for the dashboard's cards. */
export interface WindowFigures {
  /** Tests with a rollup in the window. */
  tests: number;
  totalDuration: number;
  slowestTestsDuration: number;
  slowTests: number;
  /** Failed runs, flaky ones included. */
  fails: number;
  skips: number;
  /** Tests with a flaky failure in the window. */
  flakyTests: number;
  flakyFails: number;
  /** Seconds of flaky failures: each at its test's average run time in the window. */
  flakyDuration: number;
  /** Runs that passed or failed. */
  ranRuns: number;
}

export async function windowFigures(
  db: Kysely<Database>,
  repoid: number,
  branch: string,
  window: DayWindow,
): Promise<WindowFigures> {
  const { rows } = await sql<Record<keyof WindowFigures, number | string | null>>`with ${measuredTests(
    repoid,
    branch,
    window,
    null,
    null,
  )},
    slow as (select total_duration from slowest)
    select count(*) as tests,
      coalesce(sum(total_duration), 0) as "totalDuration",
      (select coalesce(sum(total_duration), 0) from slow) as "slowestTestsDuration",
      (select count(*) from slow) as "slowTests",
      coalesce(sum(fail), 0) as fails,
      coalesce(sum(skip), 0) as skips,
      count(*) filter (where flaky > 0) as "flakyTests",
      coalesce(sum(flaky), 0) as "flakyFails",
      coalesce(sum(case when pass + fail > 0 then flaky * total_duration / (pass + fail) else 0 end), 0)
        as "flakyDuration",
      coalesce(sum(pass + fail), 0) as "ranRuns"
    from measured`.execute(db);
  const row = rows[0]!;
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [name, Number(value ?? 0)]),
  ) as unknown as WindowFigures;
}

/** Distinct test suites of the branch's tests in the window whose name contains the pattern, sorted, at most `limit`. */
export async function testSuitesOf(
  db: Kysely<Database>,
  input: { repoid: number; branch: string; window: DayWindow; namePattern: string | null; limit: number },
): Promise<string[]> {
  const { rows } = await sql<{ testsuite: string }>`select distinct t.testsuite from tests t
    where t.repoid = ${input.repoid}
      and exists (select 1 from test_daily_rollups r where r.repoid = t.repoid and r.test_id = t.test_id
        and r.branch = ${input.branch} and r.day >= ${input.window.from}::date and r.day <= ${input.window.to}::date)
      ${input.namePattern ? sql`and t.testsuite ilike ${input.namePattern}` : sql``}
    order by t.testsuite
    limit ${input.limit}`.execute(db);
  return rows.map((row) => row.testsuite);
}

/** Distinct upload flags of the branch's rollups in the window whose name contains the pattern. */
export async function testFlagsOf(
  db: Kysely<Database>,
  input: { repoid: number; branch: string; window: DayWindow; namePattern: string | null; limit: number },
): Promise<string[]> {
  const { rows } = await sql<{ flag: string }>`select distinct flag from test_daily_rollups r
      cross join lateral unnest(r.flags) as seen(flag)
    where r.repoid = ${input.repoid} and r.branch = ${input.branch}
      and r.day >= ${input.window.from}::date and r.day <= ${input.window.to}::date
      ${input.namePattern ? sql`and flag ilike ${input.namePattern}` : sql``}
    order by flag
    limit ${input.limit}`.execute(db);
  return rows.map((row) => row.flag);
}

export interface LastFailureRow {
  failureMessage: string | null;
  commitid: string;
  branch: string | null;
  timestamp: Date | string;
  durationSeconds: number | null;
}

/**
 * The 95th percentile of the run times of each test named, over the runs that passed or failed on the branch in
 * the window: read from the runs themselves (the daily sums cannot give it), for one page of tests at a time.
 */
export async function p95DurationsOf(
  db: Kysely<Database>,
  input: { repoid: number; branch: string; window: DayWindow; testIds: readonly string[] },
): Promise<Map<string, number>> {
  if (input.testIds.length === 0) return new Map();
  const { rows } = await sql<{ testId: string; p95: number | string }>`
    select test_id as "testId", percentile_cont(0.95) within group (order by duration_seconds) as p95
    from test_runs
    where repoid = ${input.repoid} and test_id = any(${[...input.testIds]}::text[])
      and coalesce(branch, '') = ${input.branch} and outcome <> 'skip' and duration_seconds is not null
      and (timestamp at time zone 'UTC')::date between ${input.window.from}::date and ${input.window.to}::date
    group by test_id`.execute(db);
  return new Map(rows.map((row) => [row.testId, Number(row.p95)]));
}

/** The latest failed run (flaky or not) of a test, on the branch when one is named. */
export async function lastFailureOf(
  db: Kysely<Database>,
  input: { repoid: number; testId: string; branch: string | null },
): Promise<LastFailureRow | null> {
  let query = db
    .selectFrom('testRuns')
    .select(['failureMessage', 'commitid', 'branch', 'timestamp', 'durationSeconds'])
    .where('repoid', '=', input.repoid)
    .where('testId', '=', input.testId)
    .where('outcome', 'in', ['failure', 'flaky_failure']);
  if (input.branch !== null) query = query.where('branch', '=', input.branch);
  const row = await query.orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ?? null;
}

/** The branch's latest test results upload: its state and error. Null when the branch has none. */
export async function latestTestUploadOf(
  db: Kysely<Database>,
  input: { repoid: number; branch: string },
): Promise<{ state: string; errorCode: string | null; errorMessage: string | null } | null> {
  const row = await db
    .selectFrom('uploads')
    .innerJoin('commits', 'commits.id', 'uploads.commitId')
    .select(['uploads.state', 'uploads.errorCode', 'uploads.errorMessage'])
    .where('uploads.repoid', '=', input.repoid)
    .where('uploads.uploadType', '=', 'test_results')
    .where('commits.repoid', '=', input.repoid)
    .where('commits.branch', '=', input.branch)
    .orderBy('uploads.createdAt', 'desc')
    .orderBy('uploads.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
