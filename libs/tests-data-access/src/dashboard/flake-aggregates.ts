import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetFlakeAggregatesQuery } from '../generated/operations';
import { testAnalyticsOf, testAnalyticsSchema } from './test-analytics-data';
import type { TestAggregatesArgs } from './test-results-aggregates';

export const GetFlakeAggregatesDocument = gql`
  query GetFlakeAggregates($owner: String!, $repo: String!, $interval: MeasurementInterval, $branch: String) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          testAnalytics {
            flakeAggregates(interval: $interval, branch: $branch) {
              flakeCount
              flakeCountPercentChange
              flakeRate
              flakeRatePercentChange
              timeLostToFlakes
              timeLostToFlakesPercentChange
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

const FlakeAggregatesSchema = v.object({
  flakeCount: v.number(),
  flakeCountPercentChange: v.nullish(v.number(), null),
  flakeRate: v.number(),
  flakeRatePercentChange: v.nullish(v.number(), null),
  timeLostToFlakes: v.number(),
  timeLostToFlakesPercentChange: v.nullish(v.number(), null),
});

export const GetFlakeAggregatesSchema = testAnalyticsSchema({
  flakeAggregates: v.nullable(FlakeAggregatesSchema),
});

/**
 * The flaky tests of the window, their average flake rate (0 to 1) and the CI time their flaky failures took
 * (seconds), with their changes in percent.
 */
export type FlakeAggregates = v.InferOutput<typeof FlakeAggregatesSchema>;

/** The branch's flaky tests over the window against the window before; null when there is nothing to measure. */
export const flakeAggregatesQuery = ({ provider, owner, repo, branch, interval }: TestAggregatesArgs) =>
  graphqlQueryDefinition({
    document: GetFlakeAggregatesDocument,
    variables: { owner, repo, branch, interval },
    provider,
    schema: GetFlakeAggregatesSchema,
    select: (data): FlakeAggregates | null => testAnalyticsOf(data).flakeAggregates,
  });

export const useFlakeAggregates = (
  args: TestAggregatesArgs,
  options?: GraphqlQueryOptions<FlakeAggregates | null>,
) => useGraphqlQuery(flakeAggregatesQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetFlakeAggregatesAnswer = AcceptsAnswer<typeof GetFlakeAggregatesSchema, GetFlakeAggregatesQuery>;
