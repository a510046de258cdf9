export * from './types';
export { fileExtension, assetGroup } from './asset-group';
export { LINK_SPEEDS, loadTime, sizeData, bundleData } from './bundle-data';
export { chunkLoadTypes, assetLoadTypes, filterAssets } from './load-types';
export { assetModules, moduleCount } from './modules';
