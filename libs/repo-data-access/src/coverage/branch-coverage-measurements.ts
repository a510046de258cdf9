import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetBranchCoverageMeasurementsQuery } from '../generated/operations';

export const branchMeasurementIntervals = ['INTERVAL_1_DAY', 'INTERVAL_7_DAY', 'INTERVAL_30_DAY'] as const;
export type BranchMeasurementInterval = (typeof branchMeasurementIntervals)[number];

/** The chart refreshes more often than the 2-minute default: a new upload moves its last point. */
export const MEASUREMENTS_STALE_TIME = 30_000;

export const GetBranchCoverageMeasurementsDocument = gql`
  query GetBranchCoverageMeasurements(
    $owner: String!
    $repo: String!
    $branch: String
    $interval: MeasurementInterval!
    $after: DateTime
    $before: DateTime
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          coverageAnalytics {
            measurements(interval: $interval, after: $after, before: $before, branch: $branch) {
              timestamp
              avg
              min
              max
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

const MeasurementSchema = v.object({
  timestamp: v.string(),
  avg: v.nullish(v.number()),
  min: v.nullish(v.number()),
  max: v.nullish(v.number()),
});

export const GetBranchCoverageMeasurementsSchema = ownerRepositorySchema({
  coverageAnalytics: v.nullish(v.object({ measurements: v.array(MeasurementSchema) })),
});

/** One interval of the branch's coverage; the values are null when no commit fell in it. */
export interface CoverageMeasurement {
  timestamp: string;
  avg: number | null;
  min: number | null;
  max: number | null;
}

export interface BranchCoverageMeasurementsArgs {
  provider: string;
  owner: string;
  repo: string;
  branch: string;
  interval: BranchMeasurementInterval;
  /** ISO date-time; the first point when not given. */
  after?: string | null;
  /** ISO date-time; now when not given. */
  before?: string | null;
}

/** Coverage of a branch per interval, for the chart and the trend; empty when the repository has no data. */
export const branchCoverageMeasurementsQuery = ({
  provider,
  owner,
  repo,
  branch,
  interval,
  after = null,
  before = null,
}: BranchCoverageMeasurementsArgs) =>
  graphqlQueryDefinition({
    document: GetBranchCoverageMeasurementsDocument,
    variables: { owner, repo, branch, interval, after, before },
    provider,
    schema: GetBranchCoverageMeasurementsSchema,
    select: (data): CoverageMeasurement[] =>
      (repositoryOf(data).coverageAnalytics?.measurements ?? []).map((point) => ({
        timestamp: point.timestamp,
        avg: point.avg ?? null,
        min: point.min ?? null,
        max: point.max ?? null,
      })),
  });

export const useBranchCoverageMeasurements = (
  args: BranchCoverageMeasurementsArgs,
  options: { enabled?: boolean } = {},
) =>
  useGraphqlQuery(branchCoverageMeasurementsQuery(args), {
    ...options,
    staleTime: MEASUREMENTS_STALE_TIME,
    // Switching the trend or the branch keeps the old chart until the new one arrives.
    keepPreviousData: true,
  });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetBranchCoverageMeasurementsAnswer = AcceptsAnswer<
  typeof GetBranchCoverageMeasurementsSchema,
  GetBranchCoverageMeasurementsQuery
>;
