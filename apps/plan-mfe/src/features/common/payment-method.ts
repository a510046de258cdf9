/** A card or a US bank account, as the account details and the invoices carry it. */
export interface PaymentMethodLike {
  card?: {
    brand?: string | null;
    last4?: string | null;
    expMonth?: number | null;
    expYear?: number | null;
  } | null;
  usBankAccount?: { bankName?: string | null; last4?: string | null } | null;
}

/** A card's expiry as 'MM/YY': the last two digits of the year (spec §9). */
export function cardExpiry(month: number | null | undefined, year: number | null | undefined): string | null {
  if (!month || !year) return null;
  return `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`;
}

/** How a subscription or an invoice is paid: 'Visa ending in 4242, expires 12/28', a bank account, or null. */
export function paymentMethodText(method: PaymentMethodLike | null | undefined): string | null {
  if (method?.card) {
    const { brand, last4, expMonth, expYear } = method.card;
    const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
    const expiry = cardExpiry(expMonth, expYear);
    return `${name}${last4 ? ` ending in ${last4}` : ''}${expiry ? `, expires ${expiry}` : ''}`;
  }
  if (method?.usBankAccount) {
    const { bankName, last4 } = method.usBankAccount;
    return `${bankName ?? 'Bank account'}${last4 ? ` ending in ${last4}` : ''}`;
  }
  return null;
}
