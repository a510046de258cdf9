import type { RemoteRoutes } from '@canopy/ui-kit';
import { BundlesRoutes } from './features/bundles/bundles-routes';

/**
 * The `bundles_mfe/Routes` module: `section` 'bundles', embedded by repo_mfe under a repository's `bundles/*`
 * (docs/interfaces.md).
 */
const BundlesMfeRoutes: RemoteRoutes = () => <BundlesRoutes />;

export default BundlesMfeRoutes;
