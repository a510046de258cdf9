import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetTestResultsAggregatesQuery } from '../generated/operations';
import {
  type TestAnalyticsArgs,
  testAnalyticsOf,
  testAnalyticsSchema,
  type TestResultsInterval,
} from './test-analytics-data';

export const GetTestResultsAggregatesDocument = gql`
  query GetTestResultsAggregates(
    $owner: String!
    $repo: String!
    $interval: MeasurementInterval
    $branch: String
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          testAnalytics {
            testResultsAggregates(interval: $interval, branch: $branch) {
              totalDuration
              totalDurationPercentChange
              slowestTestsDuration
              slowestTestsDurationPercentChange
              totalFails
              totalFailsPercentChange
              totalSkips
              totalSkipsPercentChange
              totalSlowTests
              totalSlowTestsPercentChange
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

const change = v.nullish(v.number(), null);

const AggregatesSchema = v.object({
  totalDuration: v.number(),
  totalDurationPercentChange: change,
  slowestTestsDuration: v.number(),
  slowestTestsDurationPercentChange: change,
  totalFails: v.number(),
  totalFailsPercentChange: change,
  totalSkips: v.number(),
  totalSkipsPercentChange: change,
  totalSlowTests: v.number(),
  totalSlowTestsPercentChange: change,
});

export const GetTestResultsAggregatesSchema = testAnalyticsSchema({
  testResultsAggregates: v.nullable(AggregatesSchema),
});

/** The "Improve CI Run Efficiency" figures and the failed and skipped runs (seconds; changes in percent). */
export type TestResultsAggregates = v.InferOutput<typeof AggregatesSchema>;

export interface TestAggregatesArgs extends TestAnalyticsArgs {
  /** Null: the default branch. */
  branch: string | null;
  interval: TestResultsInterval;
}

/**
 * The branch's run time, slowest tests, failed and skipped runs over the window, each with its change against the
 * window before; null when there is nothing to measure.
 */
export const testResultsAggregatesQuery = ({ provider, owner, repo, branch, interval }: TestAggregatesArgs) =>
  graphqlQueryDefinition({
    document: GetTestResultsAggregatesDocument,
    variables: { owner, repo, branch, interval },
    provider,
    schema: GetTestResultsAggregatesSchema,
    select: (data): TestResultsAggregates | null => testAnalyticsOf(data).testResultsAggregates,
  });

export const useTestResultsAggregates = (
  args: TestAggregatesArgs,
  options?: GraphqlQueryOptions<TestResultsAggregates | null>,
) => useGraphqlQuery(testResultsAggregatesQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetTestResultsAggregatesAnswer = AcceptsAnswer<
  typeof GetTestResultsAggregatesSchema,
  GetTestResultsAggregatesQuery
>;
