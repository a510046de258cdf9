import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
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
export const componentMeasurementsQuery = ({
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
  graphqlQueryDefinition({
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
    select: (data): ComponentMeasurement[] => {
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
  });

export const useComponentMeasurements = (
  args: ComponentMeasurementsArgs,
  options: { enabled?: boolean } = {},
) =>
  useGraphqlQuery(componentMeasurementsQuery(args), {
    enabled: options.enabled ?? true,
    keepPreviousData: true,
  });

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

export interface RepoComponentsSelectorArgs {
  provider: string;
  owner: string;
  repo: string;
  /** Case-insensitive substring of the component's id or name; empty means all. */
  term?: string;
}

/** The components of the default branch's codecov.yml (id or name containing `term`), for the Show by select. */
export const repoComponentsSelectorQuery = ({ provider, owner, repo, term }: RepoComponentsSelectorArgs) =>
  graphqlQueryDefinition({
    document: RepoComponentsSelectorDocument,
    variables: { name: owner, repo, termId: term || null },
    provider,
    schema: RepoComponentsSelectorSchema,
    select: (data): ConfiguredComponent[] => repositoryOf(data).coverageAnalytics?.componentsYaml ?? [],
  });

export const useRepoComponentsSelector = (args: RepoComponentsSelectorArgs) =>
  useGraphqlQuery(repoComponentsSelectorQuery(args), { keepPreviousData: true });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _ComponentMeasurementsAnswer = AcceptsAnswer<
  typeof ComponentMeasurementsSchema,
  ComponentMeasurementsQuery
>;
type _RepoComponentsSelectorAnswer = AcceptsAnswer<
  typeof RepoComponentsSelectorSchema,
  RepoComponentsSelectorQuery
>;
