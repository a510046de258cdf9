import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  connectionSchema,
  type GraphqlInfiniteQueryOptions,
  graphqlQueryDefinition,
  nodesOf,
  ownerRepositorySchema,
  type PageCursor,
  pageCursorOf,
  repositoryOf,
  useGraphqlInfiniteQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { FlagsSelectQuery } from '../generated/operations';

export const FLAGS_SELECT_PAGE_SIZE = 20;

export const FlagsSelectDocument = gql`
  query FlagsSelect($owner: String!, $repo: String!, $filters: FlagSetFilters, $first: Int, $after: String) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          coverageAnalytics {
            flags(filters: $filters, first: $first, after: $after) {
              totalCount
              edges {
                node {
                  name
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

export const FlagsSelectSchema = ownerRepositorySchema({
  coverageAnalytics: v.nullish(
    v.object({ flags: connectionSchema(v.object({ name: v.string() }), { totalCount: v.number() }) }),
  ),
});

export interface FlagsSelectArgs {
  provider: string;
  owner: string;
  repo: string;
  /** Case-insensitive substring of the flag name. */
  term?: string;
}

export interface FlagsSelectPage {
  flags: string[];
  /** Flags matching the search (all pages). */
  totalCount: number;
  pageInfo: PageCursor;
}

/**
 * The repository's flag names, 20 a page, loaded with the end cursor while `hasNextPage` (spec §4). Empty
 * when the repository has no flags; a missing repository rejects with `NotFoundError`.
 */
export const flagsSelectQuery = ({ provider, owner, repo, term }: FlagsSelectArgs) =>
  graphqlQueryDefinition({
    document: FlagsSelectDocument,
    variables: { owner, repo, filters: term ? { term } : {}, first: FLAGS_SELECT_PAGE_SIZE },
    provider,
    schema: FlagsSelectSchema,
    select: (data): FlagsSelectPage => {
      const flags = repositoryOf(data).coverageAnalytics?.flags;
      return {
        flags: nodesOf(flags?.edges ?? []).map((flag) => flag.name),
        totalCount: flags?.totalCount ?? 0,
        pageInfo: pageCursorOf(flags?.pageInfo),
      };
    },
  });

/** `enabled: false` holds the list back (a select that is not shown). */
export const useFlagsSelect = (args: FlagsSelectArgs, options?: GraphqlInfiniteQueryOptions) =>
  useGraphqlInfiniteQuery(flagsSelectQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _FlagsSelectAnswer = AcceptsAnswer<typeof FlagsSelectSchema, FlagsSelectQuery>;
