import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
  type GraphqlQueryOptions,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { CommitBundleListQuery } from '../generated/operations';
import { BundleRepositoryErrorsFragment, type BundleUploadStatus } from '../bundle-data';
import {
  type BundleComparison,
  BundleComparisonFieldsFragment,
  type BundleComparisonProblem,
  bundleComparisonOf,
  BundleComparisonSchema,
  BundleHeadReportFieldsFragment,
  BundleHeadReportSchema,
  headBundlesOf,
  type HeadBundles,
  BundleStatusSchema,
} from './bundle-comparison';

export const CommitBundleListDocument = gql`
  query CommitBundleList($owner: String!, $repo: String!, $commitid: String!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          commit(id: $commitid) {
            commitid
            bundleStatus
            bundleAnalysis {
              bundleAnalysisCompareWithParent {
                ...BundleComparisonFields
              }
              bundleAnalysisReport {
                ...BundleHeadReportFields
              }
              latestUploadError {
                errorMessage
              }
            }
          }
        }
        ...BundleRepositoryErrors
      }
    }
  }
  ${BundleComparisonFieldsFragment}
  ${BundleHeadReportFieldsFragment}
  ${BundleRepositoryErrorsFragment}
`;

export const CommitBundleListSchema = ownerRepositorySchema({
  commit: v.nullish(
    v.object({
      commitid: v.string(),
      bundleStatus: BundleStatusSchema,
      bundleAnalysis: v.nullish(
        v.object({
          bundleAnalysisCompareWithParent: v.nullish(BundleComparisonSchema),
          bundleAnalysisReport: v.nullish(BundleHeadReportSchema),
          latestUploadError: v.nullish(v.object({ errorMessage: v.nullish(v.string()) })),
        }),
      ),
    }),
  ),
});

/** A commit's bundles against its parent's, and its own bundles for when they could not be compared. */
export interface CommitBundleList {
  /** False when the repository has no such commit. */
  found: boolean;
  bundleStatus: BundleUploadStatus | null;
  /** Null when the commit has no bundle comparison at all. */
  comparison: BundleComparison | BundleComparisonProblem | null;
  head: HeadBundles;
  /** Why the latest failed bundle stats upload of the commit failed, when one did. */
  uploadError: string | null;
}

export interface CommitBundleArgs {
  provider: string;
  owner: string;
  repo: string;
  commitid: string;
}

/**
 * The bundles of a commit compared with its parent's (name, previous and new size, change), and the commit's own
 * bundles. A missing owner or repository rejects with `NotFoundError`, a viewer without a seat with
 * `OwnerNotActivatedError`.
 */
export const commitBundleListQuery = ({ provider, owner, repo, commitid }: CommitBundleArgs) =>
  graphqlQueryDefinition({
    document: CommitBundleListDocument,
    variables: { owner, repo, commitid },
    provider,
    schema: CommitBundleListSchema,
    select: (data): CommitBundleList => {
      const { commit } = repositoryOf(data);
      return {
        found: !!commit,
        bundleStatus: commit?.bundleStatus ?? null,
        comparison: bundleComparisonOf(commit?.bundleAnalysis?.bundleAnalysisCompareWithParent),
        head: headBundlesOf(commit?.bundleAnalysis?.bundleAnalysisReport),
        uploadError: commit?.bundleAnalysis?.latestUploadError?.errorMessage ?? null,
      };
    },
  });

export const useCommitBundleList = (
  args: CommitBundleArgs,
  options?: GraphqlQueryOptions<CommitBundleList>,
) => useGraphqlQuery(commitBundleListQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CommitBundleListAnswer = AcceptsAnswer<typeof CommitBundleListSchema, CommitBundleListQuery>;
