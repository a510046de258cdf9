import { Anchor, Box, Breadcrumbs, Stack, Text } from '@mantine/core';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { NotAvailable, PageHeading } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { MembersOnly } from '../common/members-only';
import { OwnerTabs } from '@canopy/auth';

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
      {() => (
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
