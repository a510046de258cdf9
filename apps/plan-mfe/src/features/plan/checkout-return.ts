import { useEffect, useRef, useState } from 'react';
import { useApiClients } from '@canopy/api-client';
import {
  type AccountDetails,
  type AccountDetailsArgs,
  refreshPlanData,
  useAccountDetails,
} from '@canopy/plan-data-access';

/** How often the plan page asks again while a paid checkout is being applied, and for how long. */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_WAIT_MS = 60_000;

/**
 * What the page says of a change just made: 'direct' one applied at once (the upgrade form's `?success=true`), or
 * the payment provider's checkout returning (`?success`), whose plan arrives with the provider's event: 'applying'
 * until it does, then 'applied', or 'delayed' after a minute without it.
 */
export type PlanChange = 'direct' | 'applying' | 'applied' | 'delayed';

/** The change the page was opened after, from its query; null for none (or `?success=false`). */
export function changeOf(params: URLSearchParams): 'direct' | 'checkout' | null {
  if (!params.has('success')) return null;
  const value = params.get('success');
  if (value === 'false') return null;
  return value === 'true' ? 'direct' : 'checkout';
}

/**
 * Where a checkout's change stands: applied once the subscription is there or the plan moved from what the page
 * first read; delayed once `elapsed` passes the wait.
 */
export function checkoutOutcome(
  first: AccountDetails,
  now: AccountDetails,
  elapsed: number,
): 'applying' | 'applied' | 'delayed' {
  if (now.subscriptionDetail || now.plan.value !== first.plan.value) return 'applied';
  return elapsed >= CHECKOUT_WAIT_MS ? 'delayed' : 'applying';
}

/**
 * The account details of the plan page; after a checkout they are asked again every 2 s until its change is in
 * place (then the plan of graphcache too, so every view of the plan follows) or a minute has passed.
 */
export function useAccountDetailsAfterChange(args: AccountDetailsArgs, params: URLSearchParams) {
  const clients = useApiClients();
  const change = changeOf(params);
  const [startedAt] = useState(() => Date.now());
  const first = useRef<AccountDetails | null>(null);
  const [outcome, setOutcome] = useState<'applying' | 'applied' | 'delayed'>('applying');
  const polling = change === 'checkout' && outcome === 'applying';
  const details = useAccountDetails(args, { refetchInterval: polling ? CHECKOUT_POLL_MS : false });
  const { data, dataUpdatedAt } = details;
  const { provider, owner } = args;

  useEffect(() => {
    if (!polling || !data) return;
    first.current ??= data;
    const next = checkoutOutcome(first.current, data, Date.now() - startedAt);
    if (next === 'applying') return;
    setOutcome(next);
    if (next === 'applied') void refreshPlanData(clients, provider, owner);
  }, [polling, data, dataUpdatedAt, startedAt, clients, provider, owner]);

  const planChange: PlanChange | null = change === 'checkout' ? outcome : change;
  return { details, planChange };
}
