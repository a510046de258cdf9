/** A linear map from a domain to a range (e.g. values to pixels); a flat domain maps to the range's middle. */
export function linearScale(
  [domainStart, domainEnd]: readonly [number, number],
  [rangeStart, rangeEnd]: readonly [number, number],
): (value: number) => number {
  const span = domainEnd - domainStart;
  if (span === 0) return () => (rangeStart + rangeEnd) / 2;
  const ratio = (rangeEnd - rangeStart) / span;
  return (value) => rangeStart + (value - domainStart) * ratio;
}

/**
 * The x of each of `count` evenly spaced points across a range, first and last on its ends (one interval
 * per point, as the charts' data come); a single point sits in the middle.
 */
export function pointScale(
  count: number,
  [rangeStart, rangeEnd]: readonly [number, number],
): (index: number) => number {
  if (count <= 1) return () => (rangeStart + rangeEnd) / 2;
  const step = (rangeEnd - rangeStart) / (count - 1);
  return (index) => rangeStart + index * step;
}

/** The index of the point nearest to `x` among evenly spaced ones (the hovered interval). */
export function nearestIndex(
  count: number,
  [rangeStart, rangeEnd]: readonly [number, number],
  x: number,
): number {
  if (count <= 1) return 0;
  const step = (rangeEnd - rangeStart) / (count - 1);
  const index = Math.round((x - rangeStart) / step);
  return Math.min(count - 1, Math.max(0, index));
}
