import { lazy, Suspense, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { FullPageLoader } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import type { DetailOwner } from '@canopy/api-client';
import { MembersOnly } from '../common/members-only';
import { OwnerTabs } from '@canopy/auth';

// The pages load when first opened, outside the remote's first load (the upgrade form brings formik).
const CurrentPlanPage = lazy(() =>
  import('./current-plan-page').then((m) => ({ default: m.CurrentPlanPage })),
);
const UpgradePage = lazy(() => import('../upgrade/upgrade-page').then((m) => ({ default: m.UpgradePage })));
const CancelPage = lazy(() => import('../cancel/cancel-page').then((m) => ({ default: m.CancelPage })));
const DowngradePage = lazy(() =>
  import('../cancel/downgrade-page').then((m) => ({ default: m.DowngradePage })),
);
const InvoicesPage = lazy(() =>
  import('../invoices/invoices-page').then((m) => ({ default: m.InvoicesPage })),
);
const InvoicePage = lazy(() => import('../invoices/invoice-page').then((m) => ({ default: m.InvoicePage })));

const lazyPage = (element: ReactNode) => (
  <Suspense fallback={<FullPageLoader fullPage={false} label="Loading page" />}>{element}</Suspense>
);

/** `/plan/:provider/:owner/*`: current plan, upgrade, cancel and downgrade, invoices (members of the org only). */
export function PlanRoutes() {
  const { provider = '', owner = '' } = useParams();
  const basePath = ownerPaths.plan(provider, owner);
  const page = (ownerData: DetailOwner) => ({ provider, owner, isAdmin: !!ownerData.isAdmin });

  return (
    <MembersOnly>
      {(ownerData) => (
        <Stack gap="lg" data-page="plan">
          <OwnerTabs provider={provider} owner={owner} active="plan" />
          <Routes>
            <Route index element={lazyPage(<CurrentPlanPage {...page(ownerData)} />)} />
            <Route path="upgrade" element={lazyPage(<UpgradePage {...page(ownerData)} />)} />
            <Route path="cancel" element={lazyPage(<CancelPage {...page(ownerData)} />)} />
            <Route path="cancel/downgrade" element={lazyPage(<DowngradePage {...page(ownerData)} />)} />
            <Route path="invoices" element={lazyPage(<InvoicesPage {...page(ownerData)} />)} />
            <Route path="invoices/:id" element={lazyPage(<InvoicePage {...page(ownerData)} />)} />
            <Route path="*" element={<Navigate to={basePath} replace />} />
          </Routes>
        </Stack>
      )}
    </MembersOnly>
  );
}
