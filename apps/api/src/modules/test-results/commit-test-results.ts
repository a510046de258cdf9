import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { ValidationError } from '../../errors';
import { uploadSummaries, type UploadSummary } from '../coverage';
import {
  commitFailedTests,
  type CommitFailedTestRow,
  commitsWithTestResults,
  commitTestCounts,
} from './commit-test-results-store';
import { TEST_RESULTS_UPLOADS } from './test-results-store';

/** Failed tests listed unless `first` says otherwise, and the most one list holds. */
export const DEFAULT_FAILED_TESTS = 100;
export const MAX_FAILED_TESTS = 500;

/** A failed test as the commit page, the GraphQL schema and the pull request comment show it. */
export interface CommitFailedTestValue {
  testId: string;
  name: string;
  testSuite: string;
  flags: string[];
  durationSeconds: number | null;
  failureMessage: string | null;
  isFlaky: boolean;
  /** Failures over runs of the open flaky spell, 0 to 1; null when not flaky. */
  flakeRate: number | null;
  buildUrl: string | null;
}

export interface CommitTestSummary {
  totalCount: number;
  passedCount: number;
  /** Failures, flaky ones included. */
  failedCount: number;
  skippedCount: number;
  flakyCount: number;
}

export async function commitTestSummary(db: Kysely<Database>, commitId: number): Promise<CommitTestSummary> {
  const counts = await commitTestCounts(db, commitId);
  const failedCount = counts.failure + counts.flakyFailure;
  return {
    totalCount: counts.pass + failedCount + counts.skip,
    passedCount: counts.pass,
    failedCount,
    skippedCount: counts.skip,
    flakyCount: counts.flakyFailure,
  };
}

function failedTestValue(row: CommitFailedTestRow): CommitFailedTestValue {
  const isFlaky = row.flakeCount !== null;
  return {
    testId: row.testId,
    name: row.computedName,
    testSuite: row.testsuite,
    flags: row.flags,
    durationSeconds: row.durationSeconds,
    failureMessage: row.failureMessage,
    isFlaky,
    flakeRate: isFlaky && row.flakeCount! > 0 ? row.flakeFailCount! / row.flakeCount! : isFlaky ? 0 : null,
    buildUrl: row.buildUrl,
  };
}

/** The commit's failed tests, not flaky now first, then by name. */
export async function failedTestsOfCommit(
  db: Kysely<Database>,
  commitId: number,
  first: number | null | undefined,
): Promise<CommitFailedTestValue[]> {
  const limit = first ?? DEFAULT_FAILED_TESTS;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_FAILED_TESTS)
    throw new ValidationError(`first must be between 0 and ${MAX_FAILED_TESTS}`);
  if (limit === 0) return [];
  return (await commitFailedTests(db, commitId, limit)).map(failedTestValue);
}

interface TestResultsLoaders {
  hasUploads: DataLoader<number, boolean>;
  uploadStates: DataLoader<number, UploadSummary>;
}

const perRequest = new WeakMap<Pick<GraphQLContext, 'db'>, TestResultsLoaders>();

/** The request's loaders, so a list of commits asks once for all of them. */
export function testResultsLoaders(context: Pick<GraphQLContext, 'db'>): TestResultsLoaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    const { db } = context;
    loaders = {
      hasUploads: new DataLoader(async (ids) => {
        const found = await commitsWithTestResults(db, ids);
        return ids.map((id) => found.has(id));
      }),
      uploadStates: new DataLoader(async (ids) => {
        const found = await uploadSummaries(db, ids, TEST_RESULTS_UPLOADS);
        return ids.map((id) => found.get(id)!);
      }),
    };
    perRequest.set(context, loaders);
  }
  return loaders;
}
