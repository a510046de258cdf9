import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  getApiContext,
  graphqlQuery,
  connectionSchema,
  nextPageParam,
  nodesOf,
  ownerRepositorySchema,
  type PageCursor,
  pageCursorOf,
  repositoryOf,
  queryKeys,
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
export const flagsSelectQueryOptions = ({ provider, owner, repo, term }: FlagsSelectArgs) =>
  infiniteQueryOptions({
    queryKey: queryKeys.repo.part(provider, owner, repo, 'flags', 'select', { term: term || null }),
    queryFn: async ({ client, signal, pageParam }): Promise<FlagsSelectPage> => {
      const data = await graphqlQuery(getApiContext(client), {
        document: FlagsSelectDocument,
        variables: {
          owner,
          repo,
          filters: term ? { term } : {},
          first: FLAGS_SELECT_PAGE_SIZE,
          after: pageParam,
        },
        provider,
        schema: FlagsSelectSchema,
        signal,
      });
      const flags = repositoryOf(data).coverageAnalytics?.flags;
      return {
        flags: nodesOf(flags?.edges ?? []).map((flag) => flag.name),
        totalCount: flags?.totalCount ?? 0,
        pageInfo: pageCursorOf(flags?.pageInfo),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
  });

export const useFlagsSelect = (args: FlagsSelectArgs) => useInfiniteQuery(flagsSelectQueryOptions(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _FlagsSelectAnswer = AcceptsAnswer<typeof FlagsSelectSchema, FlagsSelectQuery>;
