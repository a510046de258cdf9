import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { BundleSummaryQuery } from '../generated/operations';
import {
  type BundleArgs,
  BundleDataFieldsFragment,
  BundleDataSchema,
  type BundleFigures,
  bundleFigures,
  type BundleFilters,
  type BundleReportProblem,
  branchHeadReportOf,
  branchHeadReportSchema,
  BundleRepositoryErrorsFragment,
  reportFilters,
} from '../bundle-data';

export const BundleSummaryDocument = gql`
  query BundleSummary(
    $owner: String!
    $repo: String!
    $branch: String!
    $bundle: String!
    $filters: BundleAnalysisReportFilters
  ) {
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
                    bundle(name: $bundle, filters: $filters) {
                      name
                      moduleCount
                      isCached
                      bundleData {
                        ...BundleDataFields
                      }
                      info {
                        pluginName
                        pluginVersion
                        bundlerName
                        bundlerVersion
                        builtAt
                        duration
                      }
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
  ${BundleDataFieldsFragment}
  ${BundleRepositoryErrorsFragment}
`;

export const BundleSummarySchema = branchHeadReportSchema({
  bundle: v.nullish(
    v.object({
      name: v.string(),
      moduleCount: v.number(),
      isCached: v.boolean(),
      bundleData: BundleDataSchema,
      info: v.object({
        pluginName: v.string(),
        pluginVersion: v.string(),
        bundlerName: v.string(),
        bundlerVersion: v.string(),
        builtAt: v.string(),
        duration: v.number(),
      }),
    }),
  ),
});

/** How the bundle was built, as its stats file says. */
export interface BundleBuildInfo {
  pluginName: string;
  pluginVersion: string;
  bundlerName: string;
  bundlerVersion: string;
  builtAt: string;
  /** Build time in ms. */
  duration: number;
}

export type BundleSummary =
  | {
      kind: 'bundle';
      name: string;
      moduleCount: number;
      isCached: boolean;
      /** The assets of the filtered types and load types together. */
      figures: BundleFigures;
      info: BundleBuildInfo;
    }
  /** The head has a bundle report, but no bundle of this name. */
  | { kind: 'missing-bundle' }
  | BundleReportProblem;

export interface BundleSummaryArgs extends BundleArgs {
  filters?: BundleFilters;
}

/**
 * One bundle of a branch's head: its figures over the assets the filters keep, its module count and how it was
 * built. A missing owner or repository rejects with `NotFoundError`, a viewer without a seat with
 * `OwnerNotActivatedError`.
 */
export const bundleSummaryQuery = ({
  provider,
  owner,
  repo,
  branch,
  bundle,
  filters = {},
}: BundleSummaryArgs) =>
  graphqlQueryDefinition({
    document: BundleSummaryDocument,
    variables: { owner, repo, branch, bundle, filters: reportFilters(filters) },
    provider,
    schema: BundleSummarySchema,
    select: (data): BundleSummary => {
      const head = branchHeadReportOf(data);
      if (!('report' in head)) return head;
      const found = head.report.bundle;
      if (!found) return { kind: 'missing-bundle' };
      return {
        kind: 'bundle',
        name: found.name,
        moduleCount: found.moduleCount,
        isCached: found.isCached,
        figures: bundleFigures(found.bundleData),
        info: { ...found.info },
      };
    },
  });

export const useBundleSummary = (args: BundleSummaryArgs, options?: GraphqlQueryOptions<BundleSummary>) =>
  useGraphqlQuery(bundleSummaryQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _BundleSummaryAnswer = AcceptsAnswer<typeof BundleSummarySchema, BundleSummaryQuery>;
