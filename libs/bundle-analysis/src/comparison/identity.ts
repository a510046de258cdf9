import { assetGroup } from '../model/asset-group';
import type { AssetSnapshot } from './assets';

export interface AssetIdentityLink {
  /** The hashed name of the asset in the earlier commit. */
  previous: string;
  /** The hashed name of the same asset now. */
  current: string;
  rule: 'same-name' | 'same-modules';
}

const moduleSet = (asset: AssetSnapshot) =>
  JSON.stringify([...new Set((asset.modules ?? []).map((module) => module.name))].sort());

/**
 * Which JavaScript assets of a bundle are the same file as one of the same bundle in the parent commit, so
 * their history can be followed: rule 1, the same hashed name; rule 2, the same set of module names. Assets
 * without modules never match by rule 2 (bundle-analyzer uploads have none, and all would look alike).
 */
export function assetIdentity(
  previous: readonly AssetSnapshot[],
  current: readonly AssetSnapshot[],
): AssetIdentityLink[] {
  const scripts = (assets: readonly AssetSnapshot[]) =>
    assets.filter((asset) => assetGroup(asset.name) === 'JAVASCRIPT');
  const before = scripts(previous);
  const byName = new Set(before.map((asset) => asset.name));
  const byModules = new Map<string, string>();
  for (const asset of before) if (asset.modules?.length) byModules.set(moduleSet(asset), asset.name);
  const links: AssetIdentityLink[] = [];
  for (const asset of scripts(current)) {
    if (byName.has(asset.name)) {
      links.push({ previous: asset.name, current: asset.name, rule: 'same-name' });
      continue;
    }
    const match = asset.modules?.length ? byModules.get(moduleSet(asset)) : undefined;
    if (match !== undefined) links.push({ previous: match, current: asset.name, rule: 'same-modules' });
  }
  return links;
}
