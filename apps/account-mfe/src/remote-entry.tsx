import { Navigate, Route, Routes, useParams } from 'react-router';
import type { RemoteRoutes } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { AccountRoutes } from './features/account/account-routes';
import { AiPage } from './features/ai/ai-page';

/** Mounted at `/canopyai/:provider/:owner/*`. */
function AiSection() {
  const { provider = '', owner = '' } = useParams();
  return (
    <Routes>
      <Route index element={<AiPage />} />
      <Route path="*" element={<Navigate to={ownerPaths.ai(provider, owner)} replace />} />
    </Routes>
  );
}

/** The `account_mfe/Routes` module: `section` is 'account' or 'ai' (docs/interfaces.md). */
const AccountMfeRoutes: RemoteRoutes = ({ section }) =>
  section === 'ai' ? <AiSection /> : <AccountRoutes />;

export default AccountMfeRoutes;
