/**
 * The payment provider behind plan changes of the hosted edition. With none configured (no `STRIPE_SECRET_KEY`),
 * plan changes apply at once and nothing is charged; with Stripe, a new subscription goes through the provider's
 * checkout page and its webhook applies it, while a change of an existing subscription applies at once.
 */

/** A paid plan and seat count as the provider bills it. */
export interface PlanChoice {
  /** A paid plan code of the catalogue (`users-pr-inappm`, `users-teamy`, …). */
  plan: string;
  quantity: number;
}

export interface CheckoutRequest extends PlanChoice {
  ownerid: number;
  username: string;
  /** The billing e-mail, when the organisation or the admin has one. */
  email: string | null;
  /** The provider's customer of this organisation, when one exists already. */
  customerId: string | null;
  /** Where the checkout page sends the admin after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** The provider's page the admin pays on. */
  url: string;
}

export interface PaymentProvider {
  /** 'stripe'. */
  readonly name: string;
  /** An organisation without a subscription: the checkout page of the plan; its webhook stores and applies it. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * An organisation with a subscription: its plan and seats change now (prorated by the provider); the stored
   * subscription, the latest invoice and the owner's plan are updated before this resolves.
   */
  updateSubscription(ownerid: number, change: PlanChoice): Promise<void>;
  /**
   * Ends the subscription at the end of the current period (stored as `cancel_at_period_end`); the owner returns to
   * the free plan when the provider's webhook says the subscription ended.
   */
  cancelAtPeriodEnd(ownerid: number): Promise<void>;
}
