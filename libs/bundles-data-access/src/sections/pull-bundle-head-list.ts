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
import { BundleRepositoryErrorsFragment } from '../bundle-data';
import type { PullBundleHeadListQuery } from '../generated/operations';
import {
  BundleHeadReportFieldsFragment,
  BundleHeadReportSchema,
  headBundlesOf,
  type HeadBundles,
} from './bundle-comparison';
import type { PullBundleArgs } from './pull-bundle-comparison-list';

export const PullBundleHeadListDocument = gql`
  query PullBundleHeadList($owner: String!, $repo: String!, $pullId: Int!) {
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
              bundleAnalysis {
                bundleAnalysisReport {
                  ...BundleHeadReportFields
                }
              }
            }
          }
        }
        ...BundleRepositoryErrors
      }
    }
  }
  ${BundleHeadReportFieldsFragment}
  ${BundleRepositoryErrorsFragment}
`;

export const PullBundleHeadListSchema = ownerRepositorySchema({
  pull: v.nullish(
    v.object({
      pullId: v.number(),
      head: v.nullish(
        v.object({
          commitid: v.string(),
          bundleAnalysis: v.nullish(v.object({ bundleAnalysisReport: v.nullish(BundleHeadReportSchema) })),
        }),
      ),
    }),
  ),
});

/**
 * The bundles of a pull's head commit with their sizes and load times, shown when the head could not be compared
 * with the base. A missing owner or repository rejects with `NotFoundError`, a viewer without a seat with
 * `OwnerNotActivatedError`.
 */
export const pullBundleHeadListQuery = ({ provider, owner, repo, pullId }: PullBundleArgs) =>
  graphqlQueryDefinition({
    document: PullBundleHeadListDocument,
    variables: { owner, repo, pullId },
    provider,
    schema: PullBundleHeadListSchema,
    select: (data): HeadBundles =>
      headBundlesOf(repositoryOf(data).pull?.head?.bundleAnalysis?.bundleAnalysisReport),
  });

export const usePullBundleHeadList = (args: PullBundleArgs, options?: GraphqlQueryOptions<HeadBundles>) =>
  useGraphqlQuery(pullBundleHeadListQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _PullBundleHeadListAnswer = AcceptsAnswer<typeof PullBundleHeadListSchema, PullBundleHeadListQuery>;
