import { lazy, Suspense, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { FullPageLoader, NotAvailable, PageHeading } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { MembersOnly } from '../common/members-only';
import { OwnerTabs } from '@canopy/auth';
import { type Crumb, PlanBreadcrumb } from './plan-breadcrumb';

// The pages load when first opened, outside the remote's first load (the upgrade form brings formik).
const CurrentPlanPage = lazy(() =>
  import('./current-plan-page').then((m) => ({ default: m.CurrentPlanPage })),
);
const UpgradePage = lazy(() => import('../upgrade/upgrade-page').then((m) => ({ default: m.UpgradePage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader fullPage={false} label="Loading" />}>{children}</Suspense>;
}

interface PlanSectionProps {
  crumbs: Crumb[];
  title: string;
  description: string;
  feature: string;
  what: string;
}

function PlanSection({ crumbs, title, description, feature, what }: PlanSectionProps) {
  return (
    <Stack gap="md">
      <PlanBreadcrumb crumbs={crumbs} />
      <PageHeading title={title} description={description} />
      <NotAvailable feature={feature}>{what}</NotAvailable>
    </Stack>
  );
}

function InvoicePage({
  basePath,
  planCrumb,
  invoicesCrumb,
}: {
  basePath: string;
  planCrumb: Crumb;
  invoicesCrumb: Crumb;
}) {
  const { id = '' } = useParams();
  return (
    <PlanSection
      crumbs={[planCrumb, { ...invoicesCrumb, to: `${basePath}/invoices` }, { label: id }]}
      title={`Invoice ${id}`}
      description="A printable invoice with its line items, totals and payment status."
      feature="The invoice view"
      what="The invoice will appear here."
    />
  );
}

/** `/plan/:provider/:owner/*`: current plan, upgrade, cancel and downgrade, invoices (members of the org only). */
export function PlanRoutes() {
  const { provider = '', owner = '' } = useParams();
  const basePath = ownerPaths.plan(provider, owner);
  const planCrumb: Crumb = { label: 'Current plan', to: basePath };
  const invoicesCrumb: Crumb = { label: 'Invoices' };

  return (
    <MembersOnly>
      {(ownerData) => (
        <Stack gap="lg" data-page="plan">
          <OwnerTabs provider={provider} owner={owner} active="plan" />
          <Routes>
            <Route
              index
              element={
                <Lazy>
                  <CurrentPlanPage provider={provider} owner={owner} isAdmin={!!ownerData.isAdmin} />
                </Lazy>
              }
            />
            <Route
              path="upgrade"
              element={
                <Lazy>
                  <UpgradePage provider={provider} owner={owner} isAdmin={!!ownerData.isAdmin} />
                </Lazy>
              }
            />
            <Route
              path="cancel"
              element={
                <PlanSection
                  crumbs={[planCrumb, { label: 'Cancel plan' }]}
                  title="Cancel plan"
                  description="Move back to the free Developer plan at the end of the billing period."
                  feature="Cancelling the plan"
                  what="The offers and the way to cancel will appear here."
                />
              }
            />
            <Route
              path="cancel/downgrade"
              element={
                <PlanSection
                  crumbs={[
                    planCrumb,
                    { label: 'Cancel plan', to: `${basePath}/cancel` },
                    { label: 'Downgrade' },
                  ]}
                  title="Downgrade to the Developer plan"
                  description="What the organization keeps and loses on the free plan."
                  feature="Downgrading"
                  what="The features you would lose, and the confirmation, will appear here."
                />
              }
            />
            <Route
              path="invoices"
              element={
                <PlanSection
                  crumbs={[planCrumb, invoicesCrumb]}
                  title="Invoices"
                  description="Every invoice of the organization, by year."
                  feature="The invoice list"
                  what="Invoices with their amounts and status will appear here."
                />
              }
            />
            <Route
              path="invoices/:id"
              element={
                <InvoicePage basePath={basePath} planCrumb={planCrumb} invoicesCrumb={invoicesCrumb} />
              }
            />
            <Route path="*" element={<Navigate to={basePath} replace />} />
          </Routes>
        </Stack>
      )}
    </MembersOnly>
  );
}
