import type Stripe from 'stripe';
import { PAID_PLANS } from './stripe-records';

/**
 * The Stripe price of each paid plan, found by its lookup key (the plan code) and kept for the life of the
 * process; a plan missing from the cache reloads it once (a price added in Stripe's dashboard since).
 */
export function stripePrices(stripe: Stripe): (plan: string) => Promise<Stripe.Price | null> {
  let cache: Map<string, Stripe.Price> | null = null;
  const load = async () => {
    const prices = await stripe.prices.list({ lookup_keys: [...PAID_PLANS], active: true, limit: 100 });
    cache = new Map(prices.data.flatMap((price) => (price.lookup_key ? [[price.lookup_key, price]] : [])));
    return cache;
  };
  return async (plan) => (cache ?? (await load())).get(plan) ?? (await load()).get(plan) ?? null;
}
