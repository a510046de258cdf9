import { PaymentProviderError } from './stripe';
import type { Kysely } from 'kysely';
import type { Service } from '../../config/providers';
import type { Settings } from '../../config/settings';
import type { Database, OwnerRecord } from '../../db/schema';
import { isOwnerAdmin, isPartOfOrg, ownerByUsername, planRepresentation } from '../owners';
import {
  activePrivateRepositoryCount,
  invoicesOf,
  memberCounts,
  paymentMethodOf,
  type PaymentMethodRow,
  setPlanAutoActivate,
  subscriptionOf,
} from './billing-store';
import type { PaymentProvider } from './payment-provider';
import { type AccountChange, readAccountChange } from './plan-change';
import { applyPlan } from './plan-store';
import { isLiveSubscription } from './subscription-status';
import { expireTrials } from './trials';
import { type Address, readPaymentMethod, unixSeconds } from './wire';

export interface AccountDetailsDeps {
  db: Kysely<Database>;
  settings: Pick<Settings, 'selfHosted' | 'billing'>;
  /** Null: no payment provider, plan changes apply at once. */
  paymentProvider: PaymentProvider | null;
  log?: { error(details: object, message: string): void };
}

export interface Refusal {
  kind: 'refused';
  status: 400 | 403 | 404 | 502;
  detail: string;
}

export type Answer<T> = { kind: 'ok'; value: T } | Refusal;

export const NOT_A_MEMBER = 'You do not have permission to perform this action.';
export const NOT_AN_ADMIN = 'Only admins of the organization can change its plan.';
export const OWNER_NOT_FOUND = 'Not found.';
export const CONTACT_SALES =
  'The plan of this organization is arranged with sales: contact sales to change it.';
export const SEATS_TAKEN =
  'More members hold a seat now than the plan would have: choose more seats, or deactivate members first.';
export const PROVIDER_FAILED =
  'The payment provider did not take the change: nothing was changed. Please try again in a moment.';

const refuse = (status: Refusal['status'], detail: string): Refusal => ({ kind: 'refused', status, detail });

/** `GET /internal/{service}/{owner}/account-details/` (docs/api-contract.md §2.1), snake_case on the wire. */
export interface AccountDetailsWire {
  activated_user_count: number;
  inactive_user_count: number;
  activated_student_count: number;
  student_count: number;
  checkout_session_id: string | null;
  checkout_url: string | null;
  delinquent: boolean;
  email: string | null;
  integration_id: number | null;
  name: string;
  nb_active_private_repos: number;
  plan: {
    marketing_name: string;
    value: string;
    billing_rate: string | null;
    base_unit_price: number;
    benefits: string[];
    quantity: number;
  };
  plan_auto_activate: boolean;
  plan_provider: string | null;
  repo_total_credits: number;
  root_organization: null;
  schedule_detail: null;
  subscription_detail: SubscriptionDetailWire | null;
  uses_invoice: boolean;
  billing_configured: boolean;
}

interface SubscriptionDetailWire {
  latest_invoice: {
    id: string;
    number: string | null;
    status: string | null;
    total: number;
    amount_due: number;
    amount_paid: number;
    created: number;
    period_start: number;
    period_end: number;
    due_date: number | null;
  } | null;
  default_payment_method: ReturnType<typeof paymentMethodWire>;
  cancel_at_period_end: boolean;
  current_period_end: number | null;
  customer: { id: string; discount: null; email: string | null };
  collection_method: string;
  tax_ids: never[];
  trial_end: null;
}

const addressWire = (address: Address | null) =>
  address && {
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    postal_code: address.postalCode,
    country: address.country,
  };

function paymentMethodWire(row: PaymentMethodRow | null) {
  const method = readPaymentMethod(row);
  if (!method) return null;
  return {
    card: method.card && {
      brand: method.card.brand,
      exp_month: method.card.expMonth,
      exp_year: method.card.expYear,
      last4: method.card.last4,
    },
    us_bank_account: method.usBankAccount && {
      bank_name: method.usBankAccount.bankName,
      last4: method.usBankAccount.last4,
    },
    billing_details: {
      name: method.billingDetails.name,
      email: method.billingDetails.email,
      address: addressWire(method.billingDetails.address),
    },
  };
}

