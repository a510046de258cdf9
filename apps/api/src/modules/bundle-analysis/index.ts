/** The bundle analysis module's public surface: what other modules and the server use (docs/adr/014). */
export { routes } from './routes';
export { bundleJobHandler, PROCESS_BUNDLE_ANALYSIS } from './process-bundle';
export { type BundleAssetValue, type BundleReportSetValue, type BundleReportValue } from './bundle-values';
export { type StoredBundleReport } from './bundle-read-store';
export { resolvers } from './resolvers';
export { type BundleNotice, bundleNotice, type NoticeBundle } from './bundle-notice';
export { bundleSizeOfCommit } from './bundle-size';
