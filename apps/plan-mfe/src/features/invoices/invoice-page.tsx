import { formatCents, formatUnixDate } from '../common/money';
import type { ReactNode } from 'react';
import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageError } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { ownerPaths } from '@canopy/routes';
import { type Invoice, useInvoice } from '@canopy/plan-data-access';
import { BackToPlan } from '../common/back-to-plan';
import type { PlanPageProps } from '../common/plan-page-props';
import { paymentMethodText } from '../common/payment-method';
import { invoicePeriod, statusColor, statusText } from './invoice-format';
import { ADMINS_ONLY_INVOICES } from './invoices-page';
import { InvoicesFrame } from './invoices-frame';

// Printed, the invoice stands alone: the header, banners, tabs, breadcrumb, footer and buttons are left out.
const PRINT_CSS = `@media print {
  header, footer, nav, [data-banner-variant], [data-print="hide"] { display: none !important; }
  [data-print="sheet"] { border: none !important; box-shadow: none !important; }
}`;

/** `/plan/:provider/:owner/invoices/:id`: one invoice, laid out to be printed (admins only). */
export function InvoicePage({ provider, owner, isAdmin }: PlanPageProps) {
  const { id = '' } = useParams();
  const basePath = ownerPaths.plan(provider, owner);
  const invoiceQuery = useInvoice({ provider, owner, invoiceId: id }, { enabled: isAdmin && !!id });
  const frame = (title: string, body: ReactNode) => (
    <InvoicesFrame basePath={basePath} invoiceId={id} title={title}>
      {body}
    </InvoicesFrame>
  );

  if (!isAdmin) return frame('Invoice', <BackToPlan basePath={basePath}>{ADMINS_ONLY_INVOICES}</BackToPlan>);
  if (invoiceQuery.isPending) return <FullPageLoader fullPage={false} label="Loading the invoice" />;
  if (invoiceQuery.isError) return <PageError error={invoiceQuery.error} />;
  // Not one of the organisation's invoices.
  if (!invoiceQuery.data) return <PageError status={404} />;

  const invoice = invoiceQuery.data;
  return frame(
    `Invoice ${invoice.number ?? invoice.id}`,
    <>
      <style>{PRINT_CSS}</style>
      <Group data-print="hide">
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <InvoiceSheet invoice={invoice} />
    </>,
  );
}

function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const paymentMethod = paymentMethodText(invoice.defaultPaymentMethod);
  return (
    <Card withBorder padding="xl" radius="md" component="article" aria-label="Invoice" data-print="sheet">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} aria-label="Issued by" role="group">
            <Title order={2} size="h3">
              Canopy
            </Title>
            <Text size="sm" c="dimmed">
              Code coverage, bundle size and test analytics
            </Text>
          </Stack>
          <Badge size="lg" variant="light" color={statusColor(invoice.status)}>
            {statusText(invoice.status)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Facts
            label="Billed to"
            lines={[invoice.customerName, invoice.customerEmail, invoice.customerAddress]}
            empty="No billing details on this invoice"
          />
          <dl style={{ margin: 0 }}>
            <Fact term="Invoice number" value={invoice.number ?? '—'} />
            <Fact term="Date of issue" value={formatUnixDate(invoice.created)} />
            <Fact term="Date due" value={formatUnixDate(invoice.dueDate) ?? 'On receipt'} />
            <Fact term="Period" value={invoicePeriod(invoice)} />
          </dl>
        </SimpleGrid>
        <Table
          caption="Line items"
          columns={lineItemColumns}
          data={invoice.lineItems}
          highlightOnHover={false}
          emptyMessage="No line items"
        />
        <Divider />
        <dl style={{ margin: 0, marginLeft: 'auto', minWidth: 260 }}>
          <Fact term="Subtotal" value={formatCents(invoice.subtotal, invoice.currency)} />
          <Fact term="Total" value={formatCents(invoice.total, invoice.currency)} strong />
          <Fact term="Amount paid" value={formatCents(invoice.amountPaid, invoice.currency)} />
          {/* Stripe's amount due stays what was owed once paid: what is left to pay is the difference. */}
          <Fact
            term="Amount remaining"
            value={formatCents(Math.max(0, invoice.amountDue - invoice.amountPaid), invoice.currency)}
            strong
          />
        </dl>
        <Divider />
        <dl style={{ margin: 0 }}>
          <Fact term="Status" value={statusText(invoice.status)} />
          <Fact term="Payment method" value={paymentMethod ?? 'None on file'} />
          {invoice.taxIds.map((tax) => (
            <Fact key={`${tax.type}:${tax.value}`} term={`Tax ID (${tax.type})`} value={tax.value} />
          ))}
        </dl>
        {invoice.footer && (
          <Text size="xs" c="dimmed">
            {invoice.footer}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

type LineItem = Invoice['lineItems'][number];

const lineItemColumns: TableColumn<LineItem>[] = [
  {
    id: 'description',
    header: 'Description',
    cell: (item) => (
      <Stack gap={0}>
        <Text size="sm">{item.description}</Text>
        {item.periodStart !== null && item.periodEnd !== null && (
          <Text size="xs" c="dimmed">
            {invoicePeriod({ periodStart: item.periodStart, periodEnd: item.periodEnd })}
          </Text>
        )}
      </Stack>
    ),
  },
  { id: 'quantity', header: 'Quantity', align: 'right', cell: (item) => item.quantity ?? '—' },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (item) => formatCents(item.amount, item.currency),
  },
];

function Facts({ label, lines, empty }: { label: string; lines: (string | null)[]; empty: string }) {
  const present = lines.filter((line): line is string => !!line);
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {present.length ? (
        present.map((line) => (
          <Text size="sm" key={line} style={{ whiteSpace: 'pre-line' }}>
            {line}
          </Text>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  );
}

function Fact({ term, value, strong }: { term: string; value: string | null; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" fw={strong ? 700 : undefined} style={{ margin: 0 }}>
        {value ?? '—'}
      </Text>
    </Group>
  );
}
