import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  connectionSchema,
  errorMemberSchema,
  graphqlQueryDefinition,
  nodesOf,
  ownerRepositorySchema,
  type PageCursor,
  pageCursorOf,
  repositoryOf,
  useGraphqlInfiniteQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetCommitsQuery } from '../generated/operations';

export const COMMITS_PAGE_SIZE = 20;

/** Where the uploads of a commit stand (the commit list's "Coverage upload status" filter). */
export const commitCoverageStatuses = ['COMPLETED', 'PENDING', 'ERROR'] as const;
export type CommitCoverageStatus = (typeof commitCoverageStatuses)[number];

export const GetCommitsDocument = gql`
  query GetCommits(
    $owner: String!
    $repo: String!
    $filters: CommitsSetFilters
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
          commits(filters: $filters, first: $first, after: $after) {
            totalCount
            edges {
              node {
                commitid
                message
                createdAt
                branchName
                pullId
                ciPassed
                coverageStatus
                bundleStatus @include(if: $withBundles)
                bundleAnalysis @include(if: $withBundles) {
                  bundleAnalysisCompareWithParent {
                    __typename
                    ... on BundleAnalysisComparison {
                      bundleChange {
                        size {
                          uncompress
                        }
                      }
                    }
                  }
                }
                author {
                  ownerid
                  username
                  avatarUrl
                }
                coverageAnalytics {
                  totals {
                    percentCovered
                  }
                }
                compareWithParent {
                  __typename
                  ... on Comparison {
                    state
                    changeCoverage
                    patchTotals {
                      percentCovered
                    }
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

const PercentSchema = v.nullish(v.object({ percentCovered: v.nullish(v.number()) }));

const comparisonErrorTypenames = [
  'FirstPullRequest',
  'MissingBaseCommit',
  'MissingHeadCommit',
  'MissingComparison',
  'MissingBaseReport',
  'MissingHeadReport',
] as const;

/** A comparison that could not be made: its typename says why, the message says it in words. */
export type ComparisonErrorTypename = (typeof comparisonErrorTypenames)[number];

export const comparisonErrorSchemas = comparisonErrorTypenames.map((typename) => errorMemberSchema(typename));

const CommitListComparisonSchema = v.variant('__typename', [
  v.object({
    __typename: v.literal('Comparison'),
    state: v.string(),
    changeCoverage: v.nullish(v.number()),
    patchTotals: PercentSchema,
  }),
  ...comparisonErrorSchemas,
]);

/** Where a commit's bundle stats uploads stand, for the Bundle column. */
export const BundleStatusSchema = v.nullish(v.picklist(commitCoverageStatuses));

/** A bundle comparison as the Bundle column reads it: the total size change, or only why there is none. */
export const BundleChangeComparisonSchema = v.nullish(
  v.object({
    __typename: v.string(),
    bundleChange: v.optional(v.object({ size: v.object({ uncompress: v.number() }) })),
  }),
);

/** Where a commit's (or a pull head's) bundle stats stand and its total bundle size change, in bytes. */
export interface BundleSizeChange {
  status: CommitCoverageStatus | null;
  /** Head minus parent (or base); null when not compared. */
  change: number | null;
}

/** The Bundle column's figure, when the list asked for it (`withBundles`). */
export function bundleSizeChange(
  withBundles: boolean,
  status: CommitCoverageStatus | null | undefined,
  comparison: { bundleChange?: { size: { uncompress: number } } } | null | undefined,
): BundleSizeChange | undefined {
  if (!withBundles) return undefined;
  return { status: status ?? null, change: comparison?.bundleChange?.size.uncompress ?? null };
}

const CommitListItemSchema = v.object({
  commitid: v.string(),
  message: v.nullish(v.string()),
  createdAt: v.string(),
  branchName: v.nullish(v.string()),
  pullId: v.nullish(v.number()),
  ciPassed: v.nullish(v.boolean()),
  coverageStatus: v.nullish(v.picklist(commitCoverageStatuses)),
  author: v.nullish(v.object({ username: v.nullish(v.string()), avatarUrl: v.string() })),
  coverageAnalytics: v.nullish(v.object({ totals: PercentSchema })),
  compareWithParent: v.nullish(CommitListComparisonSchema),
  bundleStatus: BundleStatusSchema,
  bundleAnalysis: v.nullish(v.object({ bundleAnalysisCompareWithParent: BundleChangeComparisonSchema })),
});

export const GetCommitsSchema = ownerRepositorySchema({
  commits: v.nullish(connectionSchema(CommitListItemSchema, { totalCount: v.number() })),
});

type RawCommit = v.InferOutput<typeof CommitListItemSchema>;

/** One row of the commit list, flattened for the table. */
export interface CommitListItem {
  commitid: string;
  message: string | null;
  createdAt: string;
  branchName: string | null;
  pullId: number | null;
  ciPassed: boolean | null;
  coverageStatus: CommitCoverageStatus | null;
  author: { username: string | null; avatarUrl: string } | null;
  /** Head coverage of the commit; null until a report is processed. */
  coverage: number | null;
  /** Coverage of the lines the commit adds; null when not compared or nothing to measure. */
  patchCoverage: number | null;
  /** Head minus parent coverage in points; null when not compared. */
  changeCoverage: number | null;
  /** 'processed' or 'pending' for a comparison; the error typename when it could not be compared. */
  comparisonState: string | null;
  /** The Bundle column, when asked for (`withBundles`). */
  bundle?: BundleSizeChange;
}

function toListItem(commit: RawCommit, withBundles: boolean): CommitListItem {
  const comparison = commit.compareWithParent;
  const compared = comparison?.__typename === 'Comparison' ? comparison : null;
  return {
    commitid: commit.commitid,
    message: commit.message ?? null,
    createdAt: commit.createdAt,
    branchName: commit.branchName ?? null,
    pullId: commit.pullId ?? null,
    ciPassed: commit.ciPassed ?? null,
    coverageStatus: commit.coverageStatus ?? null,
    author: commit.author
      ? { username: commit.author.username ?? null, avatarUrl: commit.author.avatarUrl }
      : null,
    coverage: commit.coverageAnalytics?.totals?.percentCovered ?? null,
    patchCoverage: compared?.patchTotals?.percentCovered ?? null,
    changeCoverage: compared?.changeCoverage ?? null,
    comparisonState: compared ? compared.state : (comparison?.__typename ?? null),
    bundle: bundleSizeChange(
      withBundles,
      commit.bundleStatus,
      commit.bundleAnalysis?.bundleAnalysisCompareWithParent,
    ),
  };
}

export interface CommitsArgs {
  provider: string;
  owner: string;
  repo: string;
  /** A branch name; null or empty for every branch. */
  branchName?: string | null;
  /** Only the commits of this pull request. */
  pullId?: number | null;
  /** A SHA (prefix of 7+ characters) or a part of the message. */
  search?: string;
  /** Empty for any status. */
  coverageStatus?: readonly CommitCoverageStatus[];
  /** Also read each commit's bundle size change (repositories with bundle analysis). @default false */
  withBundles?: boolean;
}

export interface CommitsPage {
  commits: CommitListItem[];
  totalCount: number;
  pageInfo: PageCursor;
}

/**
 * A repository's commits, newest first, 20 a page (loaded with `after` while `hasNextPage`), narrowed by branch,
 * pull request, search and upload status. A missing owner or repository rejects with `NotFoundError`, a viewer
 * who is not activated with `OwnerNotActivatedError`.
 */
export const commitsQuery = ({
  provider,
  owner,
  repo,
  branchName,
  pullId,
  search,
  coverageStatus = [],
  withBundles = false,
}: CommitsArgs) => {
  const filters: {
    branchName?: string;
    pullId?: number;
    search?: string;
    coverageStatus?: CommitCoverageStatus[];
  } = {};
  if (branchName) filters.branchName = branchName;
  if (pullId != null) filters.pullId = pullId;
  if (search) filters.search = search;
  if (coverageStatus.length > 0) filters.coverageStatus = [...coverageStatus].sort();
  return graphqlQueryDefinition({
    document: GetCommitsDocument,
    // Sent only when true, so lists without bundles keep their variables (and cache entries).
    variables: { owner, repo, filters, first: COMMITS_PAGE_SIZE, ...(withBundles ? { withBundles } : {}) },
    provider,
    schema: GetCommitsSchema,
    select: (data): CommitsPage => {
      const { commits } = repositoryOf(data);
      return {
        commits: nodesOf(commits?.edges ?? []).map((commit) => toListItem(commit, withBundles)),
        totalCount: commits?.totalCount ?? 0,
        pageInfo: pageCursorOf(commits?.pageInfo),
      };
    },
  });
};

export const useCommits = (args: CommitsArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlInfiniteQuery(commitsQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetCommitsAnswer = AcceptsAnswer<typeof GetCommitsSchema, GetCommitsQuery>;
