import { useEffect } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { AccountDetails, AccountDetailsArgs } from '@canopy/plan-data-access';
import { notify } from '@canopy/ui-kit';
import { BillingAddressCard } from './billing-address-card';
import { BILLING_DETAILS_TEXTS as TEXTS } from './billing-details-texts';
import { BillingEmailCard } from './billing-email-card';

/** Back from the payment provider's page with a new card: a notice, once (the query is then dropped). */
function usePaymentMethodSavedNotice() {
  const [params, setParams] = useSearchParams();
  const saved = params.get('payment_method') === 'saved';
  useEffect(() => {
    if (!saved) return;
    notify({ text: TEXTS.paymentSaved });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment_method');
        return next;
      },
      { replace: true },
    );
  }, [saved, setParams]);
}

/**
 * The "Email address" and "Billing address" cards of an organisation with a subscription (admins), editable when
 * the install bills through a payment provider.
 */
export function BillingDetailsCards({
  details,
  args,
}: {
  details: AccountDetails;
  args: AccountDetailsArgs;
}) {
  usePaymentMethodSavedNotice();
  const subscription = details.subscriptionDetail;
  if (!subscription) return null;
  const method = subscription.defaultPaymentMethod ?? null;
  const editable = details.billingConfigured;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <BillingEmailCard
        args={args}
        email={subscription.customer?.email ?? details.email ?? null}
        hasPaymentMethod={method !== null}
        editable={editable}
      />
      {/* The address is kept with the default payment method: without one there is nowhere to show it. */}
      <BillingAddressCard
        args={args}
        billing={method?.billingDetails ?? null}
        editable={editable && method !== null}
        needsPaymentMethod={editable && method === null}
      />
    </SimpleGrid>
  );
}

/** Whether the payment method card offers "Edit" / "Set payment method": a card-paid subscription, billed here. */
export const canChangePaymentMethod = (details: AccountDetails) =>
  details.billingConfigured &&
  details.subscriptionDetail != null &&
  !details.usesInvoice &&
  details.subscriptionDetail.collectionMethod !== 'send_invoice';
