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
import type { PullBaDropdownSummaryQuery } from '../generated/operations';
import {
  type BundleChangeSummary,
  bundleChangeSummaryOf,
  BundleComparisonTotalFragment,
  BundleComparisonTotalSchema,
  BundleStatusSchema,
} from './bundle-comparison';
import type { PullBundleArgs } from './pull-bundle-comparison-list';

export const PullBADropdownSummaryDocument = gql`
  query PullBADropdownSummary($owner: String!, $repo: String!, $pullId: Int!) {
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
            }
            bundleAnalysisCompareWithBase {
              ...BundleComparisonTotal
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

export const PullBADropdownSummarySchema = ownerRepositorySchema({
  pull: v.nullish(
    v.object({
      pullId: v.number(),
      head: v.nullish(v.object({ commitid: v.string(), bundleStatus: BundleStatusSchema })),
      bundleAnalysisCompareWithBase: v.nullish(BundleComparisonTotalSchema),
    }),
  ),
});

/**
 * How much a pull changes the total size of its bundles against its base, or why it was not compared: the one
 * line of the pull page's "bundle" panel. A missing owner or repository rejects with `NotFoundError`.
 */
export const pullBADropdownSummaryQuery = ({ provider, owner, repo, pullId }: PullBundleArgs) =>
  graphqlQueryDefinition({
    document: PullBADropdownSummaryDocument,
    variables: { owner, repo, pullId },
    provider,
    schema: PullBADropdownSummarySchema,
    select: (data): BundleChangeSummary => {
      const { pull } = repositoryOf(data);
      return bundleChangeSummaryOf(pull?.bundleAnalysisCompareWithBase, pull?.head?.bundleStatus);
    },
  });

export const usePullBADropdownSummary = (
  args: PullBundleArgs,
  options?: GraphqlQueryOptions<BundleChangeSummary>,
) => useGraphqlQuery(pullBADropdownSummaryQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _PullBADropdownSummaryAnswer = AcceptsAnswer<
  typeof PullBADropdownSummarySchema,
  PullBaDropdownSummaryQuery
>;
