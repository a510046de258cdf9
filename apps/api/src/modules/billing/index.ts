/** The billing module's public surface (docs/adr/014, docs/adr/020): plans, trials, subscriptions and invoices of the hosted edition. */
export { applyPlan } from './plan-store';
export type { CheckoutRequest, CheckoutSession, PaymentProvider, PlanChoice } from './payment-provider';
export { resolvers } from './resolvers';
export { billingRoutes, routes } from './routes';
export { expireTrials, TRIAL_DAYS, TRIAL_PLAN, TRIAL_USER_COUNT } from './trials';
