import type { BillingAddress } from './billing-details-provider';

/** The bodies of the three billing-details PATCHes, read and checked: the value, or the 400's plain message. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longer than any real address line, short enough for Stripe's 200-character fields. */
const MAX_FIELD = 200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function unknownField(body: Record<string, unknown>, known: string[], prefix = ''): string | null {
  const extra = Object.keys(body).find((key) => !known.includes(key));
  return extra === undefined ? null : `Unknown field "${prefix}${extra}": send only ${known.join(', ')}.`;
}

/** `{new_email, apply_to_default_payment_method?}`. */
export function readEmailChange(
  body: unknown,
): { email: string; applyToDefaultPaymentMethod: boolean } | string {
  if (!isObject(body)) return 'Send a JSON object with new_email.';
  const unknown = unknownField(body, ['new_email', 'apply_to_default_payment_method']);
  if (unknown) return unknown;
  const email = typeof body.new_email === 'string' ? body.new_email.trim() : '';
  if (!email) return 'new_email is required: the address invoices are sent to.';
  if (email.length > MAX_FIELD || !EMAIL.test(email))
    return `"${email.slice(0, MAX_FIELD)}" is not an e-mail address.`;
  const apply = body.apply_to_default_payment_method ?? false;
  if (typeof apply !== 'boolean') return 'apply_to_default_payment_method must be true or false.';
  return { email, applyToDefaultPaymentMethod: apply };
}

const ADDRESS_FIELDS = ['line_1', 'line_2', 'city', 'state', 'postal_code', 'country'];
const REQUIRED: Record<string, string> = {
  line_1: 'Address line 1',
  city: 'City',
  postal_code: 'Postal code',
};

/** `{name, billing_address: {line_1, line_2, city, state, postal_code, country}}`. */
export function readAddressChange(body: unknown): { name: string; address: BillingAddress } | string {
  if (!isObject(body)) return 'Send a JSON object with name and billing_address.';
  const unknown = unknownField(body, ['name', 'billing_address']);
  if (unknown) return unknown;
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) return 'name is required: the name invoices are billed to.';
  if (name.length > MAX_FIELD) return `name is longer than ${MAX_FIELD} characters.`;
  const raw = body.billing_address;
  if (!isObject(raw))
    return 'billing_address must be an object with line_1, line_2, city, state, postal_code and country.';
  const extra = unknownField(raw, ADDRESS_FIELDS, 'billing_address.');
  if (extra) return extra;
  const fields: Record<string, string | null> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = raw[field] ?? null;
    if (value !== null && typeof value !== 'string') return `billing_address.${field} must be text.`;
    const trimmed = value?.trim() ?? '';
    if (trimmed.length > MAX_FIELD) return `billing_address.${field} is longer than ${MAX_FIELD} characters.`;
    fields[field] = trimmed || null;
  }
  for (const [field, label] of Object.entries(REQUIRED))
    if (!fields[field]) return `${label} is required (billing_address.${field}).`;
  const country = fields.country ?? '';
  if (!/^[A-Za-z]{2}$/.test(country))
    return 'The country must be its two-letter code, such as US or DE (billing_address.country).';
  return {
    name,
    address: {
      line1: fields.line_1!,
      line2: fields.line_2 ?? null,
      city: fields.city!,
      state: fields.state ?? null,
      postalCode: fields.postal_code!,
      country: country.toUpperCase(),
    },
  };
}

/** Nothing (`{}` or no body): a new payment method on the provider's page; `{payment_method: "pm_…"}`: that one. */
export function readPaymentChange(body: unknown): { paymentMethod: string | null } | string {
  if (body === undefined || body === null) return { paymentMethod: null };
  if (!isObject(body))
    return 'Send a JSON object: {} to enter a new payment method, or {"payment_method": "pm_…"}.';
  const unknown = unknownField(body, ['payment_method']);
  if (unknown) return unknown;
  const method = body.payment_method ?? null;
  if (method === null) return { paymentMethod: null };
  if (typeof method !== 'string' || !/^pm_[A-Za-z0-9_]{1,250}$/.test(method))
    return 'payment_method must be the id of a payment method, such as pm_1Abc….';
  return { paymentMethod: method };
}
