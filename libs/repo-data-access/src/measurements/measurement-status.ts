import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type {
  BackfillFlagMembershipsQuery,
  BackfillComponentMembershipsQuery,
} from '../generated/operations';

export const BackfillFlagMembershipsDocument = gql`
  query BackfillFlagMemberships($name: String!, $repo: String!) {
    config {
      isTimescaleEnabled
    }
    owner(username: $name) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          coverageAnalytics {
            flagsMeasurementsActive
            flagsMeasurementsBackfilled
            flagsCount
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

export const BackfillComponentMembershipsDocument = gql`
  query BackfillComponentMemberships($name: String!, $repo: String!) {
    config {
      isTimescaleEnabled
    }
    owner(username: $name) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          coverageAnalytics {
            componentsMeasurementsActive
            componentsMeasurementsBackfilled
            componentsCount
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

const statusSchema = <const TEntries extends v.ObjectEntries>(analytics: TEntries) =>
  v.object({
    config: v.object({ isTimescaleEnabled: v.boolean() }),
    ...ownerRepositorySchema({ coverageAnalytics: v.nullish(v.object(analytics)) }).entries,
  });

export const BackfillFlagMembershipsSchema = statusSchema({
  flagsMeasurementsActive: v.boolean(),
  flagsMeasurementsBackfilled: v.boolean(),
  flagsCount: v.number(),
});

export const BackfillComponentMembershipsSchema = statusSchema({
  componentsMeasurementsActive: v.boolean(),
  componentsMeasurementsBackfilled: v.boolean(),
  componentsCount: v.number(),
});

export type MeasurementKind = 'flags' | 'components';

/** Whether a repository's flag or component series exist yet. */
export interface MeasurementStatus {
  /** Coverage series are available at all on this install (TimescaleDB). */
  isTimescaleEnabled: boolean;
  /** Series were switched on (`activateMeasurements`). */
  active: boolean;
  /** Series were filled from past commits; until then the table would be incomplete. */
  backfilled: boolean;
  /** Flags uploaded / components configured. */
  count: number;
}

export interface MeasurementStatusArgs {
  provider: string;
  owner: string;
  repo: string;
  kind: MeasurementKind;
}

/**
 * BackfillFlagMemberships / BackfillComponentMemberships: the guards and backfill state of the flags and
 * components tabs. A missing repository rejects with `NotFoundError`, a non-activated viewer with
 * `OwnerNotActivatedError`.
 */
export const measurementStatusQuery = ({ provider, owner, repo, kind }: MeasurementStatusArgs) => {
  const variables = { name: owner, repo };
  if (kind === 'flags') {
    return graphqlQueryDefinition({
      document: BackfillFlagMembershipsDocument,
      variables,
      provider,
      schema: BackfillFlagMembershipsSchema,
      select: (data): MeasurementStatus => {
        const analytics = repositoryOf(data).coverageAnalytics;
        return {
          isTimescaleEnabled: data.config.isTimescaleEnabled,
          active: analytics?.flagsMeasurementsActive ?? false,
          backfilled: analytics?.flagsMeasurementsBackfilled ?? false,
          count: analytics?.flagsCount ?? 0,
        };
      },
    });
  }
  return graphqlQueryDefinition({
    document: BackfillComponentMembershipsDocument,
    variables,
    provider,
    schema: BackfillComponentMembershipsSchema,
    select: (data): MeasurementStatus => {
      const analytics = repositoryOf(data).coverageAnalytics;
      return {
        isTimescaleEnabled: data.config.isTimescaleEnabled,
        active: analytics?.componentsMeasurementsActive ?? false,
        backfilled: analytics?.componentsMeasurementsBackfilled ?? false,
        count: analytics?.componentsCount ?? 0,
      };
    },
  });
};

/** How often the status is asked again while the series are being filled. */
export const BACKFILL_POLL_INTERVAL = 5_000;

/** The status, polled every few seconds while the series are active but not yet backfilled. */
export const useMeasurementStatus = (args: MeasurementStatusArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(measurementStatusQuery(args), {
    ...options,
    refetchInterval: (data) => (data?.active && !data.backfilled ? BACKFILL_POLL_INTERVAL : false),
  });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _BackfillFlagMembershipsAnswer = AcceptsAnswer<
  typeof BackfillFlagMembershipsSchema,
  BackfillFlagMembershipsQuery
>;
type _BackfillComponentMembershipsAnswer = AcceptsAnswer<
  typeof BackfillComponentMembershipsSchema,
  BackfillComponentMembershipsQuery
>;
