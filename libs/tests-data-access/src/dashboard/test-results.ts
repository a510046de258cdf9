import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  connectionSchema,
  graphqlQueryDefinition,
  nodesOf,
  type PageCursor,
  pageCursorOf,
  useGraphqlInfiniteQuery,
  type GraphqlInfiniteQueryOptions,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetTestResultsQuery } from '../generated/operations';
import {
  type TestAnalyticsArgs,
  testAnalyticsOf,
  testAnalyticsSchema,
  type TestResultsFilterParameter,
  type TestResultsInterval,
  type TestResultsOrderingParameter,
} from './test-analytics-data';

export const TEST_RESULTS_PAGE_SIZE = 20;

export const GetTestResultsDocument = gql`
  query GetTestResults(
    $owner: String!
    $repo: String!
    $filters: TestResultsFilters
    $ordering: TestResultsOrdering
    $first: Int
    $after: String
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          testAnalytics {
            testResults(filters: $filters, ordering: $ordering, first: $first, after: $after) {
              totalCount
              edges {
                node {
                  id
                  name
                  testSuite
                  updatedAt
                  commitsFailed
                  failureRate
                  flakeRate
                  avgDuration
                  p95Duration
                  lastDuration
                  totalDuration
                  totalFailCount
                  totalFlakyFailCount
                  totalSkipCount
                  totalPassCount
                  runsFailed
                  isFlaky
                }
              }
              pageInfo {
                hasNextPage
                endCursor
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

const TestResultSchema = v.object({
  id: v.string(),
  name: v.string(),
  testSuite: v.string(),
  updatedAt: v.string(),
  commitsFailed: v.number(),
  failureRate: v.number(),
  flakeRate: v.number(),
  avgDuration: v.number(),
  p95Duration: v.nullish(v.number(), null),
  lastDuration: v.number(),
  totalDuration: v.number(),
  totalFailCount: v.number(),
  totalFlakyFailCount: v.number(),
  totalSkipCount: v.number(),
  totalPassCount: v.number(),
  runsFailed: v.number(),
  isFlaky: v.boolean(),
});

export const GetTestResultsSchema = testAnalyticsSchema({
  testResults: connectionSchema(TestResultSchema, { totalCount: v.number() }),
});

/** One row of the tests table: a test over the window on the branch (rates from 0 to 1, durations in seconds). */
export type TestResult = v.InferOutput<typeof TestResultSchema>;

export interface TestResultsSort {
  parameter: TestResultsOrderingParameter;
  direction: 'ASC' | 'DESC';
}

/** The table's first order: the tests that failed on the most commits first. */
export const DEFAULT_TEST_RESULTS_SORT: TestResultsSort = {
  parameter: 'COMMITS_WHERE_FAIL',
  direction: 'DESC',
};

export interface TestResultsArgs extends TestAnalyticsArgs {
  /** Null: the default branch. */
  branch: string | null;
  interval: TestResultsInterval;
  parameter?: TestResultsFilterParameter | null;
  testSuites?: readonly string[];
  flags?: readonly string[];
  /** Part of the test name, ignoring case; empty: every test. */
  term?: string;
  sort?: TestResultsSort;
}

export interface TestResultsPage {
  tests: TestResult[];
  totalCount: number;
  pageInfo: PageCursor;
}

/** `TestResultsFilters` as sent: empty lists and terms left out, lists sorted, so equal filters share a cache entry. */
export function testResultsFilters({
  branch,
  interval,
  parameter,
  testSuites = [],
  flags = [],
  term = '',
}: Omit<TestResultsArgs, keyof TestAnalyticsArgs | 'sort'>) {
  return {
    branch,
    interval,
    ...(parameter ? { parameter } : {}),
    ...(testSuites.length > 0 ? { test_suites: [...testSuites].sort() } : {}),
    ...(flags.length > 0 ? { flags: [...flags].sort() } : {}),
    ...(term.trim() ? { term: term.trim() } : {}),
  };
}

/**
 * The tests of a branch over the window, filtered and sorted on the server, 20 a page (`after` while
 * `hasNextPage`). A missing owner or repository rejects with `NotFoundError`, a viewer without a seat with
 * `OwnerNotActivatedError`.
 */
export const testResultsQuery = ({
  provider,
  owner,
  repo,
  sort = DEFAULT_TEST_RESULTS_SORT,
  ...filters
}: TestResultsArgs) =>
  graphqlQueryDefinition({
    document: GetTestResultsDocument,
    variables: {
      owner,
      repo,
      filters: testResultsFilters(filters),
      ordering: { parameter: sort.parameter, direction: sort.direction },
      first: TEST_RESULTS_PAGE_SIZE,
    },
    provider,
    schema: GetTestResultsSchema,
    select: (data): TestResultsPage => {
      const { testResults } = testAnalyticsOf(data);
      return {
        tests: nodesOf(testResults.edges),
        totalCount: testResults.totalCount,
        pageInfo: pageCursorOf(testResults.pageInfo),
      };
    },
  });

export const useTestResults = (args: TestResultsArgs, options?: GraphqlInfiniteQueryOptions) =>
  useGraphqlInfiniteQuery(testResultsQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetTestResultsAnswer = AcceptsAnswer<typeof GetTestResultsSchema, GetTestResultsQuery>;
