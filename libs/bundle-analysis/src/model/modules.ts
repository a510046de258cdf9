import type { BundleStatsModule } from '../stats/bundle-stats';
import { filterAssets } from './load-types';
import type { AssetFilters, BundleContent } from './types';

/**
 * The modules of each asset, by asset name: a module belongs to every asset that a chunk holding the module
 * writes (module → chunks → files). Each module once per asset, in the order of the stats.
 */
export function assetModules(content: BundleContent): Map<string, BundleStatsModule[]> {
  const filesByChunk = new Map<string, readonly string[]>();
  for (const chunk of content.chunks) filesByChunk.set(chunk.uniqueId, chunk.files);
  const out = new Map<string, BundleStatsModule[]>(content.assets.map((asset) => [asset.name, []]));
  for (const module of content.modules) {
    const files = new Set(module.chunkUniqueIds.flatMap((id) => filesByChunk.get(id) ?? []));
    for (const file of files) out.get(file)?.push(module);
  }
  return out;
}

/**
 * The module count of a bundle as Codecov gives it: the modules of each (filtered) asset, added up over the
 * assets, so a module written to a script and its stylesheet counts twice.
 */
export function moduleCount(content: BundleContent, filters: AssetFilters = {}): number {
  const modules = assetModules(content);
  return filterAssets(content, filters).reduce(
    (sum, asset) => sum + (modules.get(asset.name)?.length ?? 0),
    0,
  );
}
