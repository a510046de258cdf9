import type { Kysely } from 'kysely';
import type { Database, RepositoryRecord } from '../../db/schema';
import { type Connection, pageRequest, type PageArgs, toConnection } from '../../db/pagination';
import { ValidationError } from '../../errors';
import { likePattern } from '../owners';
import {
  type DayWindow,
  lastFailureOf,
  latestTestUploadOf,
  type LastFailureRow,
  type TestResultRow,
  type TestResultsOrderingKey,
  type TestResultsParameter,
  testFlagsOf,
  p95DurationsOf,
  testResultsPage,
  testSuitesOf,
  validSortValue,
  type WindowFigures,
  windowFigures,
} from './test-analytics-store';

export type TestAnalyticsInterval = 'INTERVAL_1_DAY' | 'INTERVAL_7_DAY' | 'INTERVAL_30_DAY';

const INTERVAL_DAYS: Record<TestAnalyticsInterval, number> = {
  INTERVAL_1_DAY: 1,
  INTERVAL_7_DAY: 7,
  INTERVAL_30_DAY: 30,
};

/** The largest page of tests one request may ask for. */
export const MAX_TEST_RESULTS_PAGE = 200;
/** Lists of suites and flags for the selectors stop here. */
export const MAX_SELECTOR_OPTIONS = 500;

const DAY_MS = 86_400_000;

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The interval's window (the last N UTC days, today included) and the equal window just before it.
 * `now` is a parameter so tests can pin the day.
 */
export function intervalWindows(
  interval: TestAnalyticsInterval | null | undefined,
  now = Date.now(),
): { current: DayWindow; previous: DayWindow } {
  const days = INTERVAL_DAYS[interval ?? 'INTERVAL_30_DAY'];
  if (!days) throw new ValidationError(`Unknown interval ${String(interval)}`);
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  return {
    current: { from: utcDay(today - (days - 1) * DAY_MS), to: utcDay(today) },
    previous: { from: utcDay(today - (2 * days - 1) * DAY_MS), to: utcDay(today - days * DAY_MS) },
  };
}

/** (now − before) / before × 100; null when there was nothing before to compare with. */
export function percentChange(now: number, before: number): number | null {
  if (!Number.isFinite(before) || before === 0) return null;
  return ((now - before) / before) * 100;
}

function pattern(term: string | null | undefined): string | null {
  return term ? likePattern(term) : null;
}

export interface TestResultsArgs extends PageArgs {
  filters?: {
    branch?: string | null;
    parameter?: TestResultsParameter | null;
    test_suites?: readonly string[] | null;
    flags?: readonly string[] | null;
    interval?: TestAnalyticsInterval | null;
    term?: string | null;
  } | null;
  ordering?: { direction?: 'ASC' | 'DESC' | null; parameter?: TestResultsOrderingKey | null } | null;
}

