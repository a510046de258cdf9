import { type TestResultsCommentInput, testResultsCommentSection } from '@canopy/test-results';
import type { CommitRecord } from '../../db/schema';
import type { CommitScene } from './commit-side';
import type { PageLinks } from './links';

/**
 * What the test results section of the comment is made of: the head's tests counted by their latest outcome,
 * its failed tests and why its latest failed upload failed. The test results module reads it and the server hands
 * the reader in, as it does for bundles.
 */
export type TestResultsNotice = Omit<TestResultsCommentInput, 'defaultBranch' | 'testsPageUrl'>;

/** A commit's test results notice: null when the commit has no test results uploads. */
export type ReadTestResultsNotice = (commit: CommitRecord) => Promise<TestResultsNotice | null>;

/**
 * The comment's test results lines, or null: only on pull requests, not with `comment: false`, and only when a
 * test failed or an upload could not be processed.
 */
export function testResultsCommentLines(scene: CommitScene, links: PageLinks): string[] | null {
  const notice = scene.testResults;
  if (!notice || !scene.pull || scene.config.comment === false) return null;
  const branch = scene.pull.headBranch ?? scene.commit.branch ?? scene.repo.defaultBranch;
  return testResultsCommentSection({
    ...notice,
    defaultBranch: scene.repo.defaultBranch,
    testsPageUrl: links.tests(branch),
  });
}
