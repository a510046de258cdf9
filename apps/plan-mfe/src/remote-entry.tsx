import type { RemoteRoutes } from '@canopy/ui-kit';
import { MembersRoutes } from './features/members/members-routes';
import { PlanRoutes } from './features/plan/plan-routes';

/** The `plan_mfe/Routes` module: `section` is 'plan' or 'members' (docs/interfaces.md). */
const PlanMfeRoutes: RemoteRoutes = ({ section }) =>
  section === 'members' ? <MembersRoutes /> : <PlanRoutes />;

export default PlanMfeRoutes;
