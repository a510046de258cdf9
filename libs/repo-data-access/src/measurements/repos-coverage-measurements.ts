import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext, NotFoundError, graphqlQuery, OwnerKeyEntries, queryKeys } from '@canopy/api-client';
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
  ) {
    owner(username: $owner) {
      ownerid
      username
      measurements(interval: $interval, after: $after, before: $before, repos: $repos) {
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
}

/** The analytics chart: coverage of the owner's repositories together, per interval. */
export const reposCoverageMeasurementsQueryOptions = ({
  provider,
  owner,
  interval,
  after = null,
  before = null,
  repos = [],
}: ReposCoverageMeasurementsArgs) =>
  queryOptions({
    // Under the owner's key, so that invalidating the owner refreshes the chart too.
    queryKey: [
      ...queryKeys.owner.detail(provider, owner),
      'measurements',
      { interval, after, before, repos: [...repos] },
    ] as const,
    queryFn: async ({ client, signal }): Promise<MeasurementPoint[]> => {
      const data = await graphqlQuery(getApiContext(client), {
        document: GetReposCoverageMeasurementsDocument,
        variables: { owner, interval, after, before, repos: repos.length > 0 ? [...repos] : null },
        provider,
        schema: GetReposCoverageMeasurementsSchema,
        signal,
      });
      if (!data.owner) throw new NotFoundError();
      return toPoints(data.owner.measurements ?? []);
    },
    // Spec (inventory §8): the chart keeps its previous data while refetching.
    placeholderData: keepPreviousData,
  });

export const useReposCoverageMeasurements = (args: ReposCoverageMeasurementsArgs) =>
  useQuery(reposCoverageMeasurementsQueryOptions(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetReposCoverageMeasurementsAnswer = AcceptsAnswer<
  typeof GetReposCoverageMeasurementsSchema,
  GetReposCoverageMeasurementsQuery
>;
