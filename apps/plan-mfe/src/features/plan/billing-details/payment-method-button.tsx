import { Button } from '@mantine/core';
import { errorText } from '@canopy/api-client';
import { type AccountDetailsArgs, useUpdatePaymentMethod } from '@canopy/plan-data-access';
import { notify } from '@canopy/ui-kit';
import { goToCheckout } from '../../upgrade/checkout';
import { BILLING_DETAILS_TEXTS as TEXTS } from './billing-details-texts';

/**
 * "Edit" (or "Set payment method" when there is none): the payment provider's page, where the admin enters a new
 * card; it comes back to the plan page (`?payment_method=saved`) once the card is saved.
 */
export function PaymentMethodButton({ args, hasMethod }: { args: AccountDetailsArgs; hasMethod: boolean }) {
  const update = useUpdatePaymentMethod(args);
  const open = () =>
    update.mutate(
      {},
      {
        onSuccess: (details) => {
          if (details.checkoutUrl) goToCheckout(details.checkoutUrl);
          else notify({ type: 'error', text: TEXTS.paymentFailed });
        },
        onError: (error) => notify({ type: 'error', text: errorText(error, TEXTS.paymentFailed) }),
      },
    );
  return (
    <Button
      variant="default"
      size="xs"
      onClick={open}
      loading={update.isPending}
      aria-label={hasMethod ? 'Edit payment method' : undefined}
      style={{ alignSelf: 'flex-start' }}
    >
      {hasMethod ? TEXTS.edit : TEXTS.setPaymentMethod}
    </Button>
  );
}
