import type { BundleCachingProps, RemoteComponent } from '@canopy/ui-kit';
import { ConfigureCaching } from './features/bundle-caching/bundle-caching';

/**
 * The `bundles_mfe/BundleCaching` module: the "Configure data caching" button and its modal, which repo_mfe's
 * Configuration Manager embeds (docs/interfaces.md).
 */
const BundleCachingEntry: RemoteComponent<BundleCachingProps> = ({ section: _section, ...props }) => (
  <ConfigureCaching {...props} />
);

export default BundleCachingEntry;
