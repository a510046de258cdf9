/**
 * The JSON the payment provider's rows keep (migration 0022), read leniently: the database's camel-casing may or
 * may not have renamed nested keys, and a missing value reads as null.
 *
 * - addresses (`customer_address`, `billing_address`): `{ line1, line2, city, state, postalCode, country }`;
 * - `line_items`: `[{ description, amount, currency, quantity, periodStart, periodEnd }]`, periods in Unix seconds;
 * - `payment_method`: a `billing_payment_methods` row as an object: `{ kind, brand, last4, expMonth, expYear,
 *   bankName, billingName, billingEmail, billingAddress }`.
 */

export type Json = Record<string, unknown>;

export function asObject(value: unknown): Json | null {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

export function asArray(value: unknown): unknown[] {
  if (typeof value === 'string') {
    try {
      return asArray(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value : [];
}

/** The value of the first of `keys` present (camelCase and snake_case spellings of one field). */
export function pick(object: Json | null, ...keys: string[]): unknown {
  if (!object) return null;
  for (const key of keys) if (object[key] !== undefined && object[key] !== null) return object[key];
  return null;
}

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Unix seconds of a timestamp (a Date, an ISO string or seconds already); null when there is none. */
export function unixSeconds(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.floor(value) : null;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? Math.floor(date.getTime() / 1000) : null;
}

export interface Address {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

export function readAddress(value: unknown): Address | null {
  const object = asObject(value);
  if (!object) return null;
  return {
    line1: text(pick(object, 'line1', 'line_1')),
    line2: text(pick(object, 'line2', 'line_2')),
    city: text(pick(object, 'city')),
    state: text(pick(object, 'state')),
    postalCode: text(pick(object, 'postalCode', 'postal_code')),
    country: text(pick(object, 'country')),
  };
}

/** An address on one line, as an invoice prints it: "1 Main St, Suite 2, Springfield, IL 62701, US". */
export function addressLine(address: Address | null): string | null {
  if (!address) return null;
  const region = [address.state, address.postalCode].filter(Boolean).join(' ');
  const parts = [address.line1, address.line2, address.city, region, address.country].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A payment method as the provider describes one (a card or a US bank account, with billing details). */
export interface PaymentMethodValue {
  card: {
    brand: string | null;
    expMonth: number | null;
    expYear: number | null;
    last4: string | null;
  } | null;
  usBankAccount: { bankName: string | null; last4: string | null } | null;
  billingDetails: {
    name: string | null;
    email: string | null;
    phone: string | null;
    address: Address | null;
  };
}

/**
 * From a `billing_payment_methods` row, or its JSON copy on an invoice: flat as the row, or in the account details'
 * shape (`card`, `usBankAccount`, `billingDetails`) as the Stripe adapter stores it.
 */
export function readPaymentMethod(value: unknown): PaymentMethodValue | null {
  const object = asObject(value);
  if (!object) return null;
  if (
    ['card', 'usBankAccount', 'us_bank_account', 'billingDetails', 'billing_details'].some(
      (key) => key in object,
    )
  )
    return readNestedPaymentMethod(object);
  const kind = text(pick(object, 'kind'));
  const last4 = text(pick(object, 'last4'));
  return {
    card:
      kind === 'card'
        ? {
            brand: text(pick(object, 'brand')),
            expMonth: num(pick(object, 'expMonth', 'exp_month')),
            expYear: num(pick(object, 'expYear', 'exp_year')),
            last4,
          }
        : null,
    usBankAccount:
      kind === 'us_bank_account' ? { bankName: text(pick(object, 'bankName', 'bank_name')), last4 } : null,
    billingDetails: {
      name: text(pick(object, 'billingName', 'billing_name')),
      email: text(pick(object, 'billingEmail', 'billing_email')),
      phone: null,
      address: readAddress(pick(object, 'billingAddress', 'billing_address')),
    },
  };
}

function readNestedPaymentMethod(object: Json): PaymentMethodValue {
  const card = asObject(pick(object, 'card'));
  const bank = asObject(pick(object, 'usBankAccount', 'us_bank_account'));
  const details = asObject(pick(object, 'billingDetails', 'billing_details'));
  return {
    card: card
      ? {
          brand: text(pick(card, 'brand')),
          expMonth: num(pick(card, 'expMonth', 'exp_month')),
          expYear: num(pick(card, 'expYear', 'exp_year')),
          last4: text(pick(card, 'last4')),
        }
      : null,
    usBankAccount: bank
      ? { bankName: text(pick(bank, 'bankName', 'bank_name')), last4: text(pick(bank, 'last4')) }
      : null,
    billingDetails: {
      name: text(pick(details, 'name')),
      email: text(pick(details, 'email')),
      phone: text(pick(details, 'phone')),
      address: readAddress(pick(details, 'address')),
    },
  };
}
