/** A part's share of a whole as the tables show it: '12.34%', '<0.01%' for a sliver, '-' without a whole. */
export function sizeShare(part: number, whole: number): string {
  if (!whole || whole <= 0) return '-';
  const share = (part / whole) * 100;
  if (share > 0 && share < 0.01) return '<0.01%';
  return `${share.toFixed(2)}%`;
}
