export * from './settings';
export { type BundleStatus, statusThresholdText, bundleStatus } from './status';
export {
  type BundleCommentOptions,
  shouldCommentOnBundles,
  commentThresholdText,
  bundleCommentSection,
  duplicatePackagesLine,
} from './comment';
