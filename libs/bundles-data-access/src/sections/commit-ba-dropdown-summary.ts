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
import type { CommitBaDropdownSummaryQuery } from '../generated/operations';
import type { CommitBundleArgs } from './commit-bundle-list';
import {
  type BundleChangeSummary,
  bundleChangeSummaryOf,
  BundleComparisonTotalFragment,
  BundleComparisonTotalSchema,
  BundleStatusSchema,
} from './bundle-comparison';

export const CommitBADropdownSummaryDocument = gql`
  query CommitBADropdownSummary($owner: String!, $repo: String!, $commitid: String!) {
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
                ...BundleComparisonTotal
              }
            }
          }
        }
        ...BundleRepositoryErrors
      }
    }
  }
  ${BundleComparisonTotalFragment}
  ${BundleRepositoryErrorsFragment}
`;

export const CommitBADropdownSummarySchema = ownerRepositorySchema({
  commit: v.nullish(
    v.object({
      commitid: v.string(),
      bundleStatus: BundleStatusSchema,
      bundleAnalysis: v.nullish(
        v.object({ bundleAnalysisCompareWithParent: v.nullish(BundleComparisonTotalSchema) }),
      ),
    }),
  ),
});

/**
 * How much a commit changes the total size of its bundles against its parent, or why it was not compared: the
 * one line of the commit page's "bundle" panel. A missing owner or repository rejects with `NotFoundError`.
 */
export const commitBADropdownSummaryQuery = ({ provider, owner, repo, commitid }: CommitBundleArgs) =>
  graphqlQueryDefinition({
    document: CommitBADropdownSummaryDocument,
    variables: { owner, repo, commitid },
    provider,
    schema: CommitBADropdownSummarySchema,
    select: (data): BundleChangeSummary => {
      const { commit } = repositoryOf(data);
      return bundleChangeSummaryOf(
        commit?.bundleAnalysis?.bundleAnalysisCompareWithParent,
        commit?.bundleStatus,
      );
    },
  });

export const useCommitBADropdownSummary = (
  args: CommitBundleArgs,
  options?: GraphqlQueryOptions<BundleChangeSummary>,
) => useGraphqlQuery(commitBADropdownSummaryQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CommitBADropdownSummaryAnswer = AcceptsAnswer<
  typeof CommitBADropdownSummarySchema,
  CommitBaDropdownSummaryQuery
>;
