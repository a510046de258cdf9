import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery } from '@canopy/api-client';
import type { PullComparisonArgs } from './pull-page-data';
import {
  comparisonOf,
  PercentSchema,
  pullComparisonSchema,
  totalsChange,
  type PullComparisonError,
} from './pull-schemas';
import type { AcceptsAnswer } from '@canopy/api-client';
import type {
  PullFlagsSelectQuery,
  PullFlagComparisonsQuery,
  PullComponentComparisonQuery,
} from '../generated/operations';

// ---------------------------------------------------------------------------------------------------------
// PullFlagsSelect: the flag names of a pull (for flag filters)

export const PullFlagsSelectDocument = gql`
  query PullFlagsSelect(
    $owner: String!
    $repo: String!
    $pullId: Int!
    $filters: FlagComparisonFilters
    $baseCommit: String
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          pull(id: $pullId) {
            pullId
            compareWithBase(baseCommit: $baseCommit) {
              __typename
              ... on Comparison {
                flagComparisons(filters: $filters) {
                  name
                }
              }
              ... on ResolverError {
                message
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

export const PullFlagsSelectSchema = pullComparisonSchema({
  flagComparisons: v.nullish(v.array(v.nullable(v.object({ name: v.string() })))),
});

export interface PullFlagsArgs extends PullComparisonArgs {
  /** Case-insensitive part of a flag name. */
  term?: string;
}

/** Flag names of either side of the pull's comparison; empty when the pull does not compare. */
export const pullFlagsSelectQuery = ({ provider, owner, repo, pullId, baseCommit, term }: PullFlagsArgs) =>
  graphqlQueryDefinition({
    document: PullFlagsSelectDocument,
    variables: { owner, repo, pullId, baseCommit: baseCommit || null, filters: term ? { term } : {} },
    provider,
    schema: PullFlagsSelectSchema,
    select: (data): string[] => {
      const result = comparisonOf(data, pullId);
      if ('kind' in result) return [];
      return (result.comparison.flagComparisons ?? []).flatMap((flag) => (flag ? [flag.name] : []));
    },
  });

export const usePullFlagsSelect = (args: PullFlagsArgs, { enabled = true }: { enabled?: boolean } = {}) =>
  useGraphqlQuery(pullFlagsSelectQuery(args), { enabled });

// ---------------------------------------------------------------------------------------------------------
// PullFlagComparisons: per flag, head, patch and change

export const PullFlagComparisonsDocument = gql`
  query PullFlagComparisons($owner: String!, $repo: String!, $pullId: Int!, $baseCommit: String) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          pull(id: $pullId) {
            pullId
            compareWithBase(baseCommit: $baseCommit) {
              __typename
              ... on Comparison {
                flagComparisons {
                  name
                  headTotals {
                    percentCovered
                  }
                  baseTotals {
                    percentCovered
                  }
                  patchTotals {
                    percentCovered
                  }
                }
              }
              ... on ResolverError {
                message
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

const ComparedTotalsEntries = {
  headTotals: v.nullish(PercentSchema),
  baseTotals: v.nullish(PercentSchema),
  patchTotals: v.nullish(PercentSchema),
};

const FlagComparisonSchema = v.object({ name: v.string(), ...ComparedTotalsEntries });

export const PullFlagComparisonsSchema = pullComparisonSchema({
  flagComparisons: v.nullish(v.array(v.nullable(FlagComparisonSchema))),
});

/** One row of a pull's flag or component table. */
export interface PullCoverageComparisonRow {
  /** Flag name, or component id. */
  id: string;
  name: string;
  headCoverage: number | null;
  patchCoverage: number | null;
  /** Head minus base, in percentage points. */
  change: number | null;
}

export type PullRowsResult = { kind: 'rows'; rows: PullCoverageComparisonRow[] } | PullComparisonError;

function toRow(
  id: string,
  name: string,
  totals: {
    headTotals?: { percentCovered?: number | null } | null;
    baseTotals?: { percentCovered?: number | null } | null;
    patchTotals?: { percentCovered?: number | null } | null;
  },
): PullCoverageComparisonRow {
  return {
    id,
    name,
    headCoverage: totals.headTotals?.percentCovered ?? null,
    patchCoverage: totals.patchTotals?.percentCovered ?? null,
    change: totalsChange(totals.headTotals, totals.baseTotals),
  };
}

/** Each flag of the pull's comparison with head, patch and change; or why there is no comparison. */
export const pullFlagComparisonsQuery = ({ provider, owner, repo, pullId, baseCommit }: PullComparisonArgs) =>
  graphqlQueryDefinition({
    document: PullFlagComparisonsDocument,
    variables: { owner, repo, pullId, baseCommit: baseCommit || null },
    provider,
    schema: PullFlagComparisonsSchema,
    select: (data): PullRowsResult => {
      const result = comparisonOf(data, pullId);
      if ('kind' in result) return result;
      const rows = (result.comparison.flagComparisons ?? []).flatMap((flag) =>
        flag ? [toRow(flag.name, flag.name, flag)] : [],
      );
      return { kind: 'rows', rows };
    },
  });

export const usePullFlagComparisons = (args: PullComparisonArgs) =>
  useGraphqlQuery(pullFlagComparisonsQuery(args));

// ---------------------------------------------------------------------------------------------------------
// PullComponentComparison: per component, head, patch and change

export const PullComponentComparisonDocument = gql`
  query PullComponentComparison(
    $owner: String!
    $repo: String!
    $pullId: Int!
    $filters: ComponentsFilters
    $baseCommit: String
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          pull(id: $pullId) {
            pullId
            compareWithBase(baseCommit: $baseCommit) {
              __typename
              ... on Comparison {
                componentComparisons(filters: $filters) {
                  id
                  name
                  headTotals {
                    percentCovered
                  }
                  baseTotals {
                    percentCovered
                  }
                  patchTotals {
                    percentCovered
                  }
                }
              }
              ... on ResolverError {
                message
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

const ComponentComparisonSchema = v.object({ id: v.string(), name: v.string(), ...ComparedTotalsEntries });

export const PullComponentComparisonSchema = pullComparisonSchema({
  componentComparisons: v.nullish(v.array(ComponentComparisonSchema)),
});

export interface PullComponentsArgs extends PullComparisonArgs {
  /** Component ids (or names) to keep; empty means all. */
  components?: readonly string[];
}

/** Each component of the head's configuration with head, patch and change; or why there is no comparison. */
export const pullComponentComparisonQuery = ({
  provider,
  owner,
  repo,
  pullId,
  baseCommit,
  components = [],
}: PullComponentsArgs) =>
  graphqlQueryDefinition({
    document: PullComponentComparisonDocument,
    variables: {
      owner,
      repo,
      pullId,
      baseCommit: baseCommit || null,
      filters: components.length > 0 ? { components: [...components] } : {},
    },
    provider,
    schema: PullComponentComparisonSchema,
    select: (data): PullRowsResult => {
      const result = comparisonOf(data, pullId);
      if ('kind' in result) return result;
      const rows = (result.comparison.componentComparisons ?? []).map((component) =>
        toRow(component.id, component.name, component),
      );
      return { kind: 'rows', rows };
    },
  });

export const usePullComponentComparison = (args: PullComponentsArgs) =>
  useGraphqlQuery(pullComponentComparisonQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _PullFlagsSelectAnswer = AcceptsAnswer<typeof PullFlagsSelectSchema, PullFlagsSelectQuery>;
type _PullFlagComparisonsAnswer = AcceptsAnswer<typeof PullFlagComparisonsSchema, PullFlagComparisonsQuery>;
type _PullComponentComparisonAnswer = AcceptsAnswer<
  typeof PullComponentComparisonSchema,
  PullComponentComparisonQuery
>;
