import type { TestResultsCommentInput } from '@canopy/test-results';
import type { Kysely } from 'kysely';
import type { CommitRecord, Database } from '../../db/schema';
import { commitTestSummary, failedTestsOfCommit } from './commit-test-results';
import { commitsWithTestResults, latestProcessingError } from './commit-test-results-store';

/** Failed tests read for the pull request comment (it lists fewer). */
const NOTICE_TESTS = 200;

/**
 * What the pull request comment says about a commit's test results: counts by each test's latest outcome, the
 * failed tests and the latest processing error. Null when the commit has no test results uploads.
 */
export async function testResultsNotice(
  db: Kysely<Database>,
  commit: CommitRecord,
): Promise<Omit<TestResultsCommentInput, 'defaultBranch' | 'testsPageUrl'> | null> {
  if (!(await commitsWithTestResults(db, [commit.id])).has(commit.id)) return null;
  const summary = await commitTestSummary(db, commit.id);
  const failedTests = summary.failedCount > 0 ? await failedTestsOfCommit(db, commit.id, NOTICE_TESTS) : [];
  return {
    passed: summary.passedCount,
    failed: summary.failedCount,
    skipped: summary.skippedCount,
    failedTests,
    error: await latestProcessingError(db, commit.id),
  };
}
