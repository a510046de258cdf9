/**
 * The payment provider's half of the billing details an admin edits on the plan page: the billing e-mail, the
 * billing name and address, and the default payment method. A new payment method is entered on the provider's own
 * page (a setup-mode checkout); its webhook then makes it the default.
 */
import type { CheckoutSession } from './payment-provider';

export interface BillingAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  /** Two-letter ISO country code, upper case. */
  country: string;
}

/** The organisation's customer at the provider, and what of it Canopy stored. */
export interface BillingCustomer {
  ownerid: number;
  customerId: string;
  subscriptionId: string | null;
  /** The default payment method stored, if any. */
  paymentMethodId: string | null;
}

export interface BillingDetailsProvider {
  /** The customer's e-mail (and, when asked, the default payment method's billing e-mail). */
  updateEmail(customer: BillingCustomer, email: string, applyToDefaultPaymentMethod: boolean): Promise<void>;
  /** The customer's name and address, and the default payment method's billing name and address. */
  updateAddress(customer: BillingCustomer, name: string, address: BillingAddress): Promise<void>;
  /** The provider's page where the admin enters a new payment method; its webhook makes it the default. */
  createSetupCheckout(
    customer: BillingCustomer,
    urls: { successUrl: string; cancelUrl: string },
  ): Promise<CheckoutSession>;
  /**
   * A payment method already attached to the customer becomes the default of the customer and the subscription;
   * stored before this resolves.
   */
  setDefaultPaymentMethod(customer: BillingCustomer, paymentMethodId: string): Promise<void>;
}
