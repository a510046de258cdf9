/** The billing module's public surface (docs/adr/014): plans, trials, subscriptions and invoices of the hosted edition. */
export { applyPlan } from './plan-store';
export type { CheckoutRequest, CheckoutSession, PaymentProvider, PlanChoice } from './payment-provider';
