import { bundleData, fileExtension } from '@canopy/bundle-analysis';
import type { Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { DEFAULT_PAGE_SIZE } from '../../db/pagination';
import { pageOfList } from '../../graphql/in-memory-page';
import { coverageStatusOf, uploadErrorCode } from '../coverage';
import { bundleLoaders } from './bundle-loaders';
import { compareBundlesWithBase, compareBundlesWithParent } from './bundle-comparison';
import { assetMeasurements, bundleMeasurements } from './bundle-measurements';
import { updateBundleCacheConfig } from './bundle-cache-config';
import {
  assetValue,
  bundleFigures,
  bundleModuleCount,
  bundleReportOf,
  bundleValue,
  duplicatePackagesOf,
  filteredAssets,
  modulesOfAsset,
  orderAssets,
  reportFigures,
  sizeLimitOf,
} from './bundle-service';

/** The bundle analysis area of the schema (libs/graphql-schema/src/schema/bundle-analysis.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    updateBundleCacheConfig: (_root, { input }, context) => updateBundleCacheConfig(context, input),
  },
  Commit: {
    bundleStatus: async (commit, _args, context) =>
      coverageStatusOf(await bundleLoaders(context).uploadStates.load(commit.id)),
    bundleAnalysis: (commit) => commit,
  },
  Pull: {
    bundleAnalysisCompareWithBase: (pull, _args, context) => compareBundlesWithBase(pull, context),
  },
  CommitBundleAnalysis: {
    bundleAnalysisReport: (commit, _args, context) => bundleReportOf(commit, context),
    bundleAnalysisCompareWithParent: (commit, _args, context) => compareBundlesWithParent(commit, context),
    latestUploadError: async (commit, _args, context) => {
      const error = (await bundleLoaders(context).uploadStates.load(commit.id)).latestError;
      return error && { errorCode: uploadErrorCode(error.code), errorMessage: error.message };
    },
  },
  BundleAnalysisReport: {
    bundles: (set) => set.reports.map((report) => bundleValue(set.commit, report)),
    bundleData: (set, _args, context) => reportFigures(set, context),
    isCached: (set) => set.reports.some((report) => report.isCached),
    bundle: (set, { name, filters }) => {
      const report = set.reports.find((candidate) => candidate.name === name);
      return report
        ? bundleValue(set.commit, report, { groups: filters?.reportGroups, loadTypes: filters?.loadTypes })
        : null;
    },
  },
  BundleReport: {
    name: (value) => value.report.name,
    moduleCount: (value, _args, context) => bundleModuleCount(value, context),
    isCached: (value) => value.report.isCached,
    cacheConfig: async (value, _args, context) =>
      (await bundleLoaders(context).cacheConfigs.load(value.report.repoid)).get(value.report.name) ?? false,
    info: (value) => value.report,
    bundleData: (value, _args, context) => bundleFigures(value, context),
    bundleDataFiltered: async (value, { filters }, context) =>
      bundleData(await filteredAssets(value, context, { group: filters?.reportGroup })),
    duplicatePackages: (value, _args, context) => duplicatePackagesOf(value, context),
    sizeLimit: (value, _args, context) => sizeLimitOf(value, context),
    assets: async (value, _args, context) =>
      (await filteredAssets(value, context)).map((asset) => assetValue(value, asset)),
    asset: async (value, { name }, context) => {
      const asset = (await filteredAssets(value, context)).find((candidate) => candidate.name === name);
      return asset ? assetValue(value, asset) : null;
    },
    assetsPaginated: async (value, { ordering, orderingDirection, ...page }, context) => {
      const ordered = orderAssets(
        await filteredAssets(value, context),
        ordering ?? 'SIZE',
        orderingDirection ?? 'DESC',
      ).map((asset, index) => ({ asset, index }));
      // Always a page: a bundle's asset list is never answered whole.
      const paging = Object.values(page).some((arg) => arg != null) ? page : { first: DEFAULT_PAGE_SIZE };
      const connection = pageOfList(ordered, paging, (item) => item.index);
      return {
        ...connection,
        edges: connection.edges.map((edge) => ({
          cursor: edge.cursor,
          node: assetValue(value, edge.node.asset),
        })),
      };
    },
    measurements: (value, args, context) => bundleMeasurements(value, args, context),
  },
  BundleReportInfo: {
    version: (report) => report.statsVersion,
    builtAt: (report) => report.builtAt.toISOString(),
    duration: (report) => report.durationMs,
    // bundle-analyzer uploads name no bundler.
    bundlerName: (report) => report.bundlerName ?? '',
    bundlerVersion: (report) => report.bundlerVersion ?? '',
  },
  BundleAsset: {
    name: (value) => value.asset.name,
    extension: (value) => fileExtension(value.asset.name),
    normalizedName: (value) => value.asset.normalized,
    modules: (value, _args, context) => modulesOfAsset(value, context),
    bundleData: (value) => bundleData([value.asset]),
    // Framework route tables are not produced from the stats.
    routes: () => null,
    measurements: (value, args, context) => assetMeasurements(value, args, context),
  },
};
