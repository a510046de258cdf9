import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { PageHeading } from '@canopy/ui-kit';
import { PlanBreadcrumb, type PlanCrumb } from '../common/plan-breadcrumb';

/** The breadcrumb and title of the invoice pages around their body. */
export function InvoicesFrame({
  basePath,
  invoiceId,
  title,
  description,
  children,
}: {
  basePath: string;
  /** The invoice shown, on the invoice page. */
  invoiceId?: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const crumbs: PlanCrumb[] = invoiceId
    ? [
        { label: 'Current plan', to: basePath },
        { label: 'Invoices', to: `${basePath}/invoices` },
        { label: invoiceId },
      ]
    : [{ label: 'Current plan', to: basePath }, { label: 'Invoices' }];
  return (
    <Stack gap="md">
      <div data-print="hide">
        <PlanBreadcrumb crumbs={crumbs} />
      </div>
      <PageHeading title={title} description={description} />
      {children}
    </Stack>
  );
}
