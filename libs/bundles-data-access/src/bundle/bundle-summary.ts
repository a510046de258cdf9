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
                      sizeLimit {
                        transferSize
                        downloadTime
                        runTime
                        totalTime
                      }
                      duplicatePackages {
                        name
                        versions
                        wastedBytes
                        copies {
                          path
                          version
                          size
                        }
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
      sizeLimit: v.object({
        transferSize: v.number(),
        downloadTime: v.number(),
        runTime: v.number(),
        totalTime: v.number(),
      }),
      duplicatePackages: v.array(
        v.object({
          name: v.string(),
          versions: v.array(v.string()),
          wastedBytes: v.number(),
          copies: v.array(v.object({ path: v.string(), version: v.nullable(v.string()), size: v.number() })),
        }),
      ),
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

/** A size-limit-style estimate: bytes over the wire, then ms to download (slow 3G) and to parse and run. */
export interface BundleSizeLimit {
  transferSize: number;
  downloadTime: number;
  runTime: number;
  totalTime: number;
}

/** A package the bundle holds more than once: each copy (largest first) and the bytes all but one add. */
export interface DuplicatedPackage {
  name: string;
  versions: string[];
  wastedBytes: number;
  copies: { path: string; version: string | null; size: number }[];
}

export type BundleSummary =
  | {
      kind: 'bundle';
      name: string;
      moduleCount: number;
      isCached: boolean;
      /** The assets of the filtered types and load types together. */
      figures: BundleFigures;
      /** Of the filtered assets, as the figures. */
      sizeLimit: BundleSizeLimit;
      /** Of the whole bundle, whatever the filters. */
      duplicatePackages: DuplicatedPackage[];
      info: BundleBuildInfo;
    }
  /** The head has a bundle report, but no bundle of this name. */
  | { kind: 'missing-bundle' }
  | BundleReportProblem;

export interface BundleSummaryArgs extends BundleArgs {
  filters?: BundleFilters;
}

/**
 * One bundle of a branch's head: its figures and size-limit-style estimate over the assets the filters keep, its
 * module count, its duplicated packages and how it was built. A missing owner or repository rejects with `NotFoundError`, a viewer without a seat with
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
        sizeLimit: { ...found.sizeLimit },
        duplicatePackages: found.duplicatePackages.map((found) => ({
          ...found,
          versions: [...found.versions],
          copies: found.copies.map((copy) => ({ ...copy })),
        })),
        info: { ...found.info },
      };
    },
  });

export const useBundleSummary = (args: BundleSummaryArgs, options?: GraphqlQueryOptions<BundleSummary>) =>
  useGraphqlQuery(bundleSummaryQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _BundleSummaryAnswer = AcceptsAnswer<typeof BundleSummarySchema, BundleSummaryQuery>;
