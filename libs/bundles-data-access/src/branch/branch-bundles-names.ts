import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { BranchBundlesNamesQuery } from '../generated/operations';
import {
  type BranchArgs,
  type BundleReportProblem,
  branchHeadReportOf,
  branchHeadReportSchema,
  BundleRepositoryErrorsFragment,
} from '../bundle-data';

export const BranchBundlesNamesDocument = gql`
  query BranchBundlesNames($owner: String!, $repo: String!, $branch: String!) {
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

export const BranchBundlesNamesSchema = branchHeadReportSchema({
  bundles: v.array(v.nullable(v.object({ name: v.string() }))),
});

/** The bundle names of the branch head, sorted, or why there are none. */
export type BranchBundlesNames = { kind: 'report'; bundles: string[] } | BundleReportProblem;

/**
 * The names of the bundles of a branch's head commit (the bundle selector). A missing owner or repository
 * rejects with `NotFoundError`, a viewer without a seat with `OwnerNotActivatedError`.
 */
export const branchBundlesNamesQuery = ({ provider, owner, repo, branch }: BranchArgs) =>
  graphqlQueryDefinition({
    document: BranchBundlesNamesDocument,
    variables: { owner, repo, branch },
    provider,
    schema: BranchBundlesNamesSchema,
    select: (data): BranchBundlesNames => {
      const head = branchHeadReportOf(data);
      if (!('report' in head)) return head;
      const names = head.report.bundles.flatMap((bundle) => (bundle ? [bundle.name] : []));
      return { kind: 'report', bundles: names.sort((a, b) => a.localeCompare(b)) };
    },
  });

export const useBranchBundlesNames = (args: BranchArgs, options?: GraphqlQueryOptions<BranchBundlesNames>) =>
  useGraphqlQuery(branchBundlesNamesQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _BranchBundlesNamesAnswer = AcceptsAnswer<typeof BranchBundlesNamesSchema, BranchBundlesNamesQuery>;
