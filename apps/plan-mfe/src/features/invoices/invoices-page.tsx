import { formatCents } from '../common/money';
import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { PageError } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { ownerPaths } from '@canopy/routes';
import { type Invoice, useInvoices } from '@canopy/plan-data-access';
import { BackToPlan } from '../common/back-to-plan';
import type { PlanPageProps } from '../common/plan-page-props';
import { invoicePeriod, invoicesByYear, statusColor, statusText } from './invoice-format';
import { InvoicesFrame } from './invoices-frame';

export const ADMINS_ONLY_INVOICES = 'Only admins of the organization can see its invoices.';
export const NO_INVOICES =
  'No invoices yet: they appear here once the organization is billed for a paid plan.';

/** `/plan/:provider/:owner/invoices`: every invoice of the organisation by year, newest first (admins only). */
export function InvoicesPage({ provider, owner, isAdmin }: PlanPageProps) {
  const basePath = ownerPaths.plan(provider, owner);
  const invoicesQuery = useInvoices({ provider, owner }, { enabled: isAdmin });
  const frame = (body: ReactNode) => (
    <InvoicesFrame
      basePath={basePath}
      title="Invoices"
      description="Every invoice of the organization, by year."
    >
      {body}
    </InvoicesFrame>
  );

  if (!isAdmin) return frame(<BackToPlan basePath={basePath}>{ADMINS_ONLY_INVOICES}</BackToPlan>);
  if (invoicesQuery.isPending) return <FullPageLoader fullPage={false} label="Loading invoices" />;
  if (invoicesQuery.isError) return <PageError error={invoicesQuery.error} />;
  // The API answers null to anyone but an admin of the org.
  if (!invoicesQuery.data) return frame(<BackToPlan basePath={basePath}>{ADMINS_ONLY_INVOICES}</BackToPlan>);
  if (invoicesQuery.data.length === 0) return frame(<Text c="dimmed">{NO_INVOICES}</Text>);

  return frame(
    <Stack gap="xl">
      {invoicesByYear(invoicesQuery.data).map(({ year, invoices }) => (
        <Stack gap="sm" key={year} component="section" aria-labelledby={`invoices-${year}`}>
          <Title order={2} size="h4" id={`invoices-${year}`}>
            {year}
          </Title>
          <Table
            caption={`Invoices of ${year}`}
            columns={invoiceColumns(basePath)}
            data={invoices}
            getRowKey={(invoice) => invoice.id}
          />
        </Stack>
      ))}
    </Stack>,
  );
}

function invoiceColumns(basePath: string): TableColumn<Invoice>[] {
  return [
    {
      id: 'period',
      header: 'Period',
      cell: (invoice) => (
        <Stack gap={0}>
          <Text size="sm">{invoicePeriod(invoice)}</Text>
          <Text size="xs" c="dimmed">
            {invoice.number ? `Invoice #${invoice.number}` : 'Invoice without a number'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (invoice) => formatCents(invoice.total, invoice.currency),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (invoice) => (
        <Badge variant="light" color={statusColor(invoice.status)}>
          {statusText(invoice.status)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      cell: (invoice) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={`${basePath}/invoices/${encodeURIComponent(invoice.id)}`}
            variant="default"
            size="xs"
            aria-label={`View invoice ${invoice.number ?? invoice.id}`}
          >
            View
          </Button>
          {invoice.invoicePdf && (
            <Anchor
              href={invoice.invoicePdf}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`Download invoice ${invoice.number ?? invoice.id}`}
            >
              Download
            </Anchor>
          )}
        </Group>
      ),
    },
  ];
}
