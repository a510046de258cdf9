import {
  type AssetFilters,
  type BundleData,
  bundleData,
  type BundleReportGroup,
  duplicatePackages,
  fileExtension,
  filterAssets,
  sizeData,
  sizeLimitEstimate,
} from '@canopy/bundle-analysis';
import type { CommitRecord } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { shortSha } from '../reports';
import { bundleLoaders } from './bundle-loaders';
import type { StoredAsset, StoredBundleContent, StoredBundleReport } from './bundle-read-store';
import type { BundleAssetValue, BundleReportSetValue, BundleReportValue } from './bundle-values';

/** Reading a commit's bundles for the schema: figures, filters, asset order, modules, all by the model. */

export type MissingHeadReport = { __typename: 'MissingHeadReport'; message: string };

/** The commit's bundles, or why there are none. */
export async function bundleReportOf(
  commit: CommitRecord,
  context: GraphQLContext,
): Promise<(BundleReportSetValue & { __typename: 'BundleAnalysisReport' }) | MissingHeadReport> {
  const reports = await bundleLoaders(context).reportsByCommit.load(commit.id);
  if (reports.length === 0) {
    const states = await bundleLoaders(context).uploadStates.load(commit.id);
    const still = states.pending ? ' yet: its bundle stats are being processed' : '';
    return {
      __typename: 'MissingHeadReport',
      message: `The commit ${shortSha(commit.commitid)} has no bundle stats${still}.`,
    };
  }
  return { __typename: 'BundleAnalysisReport', commit, reports };
}

export function bundleValue(
  commit: CommitRecord,
  report: StoredBundleReport,
  filters: AssetFilters = {},
): BundleReportValue {
  return { commit, report, filters };
}

const narrowsByLoad = (filters: AssetFilters) => (filters.loadTypes?.length ?? 0) > 0;

/** The content the filters need: chunks only when a load type is asked for, never the modules. */
async function contentFor(value: BundleReportValue, context: GraphQLContext): Promise<StoredBundleContent> {
  const loaders = bundleLoaders(context);
  const [assets, chunks] = await Promise.all([
    loaders.assets.load(value.report.id),
    narrowsByLoad(value.filters) ? loaders.chunks.load(value.report.id) : [],
  ]);
  return { assets, chunks, modules: [] };
}

/** The bundle's assets that pass its filters, in the stats' order. */
export async function filteredAssets(
  value: BundleReportValue,
  context: GraphQLContext,
  extra: { group?: BundleReportGroup | null } = {},
): Promise<StoredAsset[]> {
  const content = await contentFor(value, context);
  let assets = filterAssets(content, value.filters) as StoredAsset[];
  if (extra.group) assets = filterAssets({ ...content, assets }, { groups: [extra.group] }) as StoredAsset[];
  return assets;
}

export async function bundleFigures(value: BundleReportValue, context: GraphQLContext): Promise<BundleData> {
  return bundleData(await filteredAssets(value, context));
}

/** All the commit's bundles together. */
export async function reportFigures(set: BundleReportSetValue, context: GraphQLContext): Promise<BundleData> {
  const lists = await bundleLoaders(context).assets.loadMany(set.reports.map((report) => report.id));
  return bundleData(lists.flatMap((list) => (list instanceof Error ? [] : list)));
}

/**
 * The module count as Codecov gives it: the modules of each (filtered) asset added up over the assets, so a
 * module written to a script and its stylesheet counts twice (the model's `moduleCount`, counted in the database).
 */
export async function bundleModuleCount(value: BundleReportValue, context: GraphQLContext): Promise<number> {
  const assets = await filteredAssets(value, context);
  const counts = await bundleLoaders(context).assetModuleCounts.loadMany(assets.map((asset) => asset.id));
  return counts.reduce<number>((sum, count) => sum + (typeof count === 'number' ? count : 0), 0);
}

export type AssetOrdering = 'NAME' | 'SIZE' | 'TYPE';
export type Direction = 'ASC' | 'DESC';

/** The assets in the asked order; ties go by name, then by position in the stats, so pages are stable. */
export function orderAssets(
  assets: readonly StoredAsset[],
  ordering: AssetOrdering,
  direction: Direction,
): StoredAsset[] {
  const key = (asset: StoredAsset): string | number =>
    ordering === 'NAME' ? asset.name : ordering === 'SIZE' ? asset.size : asset.assetType;
  const sign = direction === 'ASC' ? 1 : -1;
  return [...assets].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return (ka < kb ? -1 : 1) * sign;
    if (a.name !== b.name) return a.name < b.name ? -1 : 1;
    return a.position - b.position;
  });
}

export function assetValue(bundle: BundleReportValue, asset: StoredAsset): BundleAssetValue {
  return { bundle, asset };
}

/** The modules written to an asset, each with its own figures. */
export async function modulesOfAsset(value: BundleAssetValue, context: GraphQLContext) {
  const modules = await bundleLoaders(context).assetModules.load(value.asset.id);
  return modules.map((module) => ({
    name: module.name,
    extension: fileExtension(module.name),
    bundleData: sizeData(module.size),
  }));
}

/** The packages the bundle holds more than once, from all its modules (filters narrow assets, not modules). */
export async function duplicatePackagesOf(value: BundleReportValue, context: GraphQLContext) {
  const content = await bundleLoaders(context).content.load(value.report.id);
  return duplicatePackages(content).map((found) => ({
    name: found.name,
    versions: found.versions,
    copies: found.copies.map((copy) => ({
      path: copy.root,
      version: copy.version,
      size: copy.size,
      chunks: copy.chunks,
    })),
    wastedBytes: found.extraBytes,
  }));
}

/** The size-limit-style estimate of the assets the filters keep. */
export async function sizeLimitOf(value: BundleReportValue, context: GraphQLContext) {
  const estimate = sizeLimitEstimate(await filteredAssets(value, context));
  return {
    transferSize: estimate.gzip,
    downloadTime: estimate.loadingMs,
    runTime: estimate.runningMs,
    totalTime: estimate.totalMs,
  };
}
