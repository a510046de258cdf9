import { useMemo, useState } from 'react';
import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition } from '../graphql/query-definition';
import { useGraphqlInfiniteQuery } from '../graphql/use-graphql-infinite-query';
import {
  connectionSchema,
  nodesOf,
  ownerRepositorySchema,
  type PageCursor,
  pageCursorOf,
  repositoryOf,
} from '../graphql/schemas';
import type { AcceptsAnswer } from '../graphql/answer-type';
import type { GetBranchesQuery } from '../generated/operations';

export const BRANCHES_PAGE_SIZE = 20;

export const GetBranchesDocument = gql`
  query GetBranches(
    $owner: String!
    $repo: String!
    $filters: BranchesSetFilters
    $first: Int
    $after: String
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          branches(filters: $filters, first: $first, after: $after) {
            totalCount
            edges {
              node {
                name
                headSha
                head {
                  commitid
                  createdAt
                  coverageAnalytics {
                    totals {
                      percentCovered
                      lineCount
                      hitsCount
                    }
                  }
                }
              }
            }
            pageInfo {
              hasNextPage
              endCursor
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

const BranchListItemSchema = v.object({
  name: v.string(),
  headSha: v.string(),
  head: v.nullish(
    v.object({
      commitid: v.string(),
      /** The head commit's timestamp: when the branch was last updated. */
      createdAt: v.string(),
      coverageAnalytics: v.nullish(
        v.object({
          totals: v.nullish(
            v.object({
              percentCovered: v.nullish(v.number()),
              lineCount: v.nullish(v.number()),
              hitsCount: v.nullish(v.number()),
            }),
          ),
        }),
      ),
    }),
  ),
});

export const GetBranchesSchema = ownerRepositorySchema({
  branches: v.nullish(connectionSchema(BranchListItemSchema, { totalCount: v.number() })),
});

type RawBranch = v.InferOutput<typeof BranchListItemSchema>;

/** A branch with its head commit's id, time and totals (null while the head has no report). */
export interface BranchListItem {
  name: string;
  /** When the head commit was made; null when the head commit is unknown. */
  updatedAt: string | null;
  head: {
    commitid: string;
    totals: { percentCovered: number | null; lineCount: number | null; hitsCount: number | null } | null;
  } | null;
}

export interface BranchesArgs {
  provider: string;
  owner: string;
  repo: string;
  /** Case-insensitive substring of the name; empty lists every branch. */
  searchValue?: string;
}

export interface BranchesPage {
  branches: BranchListItem[];
  totalCount: number;
  pageInfo: PageCursor;
}

function toBranch(branch: RawBranch): BranchListItem {
  const totals = branch.head?.coverageAnalytics?.totals;
  return {
    name: branch.name,
    updatedAt: branch.head?.createdAt ?? null,
    head: branch.head
      ? {
          commitid: branch.head.commitid,
          totals: totals
            ? {
                percentCovered: totals.percentCovered ?? null,
                lineCount: totals.lineCount ?? null,
                hitsCount: totals.hitsCount ?? null,
              }
            : null,
        }
      : null,
  };
}

/**
 * The repository's branches, most recently updated first, 20 a page (`after` while `hasNextPage`). A missing
 * owner or repository rejects with `NotFoundError`, a viewer without a seat with `OwnerNotActivatedError`.
 */
export const branchesQuery = ({ provider, owner, repo, searchValue }: BranchesArgs) =>
  graphqlQueryDefinition({
    document: GetBranchesDocument,
    variables: { owner, repo, filters: searchValue ? { searchValue } : {}, first: BRANCHES_PAGE_SIZE },
    provider,
    schema: GetBranchesSchema,
    select: (data): BranchesPage => {
      const { branches } = repositoryOf(data);
      return {
        branches: nodesOf(branches?.edges ?? []).map(toBranch),
        totalCount: branches?.totalCount ?? 0,
        pageInfo: pageCursorOf(branches?.pageInfo),
      };
    },
  });

export const useBranches = (args: BranchesArgs) => useGraphqlInfiniteQuery(branchesQuery(args));

/** What a branch select takes from `useBranchNames`: the names loaded so far and the server search and paging. */
export interface BranchNamesSelectProps {
  items: string[];
  onSearch: (searchValue: string) => void;
  isLoading: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/**
 * The repository's branch names for a branch select: searched on the server as the viewer types, 20 more each
 * time the list asks. `searchValue` is the current search; `selectProps` go to the select as they are.
 */
export function useBranchNames(args: Omit<BranchesArgs, 'searchValue'>): {
  searchValue: string;
  selectProps: BranchNamesSelectProps;
} {
  const [searchValue, setSearchValue] = useState('');
  const query = useBranches({ ...args, searchValue });
  const items = useMemo(
    () => query.data?.pages.flatMap((page) => page.branches.map((branch) => branch.name)) ?? [],
    [query.data],
  );
  return {
    searchValue,
    selectProps: {
      items,
      onSearch: setSearchValue,
      isLoading: query.isPending,
      hasNextPage: query.hasNextPage,
      isFetchingNextPage: query.isFetchingNextPage,
      onLoadMore: () => void query.fetchNextPage(),
    },
  };
}

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetBranchesAnswer = AcceptsAnswer<typeof GetBranchesSchema, GetBranchesQuery>;
