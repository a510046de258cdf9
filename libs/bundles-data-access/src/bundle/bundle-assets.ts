import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  connectionSchema,
  graphqlQueryDefinition,
  nodesOf,
  type PageCursor,
  pageCursorOf,
  useGraphqlInfiniteQuery,
  type GraphqlInfiniteQueryOptions,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { BundleAssetsQuery } from '../generated/operations';
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
import { type MeasurementWindow, SizeSeriesSchema, sizeSeries, type SizePoint } from './size-series';

export const BUNDLE_ASSETS_PAGE_SIZE = 20;

export const assetOrderings = ['NAME', 'SIZE', 'TYPE'] as const;
export type AssetOrdering = (typeof assetOrderings)[number];

export interface AssetSort {
  ordering: AssetOrdering;
  direction: 'ASC' | 'DESC';
}

/** The asset table's first order: the largest assets first. */
export const DEFAULT_ASSET_SORT: AssetSort = { ordering: 'SIZE', direction: 'DESC' };

export const BundleAssetsDocument = gql`
  query BundleAssets(
    $owner: String!
    $repo: String!
    $branch: String!
    $bundle: String!
    $filters: BundleAnalysisReportFilters
    $ordering: AssetOrdering
    $orderingDirection: OrderingDirection
    $interval: MeasurementInterval!
    $dateBefore: DateTime!
    $dateAfter: DateTime
    $first: Int
    $after: String
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
                      bundleData {
                        ...BundleDataFields
                      }
                      assetsPaginated(
                        ordering: $ordering
                        orderingDirection: $orderingDirection
                        first: $first
                        after: $after
                      ) {
                        totalCount
                        edges {
                          node {
                            name
                            extension
                            bundleData {
                              ...BundleDataFields
                            }
                            measurements(
                              interval: $interval
                              before: $dateBefore
                              after: $dateAfter
                              branch: $branch
                            ) {
                              assetType
                              change {
                                ...BundleDataFields
                              }
                              measurements {
                                timestamp
                                avg
                              }
                            }
                          }
                        }
                        pageInfo {
                          hasNextPage
                          endCursor
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

const AssetSchema = v.object({
  name: v.string(),
  extension: v.string(),
  bundleData: BundleDataSchema,
  measurements: v.nullish(SizeSeriesSchema),
});

export const BundleAssetsSchema = branchHeadReportSchema({
  bundle: v.nullish(
    v.object({
      name: v.string(),
      bundleData: BundleDataSchema,
      assetsPaginated: v.nullish(connectionSchema(AssetSchema, { totalCount: v.number() })),
    }),
  ),
});

/** One row of the asset table. */
export interface BundleAsset {
  name: string;
  /** The file extension: the asset's type. */
  extension: string;
  figures: BundleFigures;
  /** The asset's size per interval of the window, oldest first. */
  sizes: SizePoint[];
  /** Bytes gained (or lost, negative) over the window; null when it was not measured. */
  change: number | null;
}

export type BundleAssetsPage =
  | {
      kind: 'assets';
      /** The bundle's size over the filtered assets, for each asset's share of it. */
      bundleSize: number;
      assets: BundleAsset[];
      totalCount: number;
      pageInfo: PageCursor;
    }
  | { kind: 'missing-bundle'; pageInfo: PageCursor }
  | (BundleReportProblem & { pageInfo: PageCursor });

export interface BundleAssetsArgs extends BundleArgs {
  filters?: BundleFilters;
  sort?: AssetSort;
  /** The window of each asset's size trend. */
  window: MeasurementWindow;
}

const lastPage: PageCursor = { hasNextPage: false, endCursor: null };

/**
 * The assets of one bundle of a branch's head, sorted on the server, 20 a page (`after` while `hasNextPage`),
 * each with its size trend over the window. A missing owner or repository rejects with `NotFoundError`, a viewer
 * without a seat with `OwnerNotActivatedError`.
 */
export const bundleAssetsQuery = ({
  provider,
  owner,
  repo,
  branch,
  bundle,
  filters = {},
  sort = DEFAULT_ASSET_SORT,
  window,
}: BundleAssetsArgs) =>
  graphqlQueryDefinition({
    document: BundleAssetsDocument,
    variables: {
      owner,
      repo,
      branch,
      bundle,
      filters: reportFilters(filters),
      ordering: sort.ordering,
      orderingDirection: sort.direction,
      interval: window.interval,
      dateBefore: window.before,
      dateAfter: window.after,
      first: BUNDLE_ASSETS_PAGE_SIZE,
    },
    provider,
    schema: BundleAssetsSchema,
    select: (data): BundleAssetsPage => {
      const head = branchHeadReportOf(data);
      if (!('report' in head)) return { ...head, pageInfo: lastPage };
      const found = head.report.bundle;
      if (!found) return { kind: 'missing-bundle', pageInfo: lastPage };
      const connection = found.assetsPaginated;
      return {
        kind: 'assets',
        bundleSize: found.bundleData.size.uncompress,
        assets: nodesOf(connection?.edges ?? []).map((asset) => ({
          name: asset.name,
          extension: asset.extension,
          figures: bundleFigures(asset.bundleData),
          sizes: sizeSeries(asset.measurements?.measurements),
          change: asset.measurements?.change?.size.uncompress ?? null,
        })),
        totalCount: connection?.totalCount ?? 0,
        pageInfo: pageCursorOf(connection?.pageInfo),
      };
    },
  });

export const useBundleAssets = (args: BundleAssetsArgs, options?: GraphqlInfiniteQueryOptions) =>
  useGraphqlInfiniteQuery(bundleAssetsQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _BundleAssetsAnswer = AcceptsAnswer<typeof BundleAssetsSchema, BundleAssetsQuery>;
