import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
  type GraphqlQueryOptions,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { CommitTestResultsQuery } from '../generated/operations';
import { uploadErrorCodes, type UploadErrorCode } from '../dashboard/test-suites';

/** How many failed tests the commit and pull pages list at most. */
export const COMMIT_FAILED_TESTS_LIMIT = 100;

export const CommitTestResultsDocument = gql`
  query CommitTestResults($owner: String!, $repo: String!, $commitid: String!, $first: Int) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          commit(id: $commitid) {
            commitid
            branchName
            testResults {
              totalCount
              passedCount
              failedCount
              skippedCount
              flakyCount
              failedTests(first: $first) {
                testId
                name
                testSuite
                flags
                durationSeconds
                failureMessage
                isFlaky
                flakeRate
                buildUrl
              }
              latestUploadError {
                errorCode
                errorMessage
              }
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

/** The upload error codes, as the dashboard reads them too. */
export type TestUploadErrorCode = UploadErrorCode;

const CommitFailedTestSchema = v.object({
  testId: v.string(),
  name: v.string(),
  testSuite: v.string(),
  flags: v.array(v.string()),
  durationSeconds: v.nullish(v.number()),
  failureMessage: v.nullish(v.string()),
  isFlaky: v.boolean(),
  flakeRate: v.nullish(v.number()),
  buildUrl: v.nullish(v.string()),
});

export const CommitTestResultsSchema = ownerRepositorySchema({
  commit: v.nullish(
    v.object({
      commitid: v.string(),
      branchName: v.nullish(v.string()),
      testResults: v.nullish(
        v.object({
          totalCount: v.number(),
          passedCount: v.number(),
          failedCount: v.number(),
          skippedCount: v.number(),
          flakyCount: v.number(),
          failedTests: v.array(CommitFailedTestSchema),
          latestUploadError: v.nullish(
            v.object({
              errorCode: v.nullish(v.picklist(uploadErrorCodes)),
              errorMessage: v.nullish(v.string()),
            }),
          ),
        }),
      ),
    }),
  ),
});

export interface CommitFailedTest {
  testId: string;
  name: string;
  testSuite: string;
  flags: string[];
  /** Seconds; null when the JUnit file gave none. */
  durationSeconds: number | null;
  failureMessage: string | null;
  isFlaky: boolean;
  /** From 0 to 1; null when the test is not flaky. */
  flakeRate: number | null;
  /** The CI build the failure came from. */
  buildUrl: string | null;
}

export interface CommitTestResults {
  /** The branch the commit was uploaded from, for the link to the branch's test analytics. */
  branch: string | null;
  totalCount: number;
  passedCount: number;
  /** Failures, flaky ones included. */
  failedCount: number;
  skippedCount: number;
  flakyCount: number;
  failedTests: CommitFailedTest[];
  latestUploadError: { errorCode: TestUploadErrorCode | null; errorMessage: string | null } | null;
}

export interface CommitTestResultsArgs {
  provider: string;
  owner: string;
  repo: string;
  commitid: string;
}

/**
 * The test results of a commit, counted by each test's latest outcome on it, with the tests that failed; null
 * when no test results were uploaded for the commit (or the commit is unknown). A missing owner or repository
 * rejects with `NotFoundError`.
 */
export const commitTestResultsQuery = ({ provider, owner, repo, commitid }: CommitTestResultsArgs) =>
  graphqlQueryDefinition({
    document: CommitTestResultsDocument,
    variables: { owner, repo, commitid, first: COMMIT_FAILED_TESTS_LIMIT },
    provider,
    schema: CommitTestResultsSchema,
    select: (data): CommitTestResults | null => {
      const { commit } = repositoryOf(data);
      const results = commit?.testResults;
      if (!results) return null;
      return {
        branch: commit.branchName ?? null,
        totalCount: results.totalCount,
        passedCount: results.passedCount,
        failedCount: results.failedCount,
        skippedCount: results.skippedCount,
        flakyCount: results.flakyCount,
        failedTests: results.failedTests.map((test) => ({
          testId: test.testId,
          name: test.name,
          testSuite: test.testSuite,
          flags: test.flags,
          durationSeconds: test.durationSeconds ?? null,
          failureMessage: test.failureMessage ?? null,
          isFlaky: test.isFlaky,
          flakeRate: test.flakeRate ?? null,
          buildUrl: test.buildUrl ?? null,
        })),
        latestUploadError: results.latestUploadError
          ? {
              errorCode: results.latestUploadError.errorCode ?? null,
              errorMessage: results.latestUploadError.errorMessage ?? null,
            }
          : null,
      };
    },
  });

export const useCommitTestResults = (
  args: CommitTestResultsArgs,
  options?: GraphqlQueryOptions<CommitTestResults | null>,
) => useGraphqlQuery(commitTestResultsQuery(args), options);

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _CommitTestResultsAnswer = AcceptsAnswer<typeof CommitTestResultsSchema, CommitTestResultsQuery>;
