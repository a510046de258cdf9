import type { Service } from '../../config/providers';
import type { OwnerRecord } from '../../db/schema';
import { isOwnerAdmin, isPartOfOrg, ownerByUsername } from '../owners';
import {
  accountDetailsOf,
  type AccountDetailsDeps,
  type AccountDetailsWire,
  type Answer,
  NOT_A_MEMBER,
  OWNER_NOT_FOUND,
  PROVIDER_FAILED,
  type Refusal,
} from './account-details';
import { readAddressChange, readEmailChange, readPaymentChange } from './billing-details-input';
import type { BillingCustomer, BillingDetailsProvider } from './billing-details-provider';
import { billingCustomerOf, saveBillingAddress, saveBillingEmail } from './billing-details-store';
import { PaymentProviderError } from './stripe';
import { isLiveSubscription } from './subscription-status';

/**
 * `PATCH /internal/{service}/{owner}/account-details/update_email`, `…/update_billing_address` and
 * `…/update_payment` (docs/api-contract.md §2.1): an admin edits the billing details of the organisation's
 * customer at the payment provider. Each answers the account details.
 */

export interface BillingDetailsDeps extends AccountDetailsDeps {
  /** Null: no payment provider on this install. */
  billingDetails: BillingDetailsProvider | null;
}

export interface BillingDetailsInput {
  service: Service;
  provider: string;
  owner: string;
  body: unknown;
  /** Where the browser reaches Canopy: the provider's page sends the admin back there. */
  origin: string;
}

export const NOT_AN_ADMIN = 'Only admins of the organization can change its billing details.';
export const NOT_CONFIGURED = 'Billing is not configured on this install';
export const NO_CUSTOMER =
  'This organization has no subscription yet: choose a plan first, then change its billing details.';

const refuse = (status: Refusal['status'], detail: string): Refusal => ({ kind: 'refused', status, detail });

type Change<T> = (provider: BillingDetailsProvider, customer: BillingCustomer, value: T) => Promise<unknown>;

/** Admin of the organisation, valid body, provider and customer present: runs `change`, answers the details. */
async function changeBillingDetails<T>(
  deps: BillingDetailsDeps,
  viewer: OwnerRecord,
  input: BillingDetailsInput,
  read: (body: unknown) => T | string,
  change: Change<T>,
): Promise<Answer<AccountDetailsWire>> {
  if (deps.settings.selfHosted) return refuse(404, OWNER_NOT_FOUND);
  const org = await ownerByUsername(deps.db, input.service, input.owner);
  if (!org) return refuse(404, OWNER_NOT_FOUND);
  if (!isPartOfOrg(viewer, org)) return refuse(403, NOT_A_MEMBER);
  if (!isOwnerAdmin(viewer, org, false)) return refuse(403, NOT_AN_ADMIN);
  const value = read(input.body);
  if (typeof value === 'string') return refuse(400, value);
  if (!deps.billingDetails) return refuse(400, NOT_CONFIGURED);
  const stored = await billingCustomerOf(deps.db, org.ownerid);
  // A row may hold only the customer of a checkout never paid: no plan was chosen yet.
  if (!stored?.subscriptionId) return refuse(400, NO_CUSTOMER);
  // An ended subscription keeps its customer (and the invoices theirs), but has nothing left to change.
  const customer: BillingCustomer = isLiveSubscription(stored) ? stored : { ...stored, subscriptionId: null };

  let checkout: { sessionId: string; url: string } | null = null;
  try {
    const result = await change(deps.billingDetails, customer, value);
    if (result && typeof result === 'object' && 'url' in result)
      checkout = result as { sessionId: string; url: string };
  } catch (error) {
    if (error instanceof PaymentProviderError) return refuse(400, error.message);
    deps.log?.error(
      { err: error, ownerid: org.ownerid },
      'the payment provider refused a billing details change',
    );
    return refuse(502, PROVIDER_FAILED);
  }
  const fresh = (await ownerByUsername(deps.db, input.service, org.username)) ?? org;
  return { kind: 'ok', value: await accountDetailsOf(deps, fresh, checkout) };
}

export function updateBillingEmail(
  deps: BillingDetailsDeps,
  viewer: OwnerRecord,
  input: BillingDetailsInput,
) {
  return changeBillingDetails(deps, viewer, input, readEmailChange, async (provider, customer, change) => {
    await provider.updateEmail(customer, change.email, change.applyToDefaultPaymentMethod);
    await saveBillingEmail(deps.db, customer.ownerid, change.email, change.applyToDefaultPaymentMethod);
  });
}

export function updateBillingAddress(
  deps: BillingDetailsDeps,
  viewer: OwnerRecord,
  input: BillingDetailsInput,
) {
  return changeBillingDetails(deps, viewer, input, readAddressChange, async (provider, customer, change) => {
    await provider.updateAddress(customer, change.name, change.address);
    await saveBillingAddress(deps.db, customer.ownerid, change.name, change.address);
  });
}

/**
 * No payment method named: the provider's page to enter one (`checkout_url`), which sends the admin back to the
 * plan page; its webhook makes the new one the default. A payment method named: the default now.
 */
export function updatePaymentMethod(
  deps: BillingDetailsDeps,
  viewer: OwnerRecord,
  input: BillingDetailsInput,
) {
  const planPage = `${input.origin}/plan/${encodeURIComponent(input.provider)}/${encodeURIComponent(input.owner)}`;
  return changeBillingDetails(deps, viewer, input, readPaymentChange, (provider, customer, change) =>
    change.paymentMethod
      ? provider.setDefaultPaymentMethod(customer, change.paymentMethod)
      : provider.createSetupCheckout(customer, {
          successUrl: `${planPage}?payment_method=saved`,
          cancelUrl: planPage,
        }),
  );
}
