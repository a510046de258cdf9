import { assetModules } from '../model/modules';
import type { BundleContent } from '../model/types';
import type { AssetSnapshot } from './assets';

/** The assets of a bundle with their modules, ready for compareAssets and assetIdentity. */
export function snapshotAssets(content: BundleContent): AssetSnapshot[] {
  const modules = assetModules(content);
  return content.assets.map((asset) => ({
    name: asset.name,
    normalized: asset.normalized,
    size: asset.size,
    gzipSize: asset.gzipSize,
    modules: (modules.get(asset.name) ?? []).map(({ name, size }) => ({ name, size })),
  }));
}
