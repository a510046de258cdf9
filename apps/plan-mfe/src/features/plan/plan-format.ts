/** How a plan is billed, in words. */
export function billingRateText(billingRate: string | null | undefined): string | null {
  if (billingRate === 'monthly') return 'billed monthly';
  if (billingRate === 'annually') return 'billed annually';
  return null;
}

/** A card's expiry as 'MM/YY': the last two digits of the year (spec §9). */
export function cardExpiry(month: number | null | undefined, year: number | null | undefined): string | null {
  if (!month || !year) return null;
  return `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`;
}

export const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);
