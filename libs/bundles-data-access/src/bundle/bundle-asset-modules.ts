import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { BundleAssetModulesQuery } from '../generated/operations';
import {
  type BundleArgs,
  BundleDataFieldsFragment,
  BundleDataSchema,
  type BundleFigures,
  bundleFigures,
  branchHeadReportOf,
  branchHeadReportSchema,
  BundleRepositoryErrorsFragment,
} from '../bundle-data';

export const BundleAssetModulesDocument = gql`
  query BundleAssetModules(
    $owner: String!
    $repo: String!
    $branch: String!
    $bundle: String!
    $asset: String!
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
                    bundle(name: $bundle) {
                      name
                      asset(name: $asset) {
                        name
                        modules {
                          name
                          extension
                          bundleData {
                            ...BundleDataFields
                          }
                        }
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

export const BundleAssetModulesSchema = branchHeadReportSchema({
  bundle: v.nullish(
    v.object({
      name: v.string(),
      asset: v.nullish(
        v.object({
          name: v.string(),
          modules: v.array(
            v.nullable(v.object({ name: v.string(), extension: v.string(), bundleData: BundleDataSchema })),
          ),
        }),
      ),
    }),
  ),
});

/** One module (source file) bundled into an asset. */
export interface BundleModule {
  name: string;
  extension: string;
  figures: BundleFigures;
}

export interface BundleAssetModulesArgs extends BundleArgs {
  asset: string;
}

/**
 * The modules of one asset of a bundle of a branch's head, largest first; empty when the asset (or bundle, or
 * report) is gone. A missing owner or repository rejects with `NotFoundError`, a viewer without a seat with
 * `OwnerNotActivatedError`.
 */
export const bundleAssetModulesQuery = ({
  provider,
  owner,
  repo,
  branch,
  bundle,
  asset,
}: BundleAssetModulesArgs) =>
  graphqlQueryDefinition({
    document: BundleAssetModulesDocument,
    variables: { owner, repo, branch, bundle, asset },
    provider,
    schema: BundleAssetModulesSchema,
    select: (data): BundleModule[] => {
      const head = branchHeadReportOf(data);
      if (!('report' in head)) return [];
      const modules = head.report.bundle?.asset?.modules ?? [];
      return modules
        .flatMap((module) =>
          module
            ? [{ name: module.name, extension: module.extension, figures: bundleFigures(module.bundleData) }]
            : [],
        )
        .sort((a, b) => b.figures.size - a.figures.size || a.name.localeCompare(b.name));
    },
  });

export const useBundleAssetModules = (
  args: BundleAssetModulesArgs,
  options?: GraphqlQueryOptions<BundleModule[]>,
) => useGraphqlQuery(bundleAssetModulesQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _BundleAssetModulesAnswer = AcceptsAnswer<typeof BundleAssetModulesSchema, BundleAssetModulesQuery>;
