import type { RemoteRoutes } from '@canopy/ui-kit';
import { TestsRoutes } from './features/tests/tests-routes';

/**
 * The `tests_mfe/Routes` module: `section` 'tests', embedded by repo_mfe under a repository's `tests/*`
 * (docs/interfaces.md).
 */
const TestsMfeRoutes: RemoteRoutes = () => <TestsRoutes />;

export default TestsMfeRoutes;
