/**
 * Stripe behind the billing module's payment provider contract: the adapter (`stripePaymentProvider`) and the
 * webhook route (`stripeWebhooks`, `POST /webhooks/stripe`), both configured by `settings.billing`.
 */
export { stripePaymentProvider, PaymentProviderError } from './stripe-provider';
export { STRIPE_WEBHOOK_PATH, stripeWebhooks, type StripeWebhookOptions } from './stripe-webhooks';
export { stripeClient } from './stripe-client';
export { stripeBillingDetails } from './stripe-billing-details';
