import type { RemoteRoutes } from '@canopy/ui-kit';
import { AdminRoutes } from './features/admin/admin-routes';

/** The `admin_mfe/Routes` module: `section` 'admin', mounted at `/admin/:provider/*` (docs/interfaces.md). */
const AdminMfeRoutes: RemoteRoutes = () => <AdminRoutes />;

export default AdminMfeRoutes;
