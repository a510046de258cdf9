import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { PageHeading } from '@canopy/ui-kit';
import { PlanBreadcrumb, type PlanCrumb } from '../common/plan-breadcrumb';

export const CANCEL_TITLE = 'Cancel plan';
export const DOWNGRADE_TITLE = 'Downgrade to the Developer plan';

/** The breadcrumb and title of the cancel pages around their body. */
export function CancelFrame({
  basePath,
  step,
  children,
}: {
  basePath: string;
  step: 'cancel' | 'downgrade';
  children: ReactNode;
}) {
  const planCrumb: PlanCrumb = { label: 'Current plan', to: basePath };
  const crumbs: PlanCrumb[] =
    step === 'cancel'
      ? [planCrumb, { label: 'Cancel plan' }]
      : [planCrumb, { label: 'Cancel plan', to: `${basePath}/cancel` }, { label: 'Downgrade' }];
  return (
    <Stack gap="md">
      <PlanBreadcrumb crumbs={crumbs} />
      <PageHeading
        title={step === 'cancel' ? CANCEL_TITLE : DOWNGRADE_TITLE}
        description={
          step === 'cancel'
            ? 'Before you go back to the free Developer plan, another plan may suit you better.'
            : 'What the organization keeps and loses on the free plan.'
        }
      />
      {children}
    </Stack>
  );
}
