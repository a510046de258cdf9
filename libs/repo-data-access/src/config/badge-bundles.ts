import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  errorMemberSchema,
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
  type GraphqlQueryOptions,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { BadgeBundlesQuery } from '../generated/operations';

export const BadgeBundlesDocument = gql`
  query BadgeBundles($owner: String!, $repo: String!, $branch: String!) {
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

export const BadgeBundlesSchema = ownerRepositorySchema({
  branch: v.nullish(
    v.object({
      name: v.string(),
      head: v.nullish(
        v.object({
          commitid: v.string(),
          bundleAnalysis: v.nullish(
            v.object({
              bundleAnalysisReport: v.nullish(
                v.variant('__typename', [
                  v.object({
                    __typename: v.literal('BundleAnalysisReport'),
                    bundles: v.array(v.nullable(v.object({ name: v.string() }))),
                  }),
                  errorMemberSchema('MissingHeadReport'),
                ]),
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});

export interface BadgeBundlesArgs {
  provider: string;
  owner: string;
  repo: string;
  branch: string;
}

/**
 * The names of the bundles of a branch's head, sorted, for the bundle badge's select; empty when the branch or
 * its head has none. A missing owner or repository rejects with `NotFoundError`.
 */
export const badgeBundlesQuery = ({ provider, owner, repo, branch }: BadgeBundlesArgs) =>
  graphqlQueryDefinition({
    document: BadgeBundlesDocument,
    variables: { owner, repo, branch },
    provider,
    schema: BadgeBundlesSchema,
    select: (data): string[] => {
      const report = repositoryOf(data).branch?.head?.bundleAnalysis?.bundleAnalysisReport;
      if (report?.__typename !== 'BundleAnalysisReport') return [];
      return report.bundles
        .flatMap((bundle) => (bundle ? [bundle.name] : []))
        .sort((a, b) => a.localeCompare(b));
    },
  });

export const useBadgeBundles = (args: BadgeBundlesArgs, options?: GraphqlQueryOptions<string[]>) =>
  useGraphqlQuery(badgeBundlesQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _BadgeBundlesAnswer = AcceptsAnswer<typeof BadgeBundlesSchema, BadgeBundlesQuery>;
