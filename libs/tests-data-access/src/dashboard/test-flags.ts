import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetTestResultsFlagsQuery } from '../generated/operations';
import { type TestAnalyticsArgs, testAnalyticsOf, testAnalyticsSchema } from './test-analytics-data';

export const GetTestResultsFlagsDocument = gql`
  query GetTestResultsFlags($owner: String!, $repo: String!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          testAnalytics {
            flags
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

export const GetTestResultsFlagsSchema = testAnalyticsSchema({ flags: v.array(v.string()) });

/** The choices of the "Flags" filter: the upload flags seen with test results on the default branch lately. */
export const testResultsFlagsQuery = ({ provider, owner, repo }: TestAnalyticsArgs) =>
  graphqlQueryDefinition({
    document: GetTestResultsFlagsDocument,
    variables: { owner, repo },
    provider,
    schema: GetTestResultsFlagsSchema,
    select: (data): string[] => testAnalyticsOf(data).flags,
  });

export const useTestResultsFlags = (args: TestAnalyticsArgs, options?: GraphqlQueryOptions<string[]>) =>
  useGraphqlQuery(testResultsFlagsQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetTestResultsFlagsAnswer = AcceptsAnswer<typeof GetTestResultsFlagsSchema, GetTestResultsFlagsQuery>;
