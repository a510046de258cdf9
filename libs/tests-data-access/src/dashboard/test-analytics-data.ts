import * as v from 'valibot';
import { NotFoundError, ownerRepositorySchema, repositoryOf } from '@canopy/api-client';

/** The repository every test analytics document reads. */
export interface TestAnalyticsArgs {
  provider: string;
  owner: string;
  repo: string;
}

/** The windows of the dashboard ("Historical trend"), the default first. */
export const testResultsIntervals = ['INTERVAL_30_DAY', 'INTERVAL_7_DAY', 'INTERVAL_1_DAY'] as const;
export type TestResultsInterval = (typeof testResultsIntervals)[number];
export const DEFAULT_TEST_RESULTS_INTERVAL: TestResultsInterval = 'INTERVAL_30_DAY';

/** The metric cards that filter the table (`parameter`). */
export const testResultsFilterParameters = [
  'FLAKY_TESTS',
  'FAILED_TESTS',
  'SLOWEST_TESTS',
  'SKIPPED_TESTS',
] as const;
export type TestResultsFilterParameter = (typeof testResultsFilterParameters)[number];

/** The sortable columns of the table. */
export const testResultsOrderings = [
  'AVG_DURATION',
  'TOTAL_DURATION',
  'FAILURE_RATE',
  'FLAKE_RATE',
  'COMMITS_WHERE_FAIL',
  'UPDATED_AT',
] as const;
export type TestResultsOrderingParameter = (typeof testResultsOrderings)[number];

/** `repository.testAnalytics { …entries }`; null when the viewer may not see the repository's commits. */
export const testAnalyticsSchema = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  ownerRepositorySchema({ testAnalytics: v.nullable(v.object(entries)) });

/**
 * The `testAnalytics` of an answer. A missing owner or repository rejects with `NotFoundError` (so does a
 * repository whose commits the viewer may not see), a viewer without a seat with `OwnerNotActivatedError`.
 */
export function testAnalyticsOf<TAnalytics>(data: {
  owner: {
    repository:
      | { __typename: 'Repository'; testAnalytics: TAnalytics | null }
      | { __typename: 'NotFoundError' | 'OwnerNotActivatedError'; message?: string | null };
  } | null;
}): TAnalytics {
  const repository = repositoryOf(data);
  if (!repository.testAnalytics) throw new NotFoundError();
  return repository.testAnalytics;
}
