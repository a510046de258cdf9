import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetTestResultsTestSuitesQuery } from '../generated/operations';
import { type TestAnalyticsArgs, testAnalyticsOf, testAnalyticsSchema } from './test-analytics-data';

export const GetTestResultsTestSuitesDocument = gql`
  query GetTestResultsTestSuites($owner: String!, $repo: String!, $branch: String) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          testAnalytics {
            testSuites
            latestUploadError(branch: $branch) {
              errorCode
              errorMessage
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

export const uploadErrorCodes = [
  'FILE_NOT_IN_STORAGE',
  'REPORT_EXPIRED',
  'REPORT_EMPTY',
  'PROCESSING_TIMEOUT',
  'UNSUPPORTED_FILE_FORMAT',
  'UNKNOWN_PROCESSING',
  'UNKNOWN_STORAGE',
  'UNKNOWN_ERROR_CODE',
] as const;
export type UploadErrorCode = (typeof uploadErrorCodes)[number];

export const GetTestResultsTestSuitesSchema = testAnalyticsSchema({
  testSuites: v.array(v.string()),
  latestUploadError: v.nullish(
    v.object({ errorCode: v.nullish(v.picklist(uploadErrorCodes)), errorMessage: v.nullish(v.string()) }),
  ),
});

/** Why the branch's latest test results upload failed. */
export interface TestUploadError {
  code: UploadErrorCode | null;
  /** The parser's message for an unusable file. */
  message: string | null;
}

export interface TestSuitesAndUploadError {
  /** The test suites seen on the default branch in the last 30 days. */
  testSuites: string[];
  uploadError: TestUploadError | null;
}

/**
 * The choices of the "Test suites" filter, and why the branch's latest test results upload failed (null when
 * it did not).
 */
export const testSuitesQuery = ({
  provider,
  owner,
  repo,
  branch,
}: TestAnalyticsArgs & { branch: string | null }) =>
  graphqlQueryDefinition({
    document: GetTestResultsTestSuitesDocument,
    variables: { owner, repo, branch },
    provider,
    schema: GetTestResultsTestSuitesSchema,
    select: (data): TestSuitesAndUploadError => {
      const { testSuites, latestUploadError } = testAnalyticsOf(data);
      return {
        testSuites,
        uploadError: latestUploadError
          ? { code: latestUploadError.errorCode ?? null, message: latestUploadError.errorMessage ?? null }
          : null,
      };
    },
  });

export const useTestSuites = (
  args: TestAnalyticsArgs & { branch: string | null },
  options?: GraphqlQueryOptions<TestSuitesAndUploadError>,
) => useGraphqlQuery(testSuitesQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetTestResultsTestSuitesAnswer = AcceptsAnswer<
  typeof GetTestResultsTestSuitesSchema,
  GetTestResultsTestSuitesQuery
>;
