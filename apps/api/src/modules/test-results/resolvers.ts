import type { Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { uploadErrorCode } from '../coverage';
import { commitTestSummary, failedTestsOfCommit, testResultsLoaders } from './commit-test-results';

/** The commit's test results (libs/graphql-schema/src/schema/test-analytics.graphql, `Commit.testResults`). */
export const resolvers: Resolvers<GraphQLContext> = {
  Commit: {
    // The commit is one the viewer may see already: its test results are shown as its other fields are.
    testResults: async (commit, _args, context) =>
      (await testResultsLoaders(context).hasUploads.load(commit.id)) ? commit : null,
  },
  CommitTestResults: {
    totalCount: async (commit, _args, context) => (await summaryOf(commit.id, context)).totalCount,
    passedCount: async (commit, _args, context) => (await summaryOf(commit.id, context)).passedCount,
    failedCount: async (commit, _args, context) => (await summaryOf(commit.id, context)).failedCount,
    skippedCount: async (commit, _args, context) => (await summaryOf(commit.id, context)).skippedCount,
    flakyCount: async (commit, _args, context) => (await summaryOf(commit.id, context)).flakyCount,
    failedTests: (commit, { first }, context) => failedTestsOfCommit(context.db, commit.id, first),
    latestUploadError: async (commit, _args, context) => {
      const error = (await testResultsLoaders(context).uploadStates.load(commit.id)).latestError;
      return error && { errorCode: uploadErrorCode(error.code), errorMessage: error.message };
    },
  },
};

const summaries = new WeakMap<GraphQLContext, Map<number, ReturnType<typeof commitTestSummary>>>();

/** One count query per commit and request, whichever counts are asked. */
function summaryOf(commitId: number, context: GraphQLContext) {
  let byCommit = summaries.get(context);
  if (!byCommit) summaries.set(context, (byCommit = new Map()));
  let summary = byCommit.get(commitId);
  if (!summary) byCommit.set(commitId, (summary = commitTestSummary(context.db, commitId)));
  return summary;
}
