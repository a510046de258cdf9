import { Stack } from '@mantine/core';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { NotAvailable, PageHeading } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { MembersOnly } from '../common/members-only';
import { OwnerTabs } from '@canopy/auth';

/** `/members/:provider/:owner`: who has a seat in the org (members of the org only). */
export function MembersRoutes() {
  const { provider = '', owner = '' } = useParams();
  const basePath = ownerPaths.members(provider, owner);
  return (
    <MembersOnly>
      {() => (
        <Stack gap="lg" data-page="members">
          <OwnerTabs provider={provider} owner={owner} active="members" />
          <Routes>
            <Route
              index
              element={
                <Stack gap="md">
                  <PageHeading
                    title="Members"
                    description={<>Activated members of {owner} take a seat of the plan.</>}
                  />
                  <NotAvailable feature="Member management">
                    The member list, their activation and the seat count will appear here.
                  </NotAvailable>
                </Stack>
              }
            />
            <Route path="*" element={<Navigate to={basePath} replace />} />
          </Routes>
        </Stack>
      )}
    </MembersOnly>
  );
}
