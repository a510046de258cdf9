import Stripe from 'stripe';
import type { BillingSettings } from '../../../config/settings';

/** How long one Stripe request may take before it counts as failed. */
const TIMEOUT_MS = 15_000;

/**
 * The `stripe` package pointed at CANOPY_STRIPE_API_URL (Stripe's own by default, a stand-in in tests). Few
 * retries: the admin is waiting on a page, and Stripe redelivers webhooks itself.
 */
export function stripeClient(settings: BillingSettings): Stripe {
  const url = new URL(settings.stripeApiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.stripeSecretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 1,
    timeout: TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'Canopy' },
  });
}

export type { Stripe };
