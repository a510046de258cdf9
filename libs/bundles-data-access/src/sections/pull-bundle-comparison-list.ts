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
import type { PullBundleComparisonListQuery } from '../generated/operations';
import {
  BundleRepositoryErrorsFragment,
  type BundleUploadStatus,
  MissingHeadReportSchema,
} from '../bundle-data';
import {
  type BundleComparison,
  BundleComparisonFieldsFragment,
  type BundleComparisonProblem,
  bundleComparisonOf,
  BundleComparisonSchema,
  BundleStatusSchema,
} from './bundle-comparison';

export const PullBundleComparisonListDocument = gql`
  query PullBundleComparisonList($owner: String!, $repo: String!, $pullId: Int!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          pull(id: $pullId) {
            pullId
            head {
              commitid
              bundleStatus
              bundleAnalysis {
                bundleAnalysisReport {
                  __typename
                  ... on BundleAnalysisReport {
                    isCached
                  }
                  ... on MissingHeadReport {
                    message
                  }
                }
                latestUploadError {
                  errorMessage
                }
              }
            }
            bundleAnalysisCompareWithBase {
              ...BundleComparisonFields
            }
          }
        }
        ...BundleRepositoryErrors
      }
    }
  }
  ${BundleComparisonFieldsFragment}
  ${BundleRepositoryErrorsFragment}
`;

export const PullBundleComparisonListSchema = ownerRepositorySchema({
  pull: v.nullish(
    v.object({
      pullId: v.number(),
      head: v.nullish(
        v.object({
          commitid: v.string(),
          bundleStatus: BundleStatusSchema,
          bundleAnalysis: v.nullish(
            v.object({
              bundleAnalysisReport: v.nullish(
                v.variant('__typename', [
                  v.object({ __typename: v.literal('BundleAnalysisReport'), isCached: v.boolean() }),
                  MissingHeadReportSchema,
                ]),
              ),
              latestUploadError: v.nullish(v.object({ errorMessage: v.nullish(v.string()) })),
            }),
          ),
        }),
      ),
      bundleAnalysisCompareWithBase: v.nullish(BundleComparisonSchema),
    }),
  ),
});

/** A pull's bundles against its base's. */
export interface PullBundleComparisonList {
  /** False when the repository has no such pull. */
  found: boolean;
  /** Where the bundle stats uploads of the head stand. */
  bundleStatus: BundleUploadStatus | null;
  /** Some bundle of the head comes from an earlier commit's upload. */
  isCached: boolean;
  /** Null when the pull has no bundle comparison at all. */
  comparison: BundleComparison | BundleComparisonProblem | null;
  /** Why the head's latest failed bundle stats upload failed, when one did. */
  uploadError: string | null;
}

export interface PullBundleArgs {
  provider: string;
  owner: string;
  repo: string;
  pullId: number;
}

/**
 * The bundles of a pull's head compared with its base's (name, previous and new size, change), or why they could
 * not be compared. A missing owner or repository rejects with `NotFoundError`, a viewer without a seat with
 * `OwnerNotActivatedError`.
 */
export const pullBundleComparisonListQuery = ({ provider, owner, repo, pullId }: PullBundleArgs) =>
  graphqlQueryDefinition({
    document: PullBundleComparisonListDocument,
    variables: { owner, repo, pullId },
    provider,
    schema: PullBundleComparisonListSchema,
    select: (data): PullBundleComparisonList => {
      const { pull } = repositoryOf(data);
      const report = pull?.head?.bundleAnalysis?.bundleAnalysisReport;
      return {
        found: !!pull,
        bundleStatus: pull?.head?.bundleStatus ?? null,
        isCached: report?.__typename === 'BundleAnalysisReport' && report.isCached,
        comparison: bundleComparisonOf(pull?.bundleAnalysisCompareWithBase),
        uploadError: pull?.head?.bundleAnalysis?.latestUploadError?.errorMessage ?? null,
      };
    },
  });

export const usePullBundleComparisonList = (
  args: PullBundleArgs,
  options?: GraphqlQueryOptions<PullBundleComparisonList>,
) => useGraphqlQuery(pullBundleComparisonListQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _PullBundleComparisonListAnswer = AcceptsAnswer<
  typeof PullBundleComparisonListSchema,
  PullBundleComparisonListQuery
>;
