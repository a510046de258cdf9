import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, NotFoundError, OwnerKeyEntries, useGraphqlQuery } from '@canopy/api-client';
import { MeasurementSchema, toPoints, type MeasurementPoint } from './measurement-schemas';
import type { MeasurementInterval } from './measurement-window';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetReposCoverageMeasurementsQuery } from '../generated/operations';

export const GetReposCoverageMeasurementsDocument = gql`
  query GetReposCoverageMeasurements(
    $owner: String!
    $interval: MeasurementInterval!
    $after: DateTime
    $before: DateTime
    $repos: [String!]
    $isPublic: Boolean
  ) {
    owner(username: $owner) {
      ownerid
      username
      measurements(interval: $interval, after: $after, before: $before, repos: $repos, isPublic: $isPublic) {
        timestamp
        avg
      }
    }
  }
`;

export const GetReposCoverageMeasurementsSchema = v.object({
  owner: v.nullable(v.object({ ...OwnerKeyEntries, measurements: v.nullish(v.array(MeasurementSchema)) })),
});

export interface ReposCoverageMeasurementsArgs {
  provider: string;
  owner: string;
  interval: MeasurementInterval;
  /** ISO date-time; the first measurement when null. */
  after?: string | null;
  /** ISO date-time; now when null. */
  before?: string | null;
  /** Repository names; empty means every repository the viewer may see. */
  repos?: readonly string[];
  /** Public repositories only (the Team plan's analytics). */
  publicOnly?: boolean;
}

/** The analytics chart: coverage of the owner's repositories together, per interval. */
export const reposCoverageMeasurementsQuery = ({
  provider,
  owner,
  interval,
  after = null,
  before = null,
  repos = [],
  publicOnly = false,
}: ReposCoverageMeasurementsArgs) =>
  graphqlQueryDefinition({
    document: GetReposCoverageMeasurementsDocument,
    variables: {
      owner,
      interval,
      after,
      before,
      repos: repos.length > 0 ? [...repos] : null,
      ...(publicOnly ? { isPublic: true } : {}),
    },
    provider,
    schema: GetReposCoverageMeasurementsSchema,
    select: (data): MeasurementPoint[] => {
      if (!data.owner) throw new NotFoundError();
      return toPoints(data.owner.measurements ?? []);
    },
  });

// Spec (inventory §8): the chart keeps its previous data while refetching.
export const useReposCoverageMeasurements = (
  args: ReposCoverageMeasurementsArgs,
  options: { enabled?: boolean } = {},
) => useGraphqlQuery(reposCoverageMeasurementsQuery(args), { ...options, keepPreviousData: true });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetReposCoverageMeasurementsAnswer = AcceptsAnswer<
  typeof GetReposCoverageMeasurementsSchema,
  GetReposCoverageMeasurementsQuery
>;
