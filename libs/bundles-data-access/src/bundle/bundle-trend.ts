import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, useGraphqlQuery, type GraphqlQueryOptions } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { GetBundleTrendQuery } from '../generated/operations';
import {
  type BundleArgs,
  BundleDataFieldsFragment,
  type BundleReportGroup,
  bundleReportGroups,
  branchHeadReportOf,
  branchHeadReportSchema,
  BundleRepositoryErrorsFragment,
} from '../bundle-data';
import { type MeasurementWindow, SizeSeriesSchema, sizeSeries, type SizePoint } from './size-series';

/** The size series of each asset group (the chart's stacked areas), in the order of the type filter. */
export const trendAssetTypes = {
  JAVASCRIPT: 'JAVASCRIPT_SIZE',
  STYLESHEET: 'STYLESHEET_SIZE',
  FONT: 'FONT_SIZE',
  IMAGE: 'IMAGE_SIZE',
  UNKNOWN: 'UNKNOWN_SIZE',
} as const satisfies Record<BundleReportGroup, string>;

type TrendAssetType = (typeof trendAssetTypes)[BundleReportGroup];

export const GetBundleTrendDocument = gql`
  query GetBundleTrend(
    $owner: String!
    $repo: String!
    $branch: String!
    $bundle: String!
    $interval: MeasurementInterval!
    $before: DateTime!
    $after: DateTime
    $filters: BundleAnalysisMeasurementsSetFilters
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
                      measurements(
                        interval: $interval
                        before: $before
                        after: $after
                        branch: $branch
                        orderingDirection: ASC
                        filters: $filters
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

export const GetBundleTrendSchema = branchHeadReportSchema({
  bundle: v.nullish(v.object({ name: v.string(), measurements: v.nullish(v.array(SizeSeriesSchema)) })),
});

/** The size of one asset group over the window. */
export interface BundleTrendSeries {
  group: BundleReportGroup;
  points: SizePoint[];
}

export interface BundleTrendArgs extends BundleArgs {
  window: MeasurementWindow;
  /** The groups to chart; empty charts every group. */
  reportGroups?: readonly BundleReportGroup[];
}

const groupOf = new Map(
  Object.entries(trendAssetTypes).map(([group, type]) => [type as string, group as BundleReportGroup]),
);

/**
 * The sizes of one bundle of a branch over the window, one series per asset group (the type filter's groups,
 * else all), in the filter's order. Empty when the branch has no such bundle. A missing owner or repository
 * rejects with `NotFoundError`, a viewer without a seat with `OwnerNotActivatedError`.
 */
export const bundleTrendQuery = ({
  provider,
  owner,
  repo,
  branch,
  bundle,
  window,
  reportGroups = [],
}: BundleTrendArgs) => {
  const groups =
    reportGroups.length > 0 ? bundleReportGroups.filter((g) => reportGroups.includes(g)) : bundleReportGroups;
  const assetTypes: TrendAssetType[] = groups.map((group) => trendAssetTypes[group]);
  return graphqlQueryDefinition({
    document: GetBundleTrendDocument,
    variables: {
      owner,
      repo,
      branch,
      bundle,
      interval: window.interval,
      before: window.before,
      after: window.after,
      filters: { assetTypes },
    },
    provider,
    schema: GetBundleTrendSchema,
    select: (data): BundleTrendSeries[] => {
      const head = branchHeadReportOf(data);
      if (!('report' in head)) return [];
      const series = head.report.bundle?.measurements ?? [];
      return series
        .flatMap((entry) => {
          const group = groupOf.get(entry.assetType);
          return group ? [{ group, points: sizeSeries(entry.measurements) }] : [];
        })
        .sort((a, b) => bundleReportGroups.indexOf(a.group) - bundleReportGroups.indexOf(b.group));
    },
  });
};

export const useBundleTrend = (args: BundleTrendArgs, options?: GraphqlQueryOptions<BundleTrendSeries[]>) =>
  useGraphqlQuery(bundleTrendQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetBundleTrendAnswer = AcceptsAnswer<typeof GetBundleTrendSchema, GetBundleTrendQuery>;
