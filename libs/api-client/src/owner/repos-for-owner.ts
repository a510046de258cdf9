import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlInfiniteQuery } from '../graphql/use-graphql-infinite-query';
import { connectionSchema, nodesOf, type PageCursor, pageCursorOf } from '../graphql/schemas';
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
            coverageEnabled
            bundleAnalysisEnabled
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
  coverageEnabled: v.nullish(v.boolean()),
  bundleAnalysisEnabled: v.nullish(v.boolean()),
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
  /** Public repositories only (a Team-plan owner's list). */
  publicOnly?: boolean;
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
export const repositoriesQuery = ({
  provider,
  owner,
  term,
  active,
  repoNames,
  publicOnly,
  ordering = 'COMMIT_DATE',
  direction = 'DESC',
}: RepositoriesArgs) => {
  const filters: { term?: string; active?: boolean; repoNames?: string[]; isPublic?: boolean } = {};
  if (publicOnly) filters.isPublic = true;
  if (term) filters.term = term;
  if (active !== undefined) filters.active = active;
  if (repoNames && repoNames.length > 0) filters.repoNames = [...repoNames];
  return graphqlQueryDefinition({
    document: ReposForOwnerDocument,
    variables: { owner, filters, ordering, direction, first: REPOS_PAGE_SIZE },
    provider,
    schema: ReposForOwnerSchema,
    select: (data): RepositoriesPage => {
      const repositories = data.owner?.repositories;
      return { repos: nodesOf(repositories?.edges ?? []), pageInfo: pageCursorOf(repositories?.pageInfo) };
    },
  });
};

export const useRepositories = (args: RepositoriesArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlInfiniteQuery(repositoriesQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _ReposForOwnerAnswer = AcceptsAnswer<typeof ReposForOwnerSchema, ReposForOwnerQuery>;
