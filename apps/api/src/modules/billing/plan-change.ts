import { FREE_PLAN, planRepresentation } from '../owners';

/** The paid plans an organisation may choose on the upgrade page (Pro and Team, monthly and annual). */
export const AVAILABLE_PLANS = ['users-pr-inappm', 'users-pr-inappy', 'users-teamm', 'users-teamy'] as const;

/** Pro is sold for two seats or more, up to a thousand (more is a contract with sales); Team for ten at most. */
export const PRO_MIN_SEATS = 2;
export const PRO_MAX_SEATS = 1000;
export const TEAM_MAX_SEATS = 10;

/** A change the PATCH of account-details asks for, read and checked. */
export interface AccountChange {
  /** A paid plan of `AVAILABLE_PLANS` with its seats, or the free plan (a cancellation). */
  plan?: { value: string; quantity: number; free: boolean };
  planAutoActivate?: boolean;
}

const KNOWN_FIELDS = 'plan, plan_auto_activate or apply_cancellation_discount';

/**
 * Reads the PATCH body of `…/account-details/`: a plan with its seats, auto-activation, or the cancellation
 * discount (none is offered). Answers the change or the message of the 400 that refuses it. `activated` is the
 * number of members holding a seat now: a plan never has fewer seats.
 */
export function readAccountChange(body: unknown, activated: number): AccountChange | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return `Send a JSON object with ${KNOWN_FIELDS}.`;
  const change: AccountChange = {};
  const entries = Object.entries(body);
  if (entries.length === 0) return `Nothing to change: send ${KNOWN_FIELDS}.`;
  for (const [key, value] of entries) {
    if (key === 'plan') {
      const plan = readPlan(value, activated);
      if (typeof plan === 'string') return plan;
      change.plan = plan;
    } else if (key === 'plan_auto_activate') {
      if (typeof value !== 'boolean') return 'plan_auto_activate must be true or false.';
      change.planAutoActivate = value;
    } else if (key === 'apply_cancellation_discount') {
      return 'No cancellation discount is offered: the plan can be kept or cancelled as it is.';
    } else {
      return `Unknown field "${key}": only ${KNOWN_FIELDS} can be changed.`;
    }
  }
  return change;
}

function readPlan(value: unknown, activated: number): NonNullable<AccountChange['plan']> | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'plan must be an object with a value (the plan code) and a quantity (the number of seats).';
  const { value: code, quantity, ...rest } = value as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) return `Unknown field "plan.${extra}": a plan has only a value and a quantity.`;
  if (typeof code !== 'string' || code === '')
    return 'plan.value must be a plan code, such as users-pr-inappm.';
  if (code === FREE_PLAN) return { value: FREE_PLAN, quantity: 1, free: true };
  if (!(AVAILABLE_PLANS as readonly string[]).includes(code))
    return `"${code}" is not a plan that can be chosen: choose one of ${AVAILABLE_PLANS.join(', ')}, or ${FREE_PLAN} to cancel.`;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
    return 'plan.quantity must be a whole number of seats, at least 1.';
  const plan = planRepresentation(code);
  if (plan.isProPlan && quantity < PRO_MIN_SEATS) return `The Pro plan starts at ${PRO_MIN_SEATS} seats.`;
  if (plan.isProPlan && quantity > PRO_MAX_SEATS)
    return `The Pro plan is sold for up to ${PRO_MAX_SEATS} seats: for more, contact sales.`;
  if (plan.isTeamPlan && quantity > TEAM_MAX_SEATS)
    return `The Team plan is limited to ${TEAM_MAX_SEATS} seats: for more, choose the Pro plan.`;
  if (quantity < activated)
    return `${activated} members hold a seat now: choose at least ${activated} seats, or deactivate members first.`;
  return { value: code, quantity, free: false };
}
