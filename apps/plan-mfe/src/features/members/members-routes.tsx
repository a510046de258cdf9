import { Stack } from '@mantine/core';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { ownerPaths } from '@canopy/routes';
import { MembersOnly } from '../common/members-only';
import { OwnerTabs } from '@canopy/auth';
import { MembersPage } from './members-page';

/** `/members/:provider/:owner`: who has a seat in the org (members of the org only). */
export function MembersRoutes() {
  const { provider = '', owner = '' } = useParams();
  const basePath = ownerPaths.members(provider, owner);
  return (
    <MembersOnly>
      {(ownerData) => (
        <Stack gap="lg" data-page="members">
          <OwnerTabs provider={provider} owner={owner} active="members" />
          <Routes>
            <Route index element={<MembersPage provider={provider} owner={owner} ownerData={ownerData} />} />
            <Route path="*" element={<Navigate to={basePath} replace />} />
          </Routes>
        </Stack>
      )}
    </MembersOnly>
  );
}
