export {
  type ChangeType,
  type BundleSummary,
  type BundleChange,
  type BundlesComparison,
  compareBundles,
} from './bundles';
export {
  type ModuleSnapshot,
  type AssetSnapshot,
  type ModuleChange,
  type AssetChange,
  compareAssets,
  compareModules,
  contributingModules,
} from './assets';
export { type AssetIdentityLink, assetIdentity } from './identity';
export { percentOf } from './percent';
export { snapshotAssets } from './snapshot';
