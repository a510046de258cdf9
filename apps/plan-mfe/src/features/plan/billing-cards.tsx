import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AccountDetails, AccountDetailsArgs } from '@canopy/plan-data-access';
import { formatCents, formatDollars, formatUnixDate } from '../common/money';
import { paymentMethodText } from '../common/payment-method';
import { canChangePaymentMethod } from './billing-details/billing-details-cards';
import { PaymentMethodButton } from './billing-details/payment-method-button';

type Subscription = NonNullable<AccountDetails['subscriptionDetail']>;

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** How the subscription is paid: a card, a bank account, invoices, or nothing yet. */
function PaymentMethod({ details }: { details: AccountDetails }) {
  const subscription = details.subscriptionDetail;
  const method = subscription?.defaultPaymentMethod;
  if (details.usesInvoice || subscription?.collectionMethod === 'send_invoice') {
    const email = subscription?.customer?.email ?? details.email;
    return (
      <Text size="sm">
        Invoiced customer: invoices are sent{email ? ` to ${email}` : ''} and paid by bank transfer.
      </Text>
    );
  }
  const text = paymentMethodText(method);
  if (text) return <Text size="sm">{text}</Text>;
  return (
    <Text size="sm" c="dimmed">
      No payment method set.
    </Text>
  );
}

/** The next invoice: its date, and what the plan's seats cost per period. */
function NextInvoice({ details, subscription }: { details: AccountDetails; subscription: Subscription }) {
  const date = formatUnixDate(subscription.currentPeriodEnd);
  if (subscription.cancelAtPeriodEnd || !date) {
    return (
      <Text size="sm" c="dimmed">
        No further invoices: the subscription ends with this billing period.
      </Text>
    );
  }
  const { baseUnitPrice, quantity, billingRate } = details.plan;
  const amount = baseUnitPrice * quantity * (billingRate === 'annually' ? 12 : 1);
  return (
    <Text size="sm">
      Your next billing date is {date}: {formatDollars(amount)} for {quantity}{' '}
      {quantity === 1 ? 'seat' : 'seats'}.
    </Text>
  );
}

/** The subscription's latest invoice, with the way to it and to every invoice. */
function LatestInvoice({ subscription, basePath }: { subscription: Subscription; basePath: string }) {
  const invoice = subscription.latestInvoice;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="latest-invoice">
      <Stack gap="xs">
        <Title order={2} size="h4" id="latest-invoice">
          Invoices
        </Title>
        {invoice ? (
          <Group justify="space-between">
            <Text size="sm">
              {formatUnixDate(invoice.created)} · {formatCents(invoice.total)}
              {invoice.status ? ` · ${titleCase(invoice.status)}` : ''}
            </Text>
            <Anchor component={Link} to={`${basePath}/invoices/${encodeURIComponent(invoice.id)}`} size="sm">
              View invoice {invoice.number ?? invoice.id}
            </Anchor>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No invoice yet.
          </Text>
        )}
        <Anchor component={Link} to={`${basePath}/invoices`} size="sm">
          View all invoices
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * Billing details of an organisation with a subscription (admins): payment method and next billing date, and the
 * latest invoice. Invoiced customers see that they are invoiced.
 */
export function BillingCards({
  details,
  basePath,
  args,
}: {
  details: AccountDetails;
  basePath: string;
  args: AccountDetailsArgs;
}) {
  const subscription = details.subscriptionDetail;
  if (!subscription && !details.usesInvoice) return null;
  const method = subscription?.defaultPaymentMethod;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="payment-method">
        <Stack gap="xs">
          <Title order={2} size="h4" id="payment-method">
            Payment method
          </Title>
          <PaymentMethod details={details} />
          {subscription && <NextInvoice details={details} subscription={subscription} />}
          {canChangePaymentMethod(details) && (
            <PaymentMethodButton args={args} hasMethod={Boolean(method?.card || method?.usBankAccount)} />
          )}
        </Stack>
      </Card>
      {subscription && <LatestInvoice subscription={subscription} basePath={basePath} />}
    </SimpleGrid>
  );
}
