import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { graphqlQuery } from '../graphql/graphql-query';
import { connectionSchema, nextPageParam, nodesOf, type PageCursor, pageCursorOf } from '../graphql/schemas';
import { queryKeys } from '../query-keys/query-keys';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { ReposForOwnerQuery } from '../generated/operations';

export const REPOS_PAGE_SIZE = 20;

export const repositoryOrderings = ['NAME', 'COMMIT_DATE', 'COVERAGE'] as const;
export type RepositoryOrdering = (typeof repositoryOrderings)[number];
export const orderingDirections = ['ASC', 'DESC'] as const;
export type OrderingDirection = (typeof orderingDirections)[number];

export const ReposForOwnerDocument = gql`
  query ReposForOwner(
    $owner: String!
    $filters: RepositorySetFilters
    $ordering: RepositoryOrdering
    $direction: OrderingDirection
    $first: Int
    $after: String
  ) {
    owner(username: $owner) {
      ownerid
      username
      repositories(
        filters: $filters
        ordering: $ordering
        orderingDirection: $direction
        first: $first
        after: $after
      ) {
        edges {
          node {
            repoid
            name
            displayName
            isDemo
            private
            active
            activated
            latestCommitAt
            coverageAnalytics {
              percentCovered
              lines
            }
            author {
              ownerid
              username
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
`;

const RepositoryListItemSchema = v.object({
  repoid: v.number(),
  name: v.string(),
  displayName: v.string(),
  isDemo: v.boolean(),
  private: v.boolean(),
  active: v.boolean(),
  activated: v.boolean(),
  latestCommitAt: v.nullish(v.string()),
  coverageAnalytics: v.nullish(
    v.object({
      percentCovered: v.nullish(v.number()),
      lines: v.nullish(v.number()),
    }),
  ),
  author: v.object({ username: v.nullish(v.string()) }),
});

export const ReposForOwnerSchema = v.object({
  owner: v.nullable(
    v.object({
      repositories: connectionSchema(RepositoryListItemSchema),
    }),
  ),
});

export type RepositoryListItem = v.InferOutput<typeof RepositoryListItemSchema>;

export interface RepositoriesArgs {
  provider: string;
  owner: string;
  /** Case-insensitive name search. Empty means no filter. */
  term?: string;
  /** true: only repositories with uploads; false: only those without; undefined: all. */
  active?: boolean;
  /** Only these repositories (by name); empty or undefined means all. */
  repoNames?: readonly string[];
  /** @default 'COMMIT_DATE' */
  ordering?: RepositoryOrdering;
  /** @default 'DESC' */
  direction?: OrderingDirection;
}

export interface RepositoriesPage {
  repos: RepositoryListItem[];
  pageInfo: PageCursor;
}

/** The owner's repositories, 20 a page, loaded with `after` while `hasNextPage` (empty when the owner is missing). */
export const repositoriesQueryOptions = ({
  provider,
  owner,
  term,
  active,
  repoNames,
  ordering = 'COMMIT_DATE',
  direction = 'DESC',
}: RepositoriesArgs) =>
  infiniteQueryOptions({
    queryKey: queryKeys.owner.repositories(provider, owner, {
      term: term || undefined,
      active,
      ...(repoNames && repoNames.length > 0 ? { repoNames: [...repoNames] } : {}),
      ordering,
      direction,
    }),
    queryFn: async ({ client, signal, pageParam }): Promise<RepositoriesPage> => {
      const filters: { term?: string; active?: boolean; repoNames?: string[] } = {};
      if (term) filters.term = term;
      if (active !== undefined) filters.active = active;
      if (repoNames && repoNames.length > 0) filters.repoNames = [...repoNames];
      const data = await graphqlQuery(getApiContext(client), {
        document: ReposForOwnerDocument,
        variables: { owner, filters, ordering, direction, first: REPOS_PAGE_SIZE, after: pageParam },
        provider,
        schema: ReposForOwnerSchema,
        signal,
      });
      const repositories = data.owner?.repositories;
      return { repos: nodesOf(repositories?.edges ?? []), pageInfo: pageCursorOf(repositories?.pageInfo) };
    },
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
  });

export const useRepositories = (args: RepositoriesArgs) => useInfiniteQuery(repositoriesQueryOptions(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _ReposForOwnerAnswer = AcceptsAnswer<typeof ReposForOwnerSchema, ReposForOwnerQuery>;
