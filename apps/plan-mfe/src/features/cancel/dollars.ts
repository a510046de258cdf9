const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A plan price in US dollars (spec §9): '$5' for whole amounts, '$12.50' otherwise. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : dollars.format(amount);
}
