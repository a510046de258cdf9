import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { NotFoundError } from '../errors/errors';
import { graphqlQuery, throwOnErrorUnion } from '../graphql/graphql-query';
import { errorMemberSchema, nodesOf, PageInfoSchema } from '../graphql/schemas';
import { queryKeys } from '../query-keys/query-keys';

export const FLAGS_SELECT_PAGE_SIZE = 20;

export const FlagsSelectDocument = gql`
  query FlagsSelect($owner: String!, $repo: String!, $filters: FlagSetFilters, $first: Int, $after: String) {
    owner(username: $owner) {
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

export const FlagsSelectSchema = v.object({
  owner: v.nullable(
    v.object({
      repository: v.variant('__typename', [
        v.object({
          __typename: v.literal('Repository'),
          repoid: v.number(),
          coverageAnalytics: v.nullish(
            v.object({
              flags: v.object({
                totalCount: v.number(),
                edges: v.array(v.nullable(v.object({ node: v.object({ name: v.string() }) }))),
                pageInfo: PageInfoSchema,
              }),
            }),
          ),
        }),
        errorMemberSchema('NotFoundError'),
        errorMemberSchema('OwnerNotActivatedError'),
      ]),
    }),
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
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
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
      if (!data.owner) throw new NotFoundError();
      const connection = throwOnErrorUnion(data.owner.repository).coverageAnalytics?.flags;
      if (!connection) return { flags: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } };
      return {
        flags: nodesOf(connection.edges).map((flag) => flag.name),
        totalCount: connection.totalCount,
        pageInfo: {
          hasNextPage: connection.pageInfo.hasNextPage,
          endCursor: connection.pageInfo.endCursor ?? null,
        },
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.pageInfo.hasNextPage ? lastPage.pageInfo.endCursor : null),
  });

export const useFlagsSelect = (args: FlagsSelectArgs) => useInfiniteQuery(flagsSelectQueryOptions(args));
