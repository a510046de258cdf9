import type { Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { uploadErrorCode } from '../coverage';
import {
  flakeAggregatesOf,
  lastFailure,
  latestUploadErrorOf,
  selectorOptions,
  testResultsAggregatesOf,
  testResultsOf,
} from './test-analytics-service';

/** The test analytics area of the schema (libs/graphql-schema/src/schema/test-analytics.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Repository: {
    // A Repository reaches its fields only when the viewer may read it (Owner.repository answers NotFoundError
    // or OwnerNotActivatedError otherwise), so its analytics come with it.
    testAnalytics: (repo) => repo,
  },
  TestAnalytics: {
    testResults: (repo, args, context) => testResultsOf(context.db, repo, args),
    testResultsAggregates: (repo, { interval, branch }, context) =>
      testResultsAggregatesOf(context.db, repo, interval, branch),
    flakeAggregates: (repo, { interval, branch }, context) =>
      flakeAggregatesOf(context.db, repo, interval, branch),
    testSuites: (repo, { term }, context) => selectorOptions(context.db, repo, 'testSuites', term),
    flags: (repo, { term }, context) => selectorOptions(context.db, repo, 'flags', term),
    lastFailure: (repo, { testId, branch }, context) => lastFailure(context.db, repo, testId, branch),
    latestUploadError: async (repo, { branch }, context) => {
      const error = await latestUploadErrorOf(context.db, repo, branch);
      return error && { errorCode: uploadErrorCode(error.code), errorMessage: error.message };
    },
  },
};
