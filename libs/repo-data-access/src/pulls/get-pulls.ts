import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  connectionSchema,
  graphqlQueryDefinition,
  nodesOf,
  ownerRepositorySchema,
  type PageCursor,
  pageCursorOf,
  repositoryOf,
  useGraphqlInfiniteQuery,
} from '@canopy/api-client';
import {
  AuthorSchema,
  ComparisonErrorSchema,
  PercentSchema,
  pullStates,
  type PullState,
} from './pull-schemas';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetPullsQuery } from '../generated/operations';
import {
  BundleChangeComparisonSchema,
  bundleSizeChange,
  BundleStatusSchema,
  type BundleSizeChange,
} from '../commits/get-commits';

export const PULLS_PAGE_SIZE = 20;

export const GetPullsDocument = gql`
  query GetPulls(
    $owner: String!
    $repo: String!
    $filters: PullsSetFilters
    $orderingDirection: OrderingDirection
    $first: Int
    $after: String
    $withBundles: Boolean = false
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          pulls(filters: $filters, orderingDirection: $orderingDirection, first: $first, after: $after) {
            edges {
              node {
                pullId
                title
                state
                updatestamp
                authorUsername
                author {
                  ownerid
                  username
                  avatarUrl
                }
                head {
                  commitid
                  coverageStatus
                  bundleStatus @include(if: $withBundles)
                  coverageAnalytics {
                    totals {
                      percentCovered
                    }
                  }
                }
                bundleAnalysisCompareWithBase @include(if: $withBundles) {
                  __typename
                  ... on BundleAnalysisComparison {
                    bundleChange {
                      size {
                        uncompress
                      }
                    }
                  }
                }
                compareWithBase {
                  __typename
                  ... on Comparison {
                    state
                    patchTotals {
                      percentCovered
                    }
                    changeCoverage
                  }
                  ... on ResolverError {
                    message
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

const PullListNodeSchema = v.object({
  pullId: v.number(),
  title: v.nullish(v.string()),
  state: v.picklist(pullStates),
  updatestamp: v.nullish(v.string()),
  authorUsername: v.nullish(v.string()),
  author: v.nullish(AuthorSchema),
  head: v.nullish(
    v.object({
      commitid: v.string(),
      coverageStatus: v.nullish(v.picklist(['COMPLETED', 'PENDING', 'ERROR'])),
      bundleStatus: BundleStatusSchema,
      coverageAnalytics: v.nullish(v.object({ totals: v.nullish(PercentSchema) })),
    }),
  ),
  bundleAnalysisCompareWithBase: BundleChangeComparisonSchema,
  compareWithBase: v.nullish(
    v.variant('__typename', [
      v.object({
        __typename: v.literal('Comparison'),
        state: v.string(),
        patchTotals: v.nullish(PercentSchema),
        changeCoverage: v.nullish(v.number()),
      }),
      ComparisonErrorSchema,
    ]),
  ),
});

export const GetPullsSchema = ownerRepositorySchema({
  pulls: v.nullish(connectionSchema(PullListNodeSchema)),
});

/** One row of the pulls list. */
export interface PullListItem {
  pullId: number;
  title: string | null;
  state: PullState;
  updatedAt: string | null;
  /** The author's name: the owner's username, else the name the provider or uploader gave. */
  authorName: string | null;
  authorAvatarUrl: string | null;
  headCommitid: string | null;
  headCoverageStatus: 'COMPLETED' | 'PENDING' | 'ERROR' | null;
  /** Head coverage percentage; null until the head has a report. */
  headCoverage: number | null;
  /** Patch coverage when the pull compares; null otherwise (no diff, no comparison). */
  patchCoverage: number | null;
  /** Head minus base in percentage points, when compared. */
  change: number | null;
  /** 'processed', 'pending', or the comparison's error typename. Null when the pull has no comparison. */
  comparisonState: string | null;
  /** The Bundle column (head against base), when asked for (`withBundles`). */
  bundle?: BundleSizeChange;
}

export interface PullsArgs {
  provider: string;
  owner: string;
  repo: string;
  /** States to show; empty means all. */
  states?: readonly PullState[];
  /** @default 'DESC' (newest first) */
  orderingDirection?: 'ASC' | 'DESC';
  /** Also read each pull's bundle size change (repositories with bundle analysis). @default false */
  withBundles?: boolean;
}

export interface PullsPage {
  pulls: PullListItem[];
  pageInfo: PageCursor;
}

function toListItem(node: v.InferOutput<typeof PullListNodeSchema>, withBundles: boolean): PullListItem {
  const comparison = node.compareWithBase;
  const compared = comparison?.__typename === 'Comparison' ? comparison : null;
  return {
    pullId: node.pullId,
    title: node.title ?? null,
    state: node.state,
    updatedAt: node.updatestamp ?? null,
    authorName: node.author?.username ?? node.authorUsername ?? null,
    authorAvatarUrl: node.author?.avatarUrl ?? null,
    headCommitid: node.head?.commitid ?? null,
    headCoverageStatus: node.head?.coverageStatus ?? null,
    headCoverage: node.head?.coverageAnalytics?.totals?.percentCovered ?? null,
    patchCoverage: compared?.patchTotals?.percentCovered ?? null,
    change: compared?.changeCoverage ?? null,
    comparisonState: compared ? compared.state : (comparison?.__typename ?? null),
    bundle: bundleSizeChange(withBundles, node.head?.bundleStatus, node.bundleAnalysisCompareWithBase),
  };
}

/**
 * The repository's pull requests, 20 a page (GetPulls, loaded with `after` while `hasNextPage`). An unknown
 * owner or repository rejects with `NotFoundError`, a viewer who is not activated with `OwnerNotActivatedError`.
 */
export const pullsQuery = ({
  provider,
  owner,
  repo,
  states = [],
  orderingDirection = 'DESC',
  withBundles = false,
}: PullsArgs) =>
  graphqlQueryDefinition({
    document: GetPullsDocument,
    variables: {
      owner,
      repo,
      filters: states.length > 0 ? { state: [...states] } : {},
      orderingDirection,
      first: PULLS_PAGE_SIZE,
      // Sent only when true, so lists without bundles keep their variables (and cache entries).
      ...(withBundles ? { withBundles } : {}),
    },
    provider,
    schema: GetPullsSchema,
    select: (data): PullsPage => {
      const { pulls } = repositoryOf(data);
      return {
        pulls: nodesOf(pulls?.edges ?? []).map((node) => toListItem(node, withBundles)),
        pageInfo: pageCursorOf(pulls?.pageInfo),
      };
    },
  });

export const usePulls = (args: PullsArgs) => useGraphqlInfiniteQuery(pullsQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetPullsAnswer = AcceptsAnswer<typeof GetPullsSchema, GetPullsQuery>;
