import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  getApiContext,
  graphqlQuery,
  ownerRepositorySchema,
  repositoryOf,
  queryKeys,
} from '@canopy/api-client';
import { MeasurementSchema, toPoints, type MeasurementPoint } from './measurement-schemas';
import type { MeasurementInterval } from './measurement-window';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { ComponentMeasurementsQuery, RepoComponentsSelectorQuery } from '../generated/operations';

export const ComponentMeasurementsDocument = gql`
  query ComponentMeasurements(
    $name: String!
    $repo: String!
    $interval: MeasurementInterval!
    $before: DateTime!
    $after: DateTime!
    $branch: String
    $filters: ComponentMeasurementsSetFilters
    $orderingDirection: OrderingDirection
  ) {
    owner(username: $name) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          coverageAnalytics {
            components(
              interval: $interval
              before: $before
              after: $after
              branch: $branch
              filters: $filters
              orderingDirection: $orderingDirection
            ) {
              componentId
              name
              percentCovered
              percentChange
              lastUploaded
              measurements {
                timestamp
                avg
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

const ComponentMeasurementsNodeSchema = v.object({
  componentId: v.string(),
  name: v.string(),
  percentCovered: v.nullish(v.number()),
  percentChange: v.nullish(v.number()),
  lastUploaded: v.nullish(v.string()),
  measurements: v.array(MeasurementSchema),
});

export const ComponentMeasurementsSchema = ownerRepositorySchema({
  coverageAnalytics: v.nullish(v.object({ components: v.array(ComponentMeasurementsNodeSchema) })),
});

export interface ComponentMeasurement {
  componentId: string;
  name: string;
  /** Last aggregated coverage. */
  percentCovered: number | null;
  percentChange: number | null;
  lastUploaded: string | null;
  measurements: MeasurementPoint[];
}

export interface ComponentMeasurementsArgs {
  provider: string;
  owner: string;
  repo: string;
  interval: MeasurementInterval;
  /** ISO date-time. */
  after: string;
  /** ISO date-time. */
  before: string;
  /** The default branch when not given. */
  branch?: string | null;
  /** Only these component ids; empty means all. */
  components?: readonly string[];
  /** Name ordering. @default 'DESC' */
  orderingDirection?: 'ASC' | 'DESC';
}

/** ComponentMeasurements (spec §7): the components table of a branch over a window. */
export const componentMeasurementsQueryOptions = ({
  provider,
  owner,
  repo,
  interval,
  after,
  before,
  branch = null,
  components = [],
  orderingDirection = 'DESC',
}: ComponentMeasurementsArgs) =>
  queryOptions({
    queryKey: queryKeys.repo.part(provider, owner, repo, 'component-measurements', {
      interval,
      after,
      before,
      branch,
      components: [...components],
      orderingDirection,
    }),
    queryFn: async ({ client, signal }): Promise<ComponentMeasurement[]> => {
      const data = await graphqlQuery(getApiContext(client), {
        document: ComponentMeasurementsDocument,
        variables: {
          name: owner,
          repo,
          interval,
          after,
          before,
          branch,
          filters: components.length > 0 ? { components: [...components] } : {},
          orderingDirection,
        },
        provider,
        schema: ComponentMeasurementsSchema,
        signal,
      });
      const rows = repositoryOf(data).coverageAnalytics?.components ?? [];
      return rows.map((row) => ({
        componentId: row.componentId,
        name: row.name,
        percentCovered: row.percentCovered ?? null,
        percentChange: row.percentChange ?? null,
        lastUploaded: row.lastUploaded ?? null,
        measurements: toPoints(row.measurements),
      }));
    },
    placeholderData: keepPreviousData,
  });

export const useComponentMeasurements = (
  args: ComponentMeasurementsArgs,
  options: { enabled?: boolean } = {},
) => useQuery({ ...componentMeasurementsQueryOptions(args), enabled: options.enabled ?? true });

export const RepoComponentsSelectorDocument = gql`
  query RepoComponentsSelector($name: String!, $repo: String!, $termId: String) {
    owner(username: $name) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          coverageAnalytics {
            componentsYaml(termId: $termId) {
              id
              name
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

export const RepoComponentsSelectorSchema = ownerRepositorySchema({
  coverageAnalytics: v.nullish(
    v.object({ componentsYaml: v.array(v.object({ id: v.string(), name: v.string() })) }),
  ),
});

export interface ConfiguredComponent {
  id: string;
  name: string;
}

/** The components of the default branch's codecov.yml (id or name containing `term`), for the Show by select. */
export const repoComponentsSelectorQueryOptions = ({
  provider,
  owner,
  repo,
  term,
}: {
  provider: string;
  owner: string;
  repo: string;
  term?: string;
}) =>
  queryOptions({
    queryKey: queryKeys.repo.part(provider, owner, repo, 'components', 'configured', { term: term || null }),
    queryFn: async ({ client, signal }): Promise<ConfiguredComponent[]> => {
      const data = await graphqlQuery(getApiContext(client), {
        document: RepoComponentsSelectorDocument,
        variables: { name: owner, repo, termId: term || null },
        provider,
        schema: RepoComponentsSelectorSchema,
        signal,
      });
      return repositoryOf(data).coverageAnalytics?.componentsYaml ?? [];
    },
    placeholderData: keepPreviousData,
  });

export const useRepoComponentsSelector = (args: Parameters<typeof repoComponentsSelectorQueryOptions>[0]) =>
  useQuery(repoComponentsSelectorQueryOptions(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _ComponentMeasurementsAnswer = AcceptsAnswer<
  typeof ComponentMeasurementsSchema,
  ComponentMeasurementsQuery
>;
type _RepoComponentsSelectorAnswer = AcceptsAnswer<
  typeof RepoComponentsSelectorSchema,
  RepoComponentsSelectorQuery
>;
