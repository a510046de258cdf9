import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { type ApiClients, getApiContext, queryKeys, rest, useApiClients } from '@canopy/api-client';
import { refreshPlanData } from '../plans/refresh-plan-data';

const AddressSchema = v.object({
  line1: v.nullish(v.string()),
  line2: v.nullish(v.string()),
  city: v.nullish(v.string()),
  state: v.nullish(v.string()),
  postalCode: v.nullish(v.string()),
  country: v.nullish(v.string()),
});

/** A card or a US bank account with its billing details (Stripe's shape, camelCased). */
export const PaymentMethodDetailsSchema = v.object({
  card: v.nullish(
    v.object({
      brand: v.nullish(v.string()),
      expMonth: v.nullish(v.number()),
      expYear: v.nullish(v.number()),
      last4: v.nullish(v.string()),
    }),
  ),
  usBankAccount: v.nullish(v.object({ bankName: v.nullish(v.string()), last4: v.nullish(v.string()) })),
  billingDetails: v.nullish(
    v.object({
      name: v.nullish(v.string()),
      email: v.nullish(v.string()),
      address: v.nullish(AddressSchema),
    }),
  ),
});

/** The subscription's latest invoice; times in Unix seconds, amounts in cents. */
const LatestInvoiceSchema = v.object({
  id: v.string(),
  number: v.nullish(v.string()),
  status: v.nullish(v.string()),
  total: v.number(),
  amountDue: v.number(),
  amountPaid: v.number(),
  created: v.number(),
  periodStart: v.number(),
  periodEnd: v.number(),
  dueDate: v.nullish(v.number()),
});

/**
 * `GET /internal/{provider}/{owner}/account-details/` (docs/api-contract.md §2.1), camelCased: the plan as billed
 * (`plan.quantity` is the seat count), member counts, auto-activation and the subscription with the payment
 * provider. `billingConfigured` is false when the install has no payment provider: plan changes apply at once.
 * `checkoutUrl` is set by a plan change that needs the customer to pay first (the provider's checkout page).
 */
export const AccountDetailsSchema = v.object({
  activatedUserCount: v.number(),
  inactiveUserCount: v.number(),
  activatedStudentCount: v.number(),
  studentCount: v.number(),
  checkoutSessionId: v.nullish(v.string()),
  checkoutUrl: v.nullish(v.string()),
  delinquent: v.nullish(v.boolean()),
  email: v.nullish(v.string()),
  integrationId: v.nullish(v.number()),
  name: v.nullish(v.string()),
  nbActivePrivateRepos: v.number(),
  plan: v.object({
    marketingName: v.string(),
    value: v.string(),
    billingRate: v.nullable(v.string()),
    baseUnitPrice: v.number(),
    benefits: v.array(v.string()),
    quantity: v.number(),
  }),
  planAutoActivate: v.nullish(v.boolean()),
  planProvider: v.nullish(v.string()),
  repoTotalCredits: v.number(),
  rootOrganization: v.nullish(v.object({ username: v.nullish(v.string()), plan: v.nullish(v.unknown()) })),
  scheduleDetail: v.nullish(
    v.object({
      id: v.string(),
      scheduledPhase: v.nullish(v.object({ startDate: v.number(), plan: v.string(), quantity: v.number() })),
    }),
  ),
  subscriptionDetail: v.nullish(
    v.object({
      latestInvoice: v.nullish(LatestInvoiceSchema),
      defaultPaymentMethod: v.nullish(PaymentMethodDetailsSchema),
      cancelAtPeriodEnd: v.boolean(),
      currentPeriodEnd: v.nullish(v.number()),
      customer: v.nullish(
        v.object({ id: v.string(), discount: v.nullish(v.unknown()), email: v.nullish(v.string()) }),
      ),
      collectionMethod: v.nullish(v.string()),
      taxIds: v.array(v.unknown()),
      trialEnd: v.nullish(v.number()),
    }),
  ),
  usesInvoice: v.boolean(),
  billingConfigured: v.boolean(),
});

