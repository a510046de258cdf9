/** Subscription statuses after which a paid plan needs a new checkout. */
export const ENDED_SUBSCRIPTION = ['canceled', 'incomplete_expired'] as const;

/**
 * Whether the organisation's stored subscription still bills it: it has a subscription (a row may hold only the
 * customer of a checkout not paid yet) that has not ended.
 */
export function isLiveSubscription(
  row: { subscriptionId: string | null; status: string } | null | undefined,
): boolean {
  return Boolean(row?.subscriptionId) && !(ENDED_SUBSCRIPTION as readonly string[]).includes(row!.status);
}
