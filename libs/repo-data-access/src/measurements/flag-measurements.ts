import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  connectionSchema,
  graphqlQueryDefinition,
  nodesOf,
  ownerRepositorySchema,
  type PageCursor,
  pageCursorOf,
  repositoryOf,
  useGraphqlInfiniteQuery,
} from '@canopy/api-client';
import { averageOf, MeasurementSchema, toPoints, type MeasurementPoint } from './measurement-schemas';
import type { MeasurementInterval } from './measurement-window';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { FlagMeasurementsQuery } from '../generated/operations';

export const FLAG_MEASUREMENTS_PAGE_SIZE = 20;

export const FlagMeasurementsDocument = gql`
  query FlagMeasurements(
    $name: String!
    $repo: String!
    $filters: FlagSetFilters
    $orderingDirection: OrderingDirection
    $interval: MeasurementInterval!
    $afterDate: DateTime!
    $beforeDate: DateTime!
    $first: Int
    $after: String
    $branch: String
  ) {
    owner(username: $name) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          coverageAnalytics {
            flags(
              filters: $filters
              orderingDirection: $orderingDirection
              first: $first
              after: $after
              branch: $branch
            ) {
              totalCount
              edges {
                node {
                  name
                  percentCovered
                  percentChange
                  measurements(interval: $interval, after: $afterDate, before: $beforeDate) {
                    timestamp
                    avg
                  }
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

const FlagNodeSchema = v.object({
  name: v.string(),
  percentCovered: v.nullish(v.number()),
  percentChange: v.nullish(v.number()),
  measurements: v.array(MeasurementSchema),
});

export const FlagMeasurementsSchema = ownerRepositorySchema({
  coverageAnalytics: v.nullish(
    v.object({ flags: connectionSchema(FlagNodeSchema, { totalCount: v.number() }) }),
  ),
});

/** A flag with its series over the window. */
export interface FlagMeasurement {
  name: string;
  /** Coverage of the flag in the branch's newest report. */
  percentCovered: number | null;
  /** Average of the measured intervals of the window; null when none was measured. */
  averageCoverage: number | null;
  /** Change over the window (last measured interval minus the first), from the server: null when none was measured. */
  percentChange: number | null;
  measurements: MeasurementPoint[];
}

export interface FlagMeasurementsArgs {
  provider: string;
  owner: string;
  repo: string;
  interval: MeasurementInterval;
  /** ISO date-time. */
  after: string;
  /** ISO date-time. */
  before: string;
  /** Only these flags; empty means all. */
  flags?: readonly string[];
  /** Name ordering. @default 'ASC' */
  orderingDirection?: 'ASC' | 'DESC';
  /** The default branch when not given. */
  branch?: string | null;
}

export interface FlagMeasurementsPage {
  flags: FlagMeasurement[];
  totalCount: number;
  pageInfo: PageCursor;
}

/** The flags table: 20 flags a page, loaded with the end cursor while `hasNextPage` (spec §4). */
export const flagMeasurementsQuery = ({
  provider,
  owner,
  repo,
  interval,
  after,
  before,
  flags = [],
  orderingDirection = 'ASC',
  branch = null,
}: FlagMeasurementsArgs) =>
  graphqlQueryDefinition({
    document: FlagMeasurementsDocument,
    variables: {
      name: owner,
      repo,
      filters: flags.length > 0 ? { flagsNames: [...flags] } : {},
      orderingDirection,
      interval,
      afterDate: after,
      beforeDate: before,
      first: FLAG_MEASUREMENTS_PAGE_SIZE,
      branch,
    },
    provider,
    schema: FlagMeasurementsSchema,
    select: (data): FlagMeasurementsPage => {
      const connection = repositoryOf(data).coverageAnalytics?.flags;
      return {
        flags: nodesOf(connection?.edges ?? []).map((flag) => {
          const measurements = toPoints(flag.measurements);
          return {
            name: flag.name,
            percentCovered: flag.percentCovered ?? null,
            averageCoverage: averageOf(measurements),
            percentChange: flag.percentChange ?? null,
            measurements,
          };
        }),
        totalCount: connection?.totalCount ?? 0,
        pageInfo: pageCursorOf(connection?.pageInfo),
      };
    },
  });

export const useFlagMeasurements = (args: FlagMeasurementsArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlInfiniteQuery(flagMeasurementsQuery(args), {
    enabled: options.enabled ?? true,
    // Changing the trend or the sort keeps the rows until the new ones arrive.
    keepPreviousData: true,
  });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _FlagMeasurementsAnswer = AcceptsAnswer<typeof FlagMeasurementsSchema, FlagMeasurementsQuery>;
