import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { CachedBundleListQuery } from '../generated/operations';
import {
  type BranchArgs,
  type BundleReportProblem,
  branchHeadReportOf,
  branchHeadReportSchema,
  BundleRepositoryErrorsFragment,
} from '../bundle-data';

export const CachedBundleListDocument = gql`
  query CachedBundleList($owner: String!, $repo: String!, $branch: String!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          branch(name: $branch) {
            name
            head {
              commitid
              bundleAnalysis {
                bundleAnalysisReport {
                  __typename
                  ... on BundleAnalysisReport {
                    bundles {
                      name
                      cacheConfig
                    }
                  }
                  ... on MissingHeadReport {
                    message
                  }
                }
              }
            }
          }
        }
        ...BundleRepositoryErrors
      }
    }
  }
  ${BundleRepositoryErrorsFragment}
`;

export const CachedBundleListSchema = branchHeadReportSchema({
  bundles: v.array(v.nullable(v.object({ name: v.string(), cacheConfig: v.boolean() }))),
});

/** A bundle of the branch head and whether caching is on for it. */
export interface CachedBundle {
  name: string;
  cacheConfig: boolean;
}

/** The branch head's bundles with their caching, sorted by name, or why there are none. */
export type CachedBundleList = { kind: 'report'; bundles: CachedBundle[] } | BundleReportProblem;

/**
 * The bundles of a branch's head commit with their caching (the bundle caching modal). A missing owner or
 * repository rejects with `NotFoundError`, a viewer without a seat with `OwnerNotActivatedError`.
 */
export const cachedBundleListQuery = ({ provider, owner, repo, branch }: BranchArgs) =>
  graphqlQueryDefinition({
    document: CachedBundleListDocument,
    variables: { owner, repo, branch },
    provider,
    schema: CachedBundleListSchema,
    select: (data): CachedBundleList => {
      const head = branchHeadReportOf(data);
      if (!('report' in head)) return head;
      const bundles = head.report.bundles.flatMap((bundle) => (bundle ? [bundle] : []));
      return { kind: 'report', bundles: bundles.sort((a, b) => a.name.localeCompare(b.name)) };
    },
  });

export const useCachedBundleList = (args: BranchArgs, options?: GraphqlQueryOptions<CachedBundleList>) =>
  useGraphqlQuery(cachedBundleListQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CachedBundleListAnswer = AcceptsAnswer<typeof CachedBundleListSchema, CachedBundleListQuery>;
