import type { BundleStatsAsset, BundleStatsChunk } from '../stats/bundle-stats';
import { assetGroup } from './asset-group';
import type { AssetFilters, BundleContent, BundleLoadType } from './types';

const chunkLoadType = (chunk: BundleStatsChunk): BundleLoadType =>
  chunk.entry ? 'ENTRY' : chunk.initial ? 'INITIAL' : 'LAZY';

/** The load types of the chunks holding each asset, by asset name (absent: the asset is in no chunk). */
export function chunkLoadTypes(content: Pick<BundleContent, 'chunks'>): Map<string, Set<BundleLoadType>> {
  const byAsset = new Map<string, Set<BundleLoadType>>();
  for (const chunk of content.chunks) {
    const type = chunkLoadType(chunk);
    for (const file of chunk.files) {
      const types = byAsset.get(file) ?? new Set<BundleLoadType>();
      types.add(type);
      byAsset.set(file, types);
    }
  }
  return byAsset;
}

/**
 * Each asset's load type: ENTRY if a chunk holding it is an entry, else INITIAL if one is initial, else LAZY.
 * Assets in no chunk (bundle-analyzer uploads carry no chunks) have none: null.
 */
export function assetLoadTypes(content: BundleContent): Map<string, BundleLoadType | null> {
  const byAsset = chunkLoadTypes(content);
  const out = new Map<string, BundleLoadType | null>();
  for (const asset of content.assets) {
    const types = byAsset.get(asset.name);
    out.set(
      asset.name,
      !types ? null : types.has('ENTRY') ? 'ENTRY' : types.has('INITIAL') ? 'INITIAL' : 'LAZY',
    );
  }
  return out;
}

const ALL_LOAD_TYPES: readonly BundleLoadType[] = ['ENTRY', 'INITIAL', 'LAZY'];

/**
 * The assets that pass the filters. Groups keep assets of those groups. Load types keep assets held by at
 * least one chunk of a chosen type, as Codecov joins assets to chunks; so assets in no chunk drop out of any
 * load-type filter that narrows (asking for all three types narrows nothing).
 */
export function filterAssets(content: BundleContent, filters: AssetFilters = {}): BundleStatsAsset[] {
  const groups = filters.groups?.length ? new Set(filters.groups) : null;
  const wanted = filters.loadTypes?.length ? new Set(filters.loadTypes) : null;
  const narrowsLoad = wanted !== null && ALL_LOAD_TYPES.some((type) => !wanted.has(type));
  const byAsset = narrowsLoad ? chunkLoadTypes(content) : null;
  return content.assets.filter((asset) => {
    if (groups && !groups.has(assetGroup(asset.name))) return false;
    if (!byAsset || !wanted) return true;
    const types = byAsset.get(asset.name);
    return types !== undefined && [...types].some((type) => wanted.has(type));
  });
}
