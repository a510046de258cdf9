import type { BillingAddressChange, PaymentMethodDetails } from '@canopy/plan-data-access';

/** The billing address form's fields, as text (optional ones empty). */
export interface AddressValues {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

type Address = NonNullable<NonNullable<PaymentMethodDetails['billingDetails']>['address']>;

export function addressValues(
  name: string | null | undefined,
  address: Address | null | undefined,
): AddressValues {
  return {
    name: name ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? '',
  };
}

const REQUIRED: Array<[keyof AddressValues, string]> = [
  ['name', 'Full name is required'],
  ['line1', 'Address line 1 is required'],
  ['city', 'City is required'],
  ['postalCode', 'Postal code is required'],
];

/** What the server checks too: name, line 1, city and postal code present; the country as two letters. */
export function validateAddress(values: AddressValues): Partial<Record<keyof AddressValues, string>> {
  const errors: Partial<Record<keyof AddressValues, string>> = {};
  for (const [field, message] of REQUIRED) if (!values[field].trim()) errors[field] = message;
  if (!/^[A-Za-z]{2}$/.test(values.country.trim()))
    errors.country = 'Enter the two-letter country code, such as US or DE';
  return errors;
}

export function addressChange(values: AddressValues): BillingAddressChange {
  return {
    name: values.name.trim(),
    line1: values.line1.trim(),
    line2: values.line2.trim() || null,
    city: values.city.trim(),
    state: values.state.trim() || null,
    postalCode: values.postalCode.trim(),
    country: values.country.trim().toUpperCase(),
  };
}

/** "1 Main St, Suite 2" / "Springfield, IL 62701" / "US": the lines an address is read in. */
export function addressLines(address: Address | null | undefined): string[] {
  if (!address) return [];
  const region = [address.state, address.postalCode].filter(Boolean).join(' ');
  return [
    [address.line1, address.line2].filter(Boolean).join(', '),
    [address.city, region].filter(Boolean).join(', '),
    address.country ?? '',
  ].filter((line) => line !== '');
}
