/**
 * Where a tooltip `tooltipWidth` px wide starts, within a chart `chartWidth` px wide, for an interval at `x`:
 * beside it on the right, or on the left when the right has no room, or against an edge when neither has.
 */
export function tooltipLeft(x: number, tooltipWidth: number, chartWidth: number, offset: number): number {
  if (x + offset + tooltipWidth <= chartWidth) return x + offset;
  if (x - offset - tooltipWidth >= 0) return x - offset - tooltipWidth;
  return Math.max(0, chartWidth - tooltipWidth);
}
