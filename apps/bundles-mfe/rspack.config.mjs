// The bundles_mfe remote. Production output is served by the API at /mf/bundles-mfe/; `npm run serve` runs it alone.
import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({
  dirname: import.meta.dirname,
  name: 'bundles_mfe',
  exposes: {
    './Routes': './src/remote-entry.tsx',
    // The bundle sections of the commit and pull pages, embedded by repo_mfe.
    './CommitBundleSection': './src/commit-bundle-section-entry.tsx',
    './PullBundleSection': './src/pull-bundle-section-entry.tsx',
    // The bundle caching button and modal, embedded by repo_mfe's Configuration Manager.
    './BundleCaching': './src/bundle-caching-section-entry.tsx',
  },
  devPort: 4205,
});