/** The organisation's account details as the plan and members pages read them. */
export async function accountDetailsOf(
  { db, settings }: Pick<AccountDetailsDeps, 'db' | 'settings'>,
  org: OwnerRecord,
  checkout: { sessionId: string; url: string } | null = null,
): Promise<AccountDetailsWire> {
  const [counts, privateRepos, subscription, paymentMethod, [latest]] = await Promise.all([
    memberCounts(db, org.ownerid),
    activePrivateRepositoryCount(db, org.ownerid),
    subscriptionOf(db, org.ownerid),
    paymentMethodOf(db, org.ownerid),
    invoicesOf(db, org.ownerid, 1),
  ]);
  const plan = planRepresentation(org.plan);
  return {
    activated_user_count: org.planActivatedUsers.length,
    inactive_user_count: counts.inactive,
    activated_student_count: counts.activatedStudents,
    student_count: counts.students,
    checkout_session_id: checkout?.sessionId ?? null,
    checkout_url: checkout?.url ?? null,
    delinquent: org.delinquent,
    email: subscription?.billingEmail ?? org.email,
    // The GitHub app installation is read through GraphQL (Owner.hasGithubApp); the plan pages do not need its id.
    integration_id: null,
    name: org.name ?? org.username,
    nb_active_private_repos: privateRepos,
    plan: {
      marketing_name: plan.marketingName,
      value: plan.value,
      billing_rate: plan.billingRate,
      base_unit_price: plan.baseUnitPrice,
      benefits: plan.benefits,
      quantity: org.planUserCount,
    },
    plan_auto_activate: org.planAutoActivate,
    plan_provider: org.planProvider,
    // Repository credits belong to per-repository plans, which are not sold: every plan counts users.
    repo_total_credits: 0,
    // Organisations are not nested, and plan changes apply at once or at the period's end: nothing is scheduled.
    root_organization: null,
    schedule_detail: null,
    // An ended subscription bills nothing: the plan pages show no billing date or amount for it.
    subscription_detail:
      subscription && isLiveSubscription(subscription)
        ? {
            latest_invoice: latest
              ? {
                  id: latest.id,
                  number: latest.number,
                  status: latest.status,
                  total: latest.total,
                  amount_due: latest.amountDue,
                  amount_paid: latest.amountPaid,
                  created: unixSeconds(latest.created) ?? 0,
                  period_start: unixSeconds(latest.periodStart) ?? 0,
                  period_end: unixSeconds(latest.periodEnd) ?? 0,
                  due_date: unixSeconds(latest.dueDate),
                }
              : null,
            default_payment_method: paymentMethodWire(paymentMethod),
            cancel_at_period_end: subscription.cancelAtPeriodEnd,
            current_period_end: unixSeconds(subscription.currentPeriodEnd),
            customer: { id: subscription.customerId, discount: null, email: subscription.billingEmail },
            collection_method: subscription.collectionMethod,
            tax_ids: [],
            trial_end: null,
          }
        : null,
    uses_invoice: isLiveSubscription(subscription) && subscription?.collectionMethod === 'send_invoice',
    billing_configured: settings.billing !== null,
  };
}

/** The organisation for a member of it: refusals for a self-hosted install, an unknown owner and a visitor. */
async function orgForMember(
  { db, settings }: Pick<AccountDetailsDeps, 'db' | 'settings'>,
  viewer: OwnerRecord,
  service: Service,
  username: string,
): Promise<Answer<OwnerRecord>> {
  // Plans and billing belong to the hosted edition; a self-hosted install has its licence instead.
  if (settings.selfHosted) return refuse(404, OWNER_NOT_FOUND);
  const found = await ownerByUsername(db, service, username);
  if (!found) return refuse(404, OWNER_NOT_FOUND);
  if (!isPartOfOrg(viewer, found)) return refuse(403, NOT_A_MEMBER);
  // A trial past its end is over, whether or not the sweep has come by.
  if ((await expireTrials(db, found.ownerid)) === 0) return { kind: 'ok', value: found };
  const fresh = await ownerByUsername(db, service, username);
  return fresh ? { kind: 'ok', value: fresh } : refuse(404, OWNER_NOT_FOUND);
}

export async function getAccountDetails(
  deps: AccountDetailsDeps,
  viewer: OwnerRecord,
  input: { service: Service; owner: string },
): Promise<Answer<AccountDetailsWire>> {
  const org = await orgForMember(deps, viewer, input.service, input.owner);
  if (org.kind === 'refused') return org;
  return { kind: 'ok', value: await accountDetailsOf(deps, org.value) };
}

