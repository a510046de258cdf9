import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetTestLastFailureQuery } from '../generated/operations';
import { type TestAnalyticsArgs, testAnalyticsOf, testAnalyticsSchema } from './test-analytics-data';

export const GetTestLastFailureDocument = gql`
  query GetTestLastFailure($owner: String!, $repo: String!, $testId: ID!, $branch: String) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          testAnalytics {
            lastFailure(testId: $testId, branch: $branch) {
              message
              commitid
              branch
              failedAt
              durationSeconds
            }
          }
        }
        ... on NotFoundError {
          message
        }
        ... on OwnerNotActivatedError {
          message
        }
      }
    }
  }
`;

const TestFailureSchema = v.object({
  message: v.nullish(v.string(), null),
  commitid: v.string(),
  branch: v.nullish(v.string(), null),
  failedAt: v.string(),
  durationSeconds: v.nullish(v.number(), null),
});

export const GetTestLastFailureSchema = testAnalyticsSchema({ lastFailure: v.nullable(TestFailureSchema) });

/** A test's latest failure: its message, commit and time. */
export type TestFailure = v.InferOutput<typeof TestFailureSchema>;

export interface LastFailureArgs extends TestAnalyticsArgs {
  /** `TestResult.id`. */
  testId: string;
  /** Null: any branch. */
  branch: string | null;
}

/** The latest failure of one test on the branch; null when it did not fail. */
export const lastFailureQuery = ({ provider, owner, repo, testId, branch }: LastFailureArgs) =>
  graphqlQueryDefinition({
    document: GetTestLastFailureDocument,
    variables: { owner, repo, testId, branch },
    provider,
    schema: GetTestLastFailureSchema,
    select: (data): TestFailure | null => testAnalyticsOf(data).lastFailure,
  });

export const useLastFailure = (args: LastFailureArgs, options?: GraphqlQueryOptions<TestFailure | null>) =>
  useGraphqlQuery(lastFailureQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetTestLastFailureAnswer = AcceptsAnswer<typeof GetTestLastFailureSchema, GetTestLastFailureQuery>;
