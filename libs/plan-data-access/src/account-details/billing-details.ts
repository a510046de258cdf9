import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClients, getApiContext, queryKeys, rest, useApiClients } from '@canopy/api-client';
import { type AccountDetails, type AccountDetailsArgs, AccountDetailsSchema } from './account-details';

/**
 * The billing details an admin edits on the plan page (docs/api-contract.md §2.1): each `PATCH
 * …/account-details/update_*` answers the account details, which replace the cached ones. A refusal rejects with
 * `ApiError { status, data: { detail } }`.
 */

export interface BillingEmailChange {
  newEmail: string;
  /** Also the e-mail on the default card's billing details (receipts). */
  applyToDefaultPaymentMethod?: boolean;
}

export interface BillingAddressChange {
  /** The name invoices are billed to. */
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postalCode: string;
  /** Two-letter country code. */
  country: string;
}

/**
 * No payment method: the provider's page to enter a new one (the answer's `checkoutUrl`, which returns to the plan
 * page with `?payment_method=saved`); a payment method id already attached: the default now.
 */
export interface PaymentMethodChange {
  paymentMethod?: string;
}

function billingDetailsMutation<TChange>(
  clients: ApiClients,
  args: AccountDetailsArgs,
  action: string,
  body: (change: TChange) => unknown,
) {
  const key = queryKeys.owner.accountDetails(args.provider, args.owner);
  return mutationOptions({
    mutationKey: [...key, action],
    mutationFn: (change: TChange): Promise<AccountDetails> =>
      rest({
        path: `/${args.provider}/${encodeURIComponent(args.owner)}/account-details/${action}`,
        method: 'PATCH',
        body: body(change),
        provider: args.provider,
        schema: AccountDetailsSchema,
        ...getApiContext(clients.queryClient),
      }),
    onSuccess: (details) => clients.queryClient.setQueryData(key, details),
  });
}

export const updateBillingEmailMutationOptions = (clients: ApiClients, args: AccountDetailsArgs) =>
  billingDetailsMutation(clients, args, 'update_email', (change: BillingEmailChange) => ({
    newEmail: change.newEmail,
    applyToDefaultPaymentMethod: change.applyToDefaultPaymentMethod ?? false,
  }));

export const updateBillingAddressMutationOptions = (clients: ApiClients, args: AccountDetailsArgs) =>
  billingDetailsMutation(clients, args, 'update_billing_address', (change: BillingAddressChange) => ({
    name: change.name,
    // Spelled out: `line1` would not snake_case to the wire's `line_1`.
    billingAddress: {
      line_1: change.line1,
      line_2: change.line2 || null,
      city: change.city,
      state: change.state || null,
      postal_code: change.postalCode,
      country: change.country,
    },
  }));

export const updatePaymentMethodMutationOptions = (clients: ApiClients, args: AccountDetailsArgs) =>
  billingDetailsMutation(clients, args, 'update_payment', (change: PaymentMethodChange) =>
    change.paymentMethod ? { paymentMethod: change.paymentMethod } : {},
  );

export const useUpdateBillingEmail = (args: AccountDetailsArgs) =>
  useMutation(updateBillingEmailMutationOptions(useApiClients(), args));

export const useUpdateBillingAddress = (args: AccountDetailsArgs) =>
  useMutation(updateBillingAddressMutationOptions(useApiClients(), args));

export const useUpdatePaymentMethod = (args: AccountDetailsArgs) =>
  useMutation(updatePaymentMethodMutationOptions(useApiClients(), args));