/** What a TestResult field resolves from. */
export interface TestResultValue {
  id: string;
  name: string;
  testSuite: string;
  updatedAt: Date | string;
  commitsFailed: number;
  failureRate: number;
  flakeRate: number;
  avgDuration: number;
  /** Null when no run in the window had a duration. */
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

function testResultValue(row: TestResultRow, p95Duration: number | null): TestResultValue {
  return {
    id: row.testId,
    name: row.name,
    testSuite: row.testSuite,
    updatedAt: row.updatedAt,
    commitsFailed: row.commitsFailed,
    failureRate: row.failureRate,
    flakeRate: row.flakeRate,
    avgDuration: row.avgDuration,
    p95Duration,
    lastDuration: row.lastDuration,
    totalDuration: row.totalDuration,
    totalFailCount: row.failCount,
    totalFlakyFailCount: row.flakyFailCount,
    totalSkipCount: row.skipCount,
    totalPassCount: row.passCount,
    // Runs that failed in the window, flaky failures included.
    runsFailed: row.failCount,
    isFlaky: row.isFlaky,
  };
}

const MAX_TERM_LENGTH = 200;
const MAX_FILTER_VALUES = 100;

function checkFilters(filters: TestResultsArgs['filters']): void {
  if ((filters?.term?.length ?? 0) > MAX_TERM_LENGTH)
    throw new ValidationError(`term must not exceed ${MAX_TERM_LENGTH} characters`);
  for (const name of ['test_suites', 'flags'] as const)
    if ((filters?.[name]?.length ?? 0) > MAX_FILTER_VALUES)
      throw new ValidationError(`${name} must not hold more than ${MAX_FILTER_VALUES} values`);
}

/** The tests of the repository over the window, one page in the asked order (then by name). */
export async function testResultsOf(
  db: Kysely<Database>,
  repo: RepositoryRecord,
  args: TestResultsArgs,
): Promise<Connection<TestResultValue>> {
  const { filters, ordering, ...page } = args;
  checkFilters(filters);
  const request = pageRequest(page, 3, MAX_TEST_RESULTS_PAGE);
  const orderingKey = ordering?.parameter ?? 'AVG_DURATION';
  if (request.cursor) {
    const [value, name, testId] = request.cursor;
    if (
      typeof value !== 'string' ||
      typeof name !== 'string' ||
      typeof testId !== 'string' ||
      !validSortValue(orderingKey, value)
    )
      throw new ValidationError('Invalid cursor');
  }
  const { current } = intervalWindows(filters?.interval);
  const branch = filters?.branch ?? repo.defaultBranch ?? '';
  const { rows, totalCount } = await testResultsPage(db, {
    repoid: repo.repoid,
    branch,
    window: current,
    namePattern: pattern(filters?.term),
    testSuites: filters?.test_suites ?? null,
    flags: filters?.flags ?? null,
    parameter: filters?.parameter ?? null,
    ordering: orderingKey,
    descending: (ordering?.direction ?? 'DESC') === 'DESC',
    backward: request.backward,
    cursor: request.cursor as [string, string, string] | null,
    limit: request.limit,
  });
  const connection = toConnection(rows, request, (row) => [row.sortKey, row.name, row.testId], totalCount);
  const p95 = await p95DurationsOf(db, {
    repoid: repo.repoid,
    branch,
    window: current,
    testIds: connection.edges.map((edge) => edge.node.testId),
  });
  return {
    ...connection,
    edges: connection.edges.map((edge) => ({
      cursor: edge.cursor,
      node: testResultValue(edge.node, p95.get(edge.node.testId) ?? null),
    })),
  };
}

async function bothWindows(
  db: Kysely<Database>,
  repo: RepositoryRecord,
  interval: TestAnalyticsInterval | null | undefined,
  branch: string | null | undefined,
): Promise<{ now: WindowFigures; before: WindowFigures }> {
  const { current, previous } = intervalWindows(interval);
  const name = branch ?? repo.defaultBranch;
  const [now, before] = await Promise.all([
    windowFigures(db, repo.repoid, name, current),
    windowFigures(db, repo.repoid, name, previous),
  ]);
  return { now, before };
}

/** The cards of "Improve CI Run Efficiency" and the failed/skipped runs, with their change on the window before. */
export async function testResultsAggregatesOf(
  db: Kysely<Database>,
  repo: RepositoryRecord,
  interval: TestAnalyticsInterval | null | undefined,
  branch: string | null | undefined,
) {
  const { now, before } = await bothWindows(db, repo, interval, branch);
  return {
    totalDuration: now.totalDuration,
    totalDurationPercentChange: percentChange(now.totalDuration, before.totalDuration),
    slowestTestsDuration: now.slowestTestsDuration,
    slowestTestsDurationPercentChange: percentChange(now.slowestTestsDuration, before.slowestTestsDuration),
    totalFails: now.fails,
    totalFailsPercentChange: percentChange(now.fails, before.fails),
    totalSkips: now.skips,
    totalSkipsPercentChange: percentChange(now.skips, before.skips),
    totalSlowTests: now.slowTests,
    totalSlowTestsPercentChange: percentChange(now.slowTests, before.slowTests),
  };
}

/** Flaky tests (a flaky failure in the window) and the flake rate of the window's runs, with their change. */
export async function flakeAggregatesOf(
  db: Kysely<Database>,
  repo: RepositoryRecord,
  interval: TestAnalyticsInterval | null | undefined,
  branch: string | null | undefined,
) {
  const { now, before } = await bothWindows(db, repo, interval, branch);
  const rate = (figures: WindowFigures) => (figures.ranRuns > 0 ? figures.flakyFails / figures.ranRuns : 0);
  return {
    flakeCount: now.flakyTests,
    flakeCountPercentChange: percentChange(now.flakyTests, before.flakyTests),
    flakeRate: rate(now),
    flakeRatePercentChange: before.ranRuns > 0 ? percentChange(rate(now), rate(before)) : null,
    timeLostToFlakes: now.flakyDuration,
    timeLostToFlakesPercentChange: percentChange(now.flakyDuration, before.flakyDuration),
  };
}

/** Suites or flags seen on the default branch in the last 30 days, for the selectors. */
export async function selectorOptions(
  db: Kysely<Database>,
  repo: RepositoryRecord,
  kind: 'testSuites' | 'flags',
  term: string | null | undefined,
): Promise<string[]> {
  if ((term?.length ?? 0) > MAX_TERM_LENGTH)
    throw new ValidationError(`term must not exceed ${MAX_TERM_LENGTH} characters`);
  const input = {
    repoid: repo.repoid,
    branch: repo.defaultBranch,
    window: intervalWindows('INTERVAL_30_DAY').current,
    namePattern: pattern(term),
    limit: MAX_SELECTOR_OPTIONS,
  };
  return kind === 'testSuites' ? testSuitesOf(db, input) : testFlagsOf(db, input);
}

export async function lastFailure(
  db: Kysely<Database>,
  repo: RepositoryRecord,
  testId: string,
  branch: string | null | undefined,
): Promise<
  | (Omit<LastFailureRow, 'failureMessage' | 'timestamp'> & {
      message: string | null;
      failedAt: Date | string;
    })
  | null
> {
  const row = await lastFailureOf(db, { repoid: repo.repoid, testId, branch: branch ?? null });
  if (!row) return null;
  return {
    message: row.failureMessage,
    commitid: row.commitid,
    branch: row.branch,
    failedAt: row.timestamp,
    durationSeconds: row.durationSeconds,
  };
}

/** The error of the branch's latest test results upload; null when it did not fail (or there is none). */
export async function latestUploadErrorOf(
  db: Kysely<Database>,
  repo: RepositoryRecord,
  branch: string | null | undefined,
): Promise<{ code: string | null; message: string | null } | null> {
  const upload = await latestTestUploadOf(db, { repoid: repo.repoid, branch: branch ?? repo.defaultBranch });
  return upload?.state === 'error' ? { code: upload.errorCode, message: upload.errorMessage } : null;
}
