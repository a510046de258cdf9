import { type Kysely, sql } from 'kysely';
import type { Database, TestRunOutcome } from '../../db/schema';

/** The reads of a commit's test results: each test counted once, by its latest run on the commit. */

export interface CommitTestCounts {
  pass: number;
  failure: number;
  flakyFailure: number;
  skip: number;
}

export interface CommitFailedTestRow {
  testId: string;
  computedName: string;
  testsuite: string;
  outcome: TestRunOutcome;
  flags: string[];
  durationSeconds: number | null;
  failureMessage: string | null;
  buildUrl: string | null;
  /** The open spell's counts; null when the test is not flaky now. */
  flakeCount: number | null;
  flakeFailCount: number | null;
}

/** Each test's latest run on the commit (by run id: later uploads are processed later). */
function latestRuns(db: Kysely<Database>, commitId: number) {
  return db
    .selectFrom('testRuns')
    .distinctOn('testRuns.testId')
    .select([
      'testRuns.id',
      'testRuns.repoid',
      'testRuns.testId',
      'testRuns.outcome',
      'testRuns.uploadId',
      'testRuns.flags',
      'testRuns.durationSeconds',
      'testRuns.failureMessage',
    ])
    .where('testRuns.commitId', '=', commitId)
    .orderBy('testRuns.testId')
    .orderBy('testRuns.id', 'desc');
}

export async function commitTestCounts(db: Kysely<Database>, commitId: number): Promise<CommitTestCounts> {
  const rows = await db
    .selectFrom(latestRuns(db, commitId).as('latest'))
    .select(['latest.outcome', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('latest.outcome')
    .execute();
  const count = (outcome: TestRunOutcome) => Number(rows.find((row) => row.outcome === outcome)?.count ?? 0);
  return {
    pass: count('pass'),
    failure: count('failure'),
    flakyFailure: count('flaky_failure'),
    skip: count('skip'),
  };
}

/** The tests whose latest run on the commit failed: not flaky now first, then by name. */
export async function commitFailedTests(
  db: Kysely<Database>,
  commitId: number,
  limit: number,
): Promise<CommitFailedTestRow[]> {
  const rows = await db
    .selectFrom(latestRuns(db, commitId).as('latest'))
    .innerJoin('tests', (join) =>
      join.onRef('tests.repoid', '=', 'latest.repoid').onRef('tests.testId', '=', 'latest.testId'),
    )
    .innerJoin('uploads', 'uploads.id', 'latest.uploadId')
    .leftJoin('testFlakes', (join) =>
      join
        .onRef('testFlakes.repoid', '=', 'latest.repoid')
        .onRef('testFlakes.testId', '=', 'latest.testId')
        .on('testFlakes.endDate', 'is', null),
    )
    .select([
      'latest.testId',
      'tests.computedName',
      'tests.testsuite',
      'latest.outcome',
      'latest.flags',
      'latest.durationSeconds',
      'latest.failureMessage',
      'uploads.buildUrl',
      'testFlakes.count as flakeCount',
      'testFlakes.failCount as flakeFailCount',
    ])
    .where('latest.outcome', 'in', ['failure', 'flaky_failure'])
    .orderBy(sql`${sql.ref('testFlakes.id')} is not null`)
    .orderBy('tests.computedName')
    .orderBy('latest.testId')
    .limit(limit)
    .execute();
  return rows;
}

/** Whether each commit has test results uploads, in any state. */
export async function commitsWithTestResults(
  db: Kysely<Database>,
  commitIds: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('uploads')
    .select('commitId')
    .distinct()
    .where('commitId', '=', sql<number>`any(${[...commitIds]}::bigint[])`)
    .where('uploadType', '=', 'test_results')
    .execute();
  return new Set(rows.map((row) => row.commitId));
}

/**
 * Why the commit's most recently failed test results upload could not be processed; uploads that never brought
 * a file (none found by the uploader, or never sent) are not processing errors.
 */
export async function latestProcessingError(
  db: Kysely<Database>,
  commitId: number,
): Promise<{ code: string | null; message: string | null } | null> {
  const row = await db
    .selectFrom('uploads')
    .select(['errorCode', 'errorMessage'])
    .where('commitId', '=', commitId)
    .where('uploadType', '=', 'test_results')
    .where('state', '=', 'error')
    .where((eb) => eb.or([eb('errorCode', 'is', null), eb('errorCode', '!=', 'file_not_in_storage')]))
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { code: row.errorCode, message: row.errorMessage } : null;
}