export type AccountDetails = v.InferOutput<typeof AccountDetailsSchema>;
export type PaymentMethodDetails = v.InferOutput<typeof PaymentMethodDetailsSchema>;

// A renewal's event may reach the server a little after the period ends: a subscription that renews is only read as
// ended once it is this late.
const RENEWAL_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An ended subscription is no subscription: one cancelled at its period's end whose end has passed, or one whose
 * period ended long ago without renewing. The server leaves ended ones out; this guards the pages against an answer
 * that still carries one (a plan page saying "your next billing date", an upgrade offering "Update" instead of the
 * checkout).
 */
export function withoutEndedSubscription(details: AccountDetails, now = Date.now()): AccountDetails {
  const subscription = details.subscriptionDetail;
  const end = subscription?.currentPeriodEnd;
  if (!subscription || end === null || end === undefined) return details;
  const endMs = end * 1000;
  const ended = endMs <= now && (subscription.cancelAtPeriodEnd || endMs + RENEWAL_GRACE_MS <= now);
  return ended ? { ...details, subscriptionDetail: null } : details;
}

/** The operation a mismatching answer names (spec §5). */
export const ACCOUNT_DETAILS_QUERY = 'AccountDetails';

export interface AccountDetailsArgs {
  provider: string;
  owner: string;
}

const accountDetailsPath = ({ owner }: AccountDetailsArgs) =>
  `/${encodeURIComponent(owner)}/account-details/`;

export const accountDetailsQueryOptions = ({ provider, owner }: AccountDetailsArgs) =>
  queryOptions({
    queryKey: queryKeys.owner.accountDetails(provider, owner),
    queryFn: async ({ client, signal }): Promise<AccountDetails> =>
      withoutEndedSubscription(
        await rest({
          path: `/${provider}${accountDetailsPath({ provider, owner })}`,
          provider,
          signal,
          schema: AccountDetailsSchema,
          ...getApiContext(client),
        }),
      ),
  });

export interface AccountDetailsOptions {
  enabled?: boolean;
  /** Ask again every so many milliseconds (e.g. while a paid checkout is being applied); false to stop. */
  refetchInterval?: number | false;
}

/** Members of the org read it; a visitor gets a 403 (`ApiError`). */
export const useAccountDetails = (args: AccountDetailsArgs, options: AccountDetailsOptions = {}) =>
  useQuery({ ...accountDetailsQueryOptions(args), ...options });

/**
 * A change of `PATCH …/account-details/` (admins of the org): a plan and seat count (`plan.value` a paid plan
 * code of `availablePlans`, or the free plan to cancel), or auto-activation.
 */
export type AccountDetailsChange =
  { plan: { value: string; quantity: number } } | { planAutoActivate: boolean };

export const updateAccountDetailsMutationOptions = (clients: ApiClients, args: AccountDetailsArgs) =>
  mutationOptions({
    mutationKey: [...queryKeys.owner.accountDetails(args.provider, args.owner), 'update'],
    mutationFn: async (change: AccountDetailsChange): Promise<AccountDetails> =>
      withoutEndedSubscription(
        await rest({
          path: `/${args.provider}${accountDetailsPath(args)}`,
          method: 'PATCH',
          body: change,
          provider: args.provider,
          schema: AccountDetailsSchema,
          ...getApiContext(clients.queryClient),
        }),
      ),
    onSuccess: (details) => {
      clients.queryClient.setQueryData(queryKeys.owner.accountDetails(args.provider, args.owner), details);
      // The plan lives in graphcache too (GetPlanData: the trial banners, the seat counts): ask for it again,
      // and for the member list, whose seats follow the plan.
      return Promise.all([
        refreshPlanData(clients, args.provider, args.owner),
        clients.queryClient.invalidateQueries({ queryKey: queryKeys.owner.users(args.provider, args.owner) }),
      ]);
    },
  });

/** A refusal rejects with `ApiError { status, data: { detail } }`: the page shows the detail. */
export const useUpdateAccountDetails = (args: AccountDetailsArgs) =>
  useMutation(updateAccountDetailsMutationOptions(useApiClients(), args));
