import { Anchor, Box, Breadcrumbs, Stack, Text } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { FullPageLoader, NotAvailable, PageHeading } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import type { DetailOwner } from '@canopy/api-client';
import { MembersOnly } from '../common/members-only';
import { OwnerTabs } from '@canopy/auth';

// The cancel and invoice pages load when first opened.
const CancelPage = lazy(() => import('../cancel/cancel-page').then((m) => ({ default: m.CancelPage })));
const DowngradePage = lazy(() =>
  import('../cancel/downgrade-page').then((m) => ({ default: m.DowngradePage })),
);
const InvoicesPage = lazy(() =>
  import('../invoices/invoices-page').then((m) => ({ default: m.InvoicesPage })),
);
const InvoicePage = lazy(() => import('../invoices/invoice-page').then((m) => ({ default: m.InvoicePage })));

interface Crumb {
  label: string;
  to?: string;
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
      <Box component="nav" aria-label="Plan breadcrumb">
        <Breadcrumbs separator="/">
          {crumbs.map((crumb) =>
            crumb.to ? (
              <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} size="sm" aria-current="page">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      </Box>
      <PageHeading title={title} description={description} />
      <NotAvailable feature={feature}>{what}</NotAvailable>
    </Stack>
  );
}

/** `/plan/:provider/:owner/*`: current plan, upgrade, cancel and downgrade, invoices (members of the org only). */
export function PlanRoutes() {
  const { provider = '', owner = '' } = useParams();
  const basePath = ownerPaths.plan(provider, owner);
  const planCrumb: Crumb = { label: 'Current plan', to: basePath };
  const page = (ownerData: DetailOwner) => ({ provider, owner, isAdmin: !!ownerData.isAdmin });

  return (
    <MembersOnly>
      {(ownerData) => (
        <Stack gap="lg" data-page="plan">
          <OwnerTabs provider={provider} owner={owner} active="plan" />
          <Routes>
            <Route
              index
              element={
                <PlanSection
                  crumbs={[{ label: 'Current plan' }]}
                  title="Current plan"
                  description={`The plan of ${owner}, its usage and billing details.`}
                  feature="The plan overview"
                  what="The current plan, upload usage, payment method and latest invoice will appear here."
                />
              }
            />
            <Route
              path="upgrade"
              element={
                <PlanSection
                  crumbs={[planCrumb, { label: 'Manage plan' }]}
                  title="Manage plan"
                  description="Choose a plan, a billing cycle and the number of seats."
                  feature="Changing the plan"
                  what="The plan choice, billing cycle, seat count and price will appear here."
                />
              }
            />
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

const lazyPage = (element: ReactNode) => (
  <Suspense fallback={<FullPageLoader fullPage={false} label="Loading page" />}>{element}</Suspense>
);