/**
 * An admin of the organisation changes its plan and seats, or its auto-activation. Without a payment provider a
 * plan applies at once; with one, a new subscription goes through the provider's checkout (the plan changes when
 * its webhook says it was paid), an existing one changes now, and the free plan ends it at the period's end.
 */
export async function changeAccountDetails(
  deps: AccountDetailsDeps,
  viewer: OwnerRecord,
  input: {
    service: Service;
    provider: string;
    owner: string;
    body: unknown;
    /** Where the browser reaches Canopy: the checkout page sends the admin back there. */
    origin: string;
  },
): Promise<Answer<AccountDetailsWire>> {
  const found = await orgForMember(deps, viewer, input.service, input.owner);
  if (found.kind === 'refused') return found;
  const org = found.value;
  if (!isOwnerAdmin(viewer, org, false)) return refuse(403, NOT_AN_ADMIN);
  const change = readAccountChange(input.body, org.planActivatedUsers.length);
  if (typeof change === 'string') return refuse(400, change);

  const { db } = deps;
  let checkout: { sessionId: string; url: string } | null = null;
  if (change.plan) {
    const changed = await changePlan(
      deps,
      viewer,
      org,
      change.plan,
      `${input.origin}${planPath(input.provider, org.username)}`,
    );
    if (changed.kind === 'refused') return changed;
    checkout = changed.value;
  }
  if (change.planAutoActivate !== undefined)
    await setPlanAutoActivate(db, org.ownerid, change.planAutoActivate);

  const fresh = await ownerByUsername(db, input.service, org.username);
  if (!fresh) return refuse(404, OWNER_NOT_FOUND);
  return { kind: 'ok', value: await accountDetailsOf(deps, fresh, checkout) };
}

/** The provider's call: its own refusals (a plan it does not sell) are the admin's to fix, anything else a 502. */
async function viaProvider<T>(
  deps: AccountDetailsDeps,
  ownerid: number,
  call: () => Promise<T>,
): Promise<Answer<T>> {
  try {
    return { kind: 'ok', value: await call() };
  } catch (error) {
    if (error instanceof PaymentProviderError) return refuse(400, error.message);
    deps.log?.error({ err: error, ownerid }, 'the payment provider refused a plan change');
    return refuse(502, PROVIDER_FAILED);
  }
}

/** Applies a checked plan change; answers the checkout page when the admin must pay first. */
async function changePlan(
  deps: AccountDetailsDeps,
  viewer: OwnerRecord,
  org: OwnerRecord,
  plan: NonNullable<AccountChange['plan']>,
  planPageUrl: string,
): Promise<Answer<{ sessionId: string; url: string } | null>> {
  const { db, paymentProvider } = deps;
  const subscription = await subscriptionOf(db, org.ownerid);
  // Enterprise and Sentry plans, and customers paying by invoice, have terms of their own.
  const current = planRepresentation(org.plan);
  if (current.isEnterprisePlan || current.isSentryPlan || subscription?.collectionMethod === 'send_invoice')
    return refuse(400, CONTACT_SALES);
  const subscribed = Boolean(paymentProvider) && isLiveSubscription(subscription);
  if (!paymentProvider || (plan.free && !subscribed)) {
    const applied = await applyPlan(
      db,
      org.ownerid,
      { plan: plan.value, quantity: plan.quantity, free: plan.free },
      { keepActivated: true },
    );
    return applied ? { kind: 'ok', value: null } : refuse(400, SEATS_TAKEN);
  }
  if (plan.free)
    return viaProvider(deps, org.ownerid, async () => {
      await paymentProvider.cancelAtPeriodEnd(org.ownerid);
      return null;
    });
  if (subscribed)
    return viaProvider(deps, org.ownerid, async () => {
      await paymentProvider.updateSubscription(org.ownerid, { plan: plan.value, quantity: plan.quantity });
      return null;
    });
  return viaProvider(deps, org.ownerid, () =>
    paymentProvider.createCheckout({
      ownerid: org.ownerid,
      username: org.username,
      plan: plan.value,
      quantity: plan.quantity,
      email: subscription?.billingEmail ?? org.email ?? viewer.email,
      customerId: subscription?.customerId ?? null,
      successUrl: `${planPageUrl}?success`,
      cancelUrl: `${planPageUrl}/upgrade?cancel`,
    }),
  );
}

/** The plan page of an organisation, below the site's origin. */
function planPath(provider: string, owner: string): string {
  return `/plan/${encodeURIComponent(provider)}/${encodeURIComponent(owner)}`;
}
