import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillingSettings } from '../../../config/settings';
import type { Database } from '../../../db/schema';
import type { BillingAddress, BillingCustomer, BillingDetailsProvider } from '../billing-details-provider';
import { stripeClient, type Stripe } from './stripe-client';
import { idOf } from './stripe-records';
import { PaymentProviderError } from './stripe-provider';
import { storePaymentMethod, type StripeSync } from './stripe-sync';

const stripeAddress = (address: BillingAddress): Stripe.AddressParam => ({
  line1: address.line1,
  line2: address.line2 ?? '',
  city: address.city,
  state: address.state ?? '',
  postal_code: address.postalCode,
  country: address.country,
});

/**
 * Makes an attached payment method the default of the customer (future invoices) and of the subscription (its
 * renewals), and stores it as the organisation's.
 */
export async function makeDefaultPaymentMethod(
  sync: StripeSync,
  customer: Pick<BillingCustomer, 'ownerid' | 'customerId' | 'subscriptionId'>,
  paymentMethodId: string,
): Promise<void> {
  await sync.stripe.customers.update(customer.customerId, {
    invoice_settings: { default_payment_method: paymentMethodId },
  });
  if (customer.subscriptionId)
    await sync.stripe.subscriptions.update(customer.subscriptionId, {
      default_payment_method: paymentMethodId,
    });
  await storePaymentMethod(sync, customer.ownerid, paymentMethodId);
}

/** The billing details through Stripe: customer updates, setup-mode Checkout Sessions, default payment methods. */
export function stripeBillingDetails(
  db: Kysely<Database>,
  settings: BillingSettings,
  log: FastifyBaseLogger,
  stripe: Stripe = stripeClient(settings),
): BillingDetailsProvider {
  const sync: StripeSync = { stripe, db, log };

  return {
    async updateEmail(customer, email, applyToDefaultPaymentMethod) {
      await stripe.customers.update(customer.customerId, { email });
      if (applyToDefaultPaymentMethod && customer.paymentMethodId)
        await stripe.paymentMethods.update(customer.paymentMethodId, { billing_details: { email } });
    },

    async updateAddress(customer, name, address) {
      await stripe.customers.update(customer.customerId, { name, address: stripeAddress(address) });
      if (customer.paymentMethodId)
        await stripe.paymentMethods.update(customer.paymentMethodId, {
          billing_details: { name, address: stripeAddress(address) },
        });
    },

    async createSetupCheckout(customer, { successUrl, cancelUrl }) {
      const metadata = { ownerid: String(customer.ownerid) };
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: customer.customerId,
        currency: 'usd',
        client_reference_id: String(customer.ownerid),
        metadata,
        setup_intent_data: { metadata },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new PaymentProviderError('Stripe did not give a page for this session');
      return { sessionId: session.id, url: session.url };
    },

    async setDefaultPaymentMethod(customer, paymentMethodId) {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(paymentMethodId);
      } catch (error) {
        if ((error as { type?: string }).type === 'StripeInvalidRequestError')
          throw new PaymentProviderError(`No payment method ${paymentMethodId} exists`);
        throw error;
      }
      if (idOf(method.customer) !== customer.customerId)
        throw new PaymentProviderError(
          `The payment method ${paymentMethodId} is not attached to this organisation's billing account`,
        );
      await makeDefaultPaymentMethod(sync, customer, paymentMethodId);
    },
  };
}
